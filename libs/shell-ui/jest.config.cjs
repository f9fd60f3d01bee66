const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'shell-ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs'],
  // Storybook 10 ships ESM only: compile it to CommonJS for the portable-stories test.
  transformIgnorePatterns: ['/node_modules/(?!(@storybook|storybook)/)'],
};
