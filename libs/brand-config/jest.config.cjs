const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'brand-config',
  rootDir: __dirname,
  testEnvironment: 'node',
};
