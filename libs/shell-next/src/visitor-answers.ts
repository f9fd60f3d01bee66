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
} from '@therapy-shell/core';
import { configureBrowserClient, get, isRequestError, shellApi, type ErrorReporter } from '@therapy-shell/request';
import { VISITOR_ANSWERS_WAIT_MS } from './constants.ts';

/** The answers of the page-load step that depend on the visitor (spec 6), as a page renders them. */
interface VisitorAnswers {
  session: SessionUser;
  availability: Required<ShellAvailability>;
  languages: LanguageOption[];
}

/** The visit's answers in the browser, when they were fetched, and the refresh under way, if any. */
export interface VisitState {
  answers: VisitorAnswers;
  /** Wall-clock time (ms) the answers were asked for: their age is measured from here. */
  at: number;
  refreshing?: Promise<void> | undefined;
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
    answer = await get('/api/session');
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
 * Refreshes a visit's answers for a client-side navigation: one refresh at a time (a navigation
 * during one joins it), and the navigation waits for it at most VISITOR_ANSWERS_WAIT_MS. A refresh that takes longer keeps going and its answers serve the next
 * navigation; this one renders with the answers the visit has. The visit counts as fresh from the
 * moment the refresh starts, so a slow or failing backend is asked at most once per bound.
 *
 * @example
 * const answers = await refreshVisit(visit, reporter);
 */
export async function refreshVisit(visit: VisitState, reporter: ErrorReporter): Promise<VisitorAnswers> {
  if (!visit.refreshing) {
    visit.at = Date.now();
    visit.refreshing = loadVisitorAnswers(visit.answers, reporter)
      .then(
        (answers) => {
          visit.answers = answers;
        },
        // Unexpected (the readers do not reject): the visit keeps its answers.
        () => undefined,
      )
      .finally(() => {
        visit.refreshing = undefined;
      });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    visit.refreshing,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, VISITOR_ANSWERS_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return visit.answers;
}
