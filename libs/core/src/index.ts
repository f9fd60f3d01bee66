export {
  USER_TYPES,
  CLIENT_STAGES,
  LOGGED_OUT_USER_ID,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  TEMPLATE_NAMES,
  COUNTRY_IDS,
  COUNTRY_MAP,
  EU_MEMBER_CODES,
  EMAIL_MAX_LENGTH,
  PHONE_MAX_DIGITS,
  FORBIDDEN_CHARACTERS,
  VALIDATION_MESSAGES,
  COOKIE_NAMES,
} from './constants.ts';
export { isLoggedIn, isUserType, experimentVariant } from './session-user.ts';
export { isLanguage, parseAcceptLanguage } from './language.ts';
export { isFeatureOn } from './site-config.ts';
export { isTemplateName, deviceFlags, queryValue } from './page-context.ts';
export { countryIdByCode, isEuropeanUnionMember, isEuropeanUnionCountry } from './country.ts';
export {
  GERMAN_STATES,
  DUTCH_PROVINCES,
  SPANISH_AUTONOMOUS_COMMUNITIES,
  FRENCH_REGIONS,
  FRENCH_DEPARTMENTS,
  regionList,
} from './regions.ts';
export {
  isValidEmail,
  validateEmail,
  isValidPhone,
  validatePhone,
  normalizePhone,
  hasForbiddenCharacters,
  validateText,
} from './validators.ts';

export type { UserType, ClientStage, Country, SessionUser } from './session-user.ts';
export type { Language, LanguageRange } from './language.ts';
export type { SiteConfig, SiteFeatures, SiteFeature, CookieConsentSettings } from './site-config.ts';
export type { TemplateName, PageQuery, DeviceFlags, PageContext } from './page-context.ts';
export type { RegionList, FrenchDepartment, FrenchRegionCode } from './regions.ts';
export type { ValidationMessageKey, ValidationResult } from './validators.ts';
export type {
  AnalyticsUserContext,
  ExperimentAssignments,
  LanguageOption,
  CancellationPayload,
  CookieConsentDraft,
  ToastVariant,
  Toast,
  ShellAvailability,
} from './entities.ts';
export { parseCookies, readCookie, cookieDomain, serializeCookie } from './cookie.ts';
export type { CookieAttributes } from './cookie.ts';
export {
  parseSessionUser,
  parseSiteConfig,
  parseTranslations,
  BackendDataError,
  isBackendDataError,
} from './schemas.ts';
export { nextTask, whenIdle } from './idle.ts';
