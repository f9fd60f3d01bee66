import { isLoggedIn, isUserType, LOGGED_OUT_USER_ID } from './session-user.ts';

describe('session user (spec 3.1)', () => {
  it('uses -1 as the id of a logged-out session', () => {
    expect(LOGGED_OUT_USER_ID).toBe(-1);
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

  it.each(['logged_out_user', 'client', 'portal_account', 'counselor', 'recruiter'])(
    'accepts user type %s',
    (type) => expect(isUserType(type)).toBe(true),
  );

  it.each(['admin', '', 42, null])('rejects %p as a user type', (value) => {
    expect(isUserType(value)).toBe(false);
  });
});
