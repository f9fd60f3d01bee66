import { channelSuffix, messagingChannelNames } from './channel-names.ts';

describe('environment suffix of channel names (spec 9)', () => {
  it.each([
    ['production', {}, ''],
    ['QA server', { is_qa_server: true }, '-qa'],
    ['local development', { is_development_local: true }, '-local'],
    ['QA wins over local development', { is_qa_server: true, is_development_local: true }, '-qa'],
    ['flags false', { is_qa_server: false, is_development_local: false }, ''],
  ])('%s: "%s"', (_name, config, suffix) => {
    expect(channelSuffix(config)).toBe(suffix);
  });
});

describe('messaging channels of a user (spec 6)', () => {
  it.each([
    [
      'client on production: itself by id, its counselor group, the group presence',
      { user_type: 'client', id: 42, counselor_id: 7 } as const,
      {},
      { own: 'private-encrypted-client-42', group: 'private-encrypted-counselor-7', presence: 'presence-counselor-7' },
    ],
    [
      'client on QA',
      { user_type: 'client', id: 42, counselor_id: 7 } as const,
      { is_qa_server: true },
      {
        own: 'private-encrypted-client-42-qa',
        group: 'private-encrypted-counselor-7-qa',
        presence: 'presence-counselor-7-qa',
      },
    ],
    [
      'counselor: its own channel and its presence',
      { user_type: 'counselor', id: 7 } as const,
      {},
      { own: 'private-encrypted-counselor-7', group: null, presence: 'presence-counselor-7' },
    ],
    [
      'counselor on local development',
      { user_type: 'counselor', id: 7 } as const,
      { is_development_local: true },
      { own: 'private-encrypted-counselor-7-local', group: null, presence: 'presence-counselor-7-local' },
    ],
    ['client without counselor: none', { user_type: 'client', id: 42, counselor_id: null } as const, {}, null],
    ['logged-out visitor: none', { user_type: 'logged_out_user', id: -1 } as const, {}, null],
    ['portal account: none', { user_type: 'portal_account', id: 5 } as const, {}, null],
  ])('%s', (_name, user, config, names) => {
    expect(messagingChannelNames(user, config)).toEqual(names);
  });
});
