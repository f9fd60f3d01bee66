const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'shell-ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs'],
  // Storybook 10, and intl-messageformat with its @formatjs dependencies (used by i18n), ship ESM
  // only: compile them to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(@storybook|storybook|intl-messageformat|@formatjs)/)'],
};
