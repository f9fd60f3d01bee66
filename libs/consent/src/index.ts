export { CONSENT_GROUPS, CONSENT_COOKIE_DAYS, NO_CONSENT, parseConsentCookie, serializeConsentCookie } from './consent-cookie.ts';
export type { ConsentChoices } from './consent-cookie.ts';
