// Runs once in each server process before it serves a page (Next.js instrumentation hook), as
// shell-next's README says: the environment is checked first (a wrong value stops the start, naming
// the variable and the value), then the request guards cut overlong headers before Next.js sees them.
// - React's Node renderer is yours to turn on: call installNodeRenderer() (from the same import in
//   register()) after installRequestGuards() and React's Node build renders the pages, the same HTML for 10-20 %
//   less server CPU on the shell's pages, by patching how Node.js resolves one of React's files
//   (the shell's docs/product-teams.md says what it does and costs). That is the Pages Router's:
//   the App Router renders with the React Next.js bundles in its runtime, which the call leaves alone.
// - onRequestError reports the errors of the pages' server code (getServerSideProps, rendering, API
//   routes) to the error-reporting service (SHELL_SENTRY_DSN, else the site config's DSN).
import type { Instrumentation } from 'next';

// The shell's server code is Node.js's: it is imported only where Next.js runs this file on Node.js
// (process.env.NEXT_RUNTIME is a constant of each build, so the edge build of this file leaves the
// import out and warns of no Node.js API).
export async function register(): Promise<void> {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') {
    const { checkShellEnv, installRequestGuards } = await import('@therapy-shell/shell-next/server');
    checkShellEnv();
    installRequestGuards();
  }
}

export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') {
    const { reportRequestError } = await import('@therapy-shell/shell-next/server');
    await reportRequestError(...args);
  }
};
