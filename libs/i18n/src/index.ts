export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_NAMES, isLanguage, normalizeLanguage } from './languages.ts';
export type { Language } from './languages.ts';
export { CATALOGUES } from './messages.ts';
export type { MessageKey, Catalogue } from './messages.ts';
export { createTranslator } from './translator.ts';
export type { Translate, MessageValues } from './translator.ts';
