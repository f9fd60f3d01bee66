export { CONSENT_GROUPS, CONSENT_COOKIE_DAYS, NO_CONSENT, parseConsentCookie, serializeConsentCookie } from './consent-cookie.js';
export type { ConsentChoices } from './consent-cookie.js';
