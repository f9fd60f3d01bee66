const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'request',
  rootDir: __dirname,
  testEnvironment: 'node',
};
