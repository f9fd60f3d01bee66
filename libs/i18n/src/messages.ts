import type { Language } from '@therapy-shell/core';
import { de } from './messages/de.ts';
import { en } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';
import { nl } from './messages/nl.ts';
import type { Catalogue } from './types.ts';

/**
 * The shell catalogues of all five languages.
 *
 * @example
 * CATALOGUES.de['footer.cookieSettings']; // 'Cookie-Einstellungen'
 */
export const CATALOGUES = { en, de, fr, nl, es } as const satisfies Record<Language, Catalogue>;
