// Build time: an App Router app with `cacheComponents: true` (create-next-app's default since
// Next.js 16) renders every page per request. The shell's root layout reads the visitor the proxy
// loaded, so no part of a page can be prerendered: the layout opts out of Next.js's static shell
// (`export const instant = false`), and every page request skips the empty prerendered shell Next.js
// would otherwise resume, because a resumed shell answers with the status it had at build (200),
// never the proxy's (500 with the fallback page). withShell() checks the one and sets the other.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT_LAYOUTS = ['app', 'src/app'].flatMap((dir) =>
  ['layout.tsx', 'layout.ts', 'layout.jsx', 'layout.js'].map((name) => `${dir}/${name}`),
);

/** The opt-out as a layout writes it: a literal Next.js reads without running the file. */
const OPT_OUT = /^\s*export\s+const\s+instant\s*=\s*false\b/m;

/**
 * What withShell() sets in the config of an app with `cacheComponents: true`, over the app's own:
 * - `htmlLimitedBots` matching every user agent: Next.js renders the page in full for each (as for
 *   the bots it sends the whole document, metadata in the head), instead of resuming the empty shell
 *   it prerendered at build. Any pattern an app gives matches fewer agents.
 * - `partialPrefetching: false` (create-next-app writes `true`): with it Next.js follows every
 *   page's render with a second, runtime prerender of the page for the client's prefetch cache,
 *   embedded in the answer. A shell page has no static part to prefetch, and that second render
 *   would run the root layout again after the first took the request's load.
 */
export const CACHE_COMPONENTS_CONFIG = { htmlLimitedBots: /./, partialPrefetching: false } as const;

/**
 * The level of Next.js's instant-navigation validation withShell() sets with `cacheComponents`
 * (`experimental.instantInsights.validationLevel`): only segments that set `instant` themselves
 * are validated. With the default (`'warning'`) `next dev` validates every page that sets none by
 * rendering it again for a static shell; the shell's root layout, which reads the visitor the
 * proxy loaded, cannot render there, and the dev overlay that reports it covers the page (its
 * buttons took no click). An app's own manual level (`'experimental-manual-error'`) is kept.
 */
export function instantValidationLevel(given: string | undefined): 'manual-warning' | 'experimental-manual-error' {
  return given === 'experimental-manual-error' ? given : 'manual-warning';
}

/**
 * The problem with an app that turned `cacheComponents` on, or undefined: its root layout must say
 * `export const instant = false` (without it `next build` stops: "Next.js encountered uncached or
 * runtime data during prerendering"). An app without an `app/` layout (the Pages Router) has none.
 *
 * @example
 * cacheComponentsProblem('/apps/web', { cacheComponents: true }); // 'withShell: cacheComponents ...' or undefined
 */
export function cacheComponentsProblem(appDir: string, config: { cacheComponents?: boolean }): string | undefined {
  if (config.cacheComponents !== true) return undefined;
  const layout = ROOT_LAYOUTS.find((file) => existsSync(join(appDir, file)));
  if (!layout || OPT_OUT.test(readFileSync(join(appDir, layout), 'utf8'))) return undefined;
  return `withShell: cacheComponents is on, and ${layout} does not opt out of the static shell. The shell's layout renders the visitor the proxy loaded, so every page is rendered per request: add this line to ${layout} (a literal: Next.js reads it without running the file)\n  export const instant = false;\n(@therapy-shell/shell-next's README, "Cache Components").`;
}

/**
 * Throws when {@link cacheComponentsProblem} finds one.
 *
 * @example
 * checkCacheComponents(appDirectory(), nextConfig);
 */
export function checkCacheComponents(appDir: string, config: { cacheComponents?: boolean }): void {
  const problem = cacheComponentsProblem(appDir, config);
  if (problem) throw new Error(problem);
}
