// @therapy-shell/shell-next/config: what next.config.mjs needs, without React or Next's runtime
// (the offline crisis page loads React only when it is asked for), and the server's own answers.
export {
  shellHeaders,
  staticSecurityHeaders,
  contentSecurityPolicy,
  policyOrigin,
  PRIVATE_NO_STORE,
} from './security-headers.ts';
export type { HeaderEntry, PolicySources } from './security-headers.ts';
export { proxyApiRequest, isProxiedPath, API_PROXY_TIMEOUT_MS } from './api-proxy.ts';
export type { ApiProxyOptions } from './api-proxy.ts';
export {
  shellHealthResponse,
  shellLivenessResponse,
  healthOptionsFromEnv,
  SHELL_HEALTH_PATH,
  SHELL_LIVENESS_PATH,
  SHELL_DRAINING_FLAG,
} from './health.ts';
export type { ShellHealthOptions, ShellHealth, ShellLiveness, BackendHealth } from './health.ts';
export { shellAssetPrefix } from './asset-prefix.ts';
export { withShell } from './with-shell.ts';
export type { WithShellOptions } from './with-shell.ts';
export { installNodeRenderer } from './node-renderer.ts';
export { installRequestGuards, REQUEST_HEADER_LIMITS } from './request-guards.ts';
export { cspReportResponse, parseCspReports, CSP_REPORT_PATH } from './csp-report.ts';
export type { CspReportOptions } from './csp-report.ts';
export type { CspViolation } from '../server-error-reporting.ts';
export type { RequestGuardsInstall } from './request-guards.ts';
export { offlineResponse, OFFLINE_WORKER_PATH, OFFLINE_PAGE_PATH } from './offline.ts';
export type { OfflineResponseOptions } from './offline.ts';
export type { NodeRendererInstall, NodeRendererOptions } from './node-renderer.ts';
