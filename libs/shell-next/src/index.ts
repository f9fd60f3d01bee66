// Public API of @therapy-shell/shell-next (the pages' run time): the app, the document, the page
// declaration, the crisis page, the router link and page analytics. What next.config needs is
// `@therapy-shell/shell-next/next-config`; what the server's proxy.ts and instrumentation.ts call
// is `@therapy-shell/shell-next/server`. The page-load step, its caches and the frame behind the
// app stay inside the library; its own tests import them by relative path.
export { createShellApp } from './pages-router/shell-app.tsx';
export type { ShellAppProps, ShellAppOptions, ShellPageData } from './pages-router/shell-app.tsx';
export { ShellDocument } from './pages-router/shell-document.tsx';
export type { ShellDocumentProps } from './pages-router/shell-document.tsx';
export { shellPage, templateOf } from './frame/shell-page.ts';
export type { ShellPageMeta, ShellPageComponent } from './frame/shell-page.ts';
export { RouterLink } from './pages-router/router-link.tsx';
export { GetHelpNowPage } from './frame/crisis-page.tsx';
export { NotFoundPage } from './frame/not-found-page.tsx';
export { ShellConfigurationError } from './page-load/load-shell.ts';
export type { ShellData } from './page-load/load-shell.ts';
export { SHELL_CACHE_TTL_MS } from './common/constants.ts';
export { usePageAnalytics } from './frame/page-analytics.ts';
export type { PageAnalytics } from './frame/page-analytics.ts';
export { usePageErrors } from './frame/page-errors.ts';
export { useShell, getShellData } from './frame/shell-data.ts';
export type { PageShellData, PageVisitor, PageSiteConfig } from './frame/shell-data.ts';
export type { PageErrors } from './frame/page-errors.ts';
