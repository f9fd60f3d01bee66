import { defineConfig, devices } from '@playwright/test';
import { BRAND_IDS } from '@therapy-shell/brand-config';
import type { BrandOptions } from './src/brand-fixture.ts';
import { languageTagsLeftOut } from './src/a11y-plan.ts';
import { CHROMIUM_ARGS, testChromium } from '@therapy-shell/workspace-tools/chromium';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  APP_DIRS,
  APP_ROUTER_NO_BACKEND_PORT,
  DEV_API_ORIGIN,
  NO_BACKEND_PORT,
  NO_BACKEND_URL,
  PRISM,
  ROUTERS,
  type Router,
  appPort,
  appURL,
} from './src/servers.ts';

const chromium = testChromium();
if (!chromium) {
  throw new Error(
    "No Chromium found for the browser tests: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.",
  );
}

// One dev-api, at the test run's SHELL_API_ORIGIN (default http://127.0.0.1:4000), serves every brand (the
// dev_brand cookie picks the brand's defaults); the apps' /api proxy and page-load step reach it through
// their own SHELL_API_ORIGIN, read at run time.
// Each brand's build (apps/shell/.next-<brand>, from build:brands) runs on a port of its own.
const API_PORT = Number(new URL(DEV_API_ORIGIN).port || 80);
const root = new URL('../..', import.meta.url).pathname;
// The apps' backend: Prism's validation proxy in front of dev-api, which checks each answer against the
// contract (src/contract-teardown.ts reports and fails on violations), or dev-api itself with E2E_PRISM=0.
// Only the apps' backend calls go through it: the tests reach dev-api's /__dev/ paths directly, and the
// site config sends the browser's websockets and sinks to dev-api's own port.
const BACKEND_ORIGIN = PRISM.enabled ? `http://127.0.0.1:${PRISM.port}` : `http://127.0.0.1:${API_PORT}`;
if (PRISM.enabled) mkdirSync(dirname(PRISM.log), { recursive: true });
// Locally a running `npm start` dev-api is reused; CI always starts its own.
const reuseExistingServer = !process.env['CI'];
// E2E_BRANDS=main,faith limits the run to some brands (all eight by default).
const brands = process.env['E2E_BRANDS']
  ? BRAND_IDS.filter((b) => process.env['E2E_BRANDS']?.split(',').includes(b))
  : [...BRAND_IDS];
const APPS: Record<Router, { dir: string; noBackendPort: number }> = {
  pages: { dir: APP_DIRS.pages, noBackendPort: NO_BACKEND_PORT },
  app: { dir: APP_DIRS.app, noBackendPort: APP_ROUTER_NO_BACKEND_PORT },
};
// The App Router app runs the checks written for both routers (a visitor must not tell them apart)
// and, with the same assertions and the same committed snapshots, what a screen reader hears, the
// WCAG 2.2 checks (in two languages per brand, every language over the eight: src/a11y-plan.ts),
// no layout shift while the home page loads and the home page's
// screenshots, on every brand (the App Router composes the frame with code of its own). On brand
// main it also runs every other file (APP_ROUTER_MAIN: the same frame code on every brand, which
// routers.e2e.ts checks per brand).
// accessibility-proof.e2e.ts (it proves the accessibility checks themselves) runs on the Pages
// Router only. E2E_APP_MATCH (comma-separated globs) runs other files on it instead.
const BOTH_ROUTERS = process.env['E2E_APP_MATCH']?.split(',') ?? [
  '**/routers.e2e.ts',
  '**/aria-snapshots.e2e.ts',
  '**/accessibility.e2e.ts',
  '**/load-shifts.e2e.ts',
  '**/visual.e2e.ts',
];
const APP_ROUTER_MAIN = process.env['E2E_APP_MATCH']
  ? []
  : [
      '**/accessibility-keyboard.e2e.ts',
      '**/analytics.e2e.ts',
      '**/boundaries.e2e.ts',
      '**/care.e2e.ts',
      '**/crisis.e2e.ts',
      '**/dialog-loading.e2e.ts',
      '**/dialogs.e2e.ts',
      '**/document.e2e.ts',
      '**/fresh-answers.e2e.ts',
      '**/front-door.e2e.ts',
      '**/icons.e2e.ts',
      '**/layout.e2e.ts',
      '**/messages.e2e.ts',
      '**/observability.e2e.ts',
      // realtime.e2e.ts runs the tests of both routers in one project, one after another (its file
      // says why): on the Pages Router's main when that router is under test, else here.
      ...(ROUTERS.includes('pages') ? [] : ['**/realtime.e2e.ts']),
      '**/security.e2e.ts',
      '**/shell.e2e.ts',
      '**/web-vitals.e2e.ts',
    ];

