// createTranslator and resolveMessages: translators over the five shell catalogues (messages/*), with
// backend translations on top. Used on the server; the browser gets resolved messages instead.
import type { Language } from '@therapy-shell/core';
import { CATALOGUES } from './messages.ts';
import type { Catalogue, MessageKey } from './types.ts';
import { buildTranslator, compileFirst, ownText } from './message-translator.ts';
import {
  createReporter,
  type Candidate,
  type MessageOverrides,
  type Reporter,
  type Translate,
  type TranslatorOptions,
} from './translate.ts';
import { compileMessage } from './compile-message.ts';
import type { CompiledMessage, CompiledMessages } from './compiled-format.ts';

type Catalogues = Readonly<Record<Language, Partial<Catalogue>>>;

/** Candidate texts of a key: the override, then the language's text, else English (reported as missing). */
function* candidates(
  catalogues: Catalogues,
  language: Language,
  overrides: MessageOverrides,
  key: string,
  reporter: Reporter,
): Generator<Candidate> {
  const override = ownText(overrides, key);
  if (override !== undefined) yield { text: override, source: 'override' };
  let shell = ownText(catalogues[language], key);
  if (shell === undefined) {
    reporter.missing(key);
    shell = ownText(catalogues.en, key);
  }
  if (shell !== undefined) yield { text: shell, source: 'catalogue' };
}

/** The translator over given catalogues; tests use it with partial catalogues. */
export function createTranslatorFrom(
  catalogues: Catalogues,
  language: Language,
  overrides: MessageOverrides = {},
  options: TranslatorOptions = {},
): Translate {
  return buildTranslator(
    language,
    (key, reporter) => candidates(catalogues, language, overrides, key, reporter),
    options,
  );
}

/**
 * Creates a translator for a language. Messages use ICU syntax (intl-messageformat), each parsed
 * once per translator on first use. Backend translations (GET /api/translations) override the
 * shell's texts key by key (an empty or unparsable override is ignored); a key missing in the
 * language falls back to English and is reported once, so a raw key is never shown.
 *
 * @example
 * const t = createTranslator('de', backendTranslations);
 * t('footer.copyright', { year: 2026, productName: 'Acme' }); // '© 2026 Acme. Alle Rechte vorbehalten.'
 * t('notifications.unread', { count: 2 }); // '2 ungelesene Benachrichtigungen'
 */
export function createTranslator(
  language: Language,
  overrides: MessageOverrides = {},
  options: TranslatorOptions = {},
): Translate {
  return createTranslatorFrom(CATALOGUES, language, overrides, options);
}

/** {@link resolveMessages} over given catalogues; tests use it with partial catalogues. */
export function resolveMessagesFrom(
  catalogues: Catalogues,
  language: Language,
  overrides: MessageOverrides = {},
  options: TranslatorOptions = {},
): Catalogue {
  const reporter = createReporter(language, options);
  const messages: Partial<Record<MessageKey, string>> = {};
  for (const key of Object.keys(catalogues.en) as MessageKey[]) {
    const chosen = compileFirst(language, key, candidates(catalogues, language, overrides, key, reporter), reporter);
    if (chosen) messages[key] = chosen.candidate.text;
  }
  return messages as Catalogue;
}

/**
 * The texts a translator for this language would use, one per key: the backend translation when
 * it is a valid ICU text, else the language's shell text, else English. Resolve them on the
 * server and hand them to {@link createMessageTranslator} in the browser: the page then ships
 * one language's texts instead of the five catalogues.
 *
 * @example
 * resolveMessages('de', { 'nav.home': 'Start' })['nav.home']; // 'Start'
 */
export function resolveMessages(
  language: Language,
  overrides: MessageOverrides = {},
  options: TranslatorOptions = {},
): Catalogue {
  return resolveMessagesFrom(CATALOGUES, language, overrides, options);
}

/** {@link compileMessages} over given catalogues; tests use it with partial catalogues. */
export function compileMessagesFrom(
  catalogues: Catalogues,
  language: Language,
  overrides: MessageOverrides = {},
  options: TranslatorOptions = {},
): CompiledMessages {
  const reporter = createReporter(language, options);
  const messages: Record<string, CompiledMessage> = {};
  for (const key of Object.keys(catalogues.en)) {
    let fallback: string | undefined;
    for (const candidate of candidates(catalogues, language, overrides, key, reporter)) {
      try {
        messages[key] = compileMessage(language, candidate.text);
        fallback = undefined;
        break;
      } catch (error) {
        reporter.error(key, candidate.source, error);
        fallback = candidate.text;
      }
    }
    // Nothing parses: the last text, unformatted, still beats a raw key.
    if (fallback !== undefined) messages[key] = fallback;
  }
  return messages;
}

/**
 * The messages a translator for this language would use (the same choice as
 * {@link resolveMessages}: a valid backend translation, else the language's shell text, else
 * English), compiled ahead of time: plain texts as they are, messages with arguments as ICU ASTs.
 * Compile them on the server (once per language and translations, not per request) and translate
 * with `createCompiledTranslator` in the browser, which then needs no ICU parser.
 *
 * @example
 * const messages = compileMessages('de', { 'nav.home': 'Start' });
 * messages['nav.home']; // 'Start'
 * createCompiledTranslator('de', messages)('footer.copyright', { year: 2026, productName: 'Acme' }); // '© 2026 Acme. Alle Rechte vorbehalten.'
 */
export function compileMessages(
  language: Language,
  overrides: MessageOverrides = {},
  options: TranslatorOptions = {},
): CompiledMessages {
  return compileMessagesFrom(CATALOGUES, language, overrides, options);
}
