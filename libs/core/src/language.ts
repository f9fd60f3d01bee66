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

/**
 * One language range of an `Accept-Language` header: the tag as sent (lower-cased) and its weight.
 *
 * @example
 * const range: LanguageRange = { tag: 'en-gb', q: 0.8 };
 */
export interface LanguageRange {
  readonly tag: string;
  readonly q: number;
}

/** What an `Accept-Language` header is read up to: a real browser's is well under 200 characters. */
const ACCEPT_LANGUAGE_READ_LIMIT = 512;
/** How many ranges are kept: more is never a browser, and the sort stays cheap. */
const ACCEPT_LANGUAGE_RANGES = 16;
const LANGUAGE_TAG = /^[a-z]{1,8}(?:-[a-z0-9]{1,8})*$/;
const WEIGHT = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The language ranges of an `Accept-Language` header (RFC 9110 section 12.5.4), highest weight
 * first (ties keep the header's order). Malformed ranges, `*`, ranges with weight 0 and anything
 * past the first 512 characters or 16 ranges are left out, so a hostile header costs nothing and
 * picks nothing.
 *
 * @example
 * parseAcceptLanguage('de-AT,de;q=0.9,en-GB;q=0.8'); // [{ tag: 'de-at', q: 1 }, { tag: 'de', q: 0.9 }, { tag: 'en-gb', q: 0.8 }]
 * parseAcceptLanguage('<script>'); // []
 */
export function parseAcceptLanguage(header: string | null | undefined): { readonly tag: string; readonly q: number }[] {
  if (!header) return [];
  const ranges: LanguageRange[] = [];
  for (const part of header.slice(0, ACCEPT_LANGUAGE_READ_LIMIT).split(',', ACCEPT_LANGUAGE_RANGES)) {
    const [rawTag = '', ...params] = part.split(';');
    const tag = rawTag.trim().toLowerCase().replace(/_/g, '-');
    if (!LANGUAGE_TAG.test(tag)) continue;
    let q = 1;
    for (const param of params) {
      const value = param.trim().toLowerCase();
      if (!value.startsWith('q=')) continue;
      q = WEIGHT.test(value) ? Number(value.slice(2)) : 0;
    }
    if (q > 0) ranges.push({ tag, q });
  }
  return ranges
    .map((range, index) => ({ range, index }))
    .sort((a, b) => b.range.q - a.range.q || a.index - b.index)
    .map(({ range }) => range);
}
