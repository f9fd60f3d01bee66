// Browser only, loaded on a client-side navigation whose per-visitor answers are older than
// VISITOR_ANSWERS_MAX_AGE_MS (shell-app.tsx imports it then): the refresh of the session and of the
// availability answers through the same-origin /api/* paths, with spec 8.2's fallbacks. Not in the
// first-load JavaScript.
import {
  LOGGED_OUT_USER_ID,
  parseSessionUser,
  type LanguageOption,
  type SessionUser,
  type ShellAvailability,
  BACKEND_PATHS,
} from '@therapy-shell/core';
import { configureBrowserClient, get, isRequestError, shellApi, type ErrorReporter } from '@therapy-shell/request';

/** The answers of the page-load step that depend on the visitor (spec 6), as a page renders them. */
interface VisitorAnswers {
  session: SessionUser;
  availability: Required<ShellAvailability>;
  languages: LanguageOption[];
}

/** The visit's answers in the browser, and when they were asked for. */
export interface VisitState {
  answers: VisitorAnswers;
  /** Wall-clock time (ms) the answers were asked for (or their refresh started): their age counts from here. */
  at: number;
}

const LOGGED_OUT: SessionUser = { id: LOGGED_OUT_USER_ID, user_type: 'logged_out_user' };

/**
 * The session again: a 401 or 403 is a logged-out visitor (spec 6); any other failure, or an answer
 * the shell cannot read, keeps the session the page had (a page load would show the fallback page,
 * a navigation must not break).
 */
async function refreshSession(previous: SessionUser, reporter: ErrorReporter): Promise<SessionUser> {
  let answer: unknown;
  try {
    answer = await get(BACKEND_PATHS.session);
  } catch (error) {
    // The request layer has reported the failed call (401 and 403 as warnings).
    return isRequestError(error, 'UnauthorizedError') ? parseSessionUser(LOGGED_OUT) : previous;
  }
  try {
    return parseSessionUser(answer);
  } catch (error) {
    reporter.report(error, { level: 'error', message: 'Failed to refresh the session: answer not readable' });
    return previous;
  }
}

/**
 * Asks for the per-visitor answers again, in parallel. Never rejects: the availability answers and
 * the language selector come from the tolerant readers (on failure spec 8.2's defaults, as on a page
 * load: cancel shown, withdrawal and selector hidden, the failure logged unless ignorable); the
 * session as {@link refreshSession} says.
 *
 * @example
 * const answers = await loadVisitorAnswers(previous, reporter);
 */
async function loadVisitorAnswers(previous: VisitorAnswers, reporter: ErrorReporter): Promise<VisitorAnswers> {
  const [session, cancel, withdrawal, selector] = await Promise.all([
    refreshSession(previous.session, reporter),
    shellApi.unsubscribeAvailability(),
    shellApi.withdrawalAvailability(),
    shellApi.localeSelector(),
  ]);
  // A new session may carry a new CSRF token: the page's later calls send it.
  if (session.csrf_token && session.csrf_token !== previous.session.csrf_token)
    configureBrowserClient({ csrfToken: session.csrf_token });
  return {
    session,
    availability: {
      show_cancel_subscription: cancel.show_cancel_subscription,
      show_withdrawal: withdrawal.show_withdrawal,
      show_language_selector: selector.show_language_selector,
    },
    languages: selector.languages,
  };
}

/**
 * Asks for a visit's per-visitor answers again and makes them the visit's (shell-app.tsx bounds how
 * long a navigation waits for it, and when the next one may start).
 *
 * @example
 * await refreshVisit(visit, reporter);
 */
export async function refreshVisit(visit: VisitState, reporter: ErrorReporter): Promise<void> {
  visit.answers = await loadVisitorAnswers(visit.answers, reporter);
}
