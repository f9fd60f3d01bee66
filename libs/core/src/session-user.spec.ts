import { LOGGED_OUT_USER_ID, USER_TYPES } from './constants.ts';
import { experimentVariant, isLoggedIn, isUserType } from './session-user.ts';

describe('session user (spec 3.1)', () => {
  it('uses -1 as the id of a logged-out session', () => {
    expect(LOGGED_OUT_USER_ID).toBe(-1);
  });

  it('knows the five user types of spec 3.1', () => {
    expect(USER_TYPES).toEqual(['logged_out_user', 'client', 'portal_account', 'counselor', 'recruiter']);
  });

  it.each([
    [{ id: -1, user_type: 'logged_out_user' as const }, false],
    [{ id: 42, user_type: 'client' as const }, true],
    [{ id: 7, user_type: 'counselor' as const }, true],
    [{ id: 3, user_type: 'portal_account' as const }, true],
    [{ id: -1, user_type: 'client' as const }, false],
  ])('isLoggedIn(%o) is %s', (user, expected) => {
    expect(isLoggedIn(user)).toBe(expected);
  });

  it.each(['logged_out_user', 'client', 'portal_account', 'counselor', 'recruiter'])('accepts user type %s', (type) =>
    expect(isUserType(type)).toBe(true),
  );

  it.each(['admin', '', 42, null])('rejects %p as a user type', (value) => {
    expect(isUserType(value)).toBe(false);
  });
});

describe('experimentVariant (spec 3.1: post_signup_experiments.FF_TREEHOUSE.variant_name)', () => {
  it('reads the assigned variant', () => {
    const user = { post_signup_experiments: { FF_TREEHOUSE: { variant_name: 'TEST' } } };
    expect(experimentVariant(user, 'FF_TREEHOUSE')).toBe('TEST');
  });

  it.each([
    ['no experiments at all', {}],
    ['another experiment only', { post_signup_experiments: { OTHER: { variant_name: 'TEST' } } }],
    ['an experiment without assignment', { post_signup_experiments: { FF_TREEHOUSE: undefined } }],
  ])('is undefined with %s', (_case, user) => {
    expect(experimentVariant(user, 'FF_TREEHOUSE')).toBeUndefined();
  });

  it('does not read inherited object keys as experiments', () => {
    expect(experimentVariant({ post_signup_experiments: {} }, 'constructor')).toBeUndefined();
  });
});
