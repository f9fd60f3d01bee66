// A component test of the home page's greeting (npm test): ShellTestProvider gives useShell() the
// visitor a test names, as the shell gives it the visitor of the request. jest.config.mjs says how
// Jest loads the shell's packages.
import { expect, test } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ShellTestProvider } from '@therapy-shell/shell-next/testing';
import { Greeting } from '../app/greeting';

const nextStep = { href: '/care-guide/', label: 'Read the care guide' };

test.each([
  ['a logged-out visitor', { user_type: 'logged_out_user' as const }, 'Welcome to Acme Therapy'],
  ['a client', { id: 42, user_type: 'client' as const }, 'Welcome back to Acme Therapy'],
  ['a counselor', { id: 7, user_type: 'counselor' as const }, 'Your clients are waiting'],
])('the home page greets %s', (_who, visitor, greeting) => {
  render(
    <ShellTestProvider visitor={visitor} site={{ product_name: 'Acme Therapy' }}>
      <Greeting nextStep={nextStep} />
    </ShellTestProvider>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(greeting);
  expect(screen.getByRole('link', { name: 'Read the care guide' }).getAttribute('href')).toBe('/care-guide/');
});
