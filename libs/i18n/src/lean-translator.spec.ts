import fc from 'fast-check';
import { LANGUAGES } from '@therapy-shell/core';
import { CATALOGUES } from './messages.ts';
import type { MessageKey } from './types.ts';
import type { MessageProblem } from './translate.ts';
import { compileMessages } from './catalogue-translator.ts';
import { createCompiledTranslator } from './compiled-translator.ts';
import { createLeanTranslator } from './lean-translator.ts';

// The lean translator formats what createCompiledTranslator formats, for the element kinds it has
// (plain texts, arguments, plural with #, select, plain numbers); a message with another kind shows
// its pattern and is reported, as a message whose values are missing.

const quiet = { onMissing: () => undefined, onError: () => undefined };
const KEYS = Object.keys(CATALOGUES.en) as MessageKey[];
const VALUES = {
  productName: 'Acme',
  year: 2026,
  languageName: 'Deutsch',
  number: '116 123',
  keyword: 'HOME',
  max: 99,
};

describe('createLeanTranslator', () => {
  it('gives every catalogue text of every language as createCompiledTranslator does, for any count', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(0, 1, 2, 3, 4, 11, 21, 102, 1234, 1.5),
        (language, count) => {
          const messages = compileMessages(language, {}, quiet);
          const lean = createLeanTranslator(language, messages, quiet);
          const full = createCompiledTranslator(language, messages, quiet);
          const values = { ...VALUES, count };
          expect(KEYS.map((key) => [key, lean(key, values)])).toEqual(KEYS.map((key) => [key, full(key, values)]));
        },
      ),
      { numRuns: 50 },
    );
  });

  it.each([
    ['a plain argument', '{productName} text', 'Acme text'],
    ['a plural with #', '{count, plural, one {# item} other {# items}}', '1,234 items'],
    ['an exact plural branch and an offset', '{count, plural, offset:1 =1234 {exactly} other {# others}}', 'exactly'],
    ['a select inside a plural (its # is text)', '{count, plural, other {{kind, select, a {# a} other {o}}}}', '# a'],
    ['an ordinal', '{count, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', '1,234th'],
    ['a plain number', '{count, number} of {max}', '1,234 of 99'],
  ])('formats %s as createCompiledTranslator does', (_kind, text, shown) => {
    const messages = compileMessages('en', { 'footer.label': text }, quiet);
    const values = { productName: 'Acme', count: 1234, kind: 'a', max: 99 };
    expect(createLeanTranslator('en', messages, quiet)('footer.label', values)).toBe(shown);
    expect(createCompiledTranslator('en', messages, quiet)('footer.label', values)).toBe(shown);
  });

  it.each([
    ['a number style', '{ratio, number, percent}', 'Now: {ratio}'],
    ['a number skeleton', '{ratio, number, ::percent}', 'Now: {ratio}'],
    ['a date', '{day, date, short}', 'Now: {day}'],
    ['a time', '{day, time}', 'Now: {day}'],
  ])('shows the pattern of a message with %s and reports it once', (_kind, text, pattern) => {
    const problems: MessageProblem[] = [];
    const messages = compileMessages('en', { 'footer.label': `Now: ${text}` }, quiet);
    const t = createLeanTranslator('en', messages, { onError: (problem) => problems.push(problem) });
    const values = { ratio: 0.5, day: new Date(Date.UTC(2026, 0, 2)) };
    // The pattern as printMessageAst prints it (an argument's formats are not printed).
    expect(t('footer.label', values)).toBe(pattern);
    t('footer.label', values);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.key).toBe('footer.label');
    expect(createCompiledTranslator('en', messages, quiet)('footer.label', values)).not.toContain('{');
  });

  it('gives an empty text for a key absent from the messages, reported once', () => {
    const missing: string[] = [];
    const t = createLeanTranslator('en', {}, { onMissing: (key) => missing.push(key) });
    expect(t('footer.label')).toBe('');
    t('footer.label');
    expect(missing).toEqual(['footer.label']);
  });
});
