import { shouldConnect, type RealtimeContext } from './should-connect.ts';

type Row = [name: string, connects: boolean, user: RealtimeContext['user'], isManage: boolean, template: string];

describe('real-time messaging connection start (spec 4.6)', () => {
  it.each<Row>([
    ['counselor outside manage', true, { user_type: 'counselor' }, false, 'Home'],
    ['counselor on manage', false, { user_type: 'counselor' }, true, 'Home'],
    ['test counselor on manage', true, { user_type: 'counselor', is_test_counselor: true }, true, 'Home'],
    [
      'client in_trial with counselor',
      true,
      { user_type: 'client', stage: 'in_trial', counselor_id: 7 },
      false,
      'ClientDashboard',
    ],
    ['client paying with counselor', true, { user_type: 'client', stage: 'paying', counselor_id: 7 }, false, 'Home'],
    ['client quit with counselor', true, { user_type: 'client', stage: 'quit', counselor_id: 7 }, false, 'Home'],
    [
      'client paying without counselor',
      false,
      { user_type: 'client', stage: 'paying', counselor_id: null },
      false,
      'Home',
    ],
    ['client without stage', false, { user_type: 'client', counselor_id: 7 }, false, 'Home'],
    [
      'client paying on CreateANewPin',
      false,
      { user_type: 'client', stage: 'paying', counselor_id: 7 },
      false,
      'CreateANewPin',
    ],
    ['counselor on TwoFactorAuth', false, { user_type: 'counselor' }, false, 'TwoFactorAuth'],
    ['logged-out visitor', false, { user_type: 'logged_out_user' }, false, 'Home'],
    ['portal account', false, { user_type: 'portal_account' }, false, 'Home'],
    ['recruiter', false, { user_type: 'recruiter' }, false, 'Home'],
  ])('%s: connects=%s', (_name, expected, user, isManage, template) => {
    expect(shouldConnect({ user, isManage, template })).toBe(expected);
  });
});
