// @therapy-shell/shell-next/server: what a brand's server calls at run time, outside the pages:
// proxy.ts answers the /api/* proxy, the favicon, health and liveness, the page policy's violation reports and
// the offline copy; instrumentation.ts checks the environment, installs the request guards and the Node renderer once per
// process and reports the errors of the pages' server code (onRequestError). Without React (the
// offline page loads it only when asked for) and without Next's run time.
export { proxyApiRequest } from './config/api-proxy.ts';
export type { ApiProxyOptions } from './config/api-proxy.ts';
export {
  shellHealthResponse,
  shellLivenessResponse,
  healthOptionsFromEnv,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
} from './config/health.ts';
export type { ShellHealthOptions, BackendHealth } from './config/health.ts';
export { cspReportResponse, createCspReportLimits, CSP_REPORT_PATH } from './config/csp-report.ts';
export { faviconResponse, FAVICON_PATH } from './config/favicon.ts';
export { messagesResponse, MESSAGES_PATH } from './config/messages.ts';
export { iconSpriteResponse, ICONS_PATH } from './config/icons.ts';
export type { IconSpriteResponseOptions } from './config/icons.ts';
export type { MessagesResponseOptions } from './config/messages.ts';
export type { CspReportOptions, CspReportLimits } from './config/csp-report.ts';
export type { CspViolation } from './server-error-reporting.ts';
export { offlineResponse, OFFLINE_WORKER_PATH, OFFLINE_PAGE_PATH } from './config/offline.ts';
export type { OfflineResponseOptions } from './config/offline.ts';
export { createShellProxy, SHELL_PROXY_MATCHER } from './server/shell-proxy.ts';
export type { ShellProxyOptions } from './server/shell-proxy.ts';
export { checkShellEnv, shellEnv, ShellEnvError, isShellEnvError } from './server/env.ts';
export type { ShellEnv, EnvProblem, EnvSource, AddressMatcher } from './server/env.ts';
export { installRequestGuards } from './config/request-guards.ts';
export { installNodeRenderer } from './config/node-renderer.ts';
export { reportRequestError } from './config/request-error.ts';
export type { ErrorRequest, ErrorRequestContext } from './config/request-error.ts';
