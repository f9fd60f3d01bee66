import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { ConsentBanner } from './consent-banner.tsx';
import { storyProductName, storyTranslator } from './story-helpers.ts';

const meta = {
  title: 'Shell/ConsentBanner',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: ConsentBanner,
  args: {
    open: true,
    // Unset: the toolbar brand's product name (in the banner's title); Controls can set one.
    productName: undefined,
    onChoose: () => Promise.resolve(),
    onSettings: () => undefined,
    t: storyTranslator({}),
  },
  // A text box in Controls (a string-or-undefined prop would get a JSON editor).
  argTypes: { productName: { control: 'text' } },
  parameters: { layout: 'fullscreen' },
  render: function ConsentBannerStory(args, { globals }) {
    const [open, setOpen] = useState(args.open);
    return (
      <ConsentBanner
        {...args}
        productName={args.productName ?? storyProductName(globals)}
        open={open}
        onChoose={async (choice) => {
          await args.onChoose(choice);
          setOpen(false);
        }}
        t={storyTranslator(globals)}
      />
    );
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consent required and no choice stored: the banner asks. */
export const Asking: Story = {};

/** A choice is saving: its buttons are busy until the save ends. */
export const Saving: Story = {
  tags: ['play-in-jest'],
  args: { onChoose: () => new Promise<void>(() => undefined) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTranslator(globals);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t('consentBanner.acceptAll') }));
  },
};

/** A choice is stored (or consent is not required): nothing is shown. */
export const Chosen: Story = { args: { open: false } };
