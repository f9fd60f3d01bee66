export { USER_TYPES, CLIENT_STAGES, LOGGED_OUT_USER_ID, isLoggedIn, isUserType } from './session-user.js';
export type { UserType, ClientStage, Country, SessionUser } from './session-user.js';
export type { SiteConfig, SiteFeatures, CookieConsentSettings } from './site-config.js';
