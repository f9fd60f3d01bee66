import type { Severity } from './errors.ts';

/** What is known when an error is reported. */
export interface ReportContext {
  level: Severity;
  /** A message for the report's title when it differs from the error's message. */
  message?: string;
  /** Extra fields (never personal data). */
  extra?: Readonly<Record<string, string | number | boolean | null>>;
}

/**
 * Receives errors the request layer reports (spec 8.2). The analytics library provides one backed by
 * the error-reporting service; tests and product teams can provide their own.
 */
export interface ErrorReporter {
  report(error: unknown, context: ReportContext): void;
}

/**
 * A reporter that drops everything: a client's default until it is given one.
 *
 * @example
 * createRequestClient({ origin, reporter: silentReporter });
 */
export const silentReporter: ErrorReporter = { report: () => undefined };

/**
 * The level a failure is reported at (spec 8.2): 401 and 403 are warnings, whatever the caller
 * asked for; everything else keeps the requested level. `error` is a request error or anything
 * with a numeric `status`.
 *
 * @example
 * reportLevel(new UnauthorizedError('Unauthorized', { url, status: 403 }), 'error'); // 'warning'
 */
export function reportLevel(error: unknown, requested: Severity): Severity {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 401 || status === 403 ? 'warning' : requested;
}
