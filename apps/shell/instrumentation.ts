// Runs once in each server process before it serves a page (Next.js instrumentation hook), with the
// shell's hooks (shell-next's README, "instrumentation.ts"): the environment is checked first (a
// wrong value stops the start, naming the variable and the value), the request guards cut overlong
// headers before Next.js sees them (docs/deploy.md), and onRequestError reports the errors of the
// pages' server code to the error-reporting service. The Pages Router's pages render with React's
// Node build: the same HTML for 10-20 % less server CPU per page than the edge build Next.js loads
// by default (measured, and checked by npm run bench: docs/ssr-performance.md, "Fourth pass").
import { shellInstrumentation } from '@therapy-shell/shell-next/instrumentation';

export const { register, onRequestError } = shellInstrumentation({ nodeRenderer: true });
