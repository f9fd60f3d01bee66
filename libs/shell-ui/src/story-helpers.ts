import {
  developmentProductName,
  isBrandId,
  themeTokens,
  type BrandId,
  type BrandLogo,
  type ShellContext,
} from '@therapy-shell/brand-config';
import {
  deviceFlags,
  LOGGED_OUT_USER_ID,
  USER_TYPES,
  type DeviceFlags,
  type PageContext,
  type SessionUser,
  type ShellAvailability,
  type SiteFeatures,
  type UserType,
  isLanguage,
  type Language,
} from '@therapy-shell/core';
import { createTranslator, type Translate } from '@therapy-shell/i18n';

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

/**
 * The brand chosen in Storybook's toolbar, brand main when unset.
 *
 * @example
 * const brand = storyBrand(globals);
 */
export function storyBrand(globals: Readonly<Record<string, unknown>>): BrandId {
  const brand = globals['brand'];
  return isBrandId(brand) ? brand : 'main';
}

/**
 * The product name of the brand chosen in Storybook's toolbar (the wordmark, copyright and consent
 * banner title of that brand).
 *
 * @example
 * <Footer productName={storyProductName(globals)} ... />
 */
export function storyProductName(globals: Readonly<Record<string, unknown>>): string {
  return developmentProductName(storyBrand(globals));
}

/**
 * The logo mark of the brand chosen in Storybook's toolbar (brand-config's `themeTokens(brand).logo`).
 *
 * @example
 * <Header productName={storyProductName(globals)} logo={storyLogo(globals)} t={t} />
 */
export function storyLogo(globals: Readonly<Record<string, unknown>>): BrandLogo {
  return themeTokens(storyBrand(globals)).logo;
}

/** What a story changes from the toolbar's context. */
export interface StoryContextChanges {
  user?: Partial<SessionUser>;
  features?: SiteFeatures;
  page?: Partial<Omit<PageContext, 'device'>>;
  device?: Partial<DeviceFlags>;
  availability?: ShellAvailability;
}

/**
 * A brand-config context from the toolbar (brand, language, user type) for a US visitor on desktop
 * Home, every feature and availability on, so stories render the brand rules' real output.
 *
 * @example
 * const links = footerContent(storyContext(globals, { user: { show_do_not_sell_info: true } }))?.links;
 */
export function storyContext(
  globals: Readonly<Record<string, unknown>>,
  changes: StoryContextChanges = {},
): ShellContext {
  const userType = storyUserType(globals);
  const brand = storyBrand(globals);
  return {
    brand,
    language: storyLanguage(globals),
    user: {
      id: userType === 'logged_out_user' ? LOGGED_OUT_USER_ID : 42,
      user_type: userType,
      geo_country: 'us',
      ...changes.user,
    },
    config: {
      product_code_name: brand,
      product_name: developmentProductName(brand),
      features: {
        show_business_link: true,
        reviews_page: true,
        advice: true,
        social_links_display: true,
        ...changes.features,
      },
    },
    page: {
      template: 'Home',
      path: '/',
      query: {},
      ...changes.page,
      // Core's rule for a session without device flags: every flag false (a desktop browser).
      device: { ...deviceFlags({}), ...changes.device },
    },
    availability: {
      show_cancel_subscription: true,
      show_withdrawal: true,
      show_language_selector: true,
      ...changes.availability,
    },
  };
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
