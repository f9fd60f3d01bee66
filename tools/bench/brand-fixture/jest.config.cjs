const preset = require('../../../jest.preset.cjs');

/**
 * A ninth brand by data alone (src/brand-fixture.spec.ts): one next build of the shell app for a
 * brand that is one data module, served and searched for the other brands' data. nx run
 * bench:brand-fixture (npm test runs it after the brand builds).
 * @type {import('jest').Config}
 */
module.exports = {
  ...preset,
  displayName: 'bench-brand-fixture',
  rootDir: require('node:path').join(__dirname, '..'),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/brand-fixture.spec.ts'],
  testTimeout: 30_000,
};
