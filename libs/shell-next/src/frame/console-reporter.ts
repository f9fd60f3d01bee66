import type { ErrorReporter } from '@therapy-shell/request';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/**
 * The shell's reporter when the app gives none: each report goes to the browser console (errors
 * with `console.error`, warnings with `console.warn`), so that failures the spec says are logged
 * (8.2: socket give-up, token and subscription failures, ...) are seen rather than dropped. An app
 * with an error-reporting service passes its own reporter to `createShellApp`.
 *
 * @example
 * consoleReporter.report(new Error('Failed to connect to socket.io 6 times in a row!'), { level: 'error' });
 */
export const consoleReporter: ErrorReporter = {
  report(error, context) {
    const log = context.level === 'warning' ? console.warn : console.error;
    log(`[shell] ${context.message ?? messageOf(error)}`, error, ...(context.extra ? [context.extra] : []));
  },
};
