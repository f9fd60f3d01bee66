import type { Meta, StoryObj } from '@storybook/react-vite';
import { quickExitUrl } from '@therapy-shell/brand-config';
import { QuickExit } from './quick-exit.tsx';
import { storyTranslator } from './story-helpers.ts';

// In Storybook the exit is only logged: leaving would take the canvas to the neutral page.
const logExit = (href: string) => console.info(`Quick exit to ${href}`);

const meta = {
  title: 'Shell/QuickExit',
  component: QuickExit,
  args: { t: storyTranslator({}), href: quickExitUrl('main'), onExit: logExit },
  render: (args, { globals }) => (
    <div>
      <QuickExit {...args} t={storyTranslator(globals)} />
      <p style={{ padding: '0 1rem' }}>Page content</p>
    </div>
  ),
} satisfies Meta<typeof QuickExit>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The button on an exposed page, with the Shift-three-times shortcut: press Shift on its
 * own and the lights count, a screen reader hears how many presses remain.
 */
export const WithShortcut: Story = {};

/** Without the keyboard shortcut: the button alone. */
export const ButtonOnly: Story = { args: { shortcut: false } };

/** On a phone: the button stays at the end of the line, sticky while the page scrolls. */
export const Mobile: Story = { globals: { viewport: { value: 'xs', isRotated: false } } };
