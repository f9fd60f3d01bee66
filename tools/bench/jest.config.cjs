const preset = require('../../jest.preset.cjs');

/**
 * Unit tests of the benchmark's measuring code (fixtures only, no builds): nx run bench:test.
 * The size budgets on the brand builds have their own config (budgets/jest.config.cjs), and so has
 * the ninth brand's build (brand-fixture/jest.config.cjs).
 * @type {import('jest').Config}
 */
module.exports = {
  ...preset,
  displayName: 'bench',
  rootDir: __dirname,
  testEnvironment: 'node',
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/src/budgets\\.spec\\.ts$',
    '<rootDir>/src/brand-fixture\\.spec\\.ts$',
  ],
};
