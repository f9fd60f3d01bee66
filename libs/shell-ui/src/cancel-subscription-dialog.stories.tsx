import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { CancelSubscriptionDialog, type CancelSubscriptionOutcome } from './cancel-subscription-dialog.tsx';
import { storyTranslator } from './story-helpers.ts';

type Globals = Readonly<Record<string, unknown>>;

/** Types an email (when given) and presses Confirm cancellation, as a user would. */
function confirmWith(email: string, waitForKey?: 'cancel.success.ok') {
  return async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Globals }) => {
    const t = storyTranslator(globals);
    const canvas = within(canvasElement);
    if (email !== '') await userEvent.type(await canvas.findByRole('textbox'), email);
    await userEvent.click(await canvas.findByRole('button', { name: t('cancel.confirm') }));
    if (waitForKey) await canvas.findByRole('button', { name: t(waitForKey) });
  };
}

function answer(kind: CancelSubscriptionOutcome['kind']) {
  return (): Promise<CancelSubscriptionOutcome> => Promise.resolve({ kind });
}

const meta = {
  title: 'Dialogs/CancelSubscriptionDialog',
  // Text-heavy: the visual tests also take it in German at 390 px (libs/shell-ui/visual).
  tags: ['text-heavy'],
  component: CancelSubscriptionDialog,
  args: {
    open: true,
    onOpenChange: () => undefined,
    onSubmit: answer('success'),
    accountSettingsHref: '/login?redir=%2Faccount%2Fcancel%2F',
    t: storyTranslator({}),
  },
  // On the docs page each story gets a frame of its own: an open modal dialog takes the whole
  // window (top layer, page scroll locked), which would cover the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 600 } } },
  // The footer's Cancel Subscription button opens it.
  render: function CancelSubscriptionStory(args, { globals }) {
    const t = storyTranslator(globals);
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: '1.5rem' }}>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('footer.cancelSubscription')}
        </Button>
        <CancelSubscriptionDialog {...args} open={open} onOpenChange={setOpen} t={t} />
      </div>
    );
  },
} satisfies Meta<typeof CancelSubscriptionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the Cancel Subscription button opens it; focus returns to it on close. */
export const Closed: Story = { args: { open: false } };

/** Initial: the email form. */
export const Initial: Story = {};

/** Confirmed without an email: "Please enter an email address" under the field (spec 5). */
export const EmailRequired: Story = { tags: ['play-in-jest'], play: confirmWith('') };

/** Confirmed with an invalid email: "Invalid email address" under the field (spec 5). */
export const InvalidEmail: Story = { tags: ['play-in-jest'], play: confirmWith('jo@example') };

/** Submitting: the field disabled and the confirm button busy while the request runs. */
export const Submitting: Story = {
  tags: ['play-in-jest'],
  args: { onSubmit: () => new Promise<CancelSubscriptionOutcome>(() => undefined) },
  play: confirmWith('jo@example.com'),
};

/** Success: the confirmation text and OK. */
export const Success: Story = {
  tags: ['play-in-jest'],
  args: { onSubmit: answer('success') },
  play: confirmWith('jo@example.com', 'cancel.success.ok'),
};

/** Cannot unsubscribe: "Unable to process cancellation request" and its text. */
export const CannotUnsubscribe: Story = {
  tags: ['play-in-jest'],
  args: { onSubmit: answer('cannot-unsubscribe') },
  play: confirmWith('jo@example.com', 'cancel.success.ok'),
};

/** Error: the internal error message, the Account Settings link through login, and try later. */
export const InternalError: Story = {
  tags: ['play-in-jest'],
  args: { onSubmit: answer('error') },
  play: confirmWith('jo@example.com', 'cancel.success.ok'),
};
