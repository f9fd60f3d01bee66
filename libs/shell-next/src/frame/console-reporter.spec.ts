import { consoleReporter } from './console-reporter.ts';

describe('the default reporter of the shell', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs an error report with console.error, the error message first', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Failed to connect to socket.io 6 times in a row!');
    consoleReporter.report(failure, { level: 'error' });
    expect(error).toHaveBeenCalledWith('[shell] Failed to connect to socket.io 6 times in a row!', failure);
  });

  it('logs a warning with console.warn, with the report message and extra fields', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    consoleReporter.report('denied', { level: 'warning', message: 'Subscription failed', extra: { status: 403 } });
    expect(warn).toHaveBeenCalledWith('[shell] Subscription failed', 'denied', { status: 403 });
  });
});
