// Runs once in each server process before it serves a page (Next.js instrumentation hook).
// - The environment is read and checked first: a wrong value (SHELL_CACHE_TTL_MS=1m, a
//   SHELL_BRAND_CODES that is not JSON) stops the start with the variable and the value named, so
//   the instance never becomes ready instead of answering every page with an error.
// - React's Node build renders the pages: the same HTML for 10-20 % less server CPU per page
//   than the edge build Next.js loads by default (measured, and checked by npm run bench:
//   docs/ssr-performance.md, "Fourth pass").
// - The request guards cut headers that code on the request path reads with regular expressions
//   (a 15 kB User-Agent stalls Next.js's bot check) before Next.js sees them (docs/deploy.md).
// - onRequestError reports the errors of the pages' server code (getServerSideProps, rendering, API
//   routes) to the error-reporting service (SHELL_SENTRY_DSN, else the site config's DSN).
import type { Instrumentation } from 'next';

// The shell's server code is Node.js's: it is imported only where Next.js runs this file on Node.js
// (process.env.NEXT_RUNTIME is a constant of each build, so the edge build of this file leaves the
// import out and warns of no Node.js API).
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') {
    const { checkShellEnv, installNodeRenderer, installRequestGuards } =
      await import('@therapy-shell/shell-next/server');
    checkShellEnv();
    installRequestGuards();
    installNodeRenderer();
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') {
    const { reportRequestError } = await import('@therapy-shell/shell-next/server');
    await reportRequestError(...args);
  }
};
