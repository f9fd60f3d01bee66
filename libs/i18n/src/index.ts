// Public API of @therapy-shell/i18n: translators, formatting and the visitor's language. The
// translator factories differ in what they ship: `createTranslator` carries the five
// catalogues (server code, tests, tools), `createCompiledTranslator` formats what
// `compileMessages` prepared on the server and ships no catalogue and no ICU parser (the browser);
// `createLeanTranslator` is the same without the number styles and date-time formats.
// The catalogues, the message compiler and the cookie details stay inside the library; its own
// tests import them by relative path. The languages themselves are core's (LANGUAGES, Language).
export { LANGUAGE_NAMES } from './constants.ts';
export type { MessageKey } from './types.ts';
// Type only: the English texts' shape, which MessageKey is read from (the texts stay inside).
export type { en as EnglishMessages } from './messages/en.ts';
export { createTranslator, compileMessages } from './catalogue-translator.ts';
export { createCompiledTranslator } from './compiled-translator.ts';
export { createLeanTranslator } from './lean-translator.ts';
export type { CompiledMessages } from './compiled-translator.ts';
export type { Translate, MessageValues, MessageOverrides, MessageProblem, TranslatorOptions } from './translate.ts';
export { formatNumber, formatDate, weekStartsOn } from './format.ts';
export { preferredLanguage, requestLanguage, storePreferredLanguage } from './cookie.ts';
