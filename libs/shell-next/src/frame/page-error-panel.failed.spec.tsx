import { act, render, screen } from '@testing-library/react';
import { compileMessages, createCompiledTranslator } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';

// When the error panel's code cannot load (the network gone), its heading shows alone, as an alert,
// and the failure is reported once.

jest.mock('./page-error-panel-code.ts', () => {
  throw new Error('Failed to load chunk page-error-panel-code');
});

// After the mock.
import { PageErrorPanel } from './page-error-panel.tsx';

it('shows the heading of spec 2.7 as an alert and reports the failure once', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const reporter: ErrorReporter = { report: jest.fn() };
  render(
    <PageErrorPanel
      t={createCompiledTranslator('en', compileMessages('en'))}
      onRetry={() => undefined}
      reporter={reporter}
    />,
  );
  await act(async () => undefined);
  expect((await screen.findByRole('alert')).textContent).toBe("We're having an issue");
  expect(screen.queryByRole('button')).toBeNull();
  expect(reporter.report).toHaveBeenCalledTimes(1);
  expect(reporter.report).toHaveBeenCalledWith(
    expect.any(Error),
    expect.objectContaining({ extra: expect.objectContaining({ part: 'page-error-panel' }) }),
  );
});
