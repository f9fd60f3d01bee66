import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LinkProps } from './link.tsx';
import { Link } from './link.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const FAQ: SampleText = {
  en: 'Frequently asked questions',
  de: 'Häufige Fragen',
  fr: 'Questions fréquentes',
  nl: 'Veelgestelde vragen',
  es: 'Preguntas frecuentes',
};
const ABOUT: SampleText = {
  en: 'About us',
  de: 'Über uns',
  fr: 'À propos',
  nl: 'Over ons',
  es: 'Sobre nosotros',
};
const BUSINESS: SampleText = {
  en: 'For business',
  de: 'Für Unternehmen',
  fr: 'Pour les entreprises',
  nl: 'Voor bedrijven',
  es: 'Para empresas',
};
const ELSEWHERE: SampleText = {
  en: 'A crisis helpline (external)',
  de: 'Eine Krisen-Hotline (extern)',
  fr: "Une ligne d'écoute (externe)",
  nl: 'Een crisislijn (extern)',
  es: 'Una línea de crisis (externa)',
};

/** Stands in for the app's router link: marks itself so designers can see which links it renders. */
function RouterLink({ children, ...props }: LinkProps) {
  return (
    <a {...props} data-router-link="">
      {children} ↩
    </a>
  );
}

const meta = {
  title: 'Shared/Link',
  component: Link,
  args: {
    href: '/faq/',
    site: { rootDomain: 'example.com', allowedDomains: ['example-business.com'] },
    linkComponent: RouterLink,
    children: 'FAQ',
  },
  decorators: [(Story) => <p style={{ padding: '1.5rem' }}>{Story()}</p>],
  render: (args, { globals }) => <Link {...args}>{sample(globals, FAQ)}</Link>,
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A path on this site: the injected router link (marked ↩ here). */
export const Internal: Story = {};

/** An absolute URL on a subdomain of the site's root_domain: internal too. */
export const InternalAbsolute: Story = {
  args: { href: 'https://www.example.com/about/' },
  render: (args, { globals }) => <Link {...args}>{sample(globals, ABOUT)}</Link>,
};

/** A domain from the allowed list: internal. */
export const AllowedDomain: Story = {
  args: { href: 'https://example-business.com/de/lets-talk' },
  render: (args, { globals }) => <Link {...args}>{sample(globals, BUSINESS)}</Link>,
};

/** Another site: a plain anchor with rel="noopener noreferrer", in a new tab that the hint names. */
export const External: Story = {
  args: { href: 'https://findahelpline.com/', newTabHint: ' ↗' },
  render: (args, { globals }) => <Link {...args}>{sample(globals, ELSEWHERE)}</Link>,
};
