// The paths the shell's proxy answers, as one Next.js matcher: read at build time (withShell's check
// of proxy.ts) and at run time (createShellProxy), so it lives apart from both.

/**
 * The matcher of the shell's proxy, as proxy.ts must write it (Next.js reads `config.matcher`
 * without running the module, so it is a literal there; `withShell()` checks at build that the
 * app's proxy.ts carries it). One matcher, not one per path: Next.js runs a RegExp per matcher on
 * every request, pages included. It covers /api and /api/*, /favicon.ico, /_shell/health,
 * /_shell/live, /_shell/sw.js, /_shell/offline, /_shell/csp-report, and /_shell/messages and
 * /_shell/icons with anything below them.
 */
export const SHELL_PROXY_MATCHER =
  '/:proxied(api(?:/[^/#?]+)*|favicon\\.ico|_shell/(?:health|live|sw\\.js|offline|csp-report)|_shell/(?:messages|icons)(?:/[^/#?]+)*)';

/**
 * The pages of an App Router app, as a second matcher beside {@link SHELL_PROXY_MATCHER}: every
 * path but Next.js's own files, the shell's and the API's (which the first covers), and files with
 * an extension (public/). The App Router's proxy runs the page-load step for them
 * (`createShellProxy({ router: 'app' })`).
 */
export const SHELL_APP_PAGES_MATCHER = '/((?!_next/|_shell/|api/|api$|favicon\\.ico$|.*\\.[a-zA-Z0-9]+$).*)';
