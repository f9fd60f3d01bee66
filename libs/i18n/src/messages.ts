import type { Language } from '@therapy-shell/core';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';
import { nl } from './messages/nl.ts';

/**
 * Key of a shell message. English is the source; every language has exactly the same keys (checked by a test).
 *
 * @example
 * const key: MessageKey = 'footer.cookieSettings';
 */
export type MessageKey = keyof typeof en;

/**
 * A complete catalogue of shell messages in one language, in ICU message syntax.
 *
 * @example
 * const german: Catalogue = CATALOGUES.de;
 */
export type Catalogue = Readonly<Record<MessageKey, string>>;

/**
 * The shell catalogues of all five languages.
 *
 * @example
 * CATALOGUES.de['footer.cookieSettings']; // 'Cookie-Einstellungen'
 */
export const CATALOGUES = { en, de, fr, nl, es } as const satisfies Record<Language, Catalogue>;
