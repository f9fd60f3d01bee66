// @therapy-shell/shell-next/instrumentation: the shell's Next.js instrumentation hooks, so that an
// app's instrumentation.ts is one line (either router):
//
//   export { register, onRequestError } from '@therapy-shell/shell-next/instrumentation';
//
// Next.js builds instrumentation.ts for the Edge Runtime as well as for Node.js. The shell's server
// code is Node.js's, so this entry imports it only under `process.env.NEXT_RUNTIME === 'nodejs'`: a
// constant of each build, so the edge build leaves the import out and warns of no Node.js API.
// Nothing else is imported here (types aside).
import type { Instrumentation } from 'next';

/** The shell's server entry, imported where Next.js runs the hooks on Node.js only. */
type ShellServer = typeof import('./server.ts');

/**
 * The shell's server, or undefined in the Edge Runtime. The import sits inside the `if` on
 * `NEXT_RUNTIME`: a bundler leaves an import out only where it can see that its branch never runs.
 */
async function nodeServer(): Promise<ShellServer | undefined> {
  if (process.env['NEXT_RUNTIME'] === 'nodejs') return import('./server.ts');
  return undefined;
}

/** Options of {@link shellInstrumentation}. */
export interface ShellInstrumentationOptions {
  /**
   * Renders the Pages Router's pages with React's Node build (`installNodeRenderer`, after the
   * request guards): the same HTML for 10-20 % less server CPU on the shell's pages, by patching
   * how Node.js resolves one of React's files (README, "React's Node renderer"). Nothing changes on
   * the App Router, whose runtime brings its own React. Off unless set.
   */
  nodeRenderer?: boolean;
}

/** Next.js's instrumentation hooks, as an app's instrumentation.ts exports them. */
export interface ShellInstrumentation {
  /** Next.js's `register` hook: once per server process, before it serves a page. */
  register(): Promise<void>;
  /** Next.js's `onRequestError` hook: an error of a page's or a route's server code. */
  onRequestError: Instrumentation.onRequestError;
}

/**
 * The shell's instrumentation hooks. On Node.js, `register` checks the environment first
 * (`checkShellEnv`: a wrong value such as `SHELL_CACHE_TTL_MS=1m` stops the start with the variable
 * and the value named, so the instance never becomes ready instead of answering every page with an
 * error), then installs the request guards (`installRequestGuards`: headers that code on the
 * request path reads with regular expressions are cut before Next.js sees them) and, with
 * `nodeRenderer`, React's Node renderer. `onRequestError` sends the errors of the pages' server
 * code (getServerSideProps, rendering, Route Handlers and API routes) to the error-reporting service
 * (`SHELL_SENTRY_DSN`, else the site config's DSN) through `reportRequestError`: the request id,
 * the path without its query, the method and the route, never headers or cookies; once per error
 * and route per minute; it never throws. In the Edge Runtime both do nothing.
 *
 * @example
 * // instrumentation.ts of a Pages Router app that turns React's Node renderer on
 * import { shellInstrumentation } from '@therapy-shell/shell-next/instrumentation';
 * export const { register, onRequestError } = shellInstrumentation({ nodeRenderer: true });
 */
export function shellInstrumentation(options: ShellInstrumentationOptions = {}): ShellInstrumentation {
  const nodeRenderer = options.nodeRenderer === true;
  return {
    async register() {
      const server = await nodeServer();
      if (!server) return;
      server.checkShellEnv();
      server.installRequestGuards();
      if (nodeRenderer) server.installNodeRenderer();
    },
    async onRequestError(...args) {
      try {
        const server = await nodeServer();
        if (server) await server.reportRequestError(...args);
      } catch (error) {
        // The reporter never throws; its module failing to load must not fail the answer either.
        console.error('Failed to report the request error', error);
      }
    },
  };
}

const defaults = shellInstrumentation();

/**
 * Next.js's `register` hook with the shell's defaults ({@link shellInstrumentation} without
 * options): on Node.js the environment is checked, then the request guards installed.
 *
 * @example
 * // instrumentation.ts
 * export { register, onRequestError } from '@therapy-shell/shell-next/instrumentation';
 */
export const register: ShellInstrumentation['register'] = defaults.register;

/**
 * Next.js's `onRequestError` hook with the shell's defaults ({@link shellInstrumentation}): on
 * Node.js the error goes to the error-reporting service through `reportRequestError`.
 *
 * @example
 * // instrumentation.ts
 * export { register, onRequestError } from '@therapy-shell/shell-next/instrumentation';
 */
export const onRequestError: Instrumentation.onRequestError = defaults.onRequestError;
