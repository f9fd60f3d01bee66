import type { Preview } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { BRAND_IDS, isBrandId, themeCssVariables } from '@therapy-shell/brand-config';
import { LANGUAGES, LANGUAGE_NAMES } from '@therapy-shell/i18n';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Brand (theme tokens from brand-config)',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...BRAND_IDS], dynamicTitle: true },
    },
    language: {
      description: 'Language of the shell texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'main', language: 'en' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  decorators: [
    (Story, { globals }) => {
      const brand = isBrandId(globals['brand']) ? globals['brand'] : 'main';
      return (
        <div data-brand={brand} style={themeCssVariables(brand) as CSSProperties}>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
