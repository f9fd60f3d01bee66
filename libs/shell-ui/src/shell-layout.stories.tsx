import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ShellLayout } from './shell-layout.tsx';
import { storyLogo, storyProductName, storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/ShellLayout',
  component: ShellLayout,
  args: { t: storyTranslator({}), header: null, footer: null, children: null },
  render: (_args, { globals }) => {
    const t = storyTranslator(globals);
    const productName = storyProductName(globals);
    return (
      <ShellLayout
        t={t}
        header={<Header productName={productName} logo={storyLogo(globals)} t={t} />}
        footer={<Footer productName={productName} year={2026} t={t} />}
      >
        <h1>Page content</h1>
        <p>The page a product team provides goes here.</p>
      </ShellLayout>
    );
  },
} satisfies Meta<typeof ShellLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Skip link, header (the toolbar brand's logo mark and product name), main area and footer. */
export const Default: Story = {};
