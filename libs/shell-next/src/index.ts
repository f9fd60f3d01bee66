export { loadShell, createShellCaches, PREF_LANGUAGE_COOKIE, ShellConfigurationError } from './load-shell.ts';
export { createTtlCache } from './ttl-cache.ts';
export type { TtlCache } from './ttl-cache.ts';
export { SHELL_CACHE_TTL_MS } from './constants.ts';
export type { ShellData, ShellAvailability, ShellCaches, IncomingPageRequest, LoadShellOptions, ShellLogger, PageLoadErrorLog } from './load-shell.ts';
export { createShellApp, shellOptionsFromEnv, DEFAULT_API_ORIGIN } from './shell-app.tsx';
export type { ShellAppProps, ShellAppOptions } from './shell-app.tsx';
export { ShellDocument } from './shell-document.tsx';