/** Files whose every test is the same code on every brand: they run on brand main alone. */
const ONCE = [
  '**/analytics.e2e.ts',
  '**/dialogs.e2e.ts',
  '**/dialog-loading.e2e.ts',
  '**/accessibility-keyboard.e2e.ts',
  '**/accessibility-proof.e2e.ts',
  '**/boundaries.e2e.ts',
  '**/document.e2e.ts',
  '**/messages.e2e.ts',
  '**/observability.e2e.ts',
  '**/realtime.e2e.ts',
  '**/web-vitals.e2e.ts',
];

/**
 * On the Pages Router, routers.e2e.ts runs on brand main alone: on the other brands each of its
 * assertions is already made there by the Pages files (shell, security, layout, crisis,
 * fresh-answers). On the App Router it runs on every brand, where it is the brand's only check.
 */
const PAGES_ROUTER_MAIN_ONLY = ['**/routers.e2e.ts'];

/** A project's grepInvert leaving out the tests with any of these tags (none: no grepInvert). */
function grepInvert(tags: readonly string[]): { grepInvert?: RegExp } {
  return tags.length === 0 ? {} : { grepInvert: new RegExp(tags.map((tag) => `${tag}\\b`).join('|')) };
}

/** Expectations' settings (a project's own `expect` replaces the config's: the App Router's repeat them). */
const EXPECT = { timeout: 10_000 };

