// Messages compiled ahead of time: the server parses each ICU text once into intl-messageformat's
// AST (compile-message.ts); server and browser format from the AST here and never parse.
//
// The formatting is written here, not imported: intl-messageformat's module (its class, memoiser
// and error classes, which the bundler keeps whole even when only `formatToParts` is used) is
// 2.3 kB gzip of every page's JavaScript; the formatter below is a fraction of that. It follows
// `formatToParts` of intl-messageformat 12 element by element (same default formats, same
// choices of plural and select branches, same Intl objects), and compiled-translator.spec.ts holds
// the two equal on every catalogue text and on generated messages of every element kind.
//
// This module has what both compiled translators share (the AST's types, plural and select, the
// pattern printed back); the number and date-time formats are compiled-translator.ts's alone, so
// the lean translator (lean-translator.ts) carries none of them.
import type { Language } from '@therapy-shell/core';
import type { IntlMessageFormat } from 'intl-messageformat';
import { INTL_LOCALES } from './constants.ts';
import { createReporter, type Translate, type TranslatorOptions } from './translate.ts';

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
 * parsed form (intl-messageformat's AST), which only the compiled translators read.
 *
 * @example
 * const messages: CompiledMessages = compileMessages('de', backendTranslations);
 */
export type CompiledMessages = Readonly<Record<string, string | readonly object[]>>;

// ICU element types (TYPE of @formatjs/icu-messageformat-parser, which intl-messageformat does not re-export).
const LITERAL = 0;
const ARGUMENT = 1;
export const NUMBER = 2;
export const DATE = 3;
export const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
// SKELETON_TYPE.number of the parser: a `::` number skeleton, else a date-time one.
export const NUMBER_SKELETON = 0;

/** The fields of an AST element this file reads (the parser's element union, seen structurally). */
export interface ElementShape {
  readonly type: number;
  readonly value?: string;
  readonly style?:
    string | { readonly type: number; readonly parsedOptions: Intl.NumberFormatOptions & { scale?: number } } | null;
  readonly options?: Readonly<Record<string, { readonly value: MessageAst }>>;
  readonly offset?: number;
  readonly pluralType?: 'cardinal' | 'ordinal';
}

const shape = (element: MessageAst[number]): ElementShape => element as ElementShape;

/** The values of a message's arguments, as the translator receives them. */
type Values = Readonly<Record<string, unknown>> | undefined;

// The Intl objects, made once per locale and options and shared by every message: on the server
// the compiled messages come from the per-site cache, so each is made once per process, not per
// request.
const intlObjects = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

export function shared<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: 'number' | 'date' | 'plural',
  locale: string,
  options: object | undefined,
): T {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let made = intlObjects.get(key);
  if (!made) {
    made =
      kind === 'number'
        ? new Intl.NumberFormat(locale, options)
        : kind === 'date'
          ? new Intl.DateTimeFormat(locale, options)
          : new Intl.PluralRules(locale, options);
    intlObjects.set(key, made);
  }
  return made as T;
}

/** The branch of a select or plural element, by its own key only; a missing one throws. */
function branch(element: ElementShape, key: string): MessageAst {
  const options = element.options ?? {};
  const chosen = Object.hasOwn(options, key) ? options[key] : options['other'];
  if (!chosen) throw new RangeError(`Invalid value for "${element.value}": "${key}"`);
  return chosen.value;
}

/**
 * Formats an element of the kinds that need formats of their own (number, date, time) in a
 * translator: `createCompiledTranslator`'s formats them all as intl-messageformat does,
 * `createLeanTranslator`'s only a plain number. Throws for what it does not format.
 */
export type ElementFormatter = (element: ElementShape, value: unknown, locale: string) => string;

/**
 * One message formatted from its AST: intl-messageformat's `formatToParts` for texts (no tags are
 * parsed: `ignoreTag`), joined. `pound` is the value `#` stands for inside a plural branch. Throws
 * when a value the message needs is missing or picks no branch.
 */
function formatAst(
  ast: MessageAst,
  locale: string,
  values: Values,
  formatElement: ElementFormatter,
  pound?: number,
): string {
  let text = '';
  for (const element of ast) {
    const { type, value: name = '' } = shape(element);
    if (type === LITERAL) {
      text += name;
      continue;
    }
    if (type === POUND) {
      if (typeof pound === 'number') text += shared<Intl.NumberFormat>('number', locale, undefined).format(pound);
      continue;
    }
    if (!(values && name in values)) throw new RangeError(`The value "${name}" was not provided`);
    const value = values[name];
    if (type === ARGUMENT) {
      text +=
        typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || value
          ? String(value)
          : '';
    } else if (type === SELECT) {
      text += formatAst(branch(shape(element), String(value)), locale, values, formatElement);
    } else if (type === PLURAL) {
      const { options = {}, offset = 0, pluralType } = shape(element);
      const exact = `=${String(value)}`;
      const count = Number(value) - offset;
      const chosen = Object.hasOwn(options, exact)
        ? (options[exact] as { value: MessageAst }).value
        : branch(shape(element), shared<Intl.PluralRules>('plural', locale, { type: pluralType }).select(count));
      text += formatAst(chosen, locale, values, formatElement, count);
    } else {
      text += formatElement(shape(element), value, locale);
    }
  }
  return text;
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

/**
 * A translator over compiled messages (see compileMessages) whose number and date-time elements
 * `formatElement` formats: plain texts are returned as they are, messages with arguments are
 * formatted from their AST; nothing is parsed. A key absent from the messages gives an empty string
 * and is reported once; a message whose values are missing (or with an element the formatter does
 * not format) shows its pattern and is reported once.
 */
export function compiledTranslator(
  language: Language,
  messages: CompiledMessages,
  options: TranslatorOptions,
  formatElement: ElementFormatter,
): Translate {
  const reporter = createReporter(language, options);
  const locale = INTL_LOCALES[language];
  return (key, values) => {
    const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (typeof message === 'string') return message;
    if (!Array.isArray(message)) {
      reporter.missing(key);
      return '';
    }
    try {
      return formatAst(message as MessageAst, locale, values, formatElement);
    } catch (error) {
      reporter.error(key, 'catalogue', error);
      return printMessageAst(message as MessageAst);
    }
  };
}
