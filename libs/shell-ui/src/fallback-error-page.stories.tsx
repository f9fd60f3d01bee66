import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackErrorPage } from './fallback-error-page.tsx';
import { storyTranslator } from './story-helpers.ts';

// An inline logo, so the story needs no served file (the app serves /brands/<brand>/logo.svg).
const LOGO = {
  src: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><circle cx="20" cy="20" r="16" fill="#2e6b47"/><text x="44" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#1f2a24">Therapy</text></svg>',
  )}`,
  width: 160,
  height: 40,
} as const;

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

/** Branded variant with the brand's logo image. */
export const BrandedWithLogo: Story = { args: { productName: 'Therapy Shell', logo: LOGO } };

/** The brand's logo without a product name (the site config failed to load): a decorative image. */
export const LogoOnly: Story = { args: { logo: LOGO } };

/** Brand 1: the logo and the decorative footer (a wave over the footer colour, hidden from assistive technology). */
export const MainBrandDecorativeFooter: Story = {
  args: { productName: 'Therapy Shell', logo: LOGO, decorativeFooter: true },
};
