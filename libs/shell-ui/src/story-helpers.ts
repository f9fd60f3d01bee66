import { createTranslator, isLanguage, type Translate } from '@therapy-shell/i18n';

/**
 * The translator for the language chosen in Storybook's toolbar (stories only; not part of the package).
 *
 * @example
 * render: (args, { globals }) => <Footer {...args} t={storyTranslator(globals)} />
 */
export function storyTranslator(globals: Readonly<Record<string, unknown>>): Translate {
  const language = globals['language'];
  return createTranslator(isLanguage(language) ? language : 'en');
}
