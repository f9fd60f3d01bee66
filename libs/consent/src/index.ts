// Public API of @therapy-shell/consent: the page's consent store (spec 4.3), what runs only with a
// group's consent, and the server's "must the visitor still choose" (the banner in the server's
// HTML). The cookie's format, its attributes and the group ids stay inside the library; its own
// tests import them by relative path.
export { NO_CONSENT } from './consent-choices.ts';
export type { ConsentChoices } from './consent-choices.ts';
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
