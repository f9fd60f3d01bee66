// Constants of languages, formatting and the language cookie. Each names the spec section it comes
// from (../../../shared/spec/shell-spec.md). The language list itself is @therapy-shell/core's.
import { COOKIE_NAMES, type Language } from '@therapy-shell/core';

/**
 * Each language's own name, as the footer's language button shows it (spec 2.5).
 *
 * @example
 * LANGUAGE_NAMES.fr; // 'Français'
 */
export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
} as const satisfies Record<Language, string>;

/**
 * The Intl locale of each language for number and date formatting (spec 9): English formats as
 * en-US (comma thousands), the others as their main European country.
 *
 * @example
 * INTL_LOCALES.nl; // 'nl-NL'
 */
export const INTL_LOCALES = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
} as const satisfies Record<Language, string>;

/**
 * First day of the week per language, 0 = Sunday, 1 = Monday (spec 9: Monday for de, fr, nl, es).
 *
 * @example
 * WEEK_STARTS_ON.de; // 1 (Monday)
 */
export const WEEK_STARTS_ON = {
  en: 0,
  de: 1,
  fr: 1,
  nl: 1,
  es: 1,
} as const satisfies Record<Language, 0 | 1>;

/**
 * The pref_language cookie (spec 3.4, 7.2, 9): 30 days on the host domain without www.
 *
 * @example
 * PREF_LANGUAGE_COOKIE.maxAgeSeconds; // 2592000 (30 days)
 */
export const PREF_LANGUAGE_COOKIE = {
  name: COOKIE_NAMES.prefLanguage,
  maxAgeSeconds: 30 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;
