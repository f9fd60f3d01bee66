// @therapy-shell/shell-next/server: what a brand's server calls at run time, outside the pages:
// proxy.ts answers the /api/* proxy, the favicon, health and liveness, the page policy's violation reports and
// the offline copy; instrumentation.ts checks the environment, installs the request guards and the Node renderer once per
// process and reports the errors of the pages' server code (onRequestError). Without React (the
// offline page loads it only when asked for); of Next.js only `next/server`, which proxy.ts loads anyway.
export { proxyApiRequest } from './server/api-proxy.ts';
export type { ApiProxyOptions } from './server/api-proxy.ts';
export {
  shellHealthResponse,
  shellLivenessResponse,
  healthOptionsFromEnv,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
} from './server/health.ts';
export type { ShellHealthOptions, BackendHealth } from './server/health.ts';
export { cspReportResponse, createCspReportLimits, CSP_REPORT_PATH } from './server/csp-report.ts';
export { faviconResponse, FAVICON_PATH } from './server/favicon.ts';
export { messagesResponse, MESSAGES_PATH } from './server/messages.ts';
export { iconSpriteResponse, ICONS_PATH } from './server/icons.ts';
export type { IconSpriteResponseOptions } from './server/icons.ts';
export type { MessagesResponseOptions } from './server/messages.ts';
export type { CspReportOptions, CspReportLimits } from './server/csp-report.ts';
export type { CspViolation } from './server/reporting/server-error-reporting.ts';
export { offlineResponse, OFFLINE_WORKER_PATH, OFFLINE_PAGE_PATH } from './offline/offline-response.ts';
export type { OfflineResponseOptions } from './offline/offline-response.ts';
export { createShellProxy, SHELL_PROXY_MATCHER, SHELL_APP_PAGES_MATCHER } from './server/shell-proxy.ts';
export type { ShellProxyOptions } from './server/shell-proxy.ts';
export { checkShellEnv, shellEnv, ShellEnvError, isShellEnvError } from './server/env.ts';
export type { ShellEnv, EnvProblem, EnvSource, AddressMatcher } from './server/env.ts';
export { installRequestGuards } from './server/request-guards.ts';
export { installNodeRenderer } from './server/node-renderer.ts';
export { reportRequestError } from './server/reporting/request-error.ts';
export type { ErrorRequest, ErrorRequestContext } from './server/reporting/request-error.ts';
