// Runs once in each server process before it serves a page (Next.js instrumentation hook), with the
// shell's hooks (shell-next's README, "instrumentation.ts"): the environment is checked first (a
// wrong value stops the start, naming the variable and the value), the request guards cut overlong
// headers before Next.js sees them (docs/deploy.md), and onRequestError reports the errors of the
// pages' and routes' server code to the error-reporting service. No Node renderer: the App Router
// renders with the React of its own runtime (apps/shell-app/README.md).
export { register, onRequestError } from '@therapy-shell/shell-next/instrumentation';
