export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '@therapy-shell/core';
export type { Language } from '@therapy-shell/core';
export { LANGUAGE_NAMES, INTL_LOCALES, WEEK_STARTS_ON, PREF_LANGUAGE_COOKIE } from './constants.ts';
export { normalizeLanguage } from './languages.ts';
export { CATALOGUES } from './messages.ts';
export type { MessageKey, Catalogue } from './messages.ts';
export { createTranslator, resolveMessages, compileMessages } from './catalogue-translator.ts';
export { createMessageTranslator } from './message-translator.ts';
export { compileMessage, createCompiledTranslator, printMessageAst } from './compiled-translator.ts';
export type { CompiledMessage, CompiledMessages, MessageAst } from './compiled-translator.ts';
export type {
  Translate,
  MessageValues,
  MessageOverrides,
  MessageProblem,
  TranslatorOptions,
} from './message-translator.ts';
export { intlLocale, formatNumber, formatDate, weekStartsOn } from './format.ts';
export {
  prefLanguageCookieDomain,
  prefLanguageCookie,
  serializePrefLanguageCookie,
  preferredLanguage,
  requestLanguage,
  storePreferredLanguage,
} from './cookie.ts';
export type { PrefLanguageCookie, CookieTarget } from './cookie.ts';
