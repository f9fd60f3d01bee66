import type { UserType } from '@therapy-shell/core';
import { BRAND_IDS } from './brands.ts';
import {
  CRISIS_LINES,
  crisisDirectory,
  crisisLines,
  crisisLinesOf,
  isCrisisCountry,
  visitorCountry,
} from './crisis-lines.ts';
import { footerContent } from './shell-layout.ts';
import { context } from './testing/context.ts';

const user = (user_type: UserType, geo_country: string | undefined) => ({
  id: user_type === 'logged_out_user' ? -1 : 42,
  user_type,
  geo_country,
});
const lineSummary = (geo: string | undefined, type: UserType) =>
  crisisLines(context({ user: user(type, geo) })).map(
    (line) => `${line.name}: ${line.contacts.map((c) => `${c.kind} ${c.uri}`).join(', ')}`,
  );

describe('crisis lines that fit the visitor', () => {
  const US = [
    '988 Suicide & Crisis Lifeline: call tel:988, text sms:988',
    'Crisis Text Line: text sms:741741?body=HOME',
  ];
  const CA = ['9-8-8: Suicide Crisis Helpline: call tel:988, text sms:988'];
  const SAMARITANS = ['Samaritans: call tel:116123'];
  const DE = ['TelefonSeelsorge: call tel:+498001110111'];
  const FR = ['3114 – Numéro national de prévention du suicide: call tel:3114'];
  const NL = ['113 Zelfmoordpreventie: call tel:113, call tel:08000113'];
  const ES = ['Línea 024: call tel:024'];
  const AU = ['Lifeline: call tel:131114'];

  it.each<[string | undefined, UserType, string[]]>([
    ['us', 'logged_out_user', US],
    ['us', 'client', US],
    ['us', 'portal_account', US],
    ['us', 'recruiter', US],
    ['us', 'counselor', []],
    ['ca', 'logged_out_user', CA],
    ['ca', 'client', CA],
    ['ca', 'counselor', []],
    ['gb', 'logged_out_user', SAMARITANS],
    ['gb', 'client', SAMARITANS],
    ['gb', 'counselor', []],
    ['ie', 'logged_out_user', SAMARITANS],
    ['ie', 'portal_account', SAMARITANS],
    ['ie', 'counselor', []],
    ['de', 'logged_out_user', DE],
    ['de', 'client', DE],
    ['de', 'counselor', []],
    ['fr', 'logged_out_user', FR],
    ['fr', 'client', FR],
    ['fr', 'counselor', []],
    ['nl', 'logged_out_user', NL],
    ['nl', 'client', NL],
    ['nl', 'counselor', []],
    ['es', 'logged_out_user', ES],
    ['es', 'client', ES],
    ['es', 'counselor', []],
    ['au', 'logged_out_user', AU],
    ['au', 'client', AU],
    ['au', 'counselor', []],
    ['GB', 'logged_out_user', SAMARITANS],
    [' de ', 'client', DE],
    ['vi', 'logged_out_user', []],
    ['it', 'client', []],
    ['', 'logged_out_user', []],
    [undefined, 'logged_out_user', []],
  ])('geo_country %p, %s: %j', (geo, type, expected) => {
    expect(lineSummary(geo, type)).toEqual(expected);
  });

  // The lines of a country alone, as the server sends them with the page: the same lines as the
  // footer's rule for every visitor but counselors, whom footerContent tells not to show them.
  it.each<[string | null | undefined, string[]]>([
    ['us', US],
    ['GB', SAMARITANS],
    [' de ', DE],
    ['ie', SAMARITANS],
    ['au', AU],
    ['it', []],
    ['vi', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('crisisLinesOf(%p): %j', (country, expected) => {
    expect(
      crisisLinesOf(country).map(
        (line) => `${line.name}: ${line.contacts.map((c) => `${c.kind} ${c.uri}`).join(', ')}`,
      ),
    ).toEqual(expected);
  });

  it.each<[UserType, boolean]>([
    ['logged_out_user', true],
    ['client', true],
    ['portal_account', true],
    ['recruiter', true],
    ['counselor', false],
  ])('footerContent tells whether a %s sees the crisis lines: %p', (type, shown) => {
    const footer = footerContent(context({ user: user(type, 'us') }));
    expect(footer?.showsCrisisLines).toBe(shown);
    expect(crisisLines(context({ user: user(type, 'us') })).length > 0).toBe(shown);
  });

  it('the US text line asks for the keyword HOME', () => {
    const [, textLine] = crisisLines(context({ user: user('logged_out_user', 'us') }));
    expect(textLine?.contacts).toEqual([
      { kind: 'text', number: '741741', keyword: 'HOME', uri: 'sms:741741?body=HOME' },
    ]);
  });

  it.each(Object.entries(CRISIS_LINES))(
    'every line of %s has an https source, numbers and dialable URIs',
    (_country, lines) => {
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) {
        expect(line.source).toMatch(/^https:\/\/[a-z0-9.-]+\//);
        expect(line.contacts.length).toBeGreaterThan(0);
        for (const contact of line.contacts) {
          expect(contact.uri).toMatch(contact.kind === 'call' ? /^tel:\+?\d+$/ : /^sms:\d+(\?body=[A-Z]+)?$/);
          // The URI dials what the visitor reads (leading 0 of a national number becomes the country code).
          const digits = contact.number.replace(/\D/g, '');
          const dialled = contact.uri.replace(/^(tel|sms):/, '').replace(/\?.*$/, '');
          expect(dialled.endsWith(digits.replace(/^0(?=\d{6,})/, ''))).toBe(true);
        }
      }
    },
  );

  it('knows exactly the reviewed countries', () => {
    expect(Object.keys(CRISIS_LINES).sort()).toEqual(['au', 'ca', 'de', 'es', 'fr', 'gb', 'ie', 'nl', 'us']);
    expect(isCrisisCountry('nl')).toBe(true);
    expect(isCrisisCountry('toString')).toBe(false);
  });
});

describe('the crisis directory of /gethelpnow/ and the offline page', () => {
  const ORDER = ['us', 'ca', 'gb', 'ie', 'de', 'fr', 'nl', 'es', 'au'];

  it.each<[string | undefined, string[]]>([
    ['de', ['de', 'us', 'ca', 'gb', 'ie', 'fr', 'nl', 'es', 'au']],
    ['AU', ['au', 'us', 'ca', 'gb', 'ie', 'de', 'fr', 'nl', 'es']],
    ['us', ORDER],
    ['it', ORDER],
    ['', ORDER],
    [undefined, ORDER],
  ])('visitor country %p: %j', (country, expected) => {
    expect(crisisDirectory(country).map((entry) => entry.country)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['us', 'tel:911'],
    ['ca', 'tel:911'],
    ['gb', 'tel:999'],
    ['ie', 'tel:112'],
    ['de', 'tel:112'],
    ['fr', 'tel:112'],
    ['nl', 'tel:112'],
    ['es', 'tel:112'],
    ['au', 'tel:000'],
  ])('%s has its emergency number %s', (country, uri) => {
    const entry = crisisDirectory(country)[0];
    expect(entry?.country).toBe(country);
    expect(entry?.emergency).toEqual({ kind: 'call', number: uri.slice(4), uri });
  });

  it('lists every reviewed line of every country, for every user type (it is the resources page)', () => {
    for (const entry of crisisDirectory('us')) expect(entry.lines).toBe(CRISIS_LINES[entry.country]);
  });

  it('gives opening hours where the source states them: every reviewed line answers around the clock', () => {
    const lines = Object.values(CRISIS_LINES).flat();
    expect(lines.map((line) => line.hours)).toEqual(lines.map(() => 'always'));
  });
});

describe('visitorCountry: the country of a request that cannot ask the backend', () => {
  it.each<[string, string | undefined, string | undefined, string]>([
    ['the geo header', 'GB', 'en-US', 'gb'],
    ['lower case', 'de', undefined, 'de'],
    ['padded', ' FR ', undefined, 'fr'],
    ['a country without reviewed lines still counts', 'IT', 'en-US', 'it'],
    ["a CDN's unknown country falls through to Accept-Language", 'XX', 'en-GB,en;q=0.9', 'gb'],
    ['Tor falls through', 'T1', 'nl-NL', 'nl'],
    ['a hostile geo value falls through', '"><script>alert(1)</script>', 'de-AT', 'at'],
    ['a three-letter code falls through', 'USA', 'fr-FR', 'fr'],
    ['no geo header: the region of Accept-Language', undefined, 'de-DE,de;q=0.9', 'de'],
    ['by weight', undefined, 'en-US;q=0.5,en-AU', 'au'],
    ['the first range with a region', undefined, 'fr,es-ES;q=0.8', 'es'],
    ['a script subtag is not a region', undefined, 'zh-Hant-TW', 'tw'],
    ['a numeric region is not a country', undefined, 'es-419', 'us'],
    ['no region: the home market', undefined, 'de', 'us'],
    ['hostile Accept-Language: the home market', '', '<img src=x onerror=alert(1)>', 'us'],
    ['nothing at all: the home market', undefined, undefined, 'us'],
  ])('%s: geo %p, Accept-Language %p gives %s', (_rule, geo, acceptLanguage, expected) => {
    expect(visitorCountry('main', { geo, acceptLanguage })).toBe(expected);
  });

  it.each<[(string | null | undefined)[], string]>([
    [['nl', 'GB'], 'nl'],
    [['XX', 'GB'], 'gb'],
    [[null, undefined, 'au'], 'au'],
    [['', 'T1'], 'de'],
  ])('tries several geo candidates in order: %j gives %s', (geo, expected) => {
    expect(visitorCountry('main', { geo, acceptLanguage: 'de-DE' })).toBe(expected);
  });

  it.each(BRAND_IDS)('brand %s has a home market with reviewed lines', (brand) => {
    expect(isCrisisCountry(visitorCountry(brand, {}))).toBe(true);
  });
});
