import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './header.tsx';
import { storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { productName: 'Therapy Shell', t: storyTranslator({}) },
  render: (args, { globals }) => <Header {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header with the product's home link. */
export const Default: Story = {};

/** A long product name. */
export const LongProductName: Story = { args: { productName: 'Therapy Shell for Organisations and Teams' } };
