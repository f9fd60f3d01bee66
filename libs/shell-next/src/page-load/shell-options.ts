// Server only: the page-load options of the process's environment. shell-app.tsx imports this module
// in the branch the browser bundle drops, so the brand checks and the environment parsing never
// reach the browser.
import type { LoadShellOptions } from './load-shell.ts';
import { readShellEnv, shellEnv, type EnvSource, type ShellEnv } from '../server/env.ts';

/**
 * Page-load options from the environment (server/env.ts reads and checks every variable): the
 * build's brand, the backend origin, the product code map, the accessibility widget, the caches'
 * times, the site's hosts, the trusted proxies, the geo headers, the time limits and the largest
 * answer bodies. Without an argument, the process's environment as read when the server started;
 * with one, that environment.
 *
 * @example
 * loadShell(req, shellOptionsFromEnv());
 */
export function shellOptionsFromEnv(env?: EnvSource): LoadShellOptions {
  const read: ShellEnv =
    env === undefined ? shellEnv() : readShellEnv(env, { builtBrand: process.env.SHELL_BUNDLE_BRAND || undefined });
  return {
    brand: read.brand,
    apiOrigin: read.apiOrigin,
    brandCodes: read.brandCodes,
    accessibilityWidgetUrl: read.accessibilityWidgetUrl,
    cacheTtlMs: read.cacheTtlMs,
    staleIfErrorMs: read.staleIfErrorMs,
    siteHosts: read.siteHosts.length > 0 ? read.siteHosts : undefined,
    trustedProxies: read.trustedProxies,
    geoCountryHeaders: read.geoCountryHeaders,
    crisisBudgetMs: read.crisisBudgetMs,
    timeouts: read.timeouts,
    bodyLimits: { backendBytes: read.backendMaxBodyBytes, translationsBytes: read.translationsMaxBodyBytes },
  };
}
