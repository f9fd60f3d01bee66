// Crisis lines per country: reviewed data, each line with the public page it was checked against.
// Beyond the spec. Change a number only together with its source, and have the change
// reviewed: a wrong digit here sends a person in crisis to nobody.
import { parseAcceptLanguage } from '@therapy-shell/core';
import { brandData, type BrandId } from './brands.ts';
import type { ShellContext } from './context.ts';
import { showsCrisisTextLine } from './footer.ts';
import type { CrisisContact, CrisisCountry, CrisisDirectoryEntry, CrisisLine } from './types.ts';

const call = (number: string, dial: string): CrisisContact => ({ kind: 'call', number, uri: `tel:${dial}` });
const text = (number: string, dial: string, keyword?: string): CrisisContact =>
  keyword === undefined
    ? { kind: 'text', number, uri: `sms:${dial}` }
    : { kind: 'text', number, keyword, uri: `sms:${dial}?body=${encodeURIComponent(keyword)}` };

const SAMARITANS_NUMBER = call('116 123', '116123');

/**
 * Crisis lines per country, free to call from the country's phones, each with its source.
 * Short numbers are dialled as written (they work only inside the country, where they are shown).
 *
 * @example
 * CRISIS_LINES.de[0]?.contacts[0]?.uri; // 'tel:+498001110111'
 */
export const CRISIS_LINES = {
  us: [
    {
      name: '988 Suicide & Crisis Lifeline',
      contacts: [call('988', '988'), text('988', '988')],
      source: 'https://988lifeline.org/',
      hours: 'always',
    },
    {
      name: 'Crisis Text Line',
      contacts: [text('741741', '741741', 'HOME')],
      source: 'https://www.crisistextline.org/',
      hours: 'always',
    },
  ],
  ca: [
    {
      name: '9-8-8: Suicide Crisis Helpline',
      contacts: [call('988', '988'), text('988', '988')],
      source: 'https://988.ca/',
      hours: 'always',
    },
  ],
  gb: [
    {
      name: 'Samaritans',
      contacts: [SAMARITANS_NUMBER],
      source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
      hours: 'always',
    },
  ],
  ie: [
    {
      name: 'Samaritans',
      contacts: [SAMARITANS_NUMBER],
      source: 'https://www.samaritans.org/ireland/how-we-can-help/contact-samaritan/',
      hours: 'always',
    },
  ],
  de: [
    {
      name: 'TelefonSeelsorge',
      contacts: [call('0800 111 0 111', '+498001110111')],
      source: 'https://www.telefonseelsorge.de/',
      hours: 'always',
    },
  ],
  fr: [
    {
      name: '3114 – Numéro national de prévention du suicide',
      contacts: [call('3114', '3114')],
      source: 'https://3114.fr/',
      hours: 'always',
    },
  ],
  nl: [
    {
      name: '113 Zelfmoordpreventie',
      contacts: [call('113', '113'), call('0800-0113', '08000113')],
      source: 'https://www.113.nl/',
      hours: 'always',
    },
  ],
  es: [
    {
      name: 'Línea 024',
      contacts: [call('024', '024')],
      source: 'https://www.sanidad.gob.es/linea024/',
      hours: 'always',
    },
  ],
  au: [
    {
      name: 'Lifeline',
      contacts: [call('13 11 14', '131114')],
      source: 'https://www.lifeline.org.au/',
      hours: 'always',
    },
  ],
} as const satisfies Record<CrisisCountry, readonly CrisisLine[]>;

/**
 * Whether a code is a country with reviewed crisis lines.
 *
 * @example
 * isCrisisCountry('ie'); // true
 */
export function isCrisisCountry(code: string): code is CrisisCountry {
  return Object.hasOwn(CRISIS_LINES, code);
}

/**
 * The crisis lines of a country (ISO 3166-1 alpha-2, any case), none for a country without
 * reviewed lines. The server resolves them for the visitor's country and sends them with the page,
 * so the table stays out of every page's JavaScript.
 *
 * @example
 * crisisLinesOf('GB')[0]?.name; // 'Samaritans'
 * crisisLinesOf('it'); // []
 */
export function crisisLinesOf(country: string | null | undefined): readonly CrisisLine[] {
  const code = (country ?? '').trim().toLowerCase();
  return isCrisisCountry(code) ? CRISIS_LINES[code] : [];
}

