import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageErrorPanel } from './page-error-panel.tsx';
import { storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/PageErrorPanel',
  component: PageErrorPanel,
  args: { t: storyTranslator({}), onRetry: () => undefined },
  // As shell-next shows it: in the shell's main area, in place of the page that threw.
  render: (args, { globals }) => (
    <main tabIndex={-1}>
      <PageErrorPanel {...args} t={storyTranslator(globals)} />
    </main>
  ),
} satisfies Meta<typeof PageErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page threw while rendering: the generic error text of spec 2.7 and a retry button; the heading has focus. */
export const Default: Story = {};
