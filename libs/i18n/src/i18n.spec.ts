import { LANGUAGES, LANGUAGE_NAMES, normalizeLanguage } from './languages.ts';
import { CATALOGUES } from './messages.ts';
import { createTranslator } from './translator.ts';

describe('language normalisation (spec 9)', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['de', 'de'],
    ['de-AT', 'de'],
    ['FR', 'fr'],
    ['nl_NL', 'nl'],
    ['es', 'es'],
    ['pt-BR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('normalizes %p to %s', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it('names every language in its own language', () => {
    expect(LANGUAGE_NAMES).toEqual({ en: 'English', de: 'Deutsch', fr: 'Français', nl: 'Nederlands', es: 'Español' });
  });
});

describe('shell catalogues', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  it.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))('%s has exactly the English keys and placeholders', (language) => {
    const catalogue: Record<string, string> = CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
    for (const [key, text] of Object.entries(CATALOGUES.en)) {
      expect([key, placeholders(catalogue[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('carries the fallback page texts of spec 2.7 in English', () => {
    const t = createTranslator('en');
    expect(t('fallback.heading')).toBe("We're having an issue");
    expect(t('fallback.text')).toBe("Sorry! We're aware of this problem, and we're working to fix it. Please come back in a moment.");
  });

  it('fills placeholders and lets backend translations override shell texts', () => {
    const t = createTranslator('de', { 'footer.crisisLink': 'Sofort Hilfe finden' });
    expect(t('footer.copyright', { year: 2026, productName: 'Acme' })).toBe('© 2026 Acme. Alle Rechte vorbehalten.');
    expect(t('footer.crisisLink')).toBe('Sofort Hilfe finden');
  });

  it('ignores an empty override and keeps the shell text', () => {
    const t = createTranslator('fr', { 'fallback.heading': '' });
    expect(t('fallback.heading')).toBe('Nous rencontrons un problème');
  });
});
