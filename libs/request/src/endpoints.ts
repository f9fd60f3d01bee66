import { BACKEND_PATHS, type LanguageOption } from '@therapy-shell/core';
import type { RequestClient } from './client.ts';
import { CANNOT_UNSUBSCRIBE_MESSAGE, MULTISITE_COOKIE_FAILURE_MESSAGE } from './constants.ts';
import { isBadRequestError, isNetworkError, isUnauthorizedError } from './errors.ts';

/** Answer of GET /api/locale/selector (spec 7.2). */
export interface LocaleSelector {
  languages: LanguageOption[];
  show_language_selector: boolean;
}

/** Outcome of the cancellation request (spec 4.1, 8.2). */
export type UnsubscribeResult =
  { kind: 'success'; message?: string } | { kind: 'cannot-unsubscribe' } | { kind: 'error'; error?: unknown };

/** Experiment name to assigned variant, or null when it could not be assigned (spec 3.4). */
export type ExperimentAssignment = Record<string, string | null>;

/** Fallbacks when an availability or locale call fails (spec 8.2). */
export const FALLBACKS = {
  /** The cancel option defaults to shown. */
  unsubscribeAvailability: { show_cancel_subscription: true },
  /** The withdrawal form link is hidden. */
  withdrawalAvailability: { show_withdrawal: false },
  /** The language selector is hidden. */
  localeSelector: { languages: [], show_language_selector: false },
} as const;

/**
 * Failures not worth a log line: the caller aborted (the page was left), or the visitor is not
 * signed in (401/403 are reported as warnings by the request layer already).
 *
 * @example
 * isIgnorable(new UnauthorizedError('Unauthorized', { url: '/api/socket', status: 401 })); // true
 */
