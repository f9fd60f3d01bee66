import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const NEW: SampleText = { en: 'New', de: 'Neu', fr: 'Nouveau', nl: 'Nieuw', es: 'Nuevo' };
const ACTIVE: SampleText = { en: 'Active', de: 'Aktiv', fr: 'Actif', nl: 'Actief', es: 'Activo' };
const TRIAL: SampleText = {
  en: 'Trial',
  de: 'Testphase',
  fr: 'Essai',
  nl: 'Proefperiode',
  es: 'Prueba',
};
const OVERDUE: SampleText = {
  en: 'Overdue',
  de: 'Überfällig',
  fr: 'En retard',
  nl: 'Achterstallig',
  es: 'Vencido',
};
const INFO: SampleText = { en: 'Info', de: 'Info', fr: 'Info', nl: 'Info', es: 'Info' };
const UNREAD: SampleText = {
  en: '3 unread messages',
  de: '3 ungelesene Nachrichten',
  fr: '3 messages non lus',
  nl: '3 ongelezen berichten',
  es: '3 mensajes sin leer',
};

const meta = {
  title: 'Internal/Badge',
  // Not exported by the package: the docs page says so (.storybook/docs-container.tsx).
  tags: ['internal'],
  component: Badge,
  args: { variant: 'neutral', children: 'New' },
  decorators: [(Story) => <p style={{ padding: '1.5rem', display: 'flex', gap: '0.5rem' }}>{Story()}</p>],
  render: (args, { globals }) => <Badge {...args}>{sample(globals, NEW)}</Badge>,
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Neutral. */
export const Neutral: Story = {};

/** Every variant. */
export const Variants: Story = {
  render: (_args, { globals }) => (
    <>
      <Badge>{sample(globals, NEW)}</Badge>
      <Badge variant="brand">{sample(globals, NEW)}</Badge>
      <Badge variant="info">{sample(globals, INFO)}</Badge>
      <Badge variant="success">{sample(globals, ACTIVE)}</Badge>
      <Badge variant="warning">{sample(globals, TRIAL)}</Badge>
      <Badge variant="danger">{sample(globals, OVERDUE)}</Badge>
    </>
  ),
};

/** A count, named in words for assistive technology. */
export const Count: Story = {
  render: (_args, { globals }) => (
    <Badge variant="danger" aria-label={sample(globals, UNREAD)} role="status">
      3
    </Badge>
  ),
};
