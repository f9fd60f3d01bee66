import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';

const config: StorybookConfig = {
  // The designers' introduction (introduction.mdx) first, then every component's stories; each
  // component also gets a generated docs page (autodocs, tagged in preview.tsx).
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    // Workspace libraries resolve to their TypeScript source, as in every other workspace tool.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['@therapy-shell/source', ...defaultClientConditions] };
    // Every brand in one Storybook: brand-config keeps all brands when SHELL_BUNDLE_BRAND is undefined
    // (Vite has no `process`, so it must be defined here).
    viteConfig.define = { ...viteConfig.define, 'process.env.SHELL_BUNDLE_BRAND': 'undefined' };
    return viteConfig;
  },
};

export default config;
