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
