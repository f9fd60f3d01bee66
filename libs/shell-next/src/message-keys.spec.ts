import { BRAND_MESSAGE_KEYS } from '@therapy-shell/brand-config';
import { CATALOGUES, LANGUAGES } from '@therapy-shell/i18n';

// brand-config's rules return i18n keys as labels (it may not import i18n); the shell renders them.
// A key without a text would show English or a gap: every one must exist in every catalogue.
describe('label keys of the brand rules', () => {
  it.each(LANGUAGES.map((language) => [language]))('all exist in the %s catalogue', (language) => {
    const catalogue: Readonly<Record<string, string>> = CATALOGUES[language];
    expect(BRAND_MESSAGE_KEYS.filter((key) => !(key in catalogue))).toEqual([]);
    expect(BRAND_MESSAGE_KEYS.length).toBeGreaterThan(20);
  });
});
