// Runs once in each server process before it serves a page (Next.js instrumentation hook), with the
// shell's hooks (shell-next's README, "instrumentation.ts"): the environment is checked first (a
// wrong value stops the start, naming the variable and the value), the request guards cut overlong
// headers before Next.js sees them, and onRequestError reports the errors of the pages' server code
// to the error-reporting service (SHELL_SENTRY_DSN, else the site config's DSN).
// - React's Node renderer is yours to turn on, on the Pages Router: write instead
//     import { shellInstrumentation } from '@therapy-shell/shell-next/instrumentation';
//     export const { register, onRequestError } = shellInstrumentation({ nodeRenderer: true });
//   and React's Node build renders the pages, the same HTML for 10-20 % less server CPU on the
//   shell's pages, by patching how Node.js resolves one of React's files (the shell's
//   docs/product-teams.md says what it does and costs). The App Router renders with the React
//   Next.js bundles in its runtime, which the option leaves alone.
export { register, onRequestError } from '@therapy-shell/shell-next/instrumentation';
