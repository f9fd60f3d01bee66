import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createTranslator } from '@therapy-shell/i18n';
import {
  CancelSubscriptionDialog,
  type CancelSubscriptionEvent,
  type CancelSubscriptionOutcome,
} from './cancel-subscription-dialog.tsx';

const t = createTranslator('en');
const ACCOUNT_SETTINGS = '/login?redir=%2Faccount%2Fcancel%2F';

type Submit = (email: string) => Promise<CancelSubscriptionOutcome>;

function Harness({
  onSubmit = () => Promise.resolve({ kind: 'success' }),
  onEvent,
}: {
  onSubmit?: Submit;
  onEvent?: (event: CancelSubscriptionEvent) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cancel Subscription
      </button>
      <CancelSubscriptionDialog
        open={open}
        onOpenChange={setOpen}
        onSubmit={onSubmit}
        accountSettingsHref={ACCOUNT_SETTINGS}
        onEvent={onEvent}
        t={t}
      />
    </>
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
  return screen.getByRole('dialog');
}

function dialogState() {
  return screen.getByRole('dialog').querySelector('[data-dialog="cancel-subscription"]')?.getAttribute('data-state');
}

async function confirmWith(user: User, email: string) {
  if (email !== '') await user.type(screen.getByRole('textbox', { name: 'Email address' }), email);
  await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
}

function pending(): Promise<CancelSubscriptionOutcome> {
  return new Promise(() => undefined);
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('CancelSubscriptionDialog: initial (spec 4.1)', () => {
  it('opens by keyboard as a dialog labelled Cancel subscription, in the initial state', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Cancel subscription' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    expect(dialogState()).toBe('initial');
  });

  it('has a required email field and a confirm button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByRole('button', { name: 'Confirm cancellation' })).toBeEnabled();
  });

  it('submits with Enter in the field', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(() => pending());
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'jo@example.com{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('jo@example.com');
  });
});

describe('CancelSubscriptionDialog: validation (spec 5)', () => {
  it.each([
    ['empty', '', 'Please enter an email address'],
    ['blank', '   ', 'Please enter an email address'],
    ['without a domain', 'jo@', 'Invalid email address'],
    ['with one domain label', 'jo@localhost', 'Invalid email address'],
    ['with a five-letter final label', 'jo@example.abcde', 'Invalid email address'],
  ])('an %s email shows %p under the field, which gets focus, and sends nothing', async (_name, email, message) => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(() => pending());
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    await confirmWith(user, email);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialogState()).toBe('initial');
  });

  it('shows the messages in the current language', async () => {
    const user = userEvent.setup();
    const de = createTranslator('de');
    render(
      <CancelSubscriptionDialog
        open
        onOpenChange={() => undefined}
        onSubmit={pending}
        accountSettingsHref={ACCOUNT_SETTINGS}
        t={de}
      />,
    );
    await user.click(screen.getByRole('button', { name: de('cancel.confirm') }));
    expect(screen.getByText(de('validation.emailRequired'))).toBeInTheDocument();
  });

  it('clears the message when the email is edited', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={pending} />);
    await openDialog(user);
    await confirmWith(user, 'jo@');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'e');
    expect(screen.getByRole('textbox', { name: 'Email address' })).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('sends the address without surrounding spaces', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(() => pending());
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    await confirmWith(user, '  jo.doe+x@mail.example.com ');
    expect(onSubmit).toHaveBeenCalledWith('jo.doe+x@mail.example.com');
  });
});

