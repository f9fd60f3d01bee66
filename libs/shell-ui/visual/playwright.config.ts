import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import chromium from '../../../tools/chromium.json' with { type: 'json' };

/** The only fonts Chromium sees here (fonts.conf): the baselines do not depend on what else a machine has installed. */
const FONTCONFIG_FILE = fileURLToPath(new URL('./fonts.conf', import.meta.url));

// The visual tests of every story (stories.visual.ts) against the static Storybook build, in
// Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium).
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  // baselines/<story id>/<brand>[-<language>-<width>].png, the same on every platform (one container makes them).
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../../dist/visual-results',
  globalSetup: './fonts.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  // Compares only, everywhere: a story without a committed baseline fails (the report lists it as new)
  // until `npm run visual:update` (--update-snapshots=changed) writes it and it is committed.
  updateSnapshots: 'none',
  expect: {
    // Same container, same pixels: any changed pixel counts (threshold only absorbs colour rounding).
    toMatchSnapshot: { threshold: 0.1, maxDiffPixels: 0 },
  },
  reporter: [['dot'], ['json', { outputFile: '../../../dist/test-results/visual.json' }], ['./reporter.ts']],
  use: {
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] || chromium.defaultPath,
      args: [...chromium.args],
      env: { ...process.env, FONTCONFIG_FILE },
    },
  },
});
