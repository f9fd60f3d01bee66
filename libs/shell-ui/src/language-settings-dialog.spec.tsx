import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createTranslator } from '@therapy-shell/i18n';
import type { LanguageOption } from '@therapy-shell/core';
import { initialLanguage, LanguageSettingsDialog } from './language-settings-dialog.tsx';

const t = createTranslator('en');

const LANGUAGES: readonly LanguageOption[] = [
  { language: 'en', language_readable: 'English' },
  { language: 'de', language_readable: 'Deutsch' },
  { language: 'fr', language_readable: 'Français' },
];

function Harness({
  defaultLanguage = 'de',
  onSave = () => undefined,
}: {
  defaultLanguage?: string;
  onSave?: (language: string) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        English
      </button>
      <LanguageSettingsDialog
        open={open}
        onOpenChange={setOpen}
        languages={LANGUAGES}
        defaultLanguage={defaultLanguage}
        onSave={onSave}
        t={t}
      />
    </>
  );
}

afterEach(() => {
  document.documentElement.style.overflow = '';
});

describe('initialLanguage (spec 4.2, 5: the language cookie, else en)', () => {
  it.each([
    ['the cookie language when offered', 'fr', LANGUAGES, 'fr'],
    ['en when the cookie language is not offered', 'xx', LANGUAGES, 'en'],
    ['the first language when neither is offered', 'xx', [{ language: 'nl', language_readable: 'Nederlands' }], 'nl'],
    ['nothing when no language is offered', 'de', [], null],
  ])('chooses %s', (_name, defaultLanguage, languages, expected) => {
    expect(initialLanguage(languages, defaultLanguage)).toBe(expected);
  });
});

describe('LanguageSettingsDialog (spec 2.6, 4.2)', () => {
  it('is closed until opened', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens by keyboard as a dialog labelled by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Language settings' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('has a Choose language dropdown preselected from the default language', async () => {
    const user = userEvent.setup();
    render(<Harness defaultLanguage="de" />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('combobox', { name: 'Choose language' })).toHaveTextContent('Deutsch');
  });

  it('offers the locale selector languages', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('combobox', { name: 'Choose language' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
    ]);
  });

  it('saves the chosen language', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<Harness onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('combobox', { name: 'Choose language' }));
    await user.click(screen.getByRole('option', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('fr');
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it('saves the default language when nothing was changed', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<Harness defaultLanguage="de" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('de');
  });

  it('starts again from the default language when reopened', async () => {
    const user = userEvent.setup();
    render(<Harness defaultLanguage="de" />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Français' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('combobox')).toHaveTextContent('Deutsch');
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('disables Save when no language is offered', () => {
    render(
      <LanguageSettingsDialog
        open
        onOpenChange={() => undefined}
        languages={[]}
        defaultLanguage="en"
        onSave={() => undefined}
        t={t}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('has no axe violations when closed', async () => {
    const { container } = render(<Harness />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations with the language list open', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('combobox'));
    expect(await axe(container)).toHaveNoViolations();
  });
});
