export { CONSENT_GROUPS, CONSENT_COOKIE_DAYS, DEFAULT_CONSENT_COOKIE_NAME } from './constants.ts';
export { NO_CONSENT, readConsentCookie, parseConsentCookie, serializeConsentCookie } from './consent-cookie.ts';
export type { ConsentChoices } from './consent-cookie.ts';
export { consentCookieAttributes } from './cookie-attributes.ts';
export { createConsentStore, whenConsented } from './consent-store.ts';
export type { ConsentStore, ConsentStoreOptions, ConsentState, CookieJar, ConsentGroup } from './consent-store.ts';
