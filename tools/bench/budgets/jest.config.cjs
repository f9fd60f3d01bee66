const preset = require('../../../jest.preset.cjs');

/**
 * What the size budgets cannot say (no SDK in a first load, no other brand's data) on the brand builds
 * (apps/shell/.next-<brand>): nx run bench:budgets, after npm run build:brands and size-limit.
 * @type {import('jest').Config}
 */
module.exports = {
  ...preset,
  displayName: 'bench-budgets',
  rootDir: require('node:path').join(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/budgets.spec.ts'],
  // Searching every client file of a build takes a few seconds on a busy machine.
  testTimeout: 60_000,
};
