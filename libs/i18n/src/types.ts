// The catalogue's types, declared before the catalogues that use them: English is the source of the
// keys (./messages/en.ts, plain data), every other language's catalogue is typed by them, and the
// rules (./messages.ts, the translators) read both. Nothing here imports a rule module.
import type { en } from './messages/en.ts';

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
