import fc from 'fast-check';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '@therapy-shell/core';
import { CATALOGUES } from './messages.ts';
import type { Catalogue, MessageKey } from './types.ts';
import type { MessageProblem } from './translate.ts';
import { compileMessages, compileMessagesFrom, createTranslator } from './catalogue-translator.ts';
import { compileMessage } from './compile-message.ts';
import { createCompiledTranslator, printMessageAst, type CompiledMessages } from './compiled-translator.ts';

const quiet = { onMissing: () => undefined, onError: () => undefined };
const SAMPLE_VALUES = {
  productName: 'Acme',
  year: 2026,
  languageName: 'Deutsch',
  count: 3,
  number: '116 123',
  keyword: 'HOME',
  ratio: 0.256,
  amount: 1234.5,
  day: new Date(Date.UTC(2026, 0, 2, 15, 4, 5)),
  kind: 'a',
};
const KEYS = Object.keys(CATALOGUES.en) as MessageKey[];

/** What the browser receives: the compiled messages after the page props' JSON round trip. */
const overTheWire = (messages: CompiledMessages): CompiledMessages =>
  JSON.parse(JSON.stringify(messages)) as CompiledMessages;

/** Runs `run` as the browser bundle does: intl-messageformat without its ICU parser (the no-parser alias). */
function withoutParser<T>(run: () => T): T {
  const parse = IntlMessageFormat.__parse;
  IntlMessageFormat.__parse = undefined;
  try {
    return run();
  } finally {
    IntlMessageFormat.__parse = parse;
  }
}

