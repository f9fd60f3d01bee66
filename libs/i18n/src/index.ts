export { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_NAMES, isLanguage, normalizeLanguage } from './languages.js';
export type { Language } from './languages.js';
export { CATALOGUES } from './messages.js';
export type { MessageKey, Catalogue } from './messages.js';
export { createTranslator } from './translator.js';
export type { Translate, MessageValues } from './translator.js';
