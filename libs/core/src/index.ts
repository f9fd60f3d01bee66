// Public API of @therapy-shell/core: the domain model (session user, site config, page context,
// entities), the backend answers' parsers, and functions that answer questions about them
// (language, country, validation, cookies). The catalogues behind them (country ids, EU members,
// regions, validation limits and forbidden characters) stay inside the library; its own tests
// import them by relative path.
export {
  USER_TYPES,
  LOGGED_OUT_USER_ID,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  TEMPLATE_NAMES,
  COOKIE_NAMES,
} from './constants.ts';
export { VALIDATION_MESSAGES } from './validation-constants.ts';
export { isLoggedIn, experimentVariant } from './session-user.ts';
export { isLanguage, parseAcceptLanguage } from './language.ts';
export { isFeatureOn } from './site-config.ts';
export { isTemplateName, deviceFlags, queryValue } from './page-context.ts';
export { countryIdByCode, isEuropeanUnionMember, isEuropeanUnionCountry } from './country.ts';
export { validateEmail, validatePhone, validateText, normalizePhone } from './validators.ts';
export { regionList, regionCode } from './regions.ts';
export { parseCookies, readCookie, cookieDomain, serializeCookie } from './cookie.ts';
export {
  parseSessionUser,
  parseSiteConfig,
  parseTranslations,
  BackendDataError,
  backendContract,
  contractProblems,
} from './schemas.ts';
export type { BackendDrift, DriftListener, ContractAnswer } from './schemas.ts';
export { nextTask, whenIdle, whenLoadedAndIdle } from './idle.ts';
export { BACKEND_PATHS } from './backend-paths.ts';

export type { UserType, Country, SessionUser } from './session-user.ts';
export type { Language } from './language.ts';
export type { SiteConfig, SiteFeatures, CookieConsentSettings } from './site-config.ts';
export type { TemplateName, PageQuery, DeviceFlags, PageContext } from './page-context.ts';
export type { ValidationMessageKey, ValidationResult } from './validators.ts';
export type { LanguageOption, CookieConsentDraft, ToastVariant, Toast, ShellAvailability } from './entities.ts';
export type { CookieAttributes } from './cookie.ts';
export type { BackendEndpoint } from './backend-paths.ts';
