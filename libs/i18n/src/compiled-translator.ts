// Messages compiled ahead of time: the server parses each ICU text once into
// intl-messageformat's AST; the browser formats from the AST and never parses. A browser bundle
// that translates only through createCompiledTranslator can therefore alias
// `@formatjs/icu-messageformat-parser` to its `no-parser.js` variant (apps/shell/next.config.mjs does).
import type { Language } from '@therapy-shell/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from './constants.ts';
import { createReporter, type Translate, type TranslatorOptions } from './message-translator.ts';

/**
 * The parsed form of an ICU message: intl-messageformat's AST (a JSON-safe array of elements).
 *
 * @example
 * const ast: MessageAst = new IntlMessageFormat('{count, plural, one {# item} other {# items}}', 'en').getAst();
 */
export type MessageAst = ReturnType<IntlMessageFormat['getAst']>;

/**
 * A compiled message: its final text when it has no arguments (quotes already unescaped, never
 * parsed again), else its AST.
 *
 * @example
 * const plain: CompiledMessage = 'Home';
 */
export type CompiledMessage = string | MessageAst;

/**
 * One language's messages compiled by {@link compileMessages}: what the server sends to the
 * browser in place of ICU source texts. JSON-safe; a string is literal text, a list is a message's
 * parsed form (intl-messageformat's AST), which only {@link createCompiledTranslator} reads.
 *
 * @example
 * const messages: CompiledMessages = compileMessages('de', backendTranslations);
 */
export type CompiledMessages = Readonly<Record<string, string | readonly object[]>>;

// Texts without braces or quotes are plain: their compiled form is the text itself, unparsed.
const NEEDS_PARSING = /[{}']/;

// ICU element types (TYPE of @formatjs/icu-messageformat-parser, which intl-messageformat does not re-export).
const LITERAL = 0;
const POUND = 7;

/** The fields of an AST element this file reads (the parser's element union, seen structurally). */
interface ElementShape {
  readonly type: number;
  readonly value?: string;
  readonly options?: Readonly<Record<string, { readonly value: MessageAst }>>;
  readonly pluralType?: string;
}

const shape = (element: MessageAst[number]): ElementShape => element as ElementShape;

/**
 * Compiles one ICU text for a language: the text itself when it has no arguments, else its AST.
 * Parsing uses `ignoreTag` (`<` and `>` are text, DESIGN.md section 7). Throws the parser's error
 * for a text that is not valid ICU. Server side: this is the only place that parses.
 *
 * @example
 * compileMessage('en', 'Home'); // 'Home'
 * compileMessage('en', "It''s"); // "It's"
 * compileMessage('en', '{count} items'); // [{ type: 1, value: 'count' }, { type: 0, value: ' items' }]
 */
export function compileMessage(language: Language, text: string): CompiledMessage {
  if (!NEEDS_PARSING.test(text)) return text;
  const ast = new IntlMessageFormat(text, INTL_LOCALES[language], undefined, { ignoreTag: true }).getAst();
  return ast.every((element) => shape(element).type === LITERAL)
    ? ast.map((element) => shape(element).value ?? '').join('')
    : ast;
}

/**
 * An AST printed back as an ICU-like pattern: what a message shows when a value it needs is
 * missing (the same rule as the source-text translators: the unformatted pattern beats nothing).
 *
 * @example
 * printMessageAst(compileMessage('en', '{count, plural, one {# item} other {# items}}') as MessageAst);
 * // '{count, plural, one {# item} other {# items}}'
 */
export function printMessageAst(ast: MessageAst): string {
  return ast
    .map((element): string => {
      const { type, value = '', options, pluralType } = shape(element);
      if (type === LITERAL) return value;
      if (type === POUND) return '#';
      if (options) {
        const kind = pluralType === undefined ? 'select' : pluralType === 'ordinal' ? 'selectordinal' : 'plural';
        const branches = Object.entries(options).map(
          ([selector, option]) => `${selector} {${printMessageAst(option.value)}}`,
        );
        return `{${value}, ${kind}, ${branches.join(' ')}}`;
      }
      return `{${value}}`;
    })
    .join('');
}

// Formatters are built once per compiled AST and locale, and shared: on the server the compiled
// messages come from the per-site cache, so each message's formatter (and the Intl objects it
// keeps) is made once per process, not per request. Keyed weakly: nothing outlives its messages.
const formatters = new WeakMap<MessageAst, Map<string, IntlMessageFormat>>();

function formatterOf(ast: MessageAst, locale: string): IntlMessageFormat {
  let byLocale = formatters.get(ast);
  if (!byLocale) {
    byLocale = new Map();
    formatters.set(ast, byLocale);
  }
  let format = byLocale.get(locale);
  if (!format) {
    // An AST, never a string: this never reaches the ICU parser (absent from the browser bundle).
    format = new IntlMessageFormat(ast, locale);
    byLocale.set(locale, format);
  }
  return format;
}

/**
 * A translator over compiled messages (see compileMessages): plain texts are returned as they
 * are, messages with arguments are formatted from their AST; nothing is parsed. A key absent from
 * the messages gives an empty string and is reported once; a message whose values are missing
 * shows its pattern and is reported once.
 *
 * @example
 * // server: props.messages = compileMessages(language, backendTranslations);
 * const t = createCompiledTranslator('de', props.messages);
 * t('nav.home'); // 'Startseite'
 * t('footer.copyright', { year: 2026, productName: 'Acme' }); // '© 2026 Acme. Alle Rechte vorbehalten.'
 */
export function createCompiledTranslator(
  language: Language,
  messages: CompiledMessages,
  options: TranslatorOptions = {},
): Translate {
  const reporter = createReporter(language, options);
  const locale = INTL_LOCALES[language];
  return (key, values) => {
    const message = Object.prototype.hasOwnProperty.call(messages, key) ? messages[key] : undefined;
    if (typeof message === 'string') return message;
    if (!Array.isArray(message)) {
      reporter.missing(key);
      return '';
    }
    try {
      const output = formatterOf(message as MessageAst, locale).format<string>(values);
      return Array.isArray(output) ? output.join('') : String(output);
    } catch (error) {
      reporter.error(key, 'catalogue', error);
      return printMessageAst(message as MessageAst);
    }
  };
}
