import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, VALIDATION_MESSAGES } from './validation-constants.ts';
import {
  hasForbiddenCharacters,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  validateEmail,
  validatePhone,
  validateText,
} from './validators.ts';

describe('validation rules (spec 5)', () => {
  it.each([
    [
      'Cancellation email: required (message: Please enter an email address)',
      () => validateEmail(''),
      { valid: false, messageKey: 'validation.emailRequired', message: 'Please enter an email address' },
    ],
    [
      'Cancellation email: must be a valid email (message: Invalid email address)',
      () => validateEmail('jo@example'),
      { valid: false, messageKey: 'validation.emailInvalid', message: 'Invalid email address' },
    ],
    [
      'Email check: local part, @, dot-separated labels, final label 2 to 4 alphanumerics',
      () => isValidEmail('jo_d.o+e-1@mail.example.info'),
      true,
    ],
    [
      'Phone check: at most 15 digits after removing plus, spaces, parentheses and hyphens',
      () => isValidPhone('+1 (555) 123-4567'),
      true,
    ],
    [
      'Phone helper: strips non-digits and removes a country prefix over 10 digits',
      () => normalizePhone('+1 (555) 123-4567'),
      '5551234567',
    ],
    ['Forbidden characters in text: < > @', () => hasForbiddenCharacters('a < b'), true],
  ])('%s', (_rule, run, expected) => {
    expect(run()).toEqual(expected);
  });
});

