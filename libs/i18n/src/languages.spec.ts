import { LANGUAGES } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from './constants.ts';
import { normalizeLanguage } from './languages.ts';

describe('supported languages (spec 9)', () => {
  it('are en, fr, nl, de and es', () => {
    expect([...LANGUAGES].sort()).toEqual(['de', 'en', 'es', 'fr', 'nl']);
  });

  it.each([
    ['en stays en', 'en', 'en'],
    ['en-US maps to en', 'en-US', 'en'],
    ['en-GB maps to en', 'en-GB', 'en'],
    ['de stays de', 'de', 'de'],
    ['a regional tag maps to its language', 'de-AT', 'de'],
    ['case does not matter', 'FR', 'fr'],
    ['underscores work like hyphens', 'nl_NL', 'nl'],
    ['es stays es', 'es', 'es'],
    ['unknown falls back to en', 'pt-BR', 'en'],
    ['empty falls back to en', '', 'en'],
    ['absent falls back to en', undefined, 'en'],
  ])('%s: normalizeLanguage(%p) is %s', (_rule, tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it('names every language in its own language (the footer language button, spec 2.5)', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', de: 'Deutsch', fr: 'Français', nl: 'Nederlands', es: 'Español' });
  });
});
