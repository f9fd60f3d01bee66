// The shell around every page: the document, the shell's root and, when the backend fails, the
// fallback page (shell-next's README, "The App Router").
// Its metadata: the product name as the title of a page that sets none.
export { ShellRootLayout as default, shellMetadata as generateMetadata } from '@therapy-shell/shell-next/app';
