// The lean compiled translator: plain texts, arguments, plural and select, and plain numbers, with
// none of the number styles and date-time formats of createCompiledTranslator. For a bundle whose
// texts need no more (the App Router's first render: shell-next's client-messages.ts), it is the
// translator without those formats' code. lean-translator.spec.ts holds it equal to
// createCompiledTranslator on every text of the kinds it formats.
import type { Language } from '@therapy-shell/core';
import { compiledTranslator, NUMBER, shared, type CompiledMessages, type ElementFormatter } from './compiled-format.ts';
import type { Translate, TranslatorOptions } from './translate.ts';

/** A plain number (`{count, number}`); any other number style, a date or a time is not formatted here. */
const formatElement: ElementFormatter = (element, value, locale) => {
  if (element.type === NUMBER && element.style == null) {
    return shared<Intl.NumberFormat>('number', locale, undefined).format(value as number);
  }
  throw new TypeError(`Unsupported message element of type ${element.type}`);
};

/**
 * A translator over compiled messages (see compileMessages), as {@link createCompiledTranslator}
 * but without number styles and date-time formats: a message with one of those shows its pattern
 * and is reported once, as a message whose values are missing. Plain texts, `{name}`, plural
 * (with `#`), select and `{n, number}` are formatted as createCompiledTranslator formats them.
 *
 * @example
 * const t = createLeanTranslator('en', firstRenderMessages);
 * t('quickExit.progress', { count: 2 }); // 'Shift, press 2 more times to exit.'
 */
export function createLeanTranslator(
  language: Language,
  messages: CompiledMessages,
  options: TranslatorOptions = {},
): Translate {
  return compiledTranslator(language, messages, options, formatElement);
}