describe('compileMessage (server)', () => {
  it('keeps a text without braces or quotes as it is, without parsing it', () => {
    const parse = jest.spyOn(IntlMessageFormat as unknown as { __parse: (message: string) => unknown }, '__parse');
    expect(compileMessage('en', 'Terms & Conditions <b>')).toBe('Terms & Conditions <b>');
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it('gives the final text of a message without arguments, ICU quotes unescaped', () => {
    expect(compileMessage('fr', "Aujourd''hui '{'pas un argument'}'")).toBe("Aujourd'hui {pas un argument}");
  });

  it('gives the AST of a message with arguments, without source locations', () => {
    const compiled = compileMessage('en', '{count, plural, one {# item} other {# items}} for {name}');
    expect(Array.isArray(compiled)).toBe(true);
    expect(JSON.stringify(compiled)).not.toContain('location');
  });

  it('keeps < and > as text (ignoreTag)', () => {
    expect(compileMessage('en', '<b>{name}</b>')).toEqual([
      { type: 0, value: '<b>' },
      { type: 1, value: 'name' },
      { type: 0, value: '</b>' },
    ]);
  });

  it('throws the parser error for a text that is not valid ICU', () => {
    expect(() => compileMessage('en', '© {year')).toThrow();
  });
});

describe('compileMessages (server) and createCompiledTranslator (browser)', () => {
  it.each(LANGUAGES.map((language) => [language]))(
    'keeps every %s text without arguments as a string and compiles the others',
    (language) => {
      const messages = compileMessages(language, {}, quiet);
      expect(Object.keys(messages).sort()).toEqual([...KEYS].sort());
      for (const key of KEYS) {
        const source = CATALOGUES[language][key];
        expect([key, typeof messages[key] === 'string']).toEqual([key, !/\{/.test(source)]);
      }
    },
  );

  it('translates exactly as createTranslator does, whatever the overrides, after the JSON round trip and without a parser', () => {
    const overrideText = fc.constantFrom(
      'Plain',
      '{productName} text',
      '{count, plural, one {# x} other {# xs}}',
      'Broken {',
      "It's {year}",
      "'{'literal'}'",
      '<i>{productName}</i>',
      '',
      // Every kind of element the browser formats, with the class's default formats and skeletons.
      '{ratio, number} {ratio, number, percent} {amount, number, integer} {amount, number, ::currency/EUR}',
      '{amount, number, ::compact-short} {count, number, ::percent scale/100}',
      '{day, date} {day, date, short} {day, date, medium} {day, date, long} {day, date, full}',
      '{day, time} {day, time, short} {day, time, medium} {day, date, ::yyyyMMMd}',
      '{kind, select, a {A {productName}} other {O}}',
      '{keyword, select, other {# {keyword}}}',
      '{count, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
      '{count, plural, offset:1 =0 {none} =3 {exactly three} one {# and one} other {# others}}',
      '{count, plural, one {one {kind, select, a {a} other {o}}} other {{year} #}}',
      '{missing} {count, plural, other {#}}',
      '{kind, select, b {B} c {C}}',
      '{count, plural, other {{kind, select, a {# a} other {o}}}}',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.dictionary(fc.constantFrom(...KEYS), overrideText, { maxKeys: 6 }),
        fc.constantFrom(0, 1, 2, 3, 4, 11, 21, 102, 1234, 1.5),
        fc.constantFrom('a', 'b', 'other'),
        (language, overrides, count, kind) => {
          const values = { ...SAMPLE_VALUES, count, kind };
          const direct = createTranslator(language, overrides, quiet);
          const expected = KEYS.map((key) => [key, direct(key, values)]);
          const messages = overTheWire(compileMessages(language, overrides, quiet));
          const compiled = createCompiledTranslator(language, messages, quiet);
          expect(withoutParser(() => KEYS.map((key) => [key, compiled(key, values)]))).toEqual(expected);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('takes the shell text for a broken backend translation, reported once when compiled', () => {
    const problems: MessageProblem[] = [];
    const messages = compileMessages(
      'de',
      { 'nav.home': 'Start', 'footer.copyright': '© {year' },
      { ...quiet, onError: (p) => problems.push(p) },
    );
    expect(problems.map((p) => [p.key, p.language, p.source])).toEqual([['footer.copyright', 'de', 'override']]);
    const t = withoutParser(() => createCompiledTranslator('de', overTheWire(messages), quiet));
    expect(t('nav.home')).toBe('Start');
    expect(withoutParser(() => t('footer.copyright', { year: 2026, productName: 'Acme' }))).toBe(
      '© 2026 Acme. Alle Rechte vorbehalten.',
    );
  });

  it('ignores an empty backend translation and keeps the shell text', () => {
    expect(compileMessages('en', { 'nav.home': '' }, quiet)['nav.home']).toBe('Home');
  });

  it('takes English for a key missing in the language, reported once', () => {
    const onMissing = jest.fn();
    const messages = compileMessagesFrom({ ...CATALOGUES, nl: {} as Partial<Catalogue> }, 'nl', {}, { onMissing });
    expect(messages['nav.contact']).toBe('Contact');
    expect(onMissing).toHaveBeenCalledTimes(KEYS.length);
  });

  it('keeps a shell text that does not parse as its text (never a raw key)', () => {
    const onError = jest.fn();
    const messages = compileMessagesFrom(
      { ...CATALOGUES, en: { ...CATALOGUES.en, 'nav.home': 'Home {' } },
      'en',
      {},
      { ...quiet, onError },
    );
    expect(messages['nav.home']).toBe('Home {');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ key: 'nav.home', source: 'catalogue' }));
  });

  it('formats plurals and numbers in the language of the translator', () => {
    const t = createCompiledTranslator('fr', overTheWire(compileMessages('fr', {}, quiet)), quiet);
    expect(t('notifications.unread', { count: 1234 })).toBe('1\u202f234 notifications non lues');
    expect(t('notifications.unread', { count: 1_000_000 })).toBe('1\u202f000\u202f000 de notifications non lues');
  });

  it('gives an empty text for a key absent from the messages, reported once', () => {
    const onMissing = jest.fn();
    const t = createCompiledTranslator('fr', { 'nav.home': 'Accueil' }, { onMissing });
    expect(t('nav.home')).toBe('Accueil');
    expect(t('nav.faq')).toBe('');
    expect(t('nav.faq')).toBe('');
    expect(onMissing.mock.calls).toEqual([['nav.faq', 'fr']]);
  });

  it('does not read inherited keys as messages', () => {
    const t = createCompiledTranslator('en', Object.create({ 'nav.home': 'Inherited' }) as CompiledMessages, quiet);
    expect(t('nav.home')).toBe('');
  });

  it('shows the pattern when a value is missing, as createTranslator does, and reports it once', () => {
    const onError = jest.fn();
    const t = createCompiledTranslator('en', compileMessages('en', {}, quiet), { ...quiet, onError });
    expect(t('footer.copyright', { year: 2026 })).toBe(
      createTranslator('en', {}, quiet)('footer.copyright', { year: 2026 }),
    );
    expect(t('notifications.unread')).toBe(CATALOGUES.en['notifications.unread']);
    t('footer.copyright');
    expect(onError.mock.calls.map(([problem]: [MessageProblem]) => problem.key)).toEqual([
      'footer.copyright',
      'notifications.unread',
    ]);
  });

  it('makes each Intl object once per locale and options, shared by every message and translator', () => {
    const made = { PluralRules: 0, NumberFormat: 0 };
    const { PluralRules, NumberFormat } = Intl;
    // Counting subclasses in place of the constructors (a jest spy would call them without `new`).
    // (Intl's constructors are writable at run time; its type declares PluralRules read-only.)
    Object.assign(Intl, {
      PluralRules: class extends PluralRules {
        constructor(...args: ConstructorParameters<typeof PluralRules>) {
          super(...args);
          made.PluralRules++;
        }
      },
      NumberFormat: class extends NumberFormat {
        constructor(...args: ConstructorParameters<typeof NumberFormat>) {
          super(...args);
          made.NumberFormat++;
        }
      },
    });
    try {
      jest.isolateModules(() => {
        // A fresh module: no Intl object made yet.
        const fresh = jest.requireActual<typeof import('./compiled-translator.ts')>('./compiled-translator.ts');
        const messages = compileMessages(
          'de',
          { 'nav.home': '{count, plural, one {# Seite} other {# Seiten}}' },
          quiet,
        );
        for (let request = 0; request < 3; request++) {
          const t = fresh.createCompiledTranslator('de', messages, quiet);
          expect(t('notifications.unread', { count: 2 + request })).toBe(
            `${2 + request} ungelesene Benachrichtigungen`,
          );
          expect(t('nav.home', { count: 1 })).toBe('1 Seite');
        }
      });
    } finally {
      Object.assign(Intl, { PluralRules, NumberFormat });
    }
    expect(made).toEqual({ PluralRules: 1, NumberFormat: 1 });
  });
});

describe('printMessageAst', () => {
  it.each([
    '{count, plural, =0 {None} one {# item} other {# items}}',
    '{gender, select, female {She} other {They}} said {what}',
    '{place, selectordinal, one {#st} other {#th}}',
  ])('prints %s back', (pattern) => {
    const compiled = compileMessage('en', pattern);
    expect(typeof compiled === 'string' ? compiled : printMessageAst(compiled)).toBe(pattern);
  });
});
