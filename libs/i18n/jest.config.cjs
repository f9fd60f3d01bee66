const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'i18n',
  rootDir: __dirname,
  testEnvironment: 'node',
};
