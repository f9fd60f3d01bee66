import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';
import { storyTranslator } from './story-helpers.ts';

type Globals = Readonly<Record<string, unknown>>;

/** Presses Save (its name comes from the toolbar language's translation). */
function pressSave({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Globals }) {
  const t = storyTranslator(globals);
  return within(canvasElement)
    .findByRole('button', { name: t('cookieSettings.save') })
    .then((save) => userEvent.click(save));
}

const meta = {
  title: 'Dialogs/CookieSettingsDialog',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: CookieSettingsDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    choices: { allowPerformance: false, allowTargeting: false },
    onSave: () => Promise.resolve(),
    t: storyTranslator({}),
  },
  // On the docs page each story gets a frame of its own: an open modal dialog takes the whole
  // window (top layer, page scroll locked), which would cover the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  // The footer's Cookie Settings button opens it.
  render: function CookieSettingsStory(args, { globals }) {
    const t = storyTranslator(globals);
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: '1.5rem' }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('footer.cookieSettings')}
        </Button>
        <CookieSettingsDialog {...args} open={open} onOpenChange={setOpen} t={t} />
      </div>
    );
  },
} satisfies Meta<typeof CookieSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the Cookie Settings button opens it; focus returns to it on close. */
export const Closed: Story = { args: { open: false } };

/** No consent yet: strictly necessary always on, performance and targeting off. */
export const NothingAllowed: Story = {};

/** Performance cookies allowed earlier, targeting not. */
export const PerformanceAllowed: Story = {
  args: { choices: { allowPerformance: true, allowTargeting: false } },
};

/** Saving: Save is busy and the switches are disabled until the save finishes. */
export const Saving: Story = {
  tags: ['play-in-jest'],
  args: { onSave: () => new Promise<void>(() => undefined) },
  play: pressSave,
};

/** Saving failed: the dialog stays open with "Please try again later." */
export const SaveFailed: Story = {
  tags: ['play-in-jest'],
  args: { onSave: () => Promise.reject(new Error('POST /api/confirm_cookie_choices/ failed')) },
  play: async (context) => {
    await pressSave(context);
    await within(context.canvasElement).findByRole('alert');
  },
};
