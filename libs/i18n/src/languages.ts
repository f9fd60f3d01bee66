/** Supported languages (spec 9). */
export const LANGUAGES = ['en', 'de', 'fr', 'nl', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing else applies (spec 9). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name, as the footer's language button shows it (spec 2.5). */
export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
} as const satisfies Record<Language, string>;

/**
 * Whether a value is one of the supported language codes.
 *
 * @example
 * isLanguage('nl'); // true
 */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps a language tag to a supported language: en-US and en-GB become en, de-AT becomes de,
 * anything unknown falls back to en (spec 9).
 *
 * @example
 * normalizeLanguage('en-GB'); // 'en'
 * normalizeLanguage('pt-BR'); // 'en'
 */
export function normalizeLanguage(tag: string | null | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE;
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
