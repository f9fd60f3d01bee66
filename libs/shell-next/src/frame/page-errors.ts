// The page's own error reports (product teams), sent through the shell's reporter: the same rules
// as the shell's own reports (spec 8.2: consent, the 30-report buffer, filters, cutting, back-off,
// the tags brand, template and user type, no personal data) and the same one Sentry client.
import { createContext, useContext } from 'react';
import type { ErrorReporter, ReportContext } from '@therapy-shell/request';

/**
 * What a page of the shell reports its own errors with: an error the page caught and handled, but
 * that someone should see. Uncaught errors and unhandled rejections are reported without it; a
 * render error is caught by the shell's boundary around the page.
 *
 * @example
 * const errors = usePageErrors();
 * try { await saveAnswers(); } catch (error) { errors.report(error, { extra: { step: 3 } }); showRetry(); }
 */
export interface PageErrors {
  /**
   * Reports an error. `level` defaults to `error`; `message` titles the report when the error's own
   * message is not the right title; `extra` adds fields (never personal data: no names, emails, ids).
   */
  report(error: unknown, context?: Partial<ReportContext>): void;
}

/**
 * The page's reports through a reporter: level `error` unless named, marked as the page's own
 * (`extra.source: 'page'`).
 *
 * @example
 * pageErrorsThrough(reporter).report(new Error('Quiz failed'), { level: 'warning' });
 */
export function pageErrorsThrough(reporter: ErrorReporter): PageErrors {
  return {
    report(error, context = {}) {
      reporter.report(error, {
        ...context,
        level: context.level ?? 'error',
        extra: { ...context.extra, source: 'page' },
      });
    },
  };
}

/** Outside a shell frame (tests, stories) and during server rendering: nothing is reported. */
export const NO_PAGE_ERRORS: PageErrors = { report: () => undefined };

/** Provided by the shell's frame around the page. */
export const PageErrorsContext = createContext<PageErrors>(NO_PAGE_ERRORS);

/**
 * The page's error reporting inside the shell: the shell's reporter, under the shell's rules.
 *
 * @example
 * const errors = usePageErrors();
 * useEffect(() => { loadQuiz().catch((error) => errors.report(error, { message: 'Failed to load the quiz' })); }, [errors]);
 */
export function usePageErrors(): PageErrors {
  return useContext(PageErrorsContext);
}
