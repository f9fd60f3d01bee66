import { LANGUAGES } from '@therapy-shell/core';
import { formatDate, formatNumber, intlLocale, weekStartsOn } from './format.ts';

// Expected strings are Node 20's real Intl output (ICU 7x data). French groups thousands with a
// narrow no-break space, U+202F.
describe('number formats (spec 9)', () => {
  it.each([
    ['English comma thousands', 'en', '1,234,567.891'],
    ['French space thousands with comma decimal', 'fr', '1\u202f234\u202f567,891'],
    ['German dot thousands with comma decimal', 'de', '1.234.567,891'],
    ['Dutch dot thousands with comma decimal', 'nl', '1.234.567,891'],
    ['Spanish dot thousands with comma decimal', 'es', '1.234.567,891'],
  ] as const)('%s: %s formats 1234567.891 as %p', (_rule, language, expected) => {
    expect(formatNumber(language, 1234567.891)).toBe(expected);
  });

  it.each([
    ['en', '1,234.5'],
    ['fr', '1\u202f234,5'],
    ['de', '1.234,5'],
    ['nl', '1.234,5'],
    ['es', '1.234,5'],
  ] as const)('%s formats 1234.5 as %p (four digits are grouped too, Spanish included)', (language, expected) => {
    expect(formatNumber(language, 1234.5)).toBe(expected);
  });

  it('passes Intl options through', () => {
    expect(formatNumber('de', 19.9, { style: 'currency', currency: 'EUR' })).toBe('19,90\u00a0€');
    expect(formatNumber('fr', 0.25, { style: 'percent' })).toBe('25\u00a0%');
  });
});

describe('date formats', () => {
  const march5 = new Date(Date.UTC(2026, 2, 5, 12));

  it.each([
    ['en', 'Mar 5, 2026'],
    ['fr', '5 mars 2026'],
    ['de', '05.03.2026'],
    ['nl', '5 mrt 2026'],
    ['es', '5 mar 2026'],
  ] as const)('%s formats 5 March 2026 as %p by default', (language, expected) => {
    expect(formatDate(language, march5, { dateStyle: 'medium', timeZone: 'UTC' })).toBe(expected);
  });

  it('uses the medium date style when no options are given', () => {
    expect(formatDate('de', march5)).toBe(formatDate('de', march5, { dateStyle: 'medium' }));
  });
});

describe('week start (spec 9: Monday for de, fr, nl, es)', () => {
  it.each([
    ['en', 0],
    ['de', 1],
    ['fr', 1],
    ['nl', 1],
    ['es', 1],
  ] as const)('%s weeks start on day %s', (language, day) => {
    expect(weekStartsOn(language)).toBe(day);
  });

  it.each(LANGUAGES.map((language) => [language]))("agrees with the Intl locale's week data for %s", (language) => {
    const locale = new Intl.Locale(intlLocale(language)) as Intl.Locale & { weekInfo?: { firstDay: number } };
    expect(locale.weekInfo?.firstDay !== undefined ? locale.weekInfo.firstDay % 7 : weekStartsOn(language)).toBe(
      weekStartsOn(language),
    );
  });
});
