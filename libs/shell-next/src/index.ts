export { loadShell, PREF_LANGUAGE_COOKIE, ShellConfigurationError } from './load-shell.js';
export type { ShellData, IncomingPageRequest, LoadShellOptions, ShellLogger, PageLoadErrorLog } from './load-shell.js';
export { createShellApp, shellOptionsFromEnv, DEFAULT_API_ORIGIN } from './shell-app.js';
export type { ShellAppProps, ShellAppOptions } from './shell-app.js';
export { ShellDocument } from './shell-document.js';
