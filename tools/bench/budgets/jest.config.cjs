const preset = require('../../../jest.preset.cjs');

/**
 * Size budgets (tools/bench/budgets.json) on the brand builds (apps/shell/.next-<brand>): nx run bench:budgets,
 * after npm run build:brands.
 * @type {import('jest').Config}
 */
module.exports = {
  ...preset,
  displayName: 'bench-budgets',
  rootDir: require('node:path').join(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/budgets.spec.ts'],
  // esbuild bundles of the import budgets take a few seconds on a busy machine.
  testTimeout: 60_000,
};
