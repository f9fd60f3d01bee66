import { parseConsentCookie, serializeConsentCookie } from './consent-cookie.ts';

describe('consent cookie (spec 9: C0001 always on, C0002 performance, C0004 targeting)', () => {
  it.each([
    ['groups=C0001:1,C0002:1,C0004:1', true, true],
    ['groups=C0001:1,C0002:1,C0004:0', true, false],
    ['groups=C0001:1,C0002:0,C0004:1', false, true],
    ['groups=C0001:1,C0002:0,C0004:0', false, false],
    ['groups%3DC0001%3A1%2CC0002%3A1%2CC0004%3A0', true, false],
    ['groups=C0001:1', false, false],
  ])('reads %s as performance=%s targeting=%s', (value, allowPerformance, allowTargeting) => {
    expect(parseConsentCookie(value)).toEqual({ allowPerformance, allowTargeting });
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
    ['groups=C0001:1,C0002:1&extra=1'],
  ])('reads the malformed or tampered value %p as no consent', (value) => {
    expect(parseConsentCookie(value)).toEqual({ allowPerformance: false, allowTargeting: false });
  });

  it.each([
    [{ allowPerformance: true, allowTargeting: true }],
    [{ allowPerformance: false, allowTargeting: true }],
    [{ allowPerformance: true, allowTargeting: false }],
    [{ allowPerformance: false, allowTargeting: false }],
  ])('round-trips %o', (choices) => {
    expect(parseConsentCookie(serializeConsentCookie(choices))).toEqual(choices);
  });
});