export function isIgnorable(error: unknown): boolean {
  return (isNetworkError(error) && error.reason === 'aborted') || isUnauthorizedError(error);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assignments(names: readonly string[], answer: unknown): ExperimentAssignment {
  const out: ExperimentAssignment = {};
  for (const name of names) {
    const value = isObject(answer) ? answer[name] : undefined;
    out[name] = typeof value === 'string' ? value : null;
  }
  return out;
}

function nullAssignments(names: readonly string[]): ExperimentAssignment {
  return Object.fromEntries(names.map((name) => [name, null]));
}

/** Typed clients of the shell's endpoints (spec 7.2). */
export interface ShellApi {
  /**
   * GET /api/locale/selector, read tolerantly (entries without a language and its readable name are
   * dropped). On failure the selector is hidden.
   */
  localeSelector(options?: { signal?: AbortSignal }): Promise<LocaleSelector>;
  /** GET /api/subscription/unsubscribe/availability; on failure the cancel option is shown. */
  unsubscribeAvailability(options?: { signal?: AbortSignal }): Promise<{ show_cancel_subscription: boolean }>;
  /** GET /api/withdrawal/availability; on failure the withdrawal link is hidden. */
  withdrawalAvailability(options?: { signal?: AbortSignal }): Promise<{ show_withdrawal: boolean }>;
  /** POST /api/subscription/unsubscribe/ with the email. */
  unsubscribe(email: string): Promise<UnsubscribeResult>;
  /** POST /api/confirm_cookie_choices/ (no payload); rejects on failure. */
  confirmCookieChoices(): Promise<void>;
  /** POST /api/presignup_experiments; any failure gives null per experiment, silently. */
  presignupExperiments(names: readonly string[]): Promise<ExperimentAssignment>;
  /** GET /api/internal/presignup_experiments/assign (server side); errors give null per experiment. */
  assignExperiments(names: readonly string[]): Promise<ExperimentAssignment>;
  /** GET {site}/api/multi_cookie/ with credentials; logs 'Failed to assigned Snowplow multisite cookie' on failure. */
  multisiteCookie(site: string, sessionId: string): Promise<boolean>;
}

/**
 * Creates the typed endpoint clients over a request client (or a getter of one, read on each call).
 *
 * @example
 * const api = createShellApi(createServerClient({ origin, cookie, requestId }));
 * const { show_cancel_subscription } = await api.unsubscribeAvailability();
 */
export function createShellApi(client: RequestClient | (() => RequestClient)): ShellApi {
  const c = typeof client === 'function' ? client : () => client;
  const log = (error: unknown, message: string) => {
    if (!isIgnorable(error)) c().reporter.report(error, { level: 'error', message });
  };

  return {
    async localeSelector(options = {}) {
      try {
        const answer = await c().get<Partial<LocaleSelector>>(BACKEND_PATHS.localeSelector, {
          report: false,
          ...options,
        });
        const languages = Array.isArray(answer?.languages)
          ? answer.languages.filter(
              (l): l is LanguageOption =>
                isObject(l) && typeof l.language === 'string' && typeof l.language_readable === 'string',
            )
          : [];
        return { languages, show_language_selector: answer?.show_language_selector === true };
      } catch (error) {
        log(error, 'Failed to load the language selector');
        return { ...FALLBACKS.localeSelector, languages: [] };
      }
    },

    async unsubscribeAvailability(options = {}) {
      try {
        const answer = await c().get<{ show_cancel_subscription?: unknown }>(BACKEND_PATHS.unsubscribeAvailability, {
          report: false,
          ...options,
        });
        return {
          show_cancel_subscription:
            typeof answer?.show_cancel_subscription === 'boolean' ? answer.show_cancel_subscription : true,
        };
      } catch (error) {
        log(error, 'Failed to load the cancel subscription availability');
        return { ...FALLBACKS.unsubscribeAvailability };
      }
    },

    async withdrawalAvailability(options = {}) {
      try {
        const answer = await c().get<{ show_withdrawal?: unknown }>(BACKEND_PATHS.withdrawalAvailability, {
          report: false,
          ...options,
        });
        return { show_withdrawal: answer?.show_withdrawal === true };
      } catch (error) {
        log(error, 'Failed to load the withdrawal availability');
        return { ...FALLBACKS.withdrawalAvailability };
      }
    },

    async unsubscribe(email) {
      try {
        const answer = await c().post<{ status?: unknown; message?: unknown }>(BACKEND_PATHS.unsubscribe, {
          params: { email },
        });
        if (answer?.status === 'success') {
          return typeof answer.message === 'string'
            ? { kind: 'success', message: answer.message }
            : { kind: 'success' };
        }
        return { kind: 'error' };
      } catch (error) {
        if (isBadRequestError(error) && error.data?.['message'] === CANNOT_UNSUBSCRIBE_MESSAGE)
          return { kind: 'cannot-unsubscribe' };
        return { kind: 'error', error };
      }
    },

    async confirmCookieChoices() {
      await c().post(BACKEND_PATHS.confirmCookieChoices);
    },

    async presignupExperiments(names) {
      if (names.length === 0) return {};
      try {
        return assignments(
          names,
          await c().post(BACKEND_PATHS.presignupExperiments, { params: { experimentNames: names }, report: false }),
        );
      } catch {
        return nullAssignments(names);
      }
    },

    async assignExperiments(names) {
      if (names.length === 0) return {};
      try {
        return assignments(
          names,
          await c().get(BACKEND_PATHS.assignExperiments, {
            params: { experimentNames: names },
            report: false,
          }),
        );
      } catch {
        return nullAssignments(names);
      }
    },

    async multisiteCookie(site, sessionId) {
      const origin = /^https?:\/\//i.test(site) ? site.replace(/\/+$/, '') : `https://${site}`;
      try {
        await c().get(`${origin}${BACKEND_PATHS.multiCookie}`, {
          params: { session_id: sessionId, action: 'set_snowplow_id' },
          credentials: 'include',
          report: false,
        });
        return true;
      } catch (error) {
        c().reporter.report(error, { level: 'error', message: MULTISITE_COOKIE_FAILURE_MESSAGE });
        return false;
      }
    },
  };
}
