// Server only: the site config the page-load step last had, for what runs outside a page (the
// error reports of CSP violations, backend drift and request errors) and must not ask the backend
// for it again, and for the product name in the fallback page's title. Kept on globalThis: Next.js builds the proxy and the pages as separate bundles, each
// with its own copy of this module, in the same process.
import type { SiteConfig } from '@therapy-shell/core';

const HELD = Symbol.for('therapy-shell.held-site-config');

/**
 * Keeps the site config a page was rendered with (the page-load step calls it; one assignment).
 *
 * @example
 * holdSiteConfig(shell.config);
 */
export function holdSiteConfig(config: SiteConfig): void {
  (globalThis as { [HELD]?: SiteConfig })[HELD] = config;
}

/**
 * The site config the page-load step last had in this process, if it has had one.
 *
 * @example
 * const config = heldSiteConfig(); // undefined before the first page
 */
export function heldSiteConfig(): SiteConfig | undefined {
  return (globalThis as { [HELD]?: SiteConfig })[HELD];
}
