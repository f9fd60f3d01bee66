import { type Language } from './languages.ts';
import { CATALOGUES, type MessageKey } from './messages.ts';

/** Values for a message's `{name}` placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Translates shell message keys in one language. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function format(message: string, values: MessageValues | undefined): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined ? whole : String(value);
  });
}

/**
 * Creates a translator for a language. Backend translations (GET /api/translations) override the
 * shell's texts key by key; a key missing in the language falls back to English, so a raw key is
 * never shown.
 *
 * @example
 * const t = createTranslator('de', {});
 * t('footer.copyright', { year: 2026, productName: 'Acme' }); // '© 2026 Acme. Alle Rechte vorbehalten.'
 */
export function createTranslator(language: Language, overrides: Readonly<Record<string, string>> = {}): Translate {
  const catalogue: Readonly<Record<string, string>> = CATALOGUES[language];
  const english: Readonly<Record<string, string>> = CATALOGUES.en;
  return (key, values) => {
    const override = Object.prototype.hasOwnProperty.call(overrides, key) ? overrides[key] : undefined;
    const message = (typeof override === 'string' && override !== '' ? override : undefined) ?? catalogue[key] ?? english[key] ?? key;
    return format(message, values);
  };
}
