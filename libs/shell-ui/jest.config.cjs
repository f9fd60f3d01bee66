const preset = require('../../jest.preset.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'shell-ui',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../../tools/jest/setup-dom.cjs'],
  // The preview's brand stylesheets come through Vite's import.meta.glob, which Jest lacks: the same files from disk.
  moduleNameMapper: {
    '^\\./brand-stylesheets\\.ts$': '<rootDir>/.storybook/brand-stylesheets.node.ts',
    ...preset.moduleNameMapper,
  },
  // Storybook 10, and intl-messageformat with its @formatjs dependencies (used by i18n), ship ESM
  // only: compile them to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(@storybook|storybook|intl-messageformat|@formatjs)/)'],
};
