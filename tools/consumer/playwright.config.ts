// Browser checks of the consumer test (tools/consumer/consumer-test.mjs starts everything and runs
// this config three times: project with-backend against next start, dev against next dev, then,
// after stopping dev-api, project no-backend).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, testChromium } from '@therapy-shell/workspace-tools/chromium';

// CHROMIUM_PATH, else the first of the tests' browsers installed (tools/chromium.json).
const chromium = testChromium();
const baseURL = process.env['CONSUMER_APP_URL'];
if (!baseURL) {
  throw new Error(
    'CONSUMER_APP_URL is not set: run the consumer test with `node tools/consumer/consumer-test.mjs`, which starts the app.',
  );
}

export default defineConfig({
  testDir: '.',
  testMatch: 'consumer.e2e.ts',
  outputDir: '../../dist/consumer-test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env['CONSUMER_RESULTS'] || '../../dist/test-results/consumer.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'with-backend', grepInvert: /@no-backend|@dev/ },
    // `next dev` (CONSUMER_APP_URL is then the development server): a first compile is slow.
    { name: 'dev', grep: /@dev/, timeout: 180_000 },
    { name: 'no-backend', grep: /@no-backend/ },
  ],
});
