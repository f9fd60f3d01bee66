import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createTranslator } from '@therapy-shell/i18n';
import type { CookieConsentDraft } from '@therapy-shell/core';
import { CookieSettingsDialog } from './cookie-settings-dialog.tsx';

const t = createTranslator('en');
const NONE: CookieConsentDraft = { allowPerformance: false, allowTargeting: false };

function Harness({
  choices = NONE,
  onSave = () => Promise.resolve(),
}: {
  choices?: CookieConsentDraft;
  onSave?: (choices: CookieConsentDraft) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cookie Settings
      </button>
      <CookieSettingsDialog open={open} onOpenChange={setOpen} choices={choices} onSave={onSave} t={t} />
    </>
  );
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
  return screen.getByRole('dialog', { name: 'Cookie settings' });
}

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('CookieSettingsDialog (spec 2.6, 4.3)', () => {
  it('opens by keyboard as a dialog labelled by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('shows strictly necessary cookies as always on, with no control', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: 'Strictly necessary cookies' })).not.toBeInTheDocument();
    expect(within(dialog).getAllByRole('switch')).toHaveLength(2);
  });

  it.each([
    [{ allowPerformance: true, allowTargeting: false }, 'true', 'false'],
    [{ allowPerformance: false, allowTargeting: true }, 'false', 'true'],
  ])('starts from the current choices %o', async (choices, performance, targeting) => {
    const user = userEvent.setup();
    render(<Harness choices={choices} />);
    await openDialog(user);
    expect(screen.getByRole('switch', { name: 'Performance cookies' })).toHaveAttribute('aria-checked', performance);
    expect(screen.getByRole('switch', { name: 'Targeting cookies' })).toHaveAttribute('aria-checked', targeting);
  });

  it('describes each switch with its category text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    expect(screen.getByRole('switch', { name: 'Performance cookies' })).toHaveAccessibleDescription(
      t('cookieSettings.performance.description'),
    );
  });

  it.each([
    ['Performance cookies', { allowPerformance: true, allowTargeting: false }],
    ['Targeting cookies', { allowPerformance: false, allowTargeting: true }],
  ])('toggles %s with the keyboard and saves the choices', async (name, saved) => {
    const user = userEvent.setup();
    const onSave = jest.fn(() => Promise.resolve());
    render(<Harness onSave={onSave} />);
    await openDialog(user);
    screen.getByRole('switch', { name }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSave).toHaveBeenCalledWith(saved);
  });

  it('closes when saving succeeds and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
  });

  it('makes Save busy and ignores further clicks while saving', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const onSave = jest.fn(() => pending.promise);
    render(<Harness onSave={onSave} />);
    await openDialog(user);
    const save = screen.getByRole('button', { name: 'Save settings' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('switch', { name: 'Performance cookies' })).toBeDisabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').querySelector('[data-dialog="cookie-settings"]')).toHaveAttribute(
      'data-state',
      'saving',
    );
  });

  it('stays open with a message when saving fails, keeping the choices', async () => {
    const user = userEvent.setup();
    render(<Harness onSave={() => Promise.reject(new Error('offline'))} />);
    await openDialog(user);
    await user.click(screen.getByRole('switch', { name: 'Targeting cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Targeting cookies' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Save settings' })).not.toHaveAttribute('aria-disabled');
  });

  it('starts again from the given choices when reopened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.click(screen.getByRole('switch', { name: 'Performance cookies' }));
    await user.keyboard('{Escape}');
    await openDialog(user);
    expect(screen.getByRole('switch', { name: 'Performance cookies' })).toHaveAttribute('aria-checked', 'false');
  });

  it('does not close a reopened dialog when an earlier save finishes late', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    render(<Harness onSave={() => pending.promise} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await user.keyboard('{Escape}');
    await openDialog(user);
    await act(async () => pending.resolve());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).not.toHaveAttribute('aria-disabled');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
  });

  it('has no axe violations when closed', async () => {
    const { container } = render(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await openDialog(user);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with the error message', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness onSave={() => Promise.reject(new Error('offline'))} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByRole('alert');
    expect(await axe(container)).toHaveNoViolations();
  });
});
