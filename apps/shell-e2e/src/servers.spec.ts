import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BRAND_IDS } from '@therapy-shell/brand-config';
import { APP_DIRS, APP_ROUTER_NO_BACKEND_PORT, NO_BACKEND_PORT, appPort, type Router } from './servers.ts';

// Every app under test has a port of its own: a port shared by two servers would run one brand's
// or router's tests against another's.
const ROUTERS: readonly Router[] = ['pages', 'app'];

describe('the servers of a test run', () => {
  it('gives each brand of each router, and each app without its backend, a port of its own', () => {
    const ports = [
      ...ROUTERS.flatMap((router) => BRAND_IDS.map((brand) => appPort(brand, router))),
      NO_BACKEND_PORT,
      APP_ROUTER_NO_BACKEND_PORT,
    ];
    expect(new Set(ports).size).toBe(BRAND_IDS.length * 2 + 2);
  });

  it.each(ROUTERS)('refuses a brand that is none of the eight on the %s router, naming them', (router) => {
    expect(() => appPort('ninth', router)).toThrow(`No app of brand "ninth": the brands are ${BRAND_IDS.join(', ')}.`);
  });

  it.each(ROUTERS)("names the %s router's app folder, which holds its next.config", (router) => {
    const folder = fileURLToPath(new URL(`../../../${APP_DIRS[router]}/`, import.meta.url));
    expect(existsSync(`${folder}next.config.mjs`)).toBe(true);
  });
});
