// The formatting core of the source-text translators, and createMessageTranslator: the translator
// over messages resolved on the server. It does not import the catalogues (catalogue-translator.ts
// does), so a page that translates from resolved messages ships no catalogue.
import type { Language } from '@therapy-shell/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from './constants.ts';
import {
  createReporter,
  type Candidate,
  type MessageOverrides,
  type Reporter,
  type Translate,
  type TranslatorOptions,
} from './translate.ts';

/** A message ready to format: plain text, or an ICU formatter built once. */
interface Compiled {
  readonly candidate: Candidate;
  readonly format?: IntlMessageFormat;
}

// Texts without braces or quotes are plain: they are returned as they are, without parsing.
const NEEDS_FORMATTING = /[{}']/;

/**
 * The first candidate that parses, compiled; null when there is none. Candidates are read lazily,
 * so a fallback is only looked up (and reported missing) when it is needed.
 */
export function compileFirst(
  language: Language,
  key: string,
  candidates: Iterable<Candidate>,
  reporter: Reporter,
): Compiled | null {
  let last: Candidate | undefined;
  for (const candidate of candidates) {
    last = candidate;
    if (!NEEDS_FORMATTING.test(candidate.text)) return { candidate };
    try {
      // ignoreTag: `<` and `>` are text, never markup (DESIGN.md section 7: no HTML from data).
      return {
        candidate,
        format: new IntlMessageFormat(candidate.text, INTL_LOCALES[language], undefined, { ignoreTag: true }),
      };
    } catch (error) {
      reporter.error(key, candidate.source, error);
    }
  }
  // Nothing parses: the last text, unformatted, still beats a raw key.
  return last ? { candidate: last } : null;
}

/** A non-empty own string of a record (inherited keys such as `constructor` are not messages). */
export function ownText(record: Readonly<Record<string, string>>, key: string): string | undefined {
  if (!Object.hasOwn(record, key)) return undefined;
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A translator over a lookup of candidate texts per key. Each key is looked up and compiled once
 * per translator, then only formatted.
 */
export function buildTranslator(
  language: Language,
  candidatesOf: (key: string, reporter: Reporter) => Iterable<Candidate>,
  options: TranslatorOptions,
): Translate {
  const reporter = createReporter(language, options);
  const compiled = new Map<string, Compiled | null>();
  return (key, values) => {
    let message = compiled.get(key);
    if (message === undefined) {
      message = compileFirst(language, key, candidatesOf(key, reporter), reporter);
      compiled.set(key, message);
    }
    if (!message) return '';
    if (!message.format) return message.candidate.text;
    try {
      const output = message.format.format<string>(values);
      return Array.isArray(output) ? output.join('') : String(output);
    } catch (error) {
      reporter.error(key, message.candidate.source, error);
      return message.candidate.text;
    }
  };
}

/**
 * A translator over messages already resolved for one language (see resolveMessages): nothing
 * else is looked up, so a browser bundle that uses only this ships none of the catalogues. A
 * key absent from the messages gives an empty string and is reported once.
 *
 * @example
 * // server: props.messages = resolveMessages(language, backendTranslations);
 * const t = createMessageTranslator('de', props.messages);
 * t('nav.home'); // 'Startseite'
 */
export function createMessageTranslator(
  language: Language,
  messages: MessageOverrides,
  options: TranslatorOptions = {},
): Translate {
  return buildTranslator(
    language,
    (key, reporter) => {
      const text = ownText(messages, key);
      if (text === undefined) {
        reporter.missing(key);
        return [];
      }
      return [{ text, source: 'catalogue' }];
    },
    options,
  );
}
