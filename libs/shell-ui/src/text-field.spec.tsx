import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { TextField } from './text-field.tsx';

describe('TextField (spec 2.8)', () => {
  it('labels a primary text input', async () => {
    const user = userEvent.setup();
    render(<TextField label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toHaveAttribute('type', 'text');
    await user.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
  });

  it('makes the recruiter email variant an email input', () => {
    render(<TextField label="Work email" variant="recruiter-email" />);
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  it('shows the dialling code before a phone number and describes the input with it', () => {
    render(<TextField label="Phone" variant="country-code" countryCode="+49" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('+49');
  });

  it('hides the password until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" variant="password" revealLabel="Show password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('makes the date variant a date input', () => {
    render(<TextField label="Date of birth" variant="date" />);
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
  });

  it('shows the required marker from aria-required', () => {
    render(<TextField label="Email" aria-required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no required marker without aria-required', () => {
    render(<TextField label="Nickname" />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toBeRequired();
  });

  it('shows the error under the field, tied with aria-describedby and aria-invalid', () => {
    render(<TextField label="Email" hint="We never share it." error="Invalid email address" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Invalid email address');
    expect(
      screen.getByText('Invalid email address').compareDocumentPosition(input) & Node.DOCUMENT_POSITION_PRECEDING,
    ).toBeTruthy();
  });

  it('is valid without an error', () => {
    render(<TextField label="Email" error="" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });

  it('keeps a describedby of its own', () => {
    render(
      <>
        <p id="extra">Used for sign-in.</p>
        <TextField label="Email" aria-describedby="extra" error="Please enter an email address" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Used for sign-in. Please enter an email address',
    );
  });

  it('is disabled and read-only on request', () => {
    render(
      <>
        <TextField label="Disabled" disabled />
        <TextField label="Read-only" readOnly defaultValue="fixed" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Read-only' })).toHaveAttribute('readonly');
  });

  it('has no axe violations in each variant', async () => {
    const { container } = render(
      <form>
        <TextField label="Name" />
        <TextField label="Work email" variant="recruiter-email" aria-required />
        <TextField label="Phone" variant="country-code" countryCode="+1" />
        <TextField label="Password" variant="password" revealLabel="Show password" />
        <TextField label="Date" variant="date" />
      </form>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has no axe violations when invalid and with the password shown', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <TextField label="Email" error="Invalid email address" aria-required />
        <TextField label="Password" variant="password" revealLabel="Show password" error="Too short" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
