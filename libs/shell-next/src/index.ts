export { loadShell, PREF_LANGUAGE_COOKIE, ShellConfigurationError } from './load-shell.ts';
export type { ShellData, IncomingPageRequest, LoadShellOptions, ShellLogger, PageLoadErrorLog } from './load-shell.ts';
export { createShellApp, shellOptionsFromEnv, DEFAULT_API_ORIGIN } from './shell-app.tsx';
export type { ShellAppProps, ShellAppOptions } from './shell-app.tsx';
export { ShellDocument } from './shell-document.tsx';
