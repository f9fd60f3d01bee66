// The compiled translator of every element kind: the number and date-time formats of
// intl-messageformat (its default formats, and skeletons) over what compiled-format.ts shares with
// the lean translator (lean-translator.ts). compiled-translator.spec.ts holds it equal to
// intl-messageformat on every catalogue text and on generated messages of every element kind.
import type { Language } from '@therapy-shell/core';
import {
  compiledTranslator,
  DATE,
  NUMBER,
  NUMBER_SKELETON,
  shared,
  TIME,
  type CompiledMessages,
  type ElementFormatter,
  type ElementShape,
} from './compiled-format.ts';
import type { Translate, TranslatorOptions } from './translate.ts';

export { printMessageAst } from './compiled-format.ts';
export type { CompiledMessage, CompiledMessages, MessageAst } from './compiled-format.ts';

// intl-messageformat's default formats (`IntlMessageFormat.formats`): `{n, number, percent}`,
// `{d, date, short}`, `{d, time}` (medium) and the like.
const NUMBER_STYLES: Readonly<Record<string, Intl.NumberFormatOptions>> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', second: 'numeric' };
const DATE_STYLES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Readonly<Record<string, Intl.DateTimeFormatOptions>> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: TIME_OF_DAY,
  long: { ...TIME_OF_DAY, timeZoneName: 'short' },
  full: { ...TIME_OF_DAY, timeZoneName: 'short' },
};

/** Options of a date-time element: its named style, its skeleton, else `fallback`. */
function dateTimeOptions(
  style: ElementShape['style'],
  styles: Readonly<Record<string, Intl.DateTimeFormatOptions>>,
  fallback: Intl.DateTimeFormatOptions | undefined,
): Intl.DateTimeFormatOptions | undefined {
  if (typeof style === 'string') return Object.hasOwn(styles, style) ? styles[style] : undefined;
  return style && style.type !== NUMBER_SKELETON ? (style.parsedOptions as Intl.DateTimeFormatOptions) : fallback;
}

/** A number, date or time element formatted as intl-messageformat's `formatToParts` does. */
const formatElement: ElementFormatter = (element, value, locale) => {
  const { type, style } = element;
  if (type === DATE || type === TIME) {
    const options =
      type === DATE
        ? dateTimeOptions(style, DATE_STYLES, undefined)
        : dateTimeOptions(style, TIME_STYLES, TIME_STYLES['medium']);
    return shared<Intl.DateTimeFormat>('date', locale, options).format(value as Date | number);
  }
  if (type === NUMBER) {
    const options =
      typeof style === 'string'
        ? Object.hasOwn(NUMBER_STYLES, style)
          ? NUMBER_STYLES[style]
          : undefined
        : style?.type === NUMBER_SKELETON
          ? style.parsedOptions
          : undefined;
    const scale = (options as { scale?: number } | undefined)?.scale;
    return shared<Intl.NumberFormat>('number', locale, options).format((value as number) * (scale || 1));
  }
  throw new TypeError(`Unsupported message element of type ${type}`);
};

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
  return compiledTranslator(language, messages, options, formatElement);
}
