import { USER_TYPES, type UserType } from '@therapy-shell/core';
import { createTranslator, isLanguage, type Language, type Translate } from '@therapy-shell/i18n';

/**
 * The translator for the language chosen in Storybook's toolbar (stories only; not part of the package).
 *
 * @example
 * render: (args, { globals }) => <Footer {...args} t={storyTranslator(globals)} />
 */
export function storyTranslator(globals: Readonly<Record<string, unknown>>): Translate {
  return createTranslator(storyLanguage(globals));
}

/**
 * The language chosen in Storybook's toolbar, English when unset.
 *
 * @example
 * const language = storyLanguage(globals);
 */
export function storyLanguage(globals: Readonly<Record<string, unknown>>): Language {
  const language = globals['language'];
  return isLanguage(language) ? language : 'en';
}

/**
 * The user type chosen in Storybook's toolbar, logged-out when unset.
 *
 * @example
 * const userType = storyUserType(globals);
 */
export function storyUserType(globals: Readonly<Record<string, unknown>>): UserType {
  const userType = globals['userType'];
  return USER_TYPES.find((type) => type === userType) ?? 'logged_out_user';
}

/** A sample text in each language (stories only: shell-ui takes its texts through props). */
export type SampleText = Readonly<Record<Language, string>>;

/**
 * Picks the toolbar language's version of a sample text.
 *
 * @example
 * const close = sample(globals, CLOSE);
 */
export function sample(globals: Readonly<Record<string, unknown>>, text: SampleText): string {
  return text[storyLanguage(globals)];
}

/** "Close" in each language, for close buttons in stories. */
export const CLOSE: SampleText = {
  en: 'Close',
  de: 'Schließen',
  fr: 'Fermer',
  nl: 'Sluiten',
  es: 'Cerrar',
};
