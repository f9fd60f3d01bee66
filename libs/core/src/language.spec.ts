import { DEFAULT_LANGUAGE, LANGUAGES } from './constants.ts';
import { isLanguage, parseAcceptLanguage } from './language.ts';

describe('languages (spec 9)', () => {
  it('supports en, de, fr, nl and es, with en as the default', () => {
    expect([...LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'fr', 'nl']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each(['en', 'de', 'fr', 'nl', 'es'])('accepts %s', (code) => {
    expect(isLanguage(code)).toBe(true);
  });

  it.each(['en-GB', 'EN', 'pt', '', undefined])('rejects %p without normalisation', (code) => {
    expect(isLanguage(code)).toBe(false);
  });
});

describe('parseAcceptLanguage (RFC 9110 12.5.4)', () => {
  it.each<[string | undefined, string[]]>([
    ['de-AT,de;q=0.9,en-GB;q=0.8', ['de-at:1', 'de:0.9', 'en-gb:0.8']],
    ['en-GB;q=0.5, fr-FR', ['fr-fr:1', 'en-gb:0.5']],
    ['nl;q=0.8,es;q=0.8,en;q=0.7', ['nl:0.8', 'es:0.8', 'en:0.7']],
    ['en_US', ['en-us:1']],
    ['zh-Hant-TW,zh;q=0.8', ['zh-hant-tw:1', 'zh:0.8']],
    ['*, fr;q=0.1', ['fr:0.1']],
    ['fr;q=0, de', ['de:1']],
    ['fr;q=2, de;q=abc, es;q=1.000', ['es:1']],
    ['', []],
    [undefined, []],
    ['<script>alert(1)</script>', []],
    ['en-GB"><img src=x>', []],
    ['thisisnotalanguagetag-x', []],
  ])('%p gives %j', (header, expected) => {
    expect(parseAcceptLanguage(header).map((r) => `${r.tag}:${r.q}`)).toEqual(expected);
  });

  it('reads at most 16 ranges of the first 512 characters of a hostile header', () => {
    expect(parseAcceptLanguage(Array.from({ length: 1000 }, () => 'en').join(','))).toHaveLength(16);
    expect(parseAcceptLanguage(`${'x'.repeat(600)},de`)).toEqual([]);
    expect(parseAcceptLanguage(`${' '.repeat(100_000)}de`)).toEqual([]);
  });
});
