const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'analytics',
  rootDir: __dirname,
  testEnvironment: 'node',
};
