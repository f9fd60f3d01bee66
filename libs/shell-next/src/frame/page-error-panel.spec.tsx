import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileMessages, createCompiledTranslator } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { PageErrorPanel } from './page-error-panel.tsx';

// The page's error panel loads its code when a page throws; then it is shell-ui's PageErrorPanel.

const t = createCompiledTranslator('en', compileMessages('en'));

it("shows shell-ui's error panel once its code has loaded, with its retry, and reports nothing", async () => {
  const reporter: ErrorReporter = { report: jest.fn() };
  const onRetry = jest.fn();
  render(<PageErrorPanel t={t} onRetry={onRetry} reporter={reporter} />);
  await act(async () => undefined);
  expect(await screen.findByRole('heading', { level: 1, name: "We're having an issue" })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(reporter.report).not.toHaveBeenCalled();
});
