// The shell around every page: the document, the shell's root and, when the backend fails, the
// fallback page (shell-next's README, "The App Router").
// Its metadata: the product name as the title of a page that sets none.
export { ShellRootLayout as default, shellMetadata as generateMetadata } from '@therapy-shell/shell-next/app';

// Every page is rendered per request (the shell's layout reads the visitor the proxy loaded): no
// static shell to prerender under Cache Components (shell-next's README, "Cache Components").
export const instant = false;
