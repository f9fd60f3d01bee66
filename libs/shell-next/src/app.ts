// @therapy-shell/shell-next/app: the shell on Next.js's App Router. The root layout renders the
// document and the shell's root from what the proxy's page-load step resolved (createShellProxy
// with `router: 'app'`, from `/server`); each page declares its template with shellPage, which
// frames it; getShellData gives a page's server code the shell's data. What client components
// import is `/app-client`: this entry's layout reads the request (next/headers), which no client
// module may import.
export {
  ShellRootLayout,
  getHelpNowMetadata,
  notFoundMetadata,
  shellMetadata,
  shellPage,
} from './app-router/root-layout.tsx';
export type { ShellRootLayoutProps, AppShellPageMeta } from './app-router/root-layout.tsx';
export { getShellData } from './app-router/request-shell.ts';
export { GetHelpNowContent } from './app-router/crisis-page.tsx';
export { NotFoundContent } from './app-router/not-found-content.tsx';
export type { PageShellData, PageVisitor, PageSiteConfig } from './frame/shell-data.ts';
