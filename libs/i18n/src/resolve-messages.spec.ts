import fc from 'fast-check';
import { LANGUAGES } from '@therapy-shell/core';
import { CATALOGUES } from './messages.ts';
import type { MessageKey } from './types.ts';
import { createMessageTranslator } from './message-translator.ts';
import type { MessageProblem } from './translate.ts';
import { createTranslator, resolveMessages, resolveMessagesFrom } from './catalogue-translator.ts';

const quiet = { onMissing: () => undefined, onError: () => undefined };
const SAMPLE_VALUES = { productName: 'Acme', year: 2026, languageName: 'Deutsch', count: 3 };
const KEYS = Object.keys(CATALOGUES.en) as MessageKey[];

describe('resolveMessages (server) and createMessageTranslator (browser)', () => {
  it.each(LANGUAGES.map((language) => [language]))(
    'resolves every key for %s to its shell text without overrides',
    (language) => {
      expect(resolveMessages(language, {}, quiet)).toEqual(CATALOGUES[language]);
    },
  );

  it('takes a valid backend translation, and the shell text for a broken one (reported once)', () => {
    const problems: MessageProblem[] = [];
    const messages = resolveMessages(
      'de',
      { 'nav.home': 'Start', 'footer.copyright': '© {year' },
      { ...quiet, onError: (p) => problems.push(p) },
    );
    expect(messages['nav.home']).toBe('Start');
    expect(messages['footer.copyright']).toBe(CATALOGUES.de['footer.copyright']);
    expect(problems.map((p) => [p.key, p.source])).toEqual([['footer.copyright', 'override']]);
  });

  it('takes English for a key missing in the language, reported once', () => {
    const onMissing = jest.fn();
    const messages = resolveMessagesFrom({ ...CATALOGUES, nl: {} }, 'nl', {}, { onMissing });
    expect(messages['nav.contact']).toBe('Contact');
    expect(onMissing).toHaveBeenCalledTimes(KEYS.length);
    expect(onMissing).toHaveBeenCalledWith('nav.contact', 'nl');
  });

  it('translates from resolved messages exactly as createTranslator does, whatever the overrides', () => {
    const overrideText = fc.constantFrom(
      'Plain',
      '{productName} text',
      '{count, plural, one {# x} other {# xs}}',
      'Broken {',
      "It's {year}",
      '',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.dictionary(fc.constantFrom(...KEYS), overrideText, { maxKeys: 6 }),
        (language, overrides) => {
          const direct = createTranslator(language, overrides, quiet);
          const viaMessages = createMessageTranslator(language, resolveMessages(language, overrides, quiet), quiet);
          for (const key of KEYS)
            expect([key, viaMessages(key, SAMPLE_VALUES)]).toEqual([key, direct(key, SAMPLE_VALUES)]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives an empty text for a key absent from the messages, reported once', () => {
    const onMissing = jest.fn();
    const t = createMessageTranslator('fr', { 'nav.home': 'Accueil' }, { onMissing });
    expect(t('nav.home')).toBe('Accueil');
    expect(t('nav.faq')).toBe('');
    expect(t('nav.faq')).toBe('');
    expect(onMissing.mock.calls).toEqual([['nav.faq', 'fr']]);
  });

  it('formats ICU messages in the language of the translator', () => {
    const t = createMessageTranslator('fr', { 'notifications.unread': CATALOGUES.fr['notifications.unread'] }, quiet);
    expect(t('notifications.unread', { count: 1234 })).toBe('1\u202f234 notifications non lues');
  });
});
