import type { Meta, StoryObj } from '@storybook/react-vite';
import { TruncatedText } from './truncated-text.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const BIO: SampleText = {
  en: 'I am a licensed therapist with ten years of experience helping adults through anxiety, grief and life changes, with a warm and practical approach.',
  de: 'Ich bin approbierte Therapeutin mit zehn Jahren Erfahrung und begleite Erwachsene bei Ängsten, Trauer und Veränderungen – warmherzig und praktisch.',
  fr: "Je suis thérapeute agréée avec dix ans d'expérience auprès d'adultes face à l'anxiété, au deuil et aux changements de vie, avec une approche chaleureuse et pratique.",
  nl: 'Ik ben een erkende therapeut met tien jaar ervaring in het begeleiden van volwassenen bij angst, rouw en veranderingen, op een warme en praktische manier.',
  es: 'Soy terapeuta acreditada con diez años de experiencia acompañando a adultos con ansiedad, duelo y cambios vitales, con un enfoque cálido y práctico.',
};
const SHORT: SampleText = {
  en: 'Online therapy',
  de: 'Online-Therapie',
  fr: 'Thérapie en ligne',
  nl: 'Online therapie',
  es: 'Terapia en línea',
};

const meta = {
  title: 'Internal/TruncatedText',
  // Not exported by the package: the docs page says so (.storybook/docs-container.tsx).
  tags: ['internal'],
  component: TruncatedText,
  args: { text: '', maxLength: 60 },
  decorators: [(Story) => <p style={{ padding: '1.5rem', maxWidth: '24rem' }}>{Story()}</p>],
  render: (args, { globals }) => <TruncatedText {...args} text={sample(globals, BIO)} />,
} satisfies Meta<typeof TruncatedText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cut to 60 characters, ellipsis included; the full text is the title. */
export const CutByLength: Story = {};

/** Shorter than the limit: unchanged. */
export const Short: Story = {
  render: (args, { globals }) => <TruncatedText {...args} text={sample(globals, SHORT)} />,
};

/** Clamped to two lines by CSS. */
export const ClampedToLines: Story = { args: { maxLength: undefined, lines: 2 } };

/** One line with a CSS ellipsis. */
export const OneLine: Story = { args: { maxLength: undefined, lines: 1 } };
