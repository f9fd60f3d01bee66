import type { UserType } from '@therapy-shell/core';
import { CRISIS_LINES, crisisLines, isCrisisCountry } from './crisis-lines.ts';
import { context } from './testing/context.ts';

const user = (user_type: UserType, geo_country: string | undefined) => ({ id: user_type === 'logged_out_user' ? -1 : 42, user_type, geo_country });
const lineSummary = (geo: string | undefined, type: UserType) =>
  crisisLines(context({ user: user(type, geo) })).map((line) => `${line.name}: ${line.contacts.map((c) => `${c.kind} ${c.uri}`).join(', ')}`);

describe('crisis lines that fit the visitor (issue 14)', () => {
  const US = ['988 Suicide & Crisis Lifeline: call tel:988, text sms:988', 'Crisis Text Line: text sms:741741?body=HOME'];
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

  it('the US text line asks for the keyword HOME', () => {
    const [, textLine] = crisisLines(context({ user: user('logged_out_user', 'us') }));
    expect(textLine?.contacts).toEqual([{ kind: 'text', number: '741741', keyword: 'HOME', uri: 'sms:741741?body=HOME' }]);
  });

  it.each(Object.entries(CRISIS_LINES))('every line of %s has an https source, numbers and dialable URIs', (_country, lines) => {
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
  });

  it('knows exactly the reviewed countries', () => {
    expect(Object.keys(CRISIS_LINES).sort()).toEqual(['au', 'ca', 'de', 'es', 'fr', 'gb', 'ie', 'nl', 'us']);
    expect(isCrisisCountry('nl')).toBe(true);
    expect(isCrisisCountry('toString')).toBe(false);
  });
});
