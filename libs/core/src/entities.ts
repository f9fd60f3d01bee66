import type { UserType } from './session-user.ts';

/**
 * What analytics knows of the user (spec 3.4).
 *
 * @example
 * const context: AnalyticsUserContext = { user_type: 'client', language: 'de' };
 */
export interface AnalyticsUserContext {
  user_type: UserType;
  language: string;
}

/**
 * Experiment assignments (spec 3.4, 7.2): experiment name to assigned variant. A single experiment
 * whose assignment failed is null; the whole map is null when the call fails.
 *
 * @example
 * const assignments: ExperimentAssignments = { FF_TREEHOUSE: 'TEST', OTHER: null };
 */
export type ExperimentAssignments = Readonly<Record<string, string | null>> | null;

/**
 * One entry of the language selector (spec 3.4, GET /api/locale/selector).
 *
 * @example
 * const option: LanguageOption = { language: 'fr', language_readable: 'Français' };
 */
export interface LanguageOption {
  language: string;
  language_readable: string;
}

/**
 * Body of POST /api/subscription/unsubscribe/ (spec 3.4, 7.2).
 *
 * @example
 * const body: CancellationPayload = { email: 'jo@example.com' };
 */
export interface CancellationPayload {
  email: string;
}

/**
 * Consent choices before they are saved (spec 3.4, 4.3).
 *
 * @example
 * const draft: CookieConsentDraft = { allowPerformance: true, allowTargeting: false };
 */
export interface CookieConsentDraft {
  allowPerformance: boolean;
  allowTargeting: boolean;
}

/**
 * Visual variant of a toast. The spec names the field but not its values.
 *
 * @example
 * const variant: ToastVariant = 'success';
 */
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

/**
 * A toast notification (spec 3.4, 4.4).
 *
 * @example
 * const toast: Toast = { key: 'saved', body: 'Your settings are saved.', variant: 'success', hasTimeout: true };
 */
export interface Toast {
  key: string;
  title?: string;
  body: string;
  variant: ToastVariant;
  iconClassName?: string;
  hasTimeout: boolean;
}

/**
 * The server's availability answers that decide footer items and the language selector
 * (spec 6, 7.2). Absent means the call failed or has not answered (spec 8.2: hidden or defaulted).
 *
 * @example
 * const availability: ShellAvailability = { show_cancel_subscription: true, show_withdrawal: false };
 */
export interface ShellAvailability {
  show_cancel_subscription?: boolean;
  show_withdrawal?: boolean;
  show_language_selector?: boolean;
}
