import { BRAND_IDS } from '@therapy-shell/brand-config';

/** Port of the first brand app under test (`E2E_APP_PORT`); brands take the next eight. */
export const FIRST_APP_PORT = Number(process.env['E2E_APP_PORT'] ?? 3101);

/**
 * Brand main's build once more, with its backend stopped: its SHELL_API_ORIGIN is a closed port
 * (the crisis tests of what a visitor gets during an outage).
 */
export const NO_BACKEND_PORT = FIRST_APP_PORT + BRAND_IDS.length;
export const NO_BACKEND_URL = `http://127.0.0.1:${NO_BACKEND_PORT}`;

/** The App Router app (apps/shell-app) of each brand: the eight ports after the Pages Router's. */
export const FIRST_APP_ROUTER_PORT = NO_BACKEND_PORT + 1;

/** The App Router app of brand main with its backend stopped (as NO_BACKEND_PORT for the Pages Router). */
export const APP_ROUTER_NO_BACKEND_PORT = FIRST_APP_ROUTER_PORT + BRAND_IDS.length;

/** dev-api, as the tests reach it (`SHELL_API_ORIGIN` of the test run; default http://127.0.0.1:4000). */
export const DEV_API_ORIGIN = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';

/**
 * Prism's validation proxy (`prism proxy`) between the apps and dev-api: every answer dev-api gives
 * the apps is checked against contract/backend.openapi.json. On unless `E2E_PRISM=0`. It listens
 * on `E2E_PRISM_PORT`, by default dev-api's port + 10, and logs to `log`, which the global teardown
 * (contract-teardown.ts) reads.
 */
export const PRISM = {
  enabled: process.env['E2E_PRISM'] !== '0',
  port: Number(process.env['E2E_PRISM_PORT'] ?? Number(new URL(DEV_API_ORIGIN).port || 80) + 10),
  log: new URL('../../../dist/test-results/prism-proxy.log', import.meta.url).pathname,
} as const;

/** The Next.js routers: apps/shell (`pages`) and apps/shell-app (`app`). */
export type Router = 'pages' | 'app';

/** A router's name in a test's title. */
export const ROUTER_NAMES: Readonly<Record<Router, string>> = { pages: 'Pages Router', app: 'App Router' };

/** The routers under test (`E2E_ROUTERS`, comma-separated; default both). */
export const ROUTERS: readonly Router[] = (['pages', 'app'] as const).filter(
  (router) => !process.env['E2E_ROUTERS'] || process.env['E2E_ROUTERS'].split(',').includes(router),
);

/** Each router's app, its folder from the workspace's root. */
export const APP_DIRS: Readonly<Record<Router, string>> = { pages: 'apps/shell', app: 'apps/shell-app' };

/**
 * The port of a brand's app of a router; throws for a brand that is not one of BRAND_IDS (its port
 * would be another server's).
 *
 * @example
 * appPort('main', 'app'); // 3110 with the default E2E_APP_PORT
 */
export function appPort(brand: string, router: Router): number {
  const first = router === 'pages' ? FIRST_APP_PORT : FIRST_APP_ROUTER_PORT;
  const place = BRAND_IDS.indexOf(brand as (typeof BRAND_IDS)[number]);
  if (place < 0) throw new Error(`No app of brand "${brand}": the brands are ${BRAND_IDS.join(', ')}.`);
  return first + place;
}

/** Where a brand's app of a router runs. */
export function appURL(brand: string, router: Router): string {
  return `http://127.0.0.1:${appPort(brand, router)}`;
}
