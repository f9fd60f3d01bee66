import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeTokens } from '@therapy-shell/brand-config';
import { FallbackErrorPage } from './fallback-error-page.tsx';
import { storyTranslator } from './story-helpers.ts';

const LOGO = themeTokens('main').logo;

const meta = {
  title: 'Shell/FallbackErrorPage',
  component: FallbackErrorPage,
  args: { t: storyTranslator({}) },
  render: (args, { globals }) => <FallbackErrorPage {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof FallbackErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unbranded: heading and text of spec 2.7. */
export const Plain: Story = {};

/** Branded variant with the product name as its logo. */
export const Branded: Story = { args: { productName: 'Therapy Shell' } };

/** Branded variant with the brand's logo mark and the product name, as in the header. */
export const BrandedWithLogo: Story = { args: { productName: 'Therapy Shell', logo: LOGO } };

/** The brand's logo mark without a product name (the site config failed to load): decorative. */
export const LogoOnly: Story = { args: { logo: LOGO } };

/** Brand 1: the logo and the decorative footer (a wave over the footer colour, hidden from assistive technology). */
export const MainBrandDecorativeFooter: Story = {
  args: { productName: 'Therapy Shell', logo: LOGO, decorativeFooter: true },
};
