const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'i18n',
  rootDir: __dirname,
  testEnvironment: 'node',
  // intl-messageformat and its @formatjs dependencies ship ESM only: compile them to CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs)/)'],
};
