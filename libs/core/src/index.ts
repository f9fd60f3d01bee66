export { USER_TYPES, CLIENT_STAGES, LOGGED_OUT_USER_ID, isLoggedIn, isUserType } from './session-user.ts';
export type { UserType, ClientStage, Country, SessionUser } from './session-user.ts';
export type { SiteConfig, SiteFeatures, CookieConsentSettings } from './site-config.ts';
