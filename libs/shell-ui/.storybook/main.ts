import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, type Plugin } from 'vite';
import { ICON_SPRITE_PATH, iconSpriteSvg } from '../src/icons.ts';

// The icons' <use> elements point at the shell's sprite, which a shell app's proxy.ts serves: here
// Storybook's server answers it, and its static build carries it at the same path.
const iconSprite: Plugin = {
  name: 'therapy-shell-icon-sprite',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] !== ICON_SPRITE_PATH) return next();
      res.setHeader('content-type', 'image/svg+xml; charset=utf-8');
      res.end(iconSpriteSvg());
    });
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: ICON_SPRITE_PATH.slice(1), source: iconSpriteSvg() });
  },
};

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
    // Nothing aliases brand-config's #brand-config/brands: one Storybook shows every brand.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['@therapy-shell/source', ...defaultClientConditions] };
    viteConfig.plugins = [...(viteConfig.plugins ?? []), iconSprite];
    return viteConfig;
  },
};

export default config;
