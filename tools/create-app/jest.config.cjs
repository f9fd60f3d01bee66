const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'create-app',
  rootDir: __dirname,
  testEnvironment: 'node',
};
