const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'core',
  rootDir: __dirname,
  testEnvironment: 'node',
};
