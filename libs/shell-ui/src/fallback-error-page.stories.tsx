import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackErrorPage } from './fallback-error-page.tsx';
import { storyTranslator } from './story-helpers.ts';

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

/** Branded variant with a logo. */
export const Branded: Story = { args: { productName: 'Therapy Shell' } };
