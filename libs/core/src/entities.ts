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
 * Look of a toast. The spec names the field but not its values; `info` is the default.
 *
 * @example
 * const variant: ToastVariant = 'success';
 */
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

/**
 * A toast notification as shown (spec 3.4, 4.4): the spec's fields as the toast store holds them,
 * plus the `id` the store gives each show. Only `variant` and `hasTimeout` always have a value.
 *
 * @example
 * const saved: Toast = {
 *   id: 'toast-1', key: 'settings', title: 'Saved', body: 'Your settings are saved.',
 *   variant: 'success', iconClassName: undefined, hasTimeout: true,
 * };
 */
export interface Toast {
  /** Unique per show; a replacement by key gets a new id (and so a new timer). */
  readonly id: string;
  /** A toast with the key of a shown toast replaces that one in place. */
  readonly key: string | undefined;
  /** Bold first line. */
  readonly title: string | undefined;
  /** Text; `[label](https://...)` becomes a link for http(s) URLs only (spec 4.4). */
  readonly body: string | undefined;
  readonly variant: ToastVariant;
  /** Class of an icon-font glyph shown before the text (for example `fa fa-check`). */
  readonly iconClassName: string | undefined;
  /** `false`: the toast stays until closed; `true`: its timer closes it (spec 9). */
  readonly hasTimeout: boolean;
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
