import {
  EMAIL_FINAL_LABEL_LENGTH,
  EMAIL_MAX_LENGTH,
  FORBIDDEN_CHARACTERS,
  PHONE_MAX_DIGITS,
  PHONE_NATIONAL_DIGITS,
  VALIDATION_MESSAGES,
} from './validation-constants.ts';

/**
 * The i18n key of a validation message; its English text is in {@link VALIDATION_MESSAGES}.
 *
 * @example
 * const key: ValidationMessageKey = 'validation.emailRequired';
 */
export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * Outcome of a validator: valid, or the message to show (an i18n key and its English text).
 *
 * @example
 * const result: ValidationResult = validateEmail(value);
 * if (!result.valid) setError(t(result.messageKey));
 */
export type ValidationResult =
  | { readonly valid: true }
  | { readonly valid: false; readonly messageKey: ValidationMessageKey; readonly message: string };

const VALID: ValidationResult = { valid: true };

function invalid(messageKey: ValidationMessageKey): ValidationResult {
  return { valid: false, messageKey, message: VALIDATION_MESSAGES[messageKey] };
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isAlphanumeric = (c: number) => isDigit(c) || isAsciiLetter(c);
// Local part: letters, digits and _ . + - (spec 5).
const isLocalCharacter = (c: number) => isAlphanumeric(c) || c === 95 || c === 46 || c === 43 || c === 45;
// Domain labels: letters, digits and hyphens.
const isLabelCharacter = (c: number) => isAlphanumeric(c) || c === 45;

/**
 * The spec's email check (spec 5): a local part of letters, digits and `_ . + -`, then `@`, then
 * dot-separated domain labels (letters, digits, hyphens; at least two labels, none empty) whose
 * final label is 2 to 4 letters or digits. Letters are ASCII. The value is not trimmed.
 *
 * It is a single left-to-right scan after a length check ({@link EMAIL_MAX_LENGTH}), so its cost is
 * linear in the input and no input can make it backtrack.
 *
 * @example
 * isValidEmail('jo.doe+therapy@mail.example.com'); // true
 * isValidEmail('jo@localhost'); // false: one domain label
 */
export function isValidEmail(value: string): boolean {
  const length = value.length;
  if (length === 0 || length > EMAIL_MAX_LENGTH) return false;

  let i = 0;
  while (i < length && isLocalCharacter(value.charCodeAt(i))) i += 1;
  if (i === 0 || i === length || value.charCodeAt(i) !== 64 /* @ */) return false;

  let labelStart = i + 1;
  let labels = 1;
  for (i = labelStart; i < length; i += 1) {
    const c = value.charCodeAt(i);
    if (c === 46 /* . */) {
      if (i === labelStart) return false;
      labels += 1;
      labelStart = i + 1;
    } else if (!isLabelCharacter(c)) {
      return false;
    }
  }

  const finalLength = length - labelStart;
  if (labels < 2 || finalLength < EMAIL_FINAL_LABEL_LENGTH.min || finalLength > EMAIL_FINAL_LABEL_LENGTH.max)
    return false;
  for (i = labelStart; i < length; i += 1) {
    if (!isAlphanumeric(value.charCodeAt(i))) return false;
  }
  return true;
}

/**
 * The cancellation email rule (spec 5): required, then a valid email. Surrounding whitespace is
 * ignored, so a pasted address with a trailing space is accepted and a blank one is "required".
 *
 * @example
 * validateEmail('  '); // { valid: false, messageKey: 'validation.emailRequired', message: 'Please enter an email address' }
 * validateEmail('jo@'); // { valid: false, messageKey: 'validation.emailInvalid', message: 'Invalid email address' }
 */
export function validateEmail(value: string): ValidationResult {
  const trimmed = value.trim();
  if (trimmed === '') return invalid('validation.emailRequired');
  return isValidEmail(trimmed) ? VALID : invalid('validation.emailInvalid');
}

// Plus, spaces, parentheses and hyphens (spec 5): a character class, linear in the input.
const PHONE_SEPARATOR_PATTERN = /[+ ()-]/g;
const ONLY_DIGITS = /^[0-9]+$/;
const NON_DIGITS = /[^0-9]/g;

/**
 * The spec's phone check (spec 5): after removing plus, spaces, parentheses and hyphens, 1 to 15
 * characters, all digits (ASCII).
 *
 * @example
 * isValidPhone('+1 (555) 123-4567'); // true
 * isValidPhone('555-CALL-NOW'); // false
 */
export function isValidPhone(value: string): boolean {
  const stripped = value.replace(PHONE_SEPARATOR_PATTERN, '');
  return stripped.length > 0 && stripped.length <= PHONE_MAX_DIGITS && ONLY_DIGITS.test(stripped);
}

/**
 * The phone check as a validation result with its message.
 *
 * @example
 * validatePhone('12'); // { valid: true }
 * validatePhone('call me'); // { valid: false, messageKey: 'validation.phoneInvalid', ... }
 */
export function validatePhone(value: string): ValidationResult {
  return isValidPhone(value) ? VALID : invalid('validation.phoneInvalid');
}

/**
 * The phone helper (spec 5): keeps only digits, and drops a country prefix when more than 10
 * digits remain (the last 10 digits are the national number).
 *
 * @example
 * normalizePhone('+1 (555) 123-4567'); // '5551234567'
 * normalizePhone('+44 20 7946 0958'); // '2079460958' (12 digits, so the prefix 44 goes)
 */
export function normalizePhone(value: string): string {
  const digits = value.replace(NON_DIGITS, '');
  return digits.length > PHONE_NATIONAL_DIGITS ? digits.slice(-PHONE_NATIONAL_DIGITS) : digits;
}

/**
 * Whether free text contains a forbidden character: `<`, `>` or `@` (spec 5).
 *
 * @example
 * hasForbiddenCharacters('Hello <b>'); // true
 */
export function hasForbiddenCharacters(text: string): boolean {
  for (const character of FORBIDDEN_CHARACTERS) {
    if (text.includes(character)) return true;
  }
  return false;
}

/**
 * The forbidden-characters rule as a validation result with its message.
 *
 * @example
 * validateText('me@home'); // { valid: false, messageKey: 'validation.forbiddenCharacters', ... }
 */
export function validateText(text: string): ValidationResult {
  return hasForbiddenCharacters(text) ? invalid('validation.forbiddenCharacters') : VALID;
}
