import { LOGGED_OUT_USER_ID, USER_TYPES } from './constants.ts';

/**
 * One of the spec's user types (spec 3.1, 6).
 *
 * @example
 * const type: UserType = 'counselor';
 */
export type UserType = (typeof USER_TYPES)[number];

/**
 * Country of the session user (spec 3.2).
 *
 * @example
 * const country: Country = { countryId: 85, isEuropeanUnionMember: true };
 */
export interface Country {
  countryId: number;
  isEuropeanUnionMember: boolean;
  prefLanguageReadable?: string;
  countryMap?: Record<string, number>;
}

/**
 * Session user as GET /api/session answers it (spec 3.1, DESIGN.md section 5).
 *
 * @example
 * const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };
 */
export interface SessionUser {
  /**
   * CSRF token for same-origin non-GET calls (spec 3.4: "a csrf token is kept globally"). Where the
   * backend hands it over is not shown; the shell takes it from the session answer when present.
   */
  csrf_token?: string;
  id: number;
  user_type: UserType;
  stage?: 'in_trial' | 'paying' | 'quit' | null;
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

/**
 * The variant a user was assigned in a post-signup experiment (spec 3.1:
 * post_signup_experiments.FF_TREEHOUSE.variant_name), or undefined when not enrolled.
 *
 * @example
 * experimentVariant({ id: 4, user_type: 'client', post_signup_experiments: { FF_TREEHOUSE: { variant_name: 'TEST' } } }, 'FF_TREEHOUSE'); // 'TEST'
 */
export function experimentVariant(
  user: Pick<SessionUser, 'post_signup_experiments'>,
  experiment: string,
): string | undefined {
  const experiments = user.post_signup_experiments;
  if (!experiments || !Object.hasOwn(experiments, experiment)) return undefined;
  const variant = experiments[experiment]?.variant_name;
  return typeof variant === 'string' ? variant : undefined;
}
