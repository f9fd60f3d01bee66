import { BRAND_MESSAGE_KEYS } from '@therapy-shell/brand-config';
import { LANGUAGES } from '@therapy-shell/core';
import { createTranslator, type MessageKey } from '@therapy-shell/i18n';

// brand-config's rules return i18n keys as labels (it may not import i18n); the shell renders them.
// A key without a text would show English or a gap: every one must exist in every catalogue, which
// a translator says by reporting it missing.
describe('label keys of the brand rules', () => {
  it.each(LANGUAGES.map((language) => [language]))('all exist in the %s catalogue', (language) => {
    const missing: string[] = [];
    const t = createTranslator(language, {}, { onMissing: (key) => missing.push(key), onError: () => undefined });
    for (const key of BRAND_MESSAGE_KEYS) expect(t(key as MessageKey)).not.toBe('');
    expect(missing).toEqual([]);
    expect(BRAND_MESSAGE_KEYS.length).toBeGreaterThan(20);
  });

  it('a key missing from a catalogue is reported (the check above can fail)', () => {
    const missing: string[] = [];
    createTranslator('de', {}, { onMissing: (key) => missing.push(key) })('no.such.key' as MessageKey);
    expect(missing).toEqual(['no.such.key']);
  });
});