export default defineConfig<BrandOptions>({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: true,
  // Three browsers on two cores: the tests wait on pages and servers part of the time. Brand faith's
  // tests alone took 199 s with 2 workers, 181 s with 3 and 188 s with 4.
  workers: 3,
  retries: 0,
  forbidOnly: true,
  globalTeardown: './src/contract-teardown.ts',
  // Room for a loaded machine: on 2 cores, 3 browsers beside 17 servers, a test that waits on several lazy
  // chunks went past 30 s, and a dialog's first chunk past expect's 5 s (CI, 2026-12-02). A test that passes
  // takes no longer for it.
  timeout: 60_000,
  expect: EXPECT,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['json', { outputFile: '../../dist/test-results/e2e.json' }],
  ],
  use: {
    // Traces cost CPU in every test, kept or not: on brand regional's 37 tests 125 CPU-seconds with
    // 'retain-on-failure', 111 without its screenshots, 107 with none. CI keeps no trace, so it
    // records none; locally a failed test keeps one without screenshots (`--trace on` for more).
    trace: process.env['CI'] ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
  },
  projects: ROUTERS.flatMap((router) =>
    brands.map((brand) => ({
      name: router === 'pages' ? brand : `app-${brand}`,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
        brand,
        router,
        noBackendURL: router === 'pages' ? NO_BACKEND_URL : `http://127.0.0.1:${APP_ROUTER_NO_BACKEND_PORT}`,
        baseURL: appURL(brand, router),
      },
      // The App Router's pages are held to the Pages Router's screenshots of the same brand
      // (visual.e2e.ts-snapshots/home-<width>-<brand>-linux.png): a visitor must not tell them apart.
      ...(router === 'app'
        ? {
            expect: {
              ...EXPECT,
              toHaveScreenshot: {
                pathTemplate: `{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}-${brand}{-snapshotSuffix}{ext}`,
              },
            },
          }
        : {}),
      // What is the same code on every brand runs once, on brand main: the files of ONCE, and each test
      // tagged `@once` (a brand's own data, its look, its policy and its pages in every language run
      // on every brand). Left out this way, a test costs nothing on the other brands: a `test.skip`
      // inside it would still open its page first.
      ...(router === 'app'
        ? { testMatch: brand === 'main' ? [...BOTH_ROUTERS, ...APP_ROUTER_MAIN] : BOTH_ROUTERS }
        : brand === 'main'
          ? {}
          : { testIgnore: [...ONCE, ...PAGES_ROUTER_MAIN_ONLY] }),
      // Tests tagged @once run on brand main alone; the App Router's accessibility pass runs in the
      // languages src/a11y-plan.ts gives the brand (its other languages' tests are tagged out).
      ...grepInvert([...(brand === 'main' ? [] : ['@once']), ...languageTagsLeftOut(brand, router)]),
    })),
  ),
  webServer: [
    {
      name: 'dev-api',
      command: 'node tools/dev-api/dist/main.js',
      cwd: root,
      env: { DEV_API_PORT: String(API_PORT), SHELL_BRAND: 'main' },
      url: `http://127.0.0.1:${API_PORT}/__dev/health`,
      reuseExistingServer,
      timeout: 30_000,
    },
    ...(PRISM.enabled
      ? [
          {
            name: 'prism',
            // Its log is the report: the global teardown reads it (a server of an earlier run is never reused).
            command: `node_modules/.bin/prism proxy contract/backend.openapi.json http://127.0.0.1:${API_PORT} -p ${PRISM.port} -h 127.0.0.1 --cors=false > '${PRISM.log}' 2>&1`,
            cwd: root,
            // Through Prism to dev-api: up when both are.
            url: `http://127.0.0.1:${PRISM.port}/__dev/health`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
    ...ROUTERS.flatMap((router) => [
      ...brands.map((brand) => ({
        name: router === 'pages' ? brand : `app-${brand}`,
        command: `npx next start --port ${appPort(brand, router)} --hostname 127.0.0.1`,
        cwd: `${root}${APPS[router].dir}`,
        env: {
          SHELL_API_ORIGIN: BACKEND_ORIGIN,
          SHELL_BRAND: brand,
          SHELL_DIST_DIR: `.next-${brand}`,
          SHELL_CACHE_TTL_MS: '0',
          SHELL_TRUSTED_PROXIES: '192.0.2.10',
          SHELL_ACCESSIBILITY_WIDGET_URL: `http://127.0.0.1:${API_PORT}/__dev/accessibility-widget.js`,
          NEXT_TELEMETRY_DISABLED: '1',
        },
        url: `http://127.0.0.1:${appPort(brand, router)}/health.txt`,
        reuseExistingServer: false,
        timeout: 90_000,
      })),
      ...(brands.includes('main')
        ? [
            {
              name: router === 'pages' ? 'main-no-backend' : 'app-main-no-backend',
              command: `npx next start --port ${APPS[router].noBackendPort} --hostname 127.0.0.1`,
              cwd: `${root}${APPS[router].dir}`,
              env: {
                SHELL_API_ORIGIN: 'http://127.0.0.1:9',
                SHELL_BRAND: 'main',
                SHELL_DIST_DIR: '.next-main',
                SHELL_CACHE_TTL_MS: '0',
                NEXT_TELEMETRY_DISABLED: '1',
              },
              url: `http://127.0.0.1:${APPS[router].noBackendPort}/health.txt`,
              reuseExistingServer: false,
              timeout: 90_000,
            },
          ]
        : []),
    ]),
  ],
});
