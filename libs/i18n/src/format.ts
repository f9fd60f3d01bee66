import type { Language } from '@therapy-shell/core';
import { INTL_LOCALES, WEEK_STARTS_ON } from './constants.ts';

/**
 * The Intl locale a language formats with (spec 9).
 *
 * @example
 * intlLocale('fr'); // 'fr-FR'
 */
export function intlLocale(language: Language): string {
  return INTL_LOCALES[language];
}

/**
 * Formats a number the language's way (spec 9): English with comma thousands and a dot decimal;
 * French with a narrow no-break space (U+202F) for thousands and a comma decimal; German, Dutch
 * and Spanish with dot thousands and a comma decimal. Spanish groups only from five digits, as
 * its CLDR rules say: 1234 stays "1234", 12345 is "12.345".
 *
 * @example
 * formatNumber('de', 1234567.5); // '1.234.567,5'
 * formatNumber('en', 0.25, { style: 'percent' }); // '25%'
 */
export function formatNumber(language: Language, value: number | bigint, options?: Intl.NumberFormatOptions): string {
  // Spec 9: Spanish uses dot thousands. CLDR groups Spanish only from five digits ('1234'), so
  // grouping is always on unless the caller says otherwise; other languages are unchanged by it.
  return new Intl.NumberFormat(INTL_LOCALES[language], { useGrouping: 'always', ...options }).format(value);
}

/**
 * Formats a date the language's way; `dateStyle: 'medium'` unless options are given. Pass a
 * `timeZone` when server and browser must agree (the default is the runtime's zone).
 *
 * @example
 * formatDate('de', new Date(Date.UTC(2026, 2, 5)), { dateStyle: 'long', timeZone: 'UTC' }); // '5. März 2026'
 */
export function formatDate(
  language: Language,
  date: Date | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language], options).format(date);
}

/**
 * First day of the week for date pickers and calendars: 1 (Monday) for de, fr, nl and es, 0
 * (Sunday) for en (spec 9). Same numbering as Date#getDay and date-fns' weekStartsOn.
 *
 * @example
 * weekStartsOn('nl'); // 1
 */
export function weekStartsOn(language: Language): 0 | 1 {
  return WEEK_STARTS_ON[language];
}
