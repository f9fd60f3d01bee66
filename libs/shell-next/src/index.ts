// Public API of @therapy-shell/shell-next (the pages' run time): the app, the document, the page
// declaration, the crisis page, the router link and page analytics. What next.config needs is
// `@therapy-shell/shell-next/next-config`; what the server's proxy.ts and instrumentation.ts call
// is `@therapy-shell/shell-next/server`. The page-load step, its caches and the frame behind the
// app stay inside the library; its own tests import them by relative path.
export { createShellApp } from './shell-app.tsx';
export type { ShellAppProps, ShellAppOptions, ShellPageData } from './shell-app.tsx';
export { ShellDocument } from './shell-document.tsx';
export type { ShellDocumentProps } from './shell-document.tsx';
export { shellPage, templateOf } from './shell-page.ts';
export type { ShellPageMeta, ShellPageComponent } from './shell-page.ts';
export { RouterLink } from './router-link.tsx';
export { GetHelpNowPage } from './crisis-page.tsx';
export { ShellConfigurationError } from './load-shell.ts';
export type { ShellData } from './load-shell.ts';
export { SHELL_CACHE_TTL_MS } from './constants.ts';
export { usePageAnalytics } from './page-analytics.ts';
export type { PageAnalytics } from './page-analytics.ts';
export { usePageErrors } from './page-errors.ts';
export { useShell, getShellData } from './shell-data.ts';
export type { PageShellData, PageVisitor, PageSiteConfig } from './shell-data.ts';
export type { PageErrors } from './page-errors.ts';
