export { createShellApp, shellOptionsFromEnv, DEFAULT_API_ORIGIN } from './shell-app.tsx';
export type { ShellAppProps, ShellAppOptions, ShellPageData } from './shell-app.tsx';
export { ShellDocument } from './shell-document.tsx';
export { shellPage, templateOf, quickExitOf, UNDECLARED_TEMPLATE } from './shell-page.ts';
export type { ShellPageMeta, ShellPageComponent } from './shell-page.ts';
export { ShellFrame } from './shell-frame.tsx';
export { RouterLink } from './router-link.tsx';
export { GetHelpNowPage } from './crisis-page.tsx';
export type { ShellFrameProps } from './shell-frame.tsx';
export { loadShell, createShellCaches, ShellConfigurationError } from './load-shell.ts';
export type {
  ShellData,
  ShellMessages,
  ShellCaches,
  IncomingPageRequest,
  LoadShellOptions,
  ShellLogger,
  PageLoadErrorLog,
} from './load-shell.ts';
export { SHELL_CACHE_TTL_MS } from './constants.ts';
export { usePageAnalytics } from './page-analytics.ts';
export type { PageAnalytics } from './page-analytics.ts';
