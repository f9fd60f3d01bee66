import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './src/chromium.ts';

const chromium = findChromium();
if (!chromium) {
  throw new Error(
    'No Chromium found for the browser tests: install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH.',
  );
}

// The app's /api rewrite is fixed when it is built (SHELL_API_ORIGIN, default http://127.0.0.1:4000),
// so dev-api listens there; the app gets a port of its own so it does not meet `npm start` (3000).
const API_PORT = Number(new URL(process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000').port || 80);
const APP_PORT = Number(process.env['E2E_APP_PORT'] ?? 3100);
// Locally a running `npm start` dev-api is reused; CI always starts its own.
const reuseExistingServer = !process.env['CI'];
const root = new URL('../..', import.meta.url).pathname;

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [
    ['list'],
    ['html', { outputFolder: 'playwright-report', open: 'never' }],
    ['json', { outputFile: '../../dist/test-results/e2e.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS } },
    },
  ],
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
    {
      name: 'shell',
      command: `npx next start --port ${APP_PORT} --hostname 127.0.0.1`,
      cwd: `${root}apps/shell`,
      env: { SHELL_API_ORIGIN: `http://127.0.0.1:${API_PORT}`, SHELL_BRAND: 'main', NEXT_TELEMETRY_DISABLED: '1' },
      url: `http://127.0.0.1:${APP_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
