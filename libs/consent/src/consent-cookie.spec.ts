import fc from 'fast-check';
import { readCookie } from '@therapy-shell/core';
import {
  consentGroupIds,
  NO_CONSENT,
  readConsentRecord,
  serializeConsentCookie,
  type ConsentChoices,
  type ConsentGroupIds,
} from './consent-cookie.ts';

// The choices a cookie value gives; anything missing or malformed is no consent.
const parseConsentCookie = (value: string | undefined, ids?: ConsentGroupIds): ConsentChoices =>
  readConsentRecord(value, ids)?.choices ?? { ...NO_CONSENT };

const ONETRUST =
  'isGpcEnabled=0&datestamp=Tue+Jun+04+2024+10:00:00+GMT+0200&version=202401.1.0&browserGpcFlag=0&isIABGlobal=false&hosts=&consentId=7c1f&interactionCount=1&landingPath=NotLandingPage&groups=C0001:1,C0002:0,C0003:1,C0004:1&AwaitingReconsent=false';

describe('consent cookie (spec 9: C0001 always on, C0002 performance, C0004 targeting)', () => {
  it.each([
    ['groups=C0001:1,C0002:1,C0004:1', true, true],
    ['groups=C0001:1,C0002:1,C0004:0', true, false],
    ['groups=C0001:1,C0002:0,C0004:1', false, true],
    ['groups=C0001:1,C0002:0,C0004:0', false, false],
    ['groups%3DC0001%3A1%2CC0002%3A1%2CC0004%3A0', true, false],
    ['groups=C0001:1', false, false],
    [ONETRUST, false, true],
    ['isGpcEnabled=0&groups=C0001:1,C0002:1,C0004:0&interactionCount=3', true, false],
    ['groups=C0001:1,C0002:1,SPD_BG:1,C0004:0', true, false],
  ])('reads %s as performance=%s targeting=%s', (value, allowPerformance, allowTargeting) => {
    expect(parseConsentCookie(value)).toEqual({ allowPerformance, allowTargeting });
  });

  it("reads OneTrust's cookie as a browser sends it (URL-encoded, decoded by the cookie module)", () => {
    const header = `a=1; OptanonConsent=${encodeURIComponent(ONETRUST)}`;
    expect(parseConsentCookie(readCookie(header, 'OptanonConsent'))).toEqual({
      allowPerformance: false,
      allowTargeting: true,
    });
  });

  it('takes the group ids from the site config (performance_setting, targeting_setting)', () => {
    const ids = consentGroupIds({ performance_setting: 'C0003', targeting_setting: 'C0002' });
    expect(parseConsentCookie(ONETRUST, ids)).toEqual({ allowPerformance: true, allowTargeting: false });
  });

  it.each([
    [
      { performance_setting: '', targeting_setting: 'C0004; Domain=x' },
      { performance: 'C0002', targeting: 'C0004' },
    ],
    [undefined, { performance: 'C0002', targeting: 'C0004' }],
  ])('falls back to spec 9 groups for missing or odd ids %p', (settings, ids) => {
    expect(consentGroupIds(settings)).toEqual(ids);
  });

  it.each([
    [undefined],
    [''],
    ['garbage'],
    ['groups=C0002:1,C0004:1'],
    ['groups=C0001:0,C0002:1,C0004:1'],
    ['groups=C0001:1,C0002:yes'],
    ['groups=C0001:1,C0002:1,C0002:0'],
    ['%E0%A4%A'],
    ['groups=C0001:1,C0002:1&groups=C0001:1,C0002:0'],
    ['isGpcEnabled=0&version=1'],
    ['=1&groups=C0001:1'],
    ['groups=C0001:1,C0002:1&interactionCount=-1'],
    ['groups=C0001:1,,C0002:1'],
    ['groups=C0001:1,C0002:1&bad name=1'],
    [`groups=C0001:1&x=${'a'.repeat(5000)}`],
  ])('reads the malformed or tampered value %p as no choice yet', (value) => {
    expect(readConsentRecord(value)).toBeNull();
    expect(parseConsentCookie(value)).toEqual({ allowPerformance: false, allowTargeting: false });
  });

  it.each([
    ['groups=C0001:1,C0002:1', true],
    ['isGpcEnabled=0&groups=C0001:1,C0002:1&interactionCount=2', true],
    ['isGpcEnabled=0&groups=C0001:1,C0002:1&interactionCount=0', false],
    ['isGpcEnabled=0&groups=C0001:1,C0002:1', true],
  ])('%s is an explicit choice: %s', (value, explicit) => {
    expect(readConsentRecord(value)?.explicit).toBe(explicit);
  });

  it.each([
    [{ allowPerformance: true, allowTargeting: true }],
    [{ allowPerformance: false, allowTargeting: true }],
    [{ allowPerformance: true, allowTargeting: false }],
    [{ allowPerformance: false, allowTargeting: false }],
  ])('round-trips %o', (choices) => {
    expect(parseConsentCookie(serializeConsentCookie(choices))).toEqual(choices);
  });

  it("writes the shell's own form when there was no cookie", () => {
    expect(serializeConsentCookie({ allowPerformance: true, allowTargeting: false })).toBe(
      'groups=C0001:1,C0002:1,C0004:0',
    );
  });

  it("keeps the fields and groups it does not own when it writes over OneTrust's cookie, one interaction more", () => {
    const previous = readConsentRecord(ONETRUST);
    expect(serializeConsentCookie({ allowPerformance: true, allowTargeting: false }, { previous })).toBe(
      ONETRUST.replace('groups=C0001:1,C0002:0,C0003:1,C0004:1', 'groups=C0001:1,C0002:1,C0003:1,C0004:0').replace(
        'interactionCount=1',
        'interactionCount=2',
      ),
    );
  });

  it("adds the gated groups a previous cookie lacked, with the site's ids", () => {
    const ids = consentGroupIds({ performance_setting: 'C0003', targeting_setting: 'C0005' });
    const previous = readConsentRecord('groups=C0001:1,C0002:1', ids);
    expect(serializeConsentCookie({ allowPerformance: false, allowTargeting: true }, { ids, previous })).toBe(
      'groups=C0001:1,C0002:1,C0003:0,C0005:1',
    );
  });

  it('never throws on any cookie string, and reads it as choices or no choice', () => {
    const groupsLike = fc.stringMatching(
      /^(groups|isGpcEnabled|interactionCount|[a-z]{1,3})=[A-Za-z0-9:,=&%+ ]{0,40}$/,
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), groupsLike, fc.webQueryParameters()),
        (value) => {
          const record = readConsentRecord(value);
          expect(record === null || typeof record.choices.allowPerformance === 'boolean').toBe(true);
          const choices = parseConsentCookie(value);
          expect(Object.keys(choices).sort()).toEqual(['allowPerformance', 'allowTargeting']);
          if (record) expect(() => serializeConsentCookie(choices, { previous: record })).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never throws on any Cookie header read through the cookie module', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (header) => {
        expect(() => parseConsentCookie(readCookie(header, 'OptanonConsent'))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back what it writes over any valid record', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.nat(1000), (p0, t0, p1, t1, count) => {
        const previous = readConsentRecord(
          `isGpcEnabled=0&groups=C0001:1,C0002:${p0 ? 1 : 0},C0004:${t0 ? 1 : 0}&interactionCount=${count}`,
        );
        const written = serializeConsentCookie({ allowPerformance: p1, allowTargeting: t1 }, { previous });
        expect(readConsentRecord(written)).toMatchObject({
          choices: { allowPerformance: p1, allowTargeting: t1 },
          explicit: true,
          format: 'onetrust',
        });
      }),
    );
  });
});
