import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { PageErrorPanel } from './page-error-panel.tsx';

const t = createTranslator('en');

describe('PageErrorPanel', () => {
  it('is an alert with the spec 2.7 heading and text, and its heading takes focus', () => {
    render(<PageErrorPanel t={t} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAccessibleName("We're having an issue");
    const heading = screen.getByRole('heading', { level: 1, name: "We're having an issue" });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        "Sorry! We're aware of this problem, and we're working to fix it. Please come back in a moment.",
      ),
    ).toBeInTheDocument();
  });

  it('retries from the keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(<PageErrorPanel t={t} onRetry={onRetry} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a retry leaves focus on the enclosing main, which outlives the panel', async () => {
    const user = userEvent.setup();
    render(
      <main tabIndex={-1}>
        <PageErrorPanel t={t} onRetry={() => undefined} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each(LANGUAGES.map((language) => [language]))('has a retry label in %s', (language) => {
    render(<PageErrorPanel t={createTranslator(language)} onRetry={() => undefined} />);
    expect(screen.getByRole('button').textContent).not.toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<PageErrorPanel t={t} onRetry={() => undefined} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
