import { LANGUAGES } from './constants.ts';

/**
 * A supported language code (spec 9).
 *
 * @example
 * const language: Language = 'nl';
 */
export type Language = (typeof LANGUAGES)[number];

/**
 * Whether a value is one of the supported language codes (exactly, without normalisation).
 *
 * @example
 * isLanguage('nl'); // true
 * isLanguage('en-GB'); // false: normalise first (i18n's normalizeLanguage)
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