describe('isValidEmail (spec 5 email check)', () => {
  it.each([
    'jo@example.com',
    'Jo.Doe@Example.COM',
    'a_b.c+d-e@x.io',
    '123@456.78',
    'jo@mail-1.example.info',
    'jo@a.b.c.d.de',
    '.jo.@example.com',
  ])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['no @', 'jo.example.com'],
    ['empty local part', '@example.com'],
    ['two @', 'jo@doe@example.com'],
    ['a space in the local part', 'jo doe@example.com'],
    ['a character outside _ . + - in the local part', 'jo!@example.com'],
    ['a non-ASCII letter', 'jó@example.com'],
    ['a single domain label', 'jo@localhost'],
    ['an empty domain label', 'jo@example..com'],
    ['a trailing dot', 'jo@example.com.'],
    ['a leading dot in the domain', 'jo@.example.com'],
    ['a final label of 1 character', 'jo@example.c'],
    ['a final label of 5 characters', 'jo@example.comme'],
    ['a hyphen in the final label', 'jo@example.c-m'],
    ['an underscore in the domain', 'jo@ex_ample.com'],
    ['surrounding spaces (not trimmed)', ' jo@example.com '],
  ])('rejects %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it(`accepts up to ${EMAIL_MAX_LENGTH} characters and rejects more`, () => {
    const atLimit = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(atLimit).toHaveLength(EMAIL_MAX_LENGTH);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(`a${atLimit}`)).toBe(false);
  });

  it('answers at once for megabytes of adversarial input (the length check comes first)', () => {
    const adversarial = `${'a.'.repeat(2_000_000)}@${'a-'.repeat(2_000_000)}!`;
    expect(isValidEmail(adversarial)).toBe(false);
  });

  it('answers for near-limit inputs built to make a backtracking regex explode', () => {
    const inputs = [
      `${'a'.repeat(240)}@`,
      `a@${'a.'.repeat(120)}a`,
      `a@${'a-'.repeat(124)}!`,
      `a@${'aaaa.'.repeat(49)}aaaaa`,
    ];
    expect(inputs.map(isValidEmail)).toEqual([false, false, false, false]);
  });

  // The spec's rule as a plain regular expression, used only as a reference on short inputs.
  const SPEC_RULE = /^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;

  it('agrees with the spec rule written as a regular expression, on arbitrary strings', () => {
    const alphabet = fc.constantFrom('a', 'Z', '7', '_', '.', '+', '-', '@', '!', ' ', 'é', '\n');
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 24 }), (s) => {
        expect(isValidEmail(s)).toBe(SPEC_RULE.test(s));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the spec rule on address-shaped strings', () => {
    const part = (chars: string, min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...chars.split('')), minLength: min, maxLength: max });
    const address = fc
      .tuple(part('ab9_.+-', 0, 8), part('ab9-', 0, 6), part('cd8-', 0, 6), part('xy7-', 0, 6))
      .map(([local, a, b, tld]) => `${local}@${a}.${b}${b ? '.' : ''}${tld}`);
    fc.assert(
      fc.property(address, (s) => {
        expect(isValidEmail(s)).toBe(SPEC_RULE.test(s));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('validateEmail (spec 5 cancellation email)', () => {
  it.each(['', '   ', '\t'])('asks for an email address when given %p', (value) => {
    expect(validateEmail(value)).toEqual({
      valid: false,
      messageKey: 'validation.emailRequired',
      message: 'Please enter an email address',
    });
  });

  it.each(['jo', 'jo@', 'jo@example'])('calls %p an invalid email address', (value) => {
    expect(validateEmail(value)).toEqual({
      valid: false,
      messageKey: 'validation.emailInvalid',
      message: 'Invalid email address',
    });
  });

  it('accepts a valid address with surrounding whitespace', () => {
    expect(validateEmail(' jo@example.com ')).toEqual({ valid: true });
  });
});

describe('isValidPhone (spec 5 phone check)', () => {
  it.each([
    ['digits only', '5551234567'],
    ['plus, spaces, parentheses and hyphens removed', '+1 (555) 123-4567'],
    ['15 digits', '123456789012345'],
    ['15 digits with separators', '+12 (345) 678-901-2345'],
    ['a single digit', '7'],
  ])('accepts %s: %p', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each([
    ['16 digits', '1234567890123456'],
    ['letters', '555-CALL-NOW'],
    ['a dot', '555.123.4567'],
    ['a slash', '555/1234567'],
    ['nothing but separators', '+ ( ) -'],
    ['empty', ''],
    ['non-ASCII digits', '٥٥٥١٢٣٤'],
  ])('rejects %s: %p', (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it('gives the phone message when invalid', () => {
    expect(validatePhone('call me')).toEqual({
      valid: false,
      messageKey: 'validation.phoneInvalid',
      message: VALIDATION_MESSAGES['validation.phoneInvalid'],
    });
    expect(validatePhone('+31 20 123 4567')).toEqual({ valid: true });
  });
});

describe('normalizePhone (spec 5 phone helper)', () => {
  it.each([
    ['keeps 10 digits as they are', '(555) 123-4567', '5551234567'],
    ['keeps fewer digits as they are', '123-45', '12345'],
    ['drops a 1-digit country prefix', '+1 555 123 4567', '5551234567'],
    ['drops a 2-digit country prefix', '+44 20 7946 0958', '2079460958'],
    ['strips letters and dots', 'tel. 555.123.4567', '5551234567'],
    ['gives nothing for no digits', 'none', ''],
  ])('%s: %p -> %p', (_case, input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it('always gives at most 10 digits and only digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        expect(normalizePhone(s)).toMatch(/^[0-9]{0,10}$/);
      }),
    );
  });
});

describe('forbidden characters (spec 5: < > @)', () => {
  it.each([
    ['<', 'a <b> c', true],
    ['>', '5 > 3', true],
    ['@', 'me@home', true],
    ['none', 'Plain text, with punctuation: (ok)!', false],
    ['none (empty)', '', false],
  ])('%s in %p -> %s', (_char, text, expected) => {
    expect(hasForbiddenCharacters(text)).toBe(expected);
    expect(validateText(text).valid).toBe(!expected);
  });

  it('gives the forbidden-characters message', () => {
    expect(validateText('<script>')).toEqual({
      valid: false,
      messageKey: 'validation.forbiddenCharacters',
      message: 'Please remove these characters: < > @',
    });
  });
});
