import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { DropdownField, type DropdownOption } from './dropdown-field.tsx';
import { Modal } from './modal.tsx';

const LANGUAGES: DropdownOption[] = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'fr', label: 'Français' },
  { value: 'nl', label: 'Nederlands', disabled: true },
  { value: 'es', label: 'Español' },
];

function highlighted() {
  const combobox = screen.getByRole('combobox');
  const id = combobox.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
}

describe('DropdownField (spec 2.8)', () => {
  it('is a closed combobox named by its label, showing the placeholder', () => {
    render(<DropdownField label="Choose language" options={LANGUAGES} placeholder="Select…" />);
    const combobox = screen.getByRole('combobox', { name: 'Choose language' });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Select…');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens on click and chooses an option on click', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    render(<DropdownField label="Choose language" options={LANGUAGES} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox', { name: 'Choose language' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Français' }));
    expect(onValueChange).toHaveBeenCalledWith('fr');
    expect(screen.getByRole('combobox')).toHaveTextContent('Français');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('is keyboard operable as a listbox: arrows, Enter, skipping disabled options', async () => {
    const user = userEvent.setup();
    render(<DropdownField label="Choose language" options={LANGUAGES} defaultValue="de" />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(highlighted()).toBe('Deutsch');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Français');
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe('Español');
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe('Français');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveTextContent('Français');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  });

  it('jumps with Home and End and chooses with Space', async () => {
    const user = userEvent.setup();
    render(<DropdownField label="Choose language" options={LANGUAGES} />);
    await user.tab();
    await user.keyboard('{End}');
    expect(highlighted()).toBe('Español');
    await user.keyboard('{Home}');
    expect(highlighted()).toBe('English');
    await user.keyboard(' ');
    expect(screen.getByRole('combobox')).toHaveTextContent('English');
  });

  it('jumps to the option that starts with typed letters', async () => {
    const user = userEvent.setup();
    render(<DropdownField label="Choose language" options={LANGUAGES} />);
    await user.tab();
    await user.keyboard('fr');
    expect(highlighted()).toBe('Français');
  });

  it('closes with Escape without choosing, and Escape does not close a surrounding modal', async () => {
    const user = userEvent.setup();
    render(
      <Modal defaultOpen title="Language" closeLabel="Close">
        <DropdownField label="Choose language" options={LANGUAGES} defaultValue="en" />
      </Modal>,
    );
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('combobox')).toHaveTextContent('English');
    expect(screen.getByRole('dialog', { name: 'Language' })).toBeInTheDocument();
  });

  it('chooses the highlighted option on Tab and moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DropdownField label="Choose language" options={LANGUAGES} />
        <button type="button">Save</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('combobox')).toHaveTextContent('Deutsch');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('is filled when it has a value, and carries it in a form through a hidden input', () => {
    const { container } = render(
      <DropdownField label="Choose language" options={LANGUAGES} defaultValue="es" name="language" />,
    );
    expect(screen.getByRole('combobox')).toHaveTextContent('Español');
    expect(container.querySelector('input[type="hidden"][name="language"]')).toHaveValue('es');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string>('en');
      return (
        <>
          <DropdownField label="Choose language" options={LANGUAGES} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    expect(screen.getByRole('status')).toHaveTextContent('de');
  });

  it('is shown open with defaultOpen, the selected option marked', () => {
    render(<DropdownField label="Choose language" options={LANGUAGES} defaultValue="fr" defaultOpen />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Nederlands' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('does not open or take focus when disabled', async () => {
    const user = userEvent.setup();
    render(<DropdownField label="Choose language" options={LANGUAGES} disabled />);
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(combobox).not.toHaveFocus();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('is focusable but does not open when read-only', async () => {
    const user = userEvent.setup();
    render(<DropdownField label="Choose language" options={LANGUAGES} defaultValue="de" readOnly />);
    const combobox = screen.getByRole('combobox');
    expect(combobox).toHaveAttribute('aria-readonly', 'true');
    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Deutsch');
  });

  it('shows the error under the field, tied with aria-describedby and aria-invalid', () => {
    render(
      <DropdownField label="Choose language" options={LANGUAGES} error="Please choose a language" aria-required />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Choose language' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAccessibleDescription('Please choose a language');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no axe violations when closed', async () => {
    const { container } = render(<DropdownField label="Choose language" options={LANGUAGES} placeholder="Select…" />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = render(<DropdownField label="Choose language" options={LANGUAGES} defaultValue="de" />);
    await user.click(screen.getByRole('combobox'));
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations when disabled, read-only or invalid', async () => {
    const { container } = render(
      <>
        <DropdownField label="Disabled" options={LANGUAGES} disabled />
        <DropdownField label="Read-only" options={LANGUAGES} defaultValue="en" readOnly />
        <DropdownField label="Invalid" options={LANGUAGES} error="Please choose a language" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
