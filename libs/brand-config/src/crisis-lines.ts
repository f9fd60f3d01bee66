// Crisis lines per country: reviewed data, each line with the public page it was checked against.
// Beyond the spec (issue 14). Change a number only together with its source, and have the change
// reviewed: a wrong digit here sends a person in crisis to nobody.
import type { ShellContext } from './context.ts';
import { showsCrisisTextLine } from './footer.ts';

/**
 * How a crisis line is reached: a call or a text message.
 *
 * @example
 * const kind: CrisisContactKind = 'text';
 */
export type CrisisContactKind = 'call' | 'text';

/**
 * One way to reach a crisis line: the number as people in the country write it, and the `tel:` or
 * `sms:` URI a phone dials (with the message body for lines that need a keyword).
 *
 * @example
 * const contact: CrisisContact = { kind: 'text', number: '741741', keyword: 'HOME', uri: 'sms:741741?body=HOME' };
 */
export interface CrisisContact {
  readonly kind: CrisisContactKind;
  /** The number as written in the country (`116 123`, `0800 111 0 111`). */
  readonly number: string;
  /** `tel:` for calls, `sms:` for texts (RFC 3966, RFC 5724). */
  readonly uri: string;
  /** The word to text, for lines that ask for one (Crisis Text Line: HOME). */
  readonly keyword?: string;
}

/**
 * A crisis line: its own name (not translated: people search for it by that name), how to reach
 * it, and the page its numbers were checked against.
 *
 * @example
 * crisisLines(ctx).map((line: CrisisLine) => line.name); // ['988 Suicide & Crisis Lifeline', 'Crisis Text Line']
 */
export interface CrisisLine {
  readonly name: string;
  readonly contacts: readonly CrisisContact[];
  /** Public page of the line's operator that states the numbers. */
  readonly source: string;
}

/**
 * The countries with reviewed crisis lines, as lower-case ISO 3166-1 alpha-2 codes (the session's
 * `geo_country`).
 *
 * @example
 * const country: CrisisCountry = 'gb';
 */
export type CrisisCountry = keyof typeof CRISIS_LINES;

const call = (number: string, dial: string): CrisisContact => ({ kind: 'call', number, uri: `tel:${dial}` });
const text = (number: string, dial: string, keyword?: string): CrisisContact =>
  keyword === undefined
    ? { kind: 'text', number, uri: `sms:${dial}` }
    : { kind: 'text', number, keyword, uri: `sms:${dial}?body=${encodeURIComponent(keyword)}` };

const SAMARITANS_NUMBER = call('116 123', '116123');

/**
 * Crisis lines per country (issue 14), free to call from the country's phones, each with its source.
 * Short numbers are dialled as written (they work only inside the country, where they are shown).
 *
 * @example
 * CRISIS_LINES.de[0]?.contacts[0]?.uri; // 'tel:+498001110111'
 */
export const CRISIS_LINES = {
  us: [
    { name: '988 Suicide & Crisis Lifeline', contacts: [call('988', '988'), text('988', '988')], source: 'https://988lifeline.org/' },
    { name: 'Crisis Text Line', contacts: [text('741741', '741741', 'HOME')], source: 'https://www.crisistextline.org/' },
  ],
  ca: [
    { name: '9-8-8: Suicide Crisis Helpline', contacts: [call('988', '988'), text('988', '988')], source: 'https://988.ca/' },
  ],
  gb: [
    { name: 'Samaritans', contacts: [SAMARITANS_NUMBER], source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/' },
  ],
  ie: [
    { name: 'Samaritans', contacts: [SAMARITANS_NUMBER], source: 'https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/' },
  ],
  de: [
    { name: 'TelefonSeelsorge', contacts: [call('0800 111 0 111', '+498001110111')], source: 'https://www.telefonseelsorge.de/' },
  ],
  fr: [
    { name: '3114 – Numéro national de prévention du suicide', contacts: [call('3114', '3114')], source: 'https://3114.fr/' },
  ],
  nl: [
    { name: '113 Zelfmoordpreventie', contacts: [call('113', '113'), call('0800-0113', '08000113')], source: 'https://www.113.nl/' },
  ],
  es: [
    { name: 'Línea 024', contacts: [call('024', '024')], source: 'https://www.sanidad.gob.es/linea024/' },
  ],
  au: [
    { name: 'Lifeline', contacts: [call('13 11 14', '131114')], source: 'https://www.lifeline.org.au/' },
  ],
} as const satisfies Record<string, readonly CrisisLine[]>;

/**
 * Whether a code is a country with reviewed crisis lines.
 *
 * @example
 * isCrisisCountry('ie'); // true
 */
export function isCrisisCountry(code: string): code is CrisisCountry {
  return Object.prototype.hasOwnProperty.call(CRISIS_LINES, code);
}

/**
 * The crisis lines the footer names for the visitor (issue 14): those of the session's
 * `geo_country` (any case), none for a country without reviewed lines (the crisis notice's link to
 * /gethelpnow/ stays), and none for counselors, who see no crisis text line (spec 2.5, 6).
 *
 * @example
 * crisisLines({ user: { id: -1, user_type: 'logged_out_user', geo_country: 'GB' } })[0]?.name; // 'Samaritans'
 * crisisLines({ user: { id: 7, user_type: 'counselor', geo_country: 'us' } }); // []
 */
export function crisisLines(ctx: Pick<ShellContext, 'user'>): readonly CrisisLine[] {
  if (!showsCrisisTextLine(ctx)) return [];
  const country = (ctx.user.geo_country ?? '').trim().toLowerCase();
  return isCrisisCountry(country) ? CRISIS_LINES[country] : [];
}
