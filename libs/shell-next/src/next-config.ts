// @therapy-shell/shell-next/next-config: what an app's next.config needs at build time, without
// React or Next's run time. withShell() adds the brand, the security headers and the asset prefix.
export { withShell } from './config/with-shell.ts';
export type { WithShellOptions } from './config/with-shell.ts';
