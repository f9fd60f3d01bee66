import type { Meta, StoryObj } from '@storybook/react-vite';
import { crisisDirectory, quickExitUrl } from '@therapy-shell/brand-config';
import { FallbackErrorPage } from './fallback-error-page.tsx';
import { storyLogo, storyProductName, storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/FallbackErrorPage',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: FallbackErrorPage,
  args: { t: storyTranslator({}) },
  // A text box in Controls (a string-or-undefined prop would get a JSON editor).
  argTypes: { productName: { control: 'text' } },
  render: (args, { globals }) => <FallbackErrorPage {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof FallbackErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unbranded: heading and text of spec 2.7. */
export const Plain: Story = {};

/** Branded variant with the toolbar brand's product name as its logo. */
export const Branded: Story = {
  render: (args, { globals }) => (
    <FallbackErrorPage
      {...args}
      productName={args.productName ?? storyProductName(globals)}
      t={storyTranslator(globals)}
    />
  ),
};

/** Branded variant with the toolbar brand's logo mark and product name, as in the header. */
export const BrandedWithLogo: Story = {
  render: (args, { globals }) => (
    <FallbackErrorPage
      {...args}
      productName={args.productName ?? storyProductName(globals)}
      logo={args.logo ?? storyLogo(globals)}
      t={storyTranslator(globals)}
    />
  ),
};

/**
 * The toolbar brand's logo mark without a product name (the site config failed to load, as it
 * usually has when this page shows): decorative. This is what the shell app shows.
 */
export const LogoOnly: Story = {
  render: (args, { globals }) => (
    <FallbackErrorPage {...args} logo={args.logo ?? storyLogo(globals)} t={storyTranslator(globals)} />
  ),
};

/** Brand 1 (whatever the toolbar says): its logo and the decorative footer (a wave over the footer colour, hidden from assistive technology). */
export const MainBrandDecorativeFooter: Story = {
  globals: { brand: 'main' },
  tags: ['one-brand'],
  args: { decorativeFooter: true },
  render: (args, { globals }) => (
    <FallbackErrorPage
      {...args}
      productName={args.productName ?? storyProductName(globals)}
      logo={args.logo ?? storyLogo(globals)}
      t={storyTranslator(globals)}
    />
  ),
};

/**
 * What the shell app shows during an outage: the quick exit, the logo mark, the spec's
 * text, and the crisis notice with the crisis lines of the visitor's country (here the UK).
 */
export const WithCrisisHelp: Story = {
  render: (args, { globals }) => (
    <FallbackErrorPage
      {...args}
      logo={args.logo ?? storyLogo(globals)}
      crisisLines={args.crisisLines ?? crisisDirectory('gb')[0]?.lines}
      quickExitHref={args.quickExitHref ?? quickExitUrl('main')}
      t={storyTranslator(globals)}
    />
  ),
};
