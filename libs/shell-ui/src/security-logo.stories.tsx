import type { Meta, StoryObj } from '@storybook/react-vite';
import { SecurityLogo } from './security-logo.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const LABEL: SampleText = {
  en: "SSL Secure: test this site's certificate (opens in a new tab)",
  de: 'SSL Secure: Zertifikat dieser Website prüfen (öffnet in neuem Tab)',
  fr: 'SSL Secure : tester le certificat de ce site (nouvel onglet)',
  nl: 'SSL Secure: certificaat van deze site testen (opent in nieuw tabblad)',
  es: 'SSL Secure: comprobar el certificado de este sitio (nueva pestaña)',
};
const OFF: SampleText = {
  en: 'security_logos_display is off: the logo renders nothing.',
  de: 'security_logos_display ist aus: das Logo wird nicht angezeigt.',
  fr: 'security_logos_display est désactivé : le logo ne s’affiche pas.',
  nl: 'security_logos_display staat uit: het logo wordt niet getoond.',
  es: 'security_logos_display está desactivado: el logo no se muestra.',
};

const meta = {
  title: 'Shared/SecurityLogo',
  component: SecurityLogo,
  args: {
    features: { security_logos_display: true },
    host: 'www.example.com',
    label: 'SSL Secure',
    caption: 'SSL Secure',
  },
  decorators: [
    (Story) => (
      <div
        style={{
          padding: '1.5rem',
          background: 'var(--ts-color-footer)',
          color: 'var(--ts-color-on-footer)',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  render: (args, { globals }) => <SecurityLogo {...args} label={sample(globals, LABEL)} />,
} satisfies Meta<typeof SecurityLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Feature on: the padlock links to the SSL test of the site host. */
export const Shown: Story = {};

/** Feature off: nothing renders. */
export const HiddenByFeature: Story = {
  args: { features: { security_logos_display: false } },
  render: (args, { globals }) => (
    <>
      <SecurityLogo {...args} label={sample(globals, LABEL)} />
      <p>{sample(globals, OFF)}</p>
    </>
  ),
};
