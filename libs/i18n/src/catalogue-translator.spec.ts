import { LANGUAGES } from '@therapy-shell/core';
import { CATALOGUES } from './messages.ts';
import type { Catalogue, MessageKey } from './types.ts';
import type { MessageProblem } from './translate.ts';
import { createTranslator, createTranslatorFrom } from './catalogue-translator.ts';

const quiet = { onMissing: () => undefined, onError: () => undefined };
const SAMPLE_VALUES = {
  productName: 'Acme',
  year: 2026,
  languageName: 'Deutsch',
  count: 3,
  max: 99,
  number: '116 123',
  keyword: 'HOME',
};

describe('createTranslator', () => {
  it.each(LANGUAGES.map((language) => [language]))(
    'formats every %s message without braces, raw keys or problems',
    (language) => {
      const problems: unknown[] = [];
      const t = createTranslator(
        language,
        {},
        { onMissing: (key) => problems.push(key), onError: (problem) => problems.push(problem) },
      );
      for (const key of Object.keys(CATALOGUES.en) as MessageKey[]) {
        const text = t(key, SAMPLE_VALUES);
        expect([key, /[{}]/.test(text) || text === key || text === '']).toEqual([key, false]);
      }
      expect(problems).toEqual([]);
    },
  );

  it('fills arguments', () => {
    const t = createTranslator('de');
    expect(t('footer.copyright', { year: 2026, productName: 'Acme' })).toBe('© 2026 Acme. Alle Rechte vorbehalten.');
  });

  it('prints a year argument without a thousands separator', () => {
    expect(createTranslator('en')('footer.copyright', { year: 2026, productName: 'Acme' })).toBe(
      '© 2026 Acme. All rights reserved.',
    );
  });

  it.each([
    ['en', 0, 'No unread notifications'],
    ['en', 1, '1 unread notification'],
    ['en', 1234, '1,234 unread notifications'],
    ['de', 1, '1 ungelesene Benachrichtigung'],
    ['de', 1234, '1.234 ungelesene Benachrichtigungen'],
    ['fr', 0, 'Aucune notification non lue'],
    ['fr', 2, '2 notifications non lues'],
    ['fr', 1234, '1\u202f234 notifications non lues'],
    ['fr', 1000000, '1\u202f000\u202f000 de notifications non lues'],
    ['nl', 2, '2 ongelezen meldingen'],
    ['es', 1, '1 notificación sin leer'],
    ['es', 1234, '1234 notificaciones sin leer'],
    ['es', 1000000, '1.000.000 de notificaciones sin leer'],
  ] as const)('%s plural of %s: %p', (language, count, expected) => {
    expect(createTranslator(language)('notifications.unread', { count })).toBe(expected);
  });

  it.each([
    ['en', '99+ unread notifications'],
    ['de', '99+ ungelesene Benachrichtigungen'],
    ['fr', '99+ notifications non lues'],
    ['nl', '99+ ongelezen meldingen'],
    ['es', '99+ notificaciones sin leer'],
  ] as const)('%s names more than the badge shows as %p', (language, expected) => {
    expect(createTranslator(language)('notifications.unreadOver', { max: 99 })).toBe(expected);
  });

  it('lets backend translations override shell texts', () => {
    const t = createTranslator('de', { 'footer.crisisLink': 'Sofort Hilfe finden' });
    expect(t('footer.crisisLink')).toBe('Sofort Hilfe finden');
  });

  it('formats ICU arguments in backend translations too', () => {
    const t = createTranslator('en', { 'footer.copyright': '{productName} © {year}' });
    expect(t('footer.copyright', { year: 2026, productName: 'Acme' })).toBe('Acme © 2026');
  });

  it('ignores an empty override and keeps the shell text', () => {
    const t = createTranslator('fr', { 'fallback.heading': '' });
    expect(t('fallback.heading')).toBe('Nous rencontrons un problème');
  });

  it('does not read inherited object keys as overrides', () => {
    const t = createTranslator('en', Object.create({ 'nav.home': 'Inherited' }) as Record<string, string>);
    expect(t('nav.home')).toBe('Home');
  });

  it('keeps < and > as text: no markup from backend texts', () => {
    const t = createTranslator('en', { 'nav.home': '<b>Home</b> & more' });
    expect(t('nav.home')).toBe('<b>Home</b> & more');
  });

  it('reads and parses each message once per translator', () => {
    let reads = 0;
    const overrides = new Proxy({ 'footer.copyright': '© {year} {productName}' } as Record<string, string>, {
      get(target, key) {
        if (key === 'footer.copyright') reads += 1;
        return Reflect.get(target, key);
      },
    });
    const t = createTranslator('en', overrides);
    const outputs = [2024, 2025, 2026].map((year) => t('footer.copyright', { year, productName: 'Acme' }));
    expect(outputs).toEqual(['© 2024 Acme', '© 2025 Acme', '© 2026 Acme']);
    expect(reads).toBe(1);
  });
});

describe('missing keys and broken messages', () => {
  const partial = (catalogue: Partial<Catalogue>) => ({ ...CATALOGUES, de: catalogue });

  it('falls back to English for a key missing in the language, and reports it once', () => {
    const onMissing = jest.fn();
    const t = createTranslatorFrom(partial({ 'nav.home': 'Startseite' }), 'de', {}, { onMissing });
    expect(t('nav.contact')).toBe('Contact');
    expect(t('nav.contact')).toBe('Contact');
    expect(t('nav.home')).toBe('Startseite');
    expect(onMissing.mock.calls).toEqual([['nav.contact', 'de']]);
  });

  it('prefers a backend translation over the English fallback', () => {
    const onMissing = jest.fn();
    const t = createTranslatorFrom(partial({}), 'de', { 'nav.contact': 'Kontakt aufnehmen' }, { onMissing });
    expect(t('nav.contact')).toBe('Kontakt aufnehmen');
    expect(onMissing).not.toHaveBeenCalled();
  });

  it('never shows a raw key: a key missing everywhere gives an empty text, reported once', () => {
    const onMissing = jest.fn();
    const t = createTranslator('nl', {}, { onMissing });
    const unknown = 'nav.doesNotExist' as MessageKey;
    expect(t(unknown)).toBe('');
    expect(t(unknown)).toBe('');
    expect(onMissing).toHaveBeenCalledTimes(1);
  });

  it('reports a missing key through console.warn once by default', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createTranslatorFrom(partial({}), 'de');
    t('nav.faq');
    t('nav.faq');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[i18n] Message "nav.faq" is missing in "de"; using English.');
  });

  it('uses the shell text when a backend translation is not valid ICU, and reports it once', () => {
    const problems: MessageProblem[] = [];
    const t = createTranslator(
      'en',
      { 'footer.copyright': '© {year' },
      { ...quiet, onError: (problem) => problems.push(problem) },
    );
    expect(t('footer.copyright', { year: 2026, productName: 'Acme' })).toBe('© 2026 Acme. All rights reserved.');
    t('footer.copyright', { year: 2026, productName: 'Acme' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ key: 'footer.copyright', language: 'en', source: 'override' });
  });

  it('shows the unformatted text when a value is missing, and reports it once', () => {
    const onError = jest.fn();
    const t = createTranslator('en', {}, { ...quiet, onError });
    expect(t('footer.copyright', { year: 2026 })).toBe('© {year} {productName}. All rights reserved.');
    t('footer.copyright');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ key: 'footer.copyright', source: 'catalogue' });
  });
});
