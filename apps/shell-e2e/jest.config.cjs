const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'shell-e2e',
  rootDir: __dirname,
  testEnvironment: 'node',
};
