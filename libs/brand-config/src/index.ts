export { BRAND_IDS, BrandConfigError, isBrandId, assertBrandId, parseBrandCodes, resolveBrand } from './brands.ts';
export { themeTokens, themeCssVariables, accessibilityWidgetColors, logoMarkSvg } from './theme.ts';
export {
  PATHS,
  CANCEL_SETTINGS_PATH,
  ADVICE_BASE_PATHS,
  FOOTER_VARIANTS,
  SOCIAL_NETWORKS,
  SUPPORT_EMAIL_LOCAL_PARTS,
  BRAND_MESSAGE_KEYS,
  QUICK_EXIT_TEMPLATES,
  DEFAULT_QUICK_EXIT_URL,
} from './constants.ts';
export { hasReviewsGeoCountry, isUnitedStatesVisitor } from './context.ts';
export { navigationLinks, businessLinkHref, forTherapistsHref } from './navigation.ts';
export {
  termsPath,
  paymentSettingsPath,
  faqPath,
  withPage,
  loginRedirectPath,
  cancelSettingsLoginPath,
  impressumPath,
  healthDataPath,
  withdrawalFormPath,
  adviceBasePath,
  adviceLinks,
} from './routes.ts';
export {
  isFooterHidden,
  footerVariant,
  footerLinks,
  socialLinks,
  showsLanguageButton,
  showsCrisisTextLine,
  hasMobileFooterLayout,
  showsDecorativeFallbackFooter,
} from './footer.ts';
export { headerKind, showsNotifications, templateSlug, bodyClasses, pageTheme } from './layout.ts';
export { CRISIS_LINES, crisisLines, isCrisisCountry, crisisDirectory, visitorCountry } from './crisis-lines.ts';
export { showsQuickExit, quickExitUrl } from './quick-exit.ts';
export { credentialMarket, credentialWording, supportEmail } from './market.ts';
export { DEVELOPMENT_PRODUCT_NAMES } from './development.ts';

export type { BrandId, BrandCodeMap } from './brands.ts';
export type { ThemeTokens, CssThemeToken, BrandLogo, BrandLogoShape, AccessibilityWidgetColors } from './theme.ts';
export type {
  CrisisLine,
  CrisisContact,
  CrisisContactKind,
  CrisisCountry,
  CrisisHours,
  CrisisDirectoryEntry,
  CountrySignals,
} from './crisis-lines.ts';
export type { BrandMessageKey } from './constants.ts';
export type { ShellContext } from './context.ts';
export type { NavigationLink, NavigationLinkId, NavigationLabelKey } from './navigation.ts';
export type { AdviceLinks } from './routes.ts';
export type {
  FooterVariant,
  FooterLink,
  FooterLinkId,
  FooterLabelKey,
  FooterAction,
  SocialLink,
  SocialNetwork,
} from './footer.ts';
export type { HeaderKind, PageTheme } from './layout.ts';
export type { CredentialMarket, CredentialWording } from './market.ts';
