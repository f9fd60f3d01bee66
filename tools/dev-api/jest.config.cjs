const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'dev-api',
  rootDir: __dirname,
  testEnvironment: 'node',
};
