import type { SessionUser } from '@therapy-shell/core';

/** What decides whether the messaging connection starts (spec 4.6). */
export interface RealtimeContext {
  user: Pick<SessionUser, 'user_type' | 'stage' | 'counselor_id' | 'is_test_counselor'>;
  /** The site is the management site (`is_manage` in the site config). */
  isManage: boolean;
  /** Template name of the current page. */
  template: string;
}

/** Templates on which no connection is started (spec 4.6). */
export const TEMPLATES_WITHOUT_REALTIME: readonly string[] = ['CreateANewPin', 'TwoFactorAuth'];

const CONNECTING_STAGES: readonly string[] = ['in_trial', 'paying', 'quit'];

/**
 * Whether the real-time messaging connection starts: a counselor outside the management site (or a
 * test counselor), or a client in stage in_trial, paying or quit with a numeric counselor_id; never
 * on CreateANewPin and TwoFactorAuth (spec 4.6).
 *
 * @example
 * shouldConnect({ user: { user_type: 'counselor' }, isManage: false, template: 'Home' }); // true
 */
export function shouldConnect(ctx: RealtimeContext): boolean {
  if (TEMPLATES_WITHOUT_REALTIME.includes(ctx.template)) return false;
  const { user } = ctx;
  if (user.user_type === 'counselor') return !ctx.isManage || user.is_test_counselor === true;
  if (user.user_type === 'client') {
    return (
      typeof user.stage === 'string' &&
      CONNECTING_STAGES.includes(user.stage) &&
      typeof user.counselor_id === 'number' &&
      Number.isFinite(user.counselor_id)
    );
  }
  return false;
}
