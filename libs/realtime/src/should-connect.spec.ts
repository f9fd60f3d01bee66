import { shouldConnect, type RealtimeContext } from './should-connect.ts';

type Row = [string, RealtimeContext['user'], boolean, string, boolean];

describe('real-time messaging connection start (spec 4.6)', () => {
  it.each<Row>([
    ['counselor outside manage', { user_type: 'counselor' }, false, 'Home', true],
    ['counselor on manage', { user_type: 'counselor' }, true, 'Home', false],
    ['test counselor on manage', { user_type: 'counselor', is_test_counselor: true }, true, 'Home', true],
    ['client in_trial with counselor', { user_type: 'client', stage: 'in_trial', counselor_id: 7 }, false, 'ClientDashboard', true],
    ['client paying with counselor', { user_type: 'client', stage: 'paying', counselor_id: 7 }, false, 'Home', true],
    ['client quit with counselor', { user_type: 'client', stage: 'quit', counselor_id: 7 }, false, 'Home', true],
    ['client paying without counselor', { user_type: 'client', stage: 'paying', counselor_id: null }, false, 'Home', false],
    ['client without stage', { user_type: 'client', counselor_id: 7 }, false, 'Home', false],
    ['client paying on CreateANewPin', { user_type: 'client', stage: 'paying', counselor_id: 7 }, false, 'CreateANewPin', false],
    ['counselor on TwoFactorAuth', { user_type: 'counselor' }, false, 'TwoFactorAuth', false],
    ['logged-out visitor', { user_type: 'logged_out_user' }, false, 'Home', false],
    ['portal account', { user_type: 'portal_account' }, false, 'Home', false],
    ['recruiter', { user_type: 'recruiter' }, false, 'Home', false],
  ])('%s: connects=%s', (_name, user, isManage, template, expected) => {
    expect(shouldConnect({ user, isManage, template })).toBe(expected);
  });
});
