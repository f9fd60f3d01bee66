import { DEFAULT_LANGUAGE, LANGUAGES } from './constants.ts';
import { isLanguage } from './language.ts';

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
