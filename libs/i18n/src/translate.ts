// What every translator shares, and nothing that formats: the translator's types and the reporter of
// its problems. The browser's translator (compiled-translator.ts) imports only this, never
// intl-messageformat.
import type { Language } from '@therapy-shell/core';
import type { MessageKey } from './types.ts';

/**
 * Values for a message's ICU arguments (`{name}`, `{count, plural, ...}`).
 *
 * @example
 * t('footer.copyright', { year: 2026, productName: 'Acme' } satisfies MessageValues);
 */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/**
 * Translates shell message keys in one language.
 *
 * @example
 * function footerLabel(t: Translate) { return t('footer.label'); }
 */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * Message texts by key: backend translations (GET /api/translations), or resolved messages.
 *
 * @example
 * const overrides: MessageOverrides = await api.getJson('/api/translations', { language });
 */
export type MessageOverrides = Readonly<Record<string, string>>;

/**
 * A message that could not be formatted: a broken ICU text, or a value it needs was not given.
 *
 * @example
 * createTranslator('en', overrides, { onError: (problem: MessageProblem) => log.warn(problem.key) });
 */
export interface MessageProblem {
  readonly key: string;
  readonly language: Language;
  /** Where the failing text came from. */
  readonly source: 'override' | 'catalogue';
  readonly error: unknown;
}

/**
 * Options of the translators.
 *
 * @example
 * const options: TranslatorOptions = { onMissing: (key, language) => log.warn({ key, language }) };
 */
export interface TranslatorOptions {
  /**
   * Called once per key and translator when a key is missing in the language's catalogue (the
   * English text is used) or everywhere (an empty string is used). Default: console.warn, once
   * per key and translator.
   */
  readonly onMissing?: (key: string, language: Language) => void;
  /**
   * Called once per key and translator when a message cannot be formatted. A broken override
   * falls back to the shell text; a broken shell text shows its unformatted pattern. Default:
   * console.warn, once per key and translator.
   */
  readonly onError?: (problem: MessageProblem) => void;
}

/** One text a key may resolve to, in order of preference. */
export interface Candidate {
  readonly text: string;
  readonly source: MessageProblem['source'];
}

/** Reports problems once per key, through the options' callbacks or console.warn. */
export interface Reporter {
  missing(key: string): void;
  error(key: string, source: MessageProblem['source'], error: unknown): void;
}

/** The reporter of one translator: each problem of each key once. */
export function createReporter(language: Language, options: TranslatorOptions): Reporter {
  const reported = new Set<string>();
  const once = (id: string, report: () => void) => {
    if (reported.has(id)) return;
    reported.add(id);
    report();
  };
  const onMissing =
    options.onMissing ??
    ((key: string) => console.warn(`[i18n] Message "${key}" is missing in "${language}"; using English.`));
  const onError =
    options.onError ??
    ((p: MessageProblem) =>
      console.warn(`[i18n] Message "${p.key}" (${p.language}, ${p.source}) cannot be formatted: ${String(p.error)}`));
  return {
    missing: (key) => once(`missing:${key}`, () => onMissing(key, language)),
    error: (key, source, error) => once(`error:${key}`, () => onError({ key, language, source, error })),
  };
}
