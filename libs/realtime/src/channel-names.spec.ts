import type { SessionUser } from '@therapy-shell/core';
import { channelSuffix, messagingChannelNames, subscribedChannels } from './channel-names.ts';

type ChannelUser = Pick<SessionUser, 'user_type' | 'id' | 'counselor_id'>;

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
      'client on production: itself by id and its counselor group',
      { user_type: 'client', id: 42, counselor_id: 7 },
      {},
      {
        own: 'private-encrypted-client-42',
        group: 'private-encrypted-counselor-group-7',
      },
    ],
    [
      'client on QA',
      { user_type: 'client', id: 42, counselor_id: 7 },
      { is_qa_server: true },
      {
        own: 'private-encrypted-client-42-qa',
        group: 'private-encrypted-counselor-group-7-qa',
      },
    ],
    [
      'client on local development',
      { user_type: 'client', id: 42, counselor_id: 7 },
      { is_development_local: true },
      {
        own: 'private-encrypted-client-42-local',
        group: 'private-encrypted-counselor-group-7-local',
      },
    ],
    [
      'client with id 0 and counselor 0',
      { user_type: 'client', id: 0, counselor_id: 0 },
      {},
      {
        own: 'private-encrypted-client-0',
        group: 'private-encrypted-counselor-group-0',
      },
    ],
    [
      'counselor on production: its own channel and its group',
      { user_type: 'counselor', id: 7 },
      {},
      {
        own: 'private-encrypted-counselor-7',
        group: 'private-encrypted-counselor-group-7',
      },
    ],
    [
      'counselor on QA',
      { user_type: 'counselor', id: 7 },
      { is_qa_server: true },
      {
        own: 'private-encrypted-counselor-7-qa',
        group: 'private-encrypted-counselor-group-7-qa',
      },
    ],
    [
      'counselor on local development',
      { user_type: 'counselor', id: 7 },
      { is_development_local: true },
      {
        own: 'private-encrypted-counselor-7-local',
        group: 'private-encrypted-counselor-group-7-local',
      },
    ],
    [
      'counselor with a counselor_id of its own: its own id counts',
      { user_type: 'counselor', id: 7, counselor_id: 9 },
      {},
      {
        own: 'private-encrypted-counselor-7',
        group: 'private-encrypted-counselor-group-7',
      },
    ],
    ['client without counselor: none', { user_type: 'client', id: 42, counselor_id: null }, {}, null],
    ['client with counselor_id absent: none', { user_type: 'client', id: 42 }, {}, null],
    ['logged-out visitor: none', { user_type: 'logged_out_user', id: -1 }, {}, null],
    ['portal account: none', { user_type: 'portal_account', id: 5 }, {}, null],
    ['recruiter: none', { user_type: 'recruiter', id: 5, counselor_id: 7 }, {}, null],
    ['client with a negative id: none', { user_type: 'client', id: -1, counselor_id: 7 }, {}, null],
    ['client with a fractional counselor id: none', { user_type: 'client', id: 42, counselor_id: 7.5 }, {}, null],
    ['counselor with a fractional id: none', { user_type: 'counselor', id: 7.5 }, {}, null],
    ['counselor with an unsafe id: none', { user_type: 'counselor', id: 2 ** 53 }, {}, null],
  ] satisfies Array<[string, ChannelUser, object, object | null]>)('%s', (_name, user, config, names) => {
    expect(messagingChannelNames(user, config)).toEqual(names);
  });

  // The session reaches the shell parsed (core reads numeric strings as numbers); a raw, unparsed
  // string id gets no channels rather than a name the backend may read differently.
  it.each([
    ['client id "42"', { user_type: 'client', id: '42', counselor_id: 7 }],
    ['counselor id "7" of a client', { user_type: 'client', id: 42, counselor_id: '7' }],
    ['counselor id "7"', { user_type: 'counselor', id: '7' }],
    ['counselor id "7x"', { user_type: 'counselor', id: '7x' }],
  ])('a string id gets no channels: %s', (_name, user) => {
    expect(messagingChannelNames(user as unknown as ChannelUser, {})).toBeNull();
  });

  it.each([
    ['client', { user_type: 'client', id: 42, counselor_id: 7 }],
    ['counselor', { user_type: 'counselor', id: 7 }],
  ] satisfies Array<[string, ChannelUser]>)(
    "a %s's own channel is none of the channels of its counselor's group",
    (_name, user) => {
      const names = messagingChannelNames(user, {});
      expect(names).not.toBeNull();
      expect(new Set([names?.own, names?.group]).size).toBe(2);
    },
  );

  it("a counselor's own channel is none of its client's channels", () => {
    const counselor = messagingChannelNames({ user_type: 'counselor', id: 7 }, { is_development_local: true });
    const client = messagingChannelNames(
      { user_type: 'client', id: 42, counselor_id: 7 },
      { is_development_local: true },
    );
    expect(Object.values(client ?? {})).not.toContain(counselor?.own);
    expect(client?.group).toBe(counselor?.group);
  });

  it('names no presence channel: the members of one would see each other', () => {
    for (const user of [
      { user_type: 'client', id: 42, counselor_id: 7 },
      { user_type: 'counselor', id: 7 },
    ] satisfies ChannelUser[]) {
      expect(
        Object.values(messagingChannelNames(user, {}) ?? {}).filter((name) => name.startsWith('presence-')),
      ).toEqual([]);
    }
  });

  it("a client whose id is its counselor's id still gets its own channel, not the counselor's", () => {
    const names = messagingChannelNames({ user_type: 'client', id: 7, counselor_id: 7 }, {});
    expect(names?.own).toBe('private-encrypted-client-7');
    expect(Object.values(names ?? {})).not.toContain('private-encrypted-counselor-7');
  });
});

describe('channels the shell subscribes (spec 6)', () => {
  it.each([
    [
      'a client: its own and its counselor group',
      { user_type: 'client', id: 42, counselor_id: 7 },
      ['private-encrypted-client-42-local', 'private-encrypted-counselor-group-7-local'],
    ],
    [
      'a counselor: its own (it broadcasts on its group, it does not listen there)',
      { user_type: 'counselor', id: 7 },
      ['private-encrypted-counselor-7-local'],
    ],
    ['a client without counselor: none', { user_type: 'client', id: 42, counselor_id: null }, []],
    ['a logged-out visitor: none', { user_type: 'logged_out_user', id: -1 }, []],
    ['a portal account: none', { user_type: 'portal_account', id: 5 }, []],
    ['a recruiter: none', { user_type: 'recruiter', id: 5 }, []],
  ] satisfies Array<[string, ChannelUser, string[]]>)('%s', (_name, user, channels) => {
    const names = messagingChannelNames(user, { is_development_local: true });
    expect(subscribedChannels(user.user_type, names)).toEqual(channels);
  });

  it("shares with another client of the same counselor only the group, and nothing with another counselor's client", () => {
    const channelsOf = (user: ChannelUser) =>
      subscribedChannels(user.user_type, messagingChannelNames(user, { is_development_local: true }));
    const client42 = channelsOf({ user_type: 'client', id: 42, counselor_id: 7 });
    const shared = (other: readonly string[]) => client42.filter((name) => other.includes(name));
    expect(shared(channelsOf({ user_type: 'client', id: 44, counselor_id: 7 }))).toEqual([
      'private-encrypted-counselor-group-7-local',
    ]);
    expect(shared(channelsOf({ user_type: 'client', id: 43, counselor_id: 8 }))).toEqual([]);
    expect(shared(channelsOf({ user_type: 'counselor', id: 7 }))).toEqual([]);
  });
});
