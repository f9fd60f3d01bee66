// The shell around every page: the document, the header, navigation and footer with the crisis
// notice, the dialogs, toasts and consent, and the fallback page when the backend fails (shell-next's
// README, "The App Router"). Its metadata: the product name as the title of a page that sets none.
export { ShellRootLayout as default, shellMetadata as generateMetadata } from '@therapy-shell/shell-next/app';

// Every page is rendered per request (the shell's layout reads the visitor): no static shell to
// prerender under Cache Components (next.config's cacheComponents; shell-next's README).
export const instant = false;
