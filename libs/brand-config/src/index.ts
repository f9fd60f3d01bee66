// Public API of @therapy-shell/brand-config: functions that answer the brand rules of the spec
// (which links, which footer, which crisis lines, which theme) for a brand and a visitor. The data
// tables behind them (paths, crisis lines, label keys, quick-exit templates, support addresses)
// stay inside the library; its own tests import them by relative path.
export { BRAND_IDS, BrandConfigError, isBrandId, assertBrandId, parseBrandCodes, resolveBrand } from './brands.ts';
export { themeTokens, accessibilityWidgetColors, logoMarkSvg } from './theme.ts';
export { BRAND_MESSAGE_KEYS } from './message-keys.ts';
export {
  loginRedirectPath,
  cancelSettingsLoginPath,
  healthDataPath,
  isAccessibilityPage,
  paymentSettingsPath,
  withPage,
  adviceLinks,
} from './routes.ts';
export { headerContent, footerContent } from './shell-layout.ts';
export { pageAttributes } from './page-attributes.ts';
export { pageTheme } from './layout.ts';
export { showsDecorativeFallbackFooter } from './footer.ts';
export { crisisLines, crisisLinesOf, crisisDirectory, visitorCountry } from './crisis-lines.ts';
export { showsQuickExit, quickExitUrl } from './quick-exit.ts';
export { credentialWording, supportEmail } from './market.ts';
export { developmentProductName } from './development.ts';

export type { BrandId, BrandCodeMap } from './brands.ts';
export type { ShellContext } from './context.ts';
export type {
  BrandMessageKey,
  ThemeTokens,
  BrandLogo,
  AccessibilityWidgetColors,
  HeaderContent,
  NavigationLink,
  FooterContent,
  FooterLink,
  FooterAction,
  SocialLink,
  CrisisLine,
  CrisisContact,
  CrisisDirectoryEntry,
  CredentialWording,
  AdviceLinks,
  PageAttributes,
  PageTheme,
} from './types.ts';
