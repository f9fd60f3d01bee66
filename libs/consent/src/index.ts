export { CONSENT_GROUPS, CONSENT_COOKIE_DAYS, DEFAULT_CONSENT_COOKIE_NAME } from './constants.ts';
export {
  NO_CONSENT,
  DEFAULT_GROUP_IDS,
  consentGroupIds,
  readConsentRecord,
  readConsentCookie,
  parseConsentCookie,
  serializeConsentCookie,
} from './consent-cookie.ts';
export type { ConsentChoices, ConsentGroupIds, ConsentRecord } from './consent-cookie.ts';
export { consentCookieAttributes } from './cookie-attributes.ts';
export { createConsentStore, whenConsented } from './consent-store.ts';
export { consentChoiceRequired } from './consent-required.ts';
export type {
  ConsentStore,
  ConsentStoreOptions,
  ConsentState,
  CookieJar,
  ConsentGroup,
  StopFunction,
} from './consent-store.ts';