describe('CancelSubscriptionDialog: submitting (spec 4.1)', () => {
  it('disables the field and the confirm button and says the request is being sent', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={pending} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(dialogState()).toBe('submitting');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Sending your request…');
  });

  it('keeps focus in the dialog, on the busy confirm button, when sent with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={pending} />);
    await openDialog(user);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'jo@example.com{Enter}');
    expect(screen.getByRole('button', { name: 'Confirm cancellation' })).toHaveFocus();
  });

  it('sends once however often confirm is pressed', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn<ReturnType<Submit>, Parameters<Submit>>(() => pending());
    render(<Harness onSubmit={onSubmit} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe('CancelSubscriptionDialog: outcomes (spec 4.1, 8.2)', () => {
  it.each([
    ['success', 'Cancellation request received', t('cancel.success.text')],
    ['cannot-unsubscribe', 'Unable to process cancellation request', t('cancel.cannotUnsubscribe.text')],
    ['error', 'Something went wrong', t('cancel.error.text')],
  ] as const)('the answer %s shows the title %p and its text', async (kind, title, text) => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => Promise.resolve({ kind })} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(text);
    expect(dialogState()).toBe(kind);
  });

  it('shows the error state when the call fails', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => Promise.reject(new Error('Failed to retrieve data'))} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(dialogState()).toBe('error');
  });

  it('shows the error state when onSubmit throws before returning a promise', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        onSubmit={() => {
          throw new Error('not wired');
        }}
      />,
    );
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('shows the error state for an answer of unknown kind', async () => {
    const user = userEvent.setup();
    const unknownAnswer = { kind: 'maybe' } as unknown as CancelSubscriptionOutcome;
    render(<Harness onSubmit={() => Promise.resolve(unknownAnswer)} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('links the error state to Account Settings through login and suggests trying later', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={() => Promise.resolve({ kind: 'error' })} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    expect(within(dialog).getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      ACCOUNT_SETTINGS,
    );
    expect(dialog).toHaveTextContent('Please try again later.');
  });

  it('moves focus to the outcome text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    await screen.findByRole('dialog', { name: 'Cancellation request received' });
    expect(document.activeElement).toHaveTextContent(t('cancel.success.text'));
  });

  it.each([['success'], ['cannot-unsubscribe'], ['error']] as const)(
    'closes the %s state with OK and gives focus back to the trigger',
    async (kind) => {
      const user = userEvent.setup();
      render(<Harness onSubmit={() => Promise.resolve({ kind })} />);
      await openDialog(user);
      await confirmWith(user, 'jo@example.com');
      await user.click(await screen.findByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancel Subscription' })).toHaveFocus();
    },
  );

  it('starts again at the form when reopened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await openDialog(user);
    expect(dialogState()).toBe('initial');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('ignores an answer that arrives after the dialog was closed', async () => {
    const user = userEvent.setup();
    let answer: (outcome: CancelSubscriptionOutcome) => void = () => undefined;
    const onEvent = jest.fn();
    render(<Harness onSubmit={() => new Promise((resolve) => (answer = resolve))} onEvent={onEvent} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    await user.keyboard('{Escape}');
    await openDialog(user);
    await act(async () => answer({ kind: 'success' }));
    expect(dialogState()).toBe('initial');
    expect(onEvent).not.toHaveBeenCalledWith('cancel_confirmed_shown');
  });
});

describe('CancelSubscriptionDialog: analytics events (spec 7.2)', () => {
  it.each([
    ['success', ['cancel_confirm_clicked', 'cancel_confirmed_shown']],
    ['cannot-unsubscribe', ['cancel_confirm_clicked', 'cancel_error_modal_shown']],
    ['error', ['cancel_confirm_clicked', 'cancel_error_modal_shown']],
  ] as const)('the %s answer records %p', async (kind, events) => {
    const user = userEvent.setup();
    const onEvent = jest.fn();
    render(<Harness onSubmit={() => Promise.resolve({ kind })} onEvent={onEvent} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    await screen.findByRole('button', { name: 'OK' });
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual(events);
  });

  it('records the confirm click also when the email is invalid', async () => {
    const user = userEvent.setup();
    const onEvent = jest.fn();
    render(<Harness onEvent={onEvent} />);
    await openDialog(user);
    await confirmWith(user, '');
    expect(onEvent.mock.calls).toEqual([['cancel_confirm_clicked']]);
  });

  it('keeps working when the event handler throws', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        onEvent={() => {
          throw new Error('tracker down');
        }}
      />,
    );
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(await screen.findByRole('dialog', { name: 'Cancellation request received' })).toBeInTheDocument();
  });
});

describe('CancelSubscriptionDialog: accessibility', () => {
  it('has no axe violations when closed', async () => {
    const { container } = render(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations in the initial state', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await openDialog(user);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with an invalid email', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await openDialog(user);
    await confirmWith(user, 'jo@');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations while submitting', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onSubmit={pending} />);
    await openDialog(user);
    await confirmWith(user, 'jo@example.com');
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([['success'], ['cannot-unsubscribe'], ['error']] as const)(
    'has no axe violations in the %s state',
    async (kind) => {
      const user = userEvent.setup();
      const { container } = render(<Harness onSubmit={() => Promise.resolve({ kind })} />);
      await openDialog(user);
      await confirmWith(user, 'jo@example.com');
      await screen.findByRole('button', { name: 'OK' });
      expect(await axe(container)).toHaveNoViolations();
    },
  );
});
