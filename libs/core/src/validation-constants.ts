// The limits and messages of spec 5's validators (validators.ts), in a module of their own: a
// module that two bundles share goes whole into the first one that loads, so the validators' texts
// stay out of the pages that validate nothing (the shell's first load imports other constants).

/**
 * Longest email accepted (spec 5 gives no limit): 254 characters, the longest address that fits
 * SMTP's forward-path (RFC 5321). Checked before anything else so long inputs cost nothing.
 *
 * @example
 * <input type="email" maxLength={EMAIL_MAX_LENGTH} />
 */
export const EMAIL_MAX_LENGTH = 254;

/** Longest email top-level label and its shortest length (spec 5: final label 2 to 4 alphanumerics). */
export const EMAIL_FINAL_LABEL_LENGTH = { min: 2, max: 4 } as const;

/**
 * Phone maximum digits (spec 5, 9).
 *
 * @example
 * PHONE_MAX_DIGITS; // 15
 */
export const PHONE_MAX_DIGITS = 15;

/** Digits of a national number: the phone helper drops a country prefix beyond this (spec 5). */
export const PHONE_NATIONAL_DIGITS = 10;

/**
 * Characters not allowed in free text (spec 5).
 *
 * @example
 * FORBIDDEN_CHARACTERS.join(' '); // '< > @'
 */
export const FORBIDDEN_CHARACTERS = ['<', '>', '@'] as const;

/**
 * English validation messages, keyed by the i18n message key that translates them. The first two
 * are the spec's words (spec 5); the spec gives none for phone and forbidden characters.
 *
 * @example
 * VALIDATION_MESSAGES['validation.emailInvalid']; // 'Invalid email address'
 */
export const VALIDATION_MESSAGES = {
  'validation.emailRequired': 'Please enter an email address',
  'validation.emailInvalid': 'Invalid email address',
  'validation.phoneInvalid': 'Please enter a valid phone number of up to 15 digits',
  'validation.forbiddenCharacters': 'Please remove these characters: < > @',
} as const;
