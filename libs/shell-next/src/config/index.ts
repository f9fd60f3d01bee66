// @therapy-shell/shell-next/config: what next.config.mjs needs, without React or Next's runtime.
export { shellHeaders, staticSecurityHeaders, contentSecurityPolicy, policyOrigin, PRIVATE_NO_STORE } from './security-headers.ts';
export type { HeaderEntry, PolicySources } from './security-headers.ts';
export { proxyApiRequest, API_PROXY_TIMEOUT_MS } from './api-proxy.ts';
export type { ApiProxyOptions } from './api-proxy.ts';
export { shellHealthResponse, shellLivenessResponse, healthOptionsFromEnv, SHELL_HEALTH_PATH, SHELL_LIVENESS_PATH, SHELL_DRAINING_FLAG } from './health.ts';
export type { ShellHealthOptions, ShellHealth, ShellLiveness, BackendHealth } from './health.ts';
export { shellAssetPrefix } from './asset-prefix.ts';
export { withShell } from './with-shell.ts';
export type { WithShellOptions } from './with-shell.ts';
export { installNodeRenderer } from './node-renderer.ts';
export type { NodeRendererInstall, NodeRendererOptions } from './node-renderer.ts';
