// @therapy-shell/shell-next/app-client: what an App Router app's client components import from the
// shell: the page's shell data (useShell), the page's own events and error reports, and the error
// page of `app/error.tsx`. Nothing here reads the request.
export { ShellAppError, ShellAppGlobalError } from './app-router/app-shell.tsx';
export { useShell } from './frame/shell-data.ts';
export { usePageAnalytics } from './frame/page-analytics.ts';
export type { PageAnalytics } from './frame/page-analytics.ts';
export { usePageErrors } from './frame/page-errors.ts';
export type { PageErrors } from './frame/page-errors.ts';
export type { PageShellData, PageVisitor, PageSiteConfig } from './frame/shell-data.ts';
