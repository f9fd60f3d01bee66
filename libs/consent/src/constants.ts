/** Consent groups (spec 9): C0001 strictly necessary (always on), C0002 performance, C0004 targeting. */
export const CONSENT_GROUPS = { necessary: 'C0001', performance: 'C0002', targeting: 'C0004' } as const;

/** Lifetime of the consent cookie in days (spec 9). */
export const CONSENT_COOKIE_DAYS = 365;

/** Consent cookie name when the site config names none (OneTrust's usual name). */
export const DEFAULT_CONSENT_COOKIE_NAME = 'OptanonConsent';

/** Seconds in a day, for Max-Age. */
export const SECONDS_PER_DAY = 86_400;

/** Field of the consent cookie holding the groups, in both forms (OneTrust's and the shell's). */
export const CONSENT_GROUPS_FIELD = 'groups';

/** OneTrust's count of the visitor's interactions: 0 means OneTrust assumed the groups, the visitor did not choose. */
export const ONETRUST_INTERACTION_FIELD = 'interactionCount';
