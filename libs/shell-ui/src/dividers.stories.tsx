import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { CurveDivider, WaveDivider } from './dividers.tsx';
import { sample, type SampleText } from './story-helpers.ts';

const ABOVE: SampleText = {
  en: 'Section above',
  de: 'Abschnitt oben',
  fr: 'Section du haut',
  nl: 'Sectie boven',
  es: 'Sección superior',
};
const BELOW: SampleText = {
  en: 'Section below',
  de: 'Abschnitt unten',
  fr: 'Section du bas',
  nl: 'Sectie onder',
  es: 'Sección inferior',
};

function Sections({ divider, above, below }: { divider: ReactNode; above: string; below: string }) {
  return (
    <div>
      <section style={{ padding: '2rem 1.5rem' }}>
        <p>{above}</p>
      </section>
      {divider}
      <section
        style={{
          padding: '2rem 1.5rem',
          background: 'var(--ts-color-footer)',
          color: 'var(--ts-color-on-footer)',
        }}
      >
        <p>{below}</p>
      </section>
    </div>
  );
}

const meta = {
  title: 'Internal/Dividers',
  // Not exported by the package: the docs page says so (.storybook/docs-container.tsx).
  tags: ['internal'],
  component: WaveDivider,
  args: { position: 'bottom' },
  render: (args, { globals }) => (
    <Sections divider={<WaveDivider {...args} />} above={sample(globals, ABOVE)} below={sample(globals, BELOW)} />
  ),
} satisfies Meta<typeof WaveDivider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wave into the footer colour; hidden from assistive technology. */
export const Wave: Story = {};

/** Curve into the footer colour; hidden from assistive technology. */
export const Curve: Story = {
  render: (args, { globals }) => (
    <Sections divider={<CurveDivider {...args} />} above={sample(globals, ABOVE)} below={sample(globals, BELOW)} />
  ),
};

/** Flipped, for the top edge of a section. */
export const WaveTop: Story = {
  args: { position: 'top', color: 'var(--ts-color-primary)' },
  render: (args, { globals }) => (
    <div>
      <WaveDivider {...args} />
      <section style={{ padding: '2rem 1.5rem' }}>
        <p>{sample(globals, BELOW)}</p>
      </section>
    </div>
  ),
};
