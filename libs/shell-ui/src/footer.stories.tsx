import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.tsx';
import { storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { productName: 'Therapy Shell', year: 2026, t: storyTranslator({}) },
  render: (args, { globals }) => <Footer {...args} t={storyTranslator(globals)} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Crisis notice, then the copyright with the product name and year. */
export const Default: Story = {};
