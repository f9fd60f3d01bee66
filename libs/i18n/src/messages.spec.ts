import { LANGUAGES, VALIDATION_MESSAGES, type Language } from '@therapy-shell/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES } from './messages.ts';

// The part of intl-messageformat's AST the argument check reads (types: 1 argument, 2 number,
// 3 date, 4 time, 5 select, 6 plural; options hold nested messages).
interface AstElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: AstElement[] }>;
}

const ARGUMENT_KINDS: Readonly<Record<number, string>> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
};

/** The ICU arguments of a message as sorted `name:kind` strings, nested ones included. */
function icuArguments(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: AstElement[]) => {
    for (const element of elements) {
      const kind = ARGUMENT_KINDS[element.type];
      if (kind) found.add(`${String(element.value)}:${kind}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst() as unknown as AstElement[]);
  return [...found].sort();
}

const otherLanguages = LANGUAGES.filter((language) => language !== 'en').map((language) => [language]);
const english: Readonly<Record<string, string>> = CATALOGUES.en;

describe('shell catalogues', () => {
  it.each(otherLanguages)('%s has exactly the English keys', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(Object.keys(CATALOGUES.en).sort());
  });

  it.each(otherLanguages)('%s uses the same ICU arguments as English in every message', (language) => {
    const catalogue: Readonly<Record<string, string>> = CATALOGUES[language];
    for (const [key, text] of Object.entries(english)) {
      expect([key, icuArguments(catalogue[key] ?? '', language)]).toEqual([key, icuArguments(text, 'en')]);
    }
  });

  it('finds nested and typed arguments, so the check above can fail', () => {
    expect(icuArguments('{n, plural, one {# of {total}} other {{who} has #}}', 'en')).toEqual([
      'n:plural',
      'total:argument',
      'who:argument',
    ]);
  });

  it.each(LANGUAGES.map((language) => [language]))('%s has no empty message', (language: Language) => {
    for (const [key, text] of Object.entries(CATALOGUES[language])) expect([key, text.trim()]).not.toEqual([key, '']);
  });

  it('has a message for every validation message of @therapy-shell/core, with its English text', () => {
    for (const [key, text] of Object.entries(VALIDATION_MESSAGES)) expect([key, english[key]]).toEqual([key, text]);
  });
});

describe("the spec's English texts, to the letter", () => {
  it.each([
    ['fallback page heading (spec 2.7)', 'fallback.heading', "We're having an issue"],
    [
      'fallback page text (spec 2.7)',
      'fallback.text',
      "Sorry! We're aware of this problem, and we're working to fix it. Please come back in a moment.",
    ],
    ['cancellation email required (spec 5)', 'validation.emailRequired', 'Please enter an email address'],
    ['cancellation email invalid (spec 5)', 'validation.emailInvalid', 'Invalid email address'],
    ['cannot-unsubscribe title (spec 4.1)', 'cancel.cannotUnsubscribe.title', 'Unable to process cancellation request'],
    ['language modal dropdown (spec 2.6)', 'languageModal.label', 'Choose language'],
    ['language modal button (spec 2.6)', 'languageModal.save', 'Save'],
  ])('%s', (_text, key, expected) => {
    expect(english[key]).toBe(expected);
  });

  it.each([
    ['Home', 'nav.home'],
    ['Business', 'nav.business'],
    ['About', 'nav.about'],
    ['FAQ', 'nav.faq'],
    ['Reviews', 'nav.reviews'],
    ['Advice', 'nav.advice'],
    ['Careers', 'nav.careers'],
    ['Find a Therapist', 'nav.findATherapist'],
    ['Online Therapy', 'nav.onlineTherapy'],
    ['Contact', 'nav.contact'],
    ['For Therapists', 'nav.forTherapists'],
  ])('navigation label %s (spec 2.2) is %s', (label, key) => {
    expect(english[key]).toBe(label);
  });

  it.each([
    ['Terms & Conditions', 'footer.terms'],
    ['Privacy Policy', 'footer.privacy'],
    ['Web Accessibility', 'footer.accessibility'],
    ['Sharing Settings', 'footer.sharingSettings'],
    ['Do Not Sell My Information', 'footer.doNotSell'],
    ['Cancel Subscription', 'footer.cancelSubscription'],
    ['Health Data', 'footer.healthData'],
    ['Legal Information', 'footer.impressum'],
    ['Withdrawal form', 'footer.withdrawalForm'],
    ['Cookie Settings', 'footer.cookieSettings'],
  ])('footer link %s (spec 2.5) is %s', (label, key) => {
    expect(english[key]).toBe(label);
  });
});

describe('advice home link text per language (spec 2.3)', () => {
  it.each([
    ['en', 'Advice Home'],
    ['de', 'Ratgeber Übersicht'],
    ['nl', 'Advies overzicht'],
    ['fr', 'Conseils'],
    ['es', 'Consejo'],
  ] as const)('%s: %s', (language, text) => {
    expect(CATALOGUES[language]['advice.home']).toBe(text);
  });
});
