const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'workspace-tools',
  rootDir: __dirname,
  testEnvironment: 'node',
  // ESLint with the Nx project graph takes a few seconds to load.
  testTimeout: 60_000,
};
