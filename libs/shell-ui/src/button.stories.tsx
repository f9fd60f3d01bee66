import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const SAVE: SampleText = {
  en: 'Save',
  de: 'Speichern',
  fr: 'Enregistrer',
  nl: 'Opslaan',
  es: 'Guardar',
};
const CANCEL: SampleText = {
  en: 'Cancel',
  de: 'Abbrechen',
  fr: 'Annuler',
  nl: 'Annuleren',
  es: 'Cancelar',
};
const LEARN_MORE: SampleText = {
  en: 'Learn more',
  de: 'Mehr erfahren',
  fr: 'En savoir plus',
  nl: 'Meer informatie',
  es: 'Más información',
};
const DELETE: SampleText = {
  en: 'Cancel subscription',
  de: 'Abonnement kündigen',
  fr: "Résilier l'abonnement",
  nl: 'Abonnement opzeggen',
  es: 'Cancelar suscripción',
};

const meta = {
  title: 'Shared/Button',
  component: Button,
  args: { children: 'Save', variant: 'primary', size: 'md' },
  decorators: [
    (Story) => (
      <div
        style={{
          padding: '1.5rem',
          display: 'flex',
          gap: '1rem',
          flexWrap: 'wrap',
          alignItems: 'center',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  render: (args, { globals }) => <Button {...args}>{sample(globals, SAVE)}</Button>,
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Primary: the main action. */
export const Primary: Story = {};

/** Secondary. */
export const Secondary: Story = {
  args: { variant: 'secondary' },
  render: (args, { globals }) => <Button {...args}>{sample(globals, CANCEL)}</Button>,
};

/** Tertiary: looks like a link. */
export const Tertiary: Story = {
  args: { variant: 'tertiary' },
  render: (args, { globals }) => <Button {...args}>{sample(globals, LEARN_MORE)}</Button>,
};

/** Danger: destructive actions. */
export const Danger: Story = {
  args: { variant: 'danger' },
  render: (args, { globals }) => <Button {...args}>{sample(globals, DELETE)}</Button>,
};

/** Sizes sm, md and lg. */
export const Sizes: Story = {
  render: (args, { globals }) => (
    <>
      <Button {...args} size="sm">
        {sample(globals, SAVE)}
      </Button>
      <Button {...args} size="md">
        {sample(globals, SAVE)}
      </Button>
      <Button {...args} size="lg">
        {sample(globals, SAVE)}
      </Button>
    </>
  ),
};

/** Loading: spinner, busy, clicks ignored, still focusable. */
export const Loading: Story = { args: { loading: true } };

/** Disabled. */
export const Disabled: Story = { args: { disabled: true } };