/**
 * The crisis lines the footer names for the visitor: those of the session's
 * `geo_country` (any case), none for a country without reviewed lines (the crisis notice's link to
 * /gethelpnow/ stays), and none for counselors, who see no crisis text line (spec 2.5, 6).
 *
 * @example
 * crisisLines({ user: { id: -1, user_type: 'logged_out_user', geo_country: 'GB' } })[0]?.name; // 'Samaritans'
 * crisisLines({ user: { id: 7, user_type: 'counselor', geo_country: 'us' } }); // []
 */
export function crisisLines(ctx: Pick<ShellContext, 'user'>): readonly CrisisLine[] {
  return showsCrisisTextLine(ctx) ? crisisLinesOf(ctx.user.geo_country) : [];
}

/**
 * The emergency number of each country with reviewed crisis lines (police, ambulance, fire): the
 * national number people know, which works from any phone. In the EU 112 works everywhere; the UK
 * answers 999 and 112, Ireland 112 and 999.
 */
const EMERGENCY_NUMBERS = {
  us: '911',
  ca: '911',
  gb: '999',
  ie: '112',
  de: '112',
  fr: '112',
  nl: '112',
  es: '112',
  au: '000',
} as const satisfies Record<CrisisCountry, string>;

const DIRECTORY: readonly CrisisDirectoryEntry[] = (Object.keys(CRISIS_LINES) as CrisisCountry[]).map((country) => ({
  country,
  emergency: call(EMERGENCY_NUMBERS[country], EMERGENCY_NUMBERS[country]),
  lines: CRISIS_LINES[country],
}));

/**
 * Every country with reviewed crisis lines, with its emergency number, the visitor's country first
 * (any case; a country without reviewed lines, or none, keeps the directory's own order). Unlike the
 * footer's {@link crisisLines}, it is the same for every user type: it is the crisis resources page.
 *
 * @example
 * crisisDirectory('de').map((entry) => entry.country); // ['de', 'us', 'ca', 'gb', 'ie', 'fr', 'nl', 'es', 'au']
 */
export function crisisDirectory(visitorCountry: string | null | undefined): readonly CrisisDirectoryEntry[] {
  const first = (visitorCountry ?? '').trim().toLowerCase();
  if (!isCrisisCountry(first)) return DIRECTORY;
  return [
    ...DIRECTORY.filter((entry) => entry.country === first),
    ...DIRECTORY.filter((entry) => entry.country !== first),
  ];
}

/** Codes CDNs send for no country: unknown, Tor, anonymous proxy, satellite, Asia/Pacific, Europe. */
const NO_COUNTRY = new Set(['xx', 'zz', 't1', 'a1', 'a2', 'ap', 'eu']);
const ALPHA2 = /^[a-z]{2}$/;

function alpha2(value: string | null | undefined): string | undefined {
  const code = (value ?? '').slice(0, 8).trim().toLowerCase();
  return ALPHA2.test(code) && !NO_COUNTRY.has(code) ? code : undefined;
}

/**
 * The visitor's country for crisis help without the backend (DESIGN.md 5.2), as a lower-case
 * ISO 3166-1 alpha-2 code: the geo header's country, else the region of the highest-weighted
 * `Accept-Language` range that has one (`en-GB`: gb), else the brand's home market. A malformed or
 * hostile value, or a CDN's code for no country (`XX`, `T1`), counts as absent. The country may
 * have no reviewed lines (`it`): the crisis notice then links to the directory.
 *
 * @example
 * visitorCountry('main', { geo: 'GB' }); // 'gb'
 * visitorCountry('main', { geo: 'XX', acceptLanguage: 'de-DE,de;q=0.9' }); // 'de'
 * visitorCountry('main', { geo: '"><script>', acceptLanguage: 'fr' }); // 'us' (the home market)
 * visitorCountry('main', { geo: [session.geo_country, req.headers['cf-ipcountry']] }); // the first that names a country
 */
export function visitorCountry(
  brand: BrandId,
  signals: {
    /** The geo header's value; several candidates are tried in order (the session's `geo_country`, then the header). */
    readonly geo?: string | null | undefined | readonly (string | null | undefined)[];
    readonly acceptLanguage?: string | null | undefined;
  },
): string {
  const candidates = typeof signals.geo === 'string' || signals.geo == null ? [signals.geo] : signals.geo;
  for (const candidate of candidates) {
    const geo = alpha2(candidate);
    if (geo) return geo;
  }
  for (const { tag } of parseAcceptLanguage(signals.acceptLanguage)) {
    const region = tag
      .split('-')
      .slice(1)
      .find((subtag) => ALPHA2.test(subtag));
    if (region && !NO_COUNTRY.has(region)) return region;
  }
  return brandData(brand).homeMarket;
}
