/** User types of the session (spec 3.1, 6). */
export const USER_TYPES = ['logged_out_user', 'client', 'portal_account', 'counselor', 'recruiter'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Client stages (spec 3.1). */
export const CLIENT_STAGES = ['in_trial', 'paying', 'quit'] as const;
export type ClientStage = (typeof CLIENT_STAGES)[number];

/** The id a logged-out session carries (spec 3.1). */
export const LOGGED_OUT_USER_ID = -1;

/** Country of the session user (spec 3.2). */
export interface Country {
  countryId: number;
  isEuropeanUnionMember: boolean;
  prefLanguageReadable?: string;
  countryMap?: Record<string, number>;
}

/** Session user as GET /api/session answers it (spec 3.1, DESIGN.md section 5). */
export interface SessionUser {
  id: number;
  user_type: UserType;
  stage?: ClientStage | null;
  counselor_id?: number | null;
  is_test_counselor?: boolean;
  account_id?: number | null;
  show_impressum?: boolean;
  show_do_not_sell_info?: boolean;
  post_signup_experiments?: Record<string, { variant_name: string } | undefined>;
  geo_country?: string;
  is_mobile?: boolean;
  is_android?: boolean;
  is_android_app?: boolean;
  is_ios?: boolean;
  is_ios_app?: boolean;
  is_app?: boolean;
  is_chrome?: boolean;
  country?: Country | null;
}

/**
 * Whether the session belongs to a signed-in user (spec 3.1: id -1 when logged out).
 *
 * @example
 * isLoggedIn({ id: -1, user_type: 'logged_out_user' }); // false
 */
export function isLoggedIn(user: Pick<SessionUser, 'id' | 'user_type'>): boolean {
  return user.id !== LOGGED_OUT_USER_ID && user.user_type !== 'logged_out_user';
}

/**
 * Whether a value is one of the spec's user types.
 *
 * @example
 * isUserType('client'); // true
 */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}
