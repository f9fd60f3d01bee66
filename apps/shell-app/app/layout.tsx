// The shell around every page: the document, the shell's root and, when the backend fails, the
// fallback page (shell-next's README, "The App Router").
export { ShellRootLayout as default } from '@therapy-shell/shell-next/app';
