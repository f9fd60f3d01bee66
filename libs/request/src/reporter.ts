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
 * A reporter that drops everything: the default until `setErrorReporter` is called.
 *
 * @example
 * createRequestClient({ origin, reporter: silentReporter });
 */
export const silentReporter: ErrorReporter = { report: () => undefined };
