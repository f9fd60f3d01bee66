import {
  isShellChannelName,
  isSignedIn,
  mayJoin,
  mayTrigger,
  shellChannel,
  watchlistOf,
  type ChannelUser,
} from './channel-rights.ts';

// The channels of client 42 and its counselor 7 (spec 6), by kind; each row below says who may join
// and who may trigger on each, once per environment suffix (spec 9). `presence` is the presence
// channel of earlier versions, in which a counselor's clients saw each other: refused to everyone.
const SUFFIXES = ['', '-qa', '-local'] as const;
const channels = (suffix: string) => ({
  clientOwn: `private-encrypted-client-42${suffix}`,
  group: `private-encrypted-counselor-group-7${suffix}`,
  counselorOwn: `private-encrypted-counselor-7${suffix}`,
  presence: `presence-counselor-7${suffix}`,
});
type Kinds = Record<keyof ReturnType<typeof channels>, boolean>;

const USERS: Array<[string, ChannelUser, { join: Kinds; trigger: Kinds }]> = [
  [
    'client 42 of counselor 7',
    { id: 42, user_type: 'client', counselor_id: 7 },
    {
      join: { clientOwn: true, group: true, counselorOwn: false, presence: false },
      trigger: { clientOwn: true, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'client 42 of counselor 7, ids as strings',
    { id: '42', user_type: 'client', counselor_id: '7' },
    {
      join: { clientOwn: true, group: true, counselorOwn: false, presence: false },
      trigger: { clientOwn: true, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'another client (44) of counselor 7',
    { id: 44, user_type: 'client', counselor_id: 7 },
    {
      join: { clientOwn: false, group: true, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'client 7 of counselor 7 (the same number as its counselor)',
    { id: 7, user_type: 'client', counselor_id: 7 },
    {
      join: { clientOwn: false, group: true, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'client 43 of another counselor (8)',
    { id: 43, user_type: 'client', counselor_id: 8 },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'client 42 without a counselor',
    { id: 42, user_type: 'client', counselor_id: null },
    {
      join: { clientOwn: true, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: true, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'client with a non-canonical id "042"',
    { id: '042', user_type: 'client', counselor_id: 7 },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'client 42 with counselor_id "7x"',
    { id: 42, user_type: 'client', counselor_id: '7x' },
    {
      join: { clientOwn: true, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: true, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'counselor 7',
    { id: 7, user_type: 'counselor' },
    {
      join: { clientOwn: false, group: true, counselorOwn: true, presence: false },
      trigger: { clientOwn: false, group: true, counselorOwn: true, presence: false },
    },
  ],
  [
    'counselor 7, id as a string',
    { id: '7', user_type: 'counselor' },
    {
      join: { clientOwn: false, group: true, counselorOwn: true, presence: false },
      trigger: { clientOwn: false, group: true, counselorOwn: true, presence: false },
    },
  ],
  [
    'counselor 7 whose session also names a counselor_id',
    { id: 7, user_type: 'counselor', counselor_id: 8 },
    {
      join: { clientOwn: false, group: true, counselorOwn: true, presence: false },
      trigger: { clientOwn: false, group: true, counselorOwn: true, presence: false },
    },
  ],
  [
    'counselor 8',
    { id: 8, user_type: 'counselor' },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'counselor 42 (the number of the client)',
    { id: 42, user_type: 'counselor' },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'logged-out visitor',
    { id: -1, user_type: 'logged_out_user' },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'recruiter 7 with counselor_id 7',
    { id: 7, user_type: 'recruiter', counselor_id: 7 },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'portal account 42 with counselor_id 7',
    { id: 42, user_type: 'portal_account', counselor_id: 7 },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'an unknown user type with id 7',
    { id: 7, user_type: 'admin' },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
  [
    'no user type, id 7',
    { id: 7 },
    {
      join: { clientOwn: false, group: false, counselorOwn: false, presence: false },
      trigger: { clientOwn: false, group: false, counselorOwn: false, presence: false },
    },
  ],
];

describe.each(SUFFIXES)('the shell channels, suffix "%s"', (suffix) => {
  const names = channels(suffix);

  it.each(USERS)('%s may join', (_name, user, { join }) => {
    expect({
      clientOwn: mayJoin(names.clientOwn, user),
      group: mayJoin(names.group, user),
      counselorOwn: mayJoin(names.counselorOwn, user),
      presence: mayJoin(names.presence, user),
    }).toEqual(join);
  });

  it.each(USERS)('%s may trigger on', (_name, user, { trigger }) => {
    expect({
      clientOwn: mayTrigger(names.clientOwn, user),
      group: mayTrigger(names.group, user),
      counselorOwn: mayTrigger(names.counselorOwn, user),
      presence: mayTrigger(names.presence, user),
    }).toEqual(trigger);
  });

  it('a persona cannot list a shell channel to join or trigger on it', () => {
    const client = { id: 42, user_type: 'client', counselor_id: 7, channels: Object.values(names) };
    expect(mayJoin(names.counselorOwn, client)).toBe(false);
    expect(mayTrigger(names.counselorOwn, client)).toBe(false);
    expect(mayTrigger(names.group, client)).toBe(false);
  });
});

describe('names that look like the shell channels are refused to everyone', () => {
  const client = { id: 42, user_type: 'client', counselor_id: 7 };
  const counselor = { id: 7, user_type: 'counselor' };
  it.each([
    'private-encrypted-counselor-7x',
    'private-encrypted-counselor-7-evil',
    'private-encrypted-counselor-7-local-local',
    'private-encrypted-counselor-7-prod',
    'private-encrypted-counselor-7-LOCAL',
    'private-encrypted-counselor-07',
    'private-encrypted-counselor--7',
    'private-encrypted-counselor-+7',
    'private-encrypted-counselor-7\n',
    'private-encrypted-counselor-',
    'private-encrypted-counselor-group-7-evil',
    'private-encrypted-counselor-group-7x',
    'private-encrypted-counselor-group-',
    'private-encrypted-counselor-group-group-7',
    'private-encrypted-client-42-evil',
    'private-encrypted-client-42x',
    'private-encrypted-client-042',
    'presence-counselor-7-evil',
    'presence-counselor-7x',
    'private-encrypted-counselor-1234567890123456',
    'PRIVATE-ENCRYPTED-COUNSELOR-7',
    ' private-encrypted-counselor-7',
    // Other shapes: not shell channels, and no persona lists them.
    'private-counselor-7',
    'private-client-42',
    'presence-client-42',
    'private-encrypted-7',
    'private-x',
    'news',
  ])('%p', (channel) => {
    expect([
      mayJoin(channel, client),
      mayTrigger(channel, client),
      mayJoin(channel, counselor),
      mayTrigger(channel, counselor),
    ]).toEqual([false, false, false, false]);
  });
});

describe("a product team's own channels: only those the persona lists", () => {
  const listed = ['private-reports-42-local', 'presence-quiz-room-3-local', 'news-42'];
  it.each([
    [
      'a client lists it',
      { id: 42, user_type: 'client', counselor_id: 7, channels: listed },
      'private-reports-42-local',
      true,
    ],
    [
      'a presence channel listed',
      { id: 42, user_type: 'client', channels: listed },
      'presence-quiz-room-3-local',
      true,
    ],
    ['a public channel listed (to trigger on)', { id: 42, user_type: 'client', channels: listed }, 'news-42', true],
    ['a counselor lists it', { id: 7, user_type: 'counselor', channels: listed }, 'private-reports-42-local', true],
    ['a recruiter lists it', { id: 9, user_type: 'recruiter', channels: listed }, 'private-reports-42-local', true],
    [
      'a portal account lists it',
      { id: 9, user_type: 'portal_account', channels: listed },
      'private-reports-42-local',
      true,
    ],
    ['another name than listed', { id: 42, user_type: 'client', channels: listed }, 'private-reports-43-local', false],
    ['another suffix than listed', { id: 42, user_type: 'client', channels: listed }, 'private-reports-42-qa', false],
    ['a prefix of a listed name', { id: 42, user_type: 'client', channels: listed }, 'private-reports-42', false],
    ['nothing listed', { id: 42, user_type: 'client', counselor_id: 7 }, 'private-reports-42-local', false],
    ['an empty list', { id: 42, user_type: 'client', channels: [] }, 'private-reports-42-local', false],
    [
      'a logged-out visitor lists it',
      { id: -1, user_type: 'logged_out_user', channels: listed },
      'private-reports-42-local',
      false,
    ],
    ['no user type', { id: 42, channels: listed }, 'private-reports-42-local', false],
    [
      'an id that is no whole number',
      { id: 'x', user_type: 'client', channels: listed },
      'private-reports-42-local',
      false,
    ],
  ] satisfies Array<[string, ChannelUser, string, boolean]>)('%s: %s', (_name, user, channel, allowed) => {
    expect([mayJoin(channel, user), mayTrigger(channel, user)]).toEqual([allowed, allowed]);
  });
});

describe('the kind of a channel name', () => {
  it.each([
    ['private-encrypted-client-42', { kind: 'client', id: '42' }],
    ['private-encrypted-client-0-qa', { kind: 'client', id: '0' }],
    ['private-encrypted-counselor-7-local', { kind: 'counselor', id: '7' }],
    ['private-encrypted-counselor-group-7-local', { kind: 'counselor-group', id: '7' }],
    ['presence-counselor-7', null],
    ['private-encrypted-counselor-7x', null],
    ['private-encrypted-counselor-group-7-evil', null],
    ['private-reports-42-local', null],
  ])('%s', (name, kind) => {
    expect(shellChannel(name)).toEqual(kind);
  });

  it.each([
    ['private-encrypted-client-anything', true],
    ['private-encrypted-counselor-anything', true],
    ['presence-counselor-anything', true],
    ['private-encrypted-reports-42', false],
    ['presence-quiz-room-3', false],
    ['private-client-42', false],
  ])('%s is in the shell name spaces: %s', (name, reserved) => {
    expect(isShellChannelName(name)).toBe(reserved);
  });
});

describe('who is signed in', () => {
  it.each([
    ['client 42', { id: 42, user_type: 'client' }, true],
    ['counselor "7"', { id: '7', user_type: 'counselor' }, true],
    ['recruiter 0', { id: 0, user_type: 'recruiter' }, true],
    ['logged-out visitor', { id: -1, user_type: 'logged_out_user' }, false],
    ['logged-out user type with a whole-number id', { id: 5, user_type: 'logged_out_user' }, false],
    ['no user type', { id: 42 }, false],
    ['an empty id', { id: '', user_type: 'client' }, false],
    ['a fractional id', { id: 4.2, user_type: 'client' }, false],
    ['id "042"', { id: '042', user_type: 'client' }, false],
  ] satisfies Array<[string, ChannelUser, boolean]>)('%s: %s', (_name, user, signedIn) => {
    expect(isSignedIn(user)).toBe(signedIn);
  });
});

describe("a user's watchlist: a counselor watches its clients, nobody else watches anyone", () => {
  // What the backend knows of its users: clients of counselors 7 and 8, and others.
  const users: ChannelUser[] = [
    { id: 43, user_type: 'client', counselor_id: 7 },
    { id: 42, user_type: 'client', counselor_id: 7 },
    { id: 42, user_type: 'client', counselor_id: 7 },
    { id: '1000', user_type: 'client', counselor_id: '7' },
    { id: 44, user_type: 'client', counselor_id: 8 },
    { id: 45, user_type: 'client', counselor_id: null },
    { id: 46, user_type: 'client' },
    { id: '042', user_type: 'client', counselor_id: 7 },
    { id: 47, user_type: 'client', counselor_id: '07' },
    { id: 48, user_type: 'recruiter', counselor_id: 7 },
    { id: 49, user_type: 'portal_account', counselor_id: 7 },
    { id: 7, user_type: 'counselor' },
    { id: 8, user_type: 'counselor', counselor_id: 7 },
    { id: -1, user_type: 'logged_out_user', counselor_id: 7 },
  ];
  it.each([
    ['counselor 7: its clients, once each, by id', { id: 7, user_type: 'counselor' }, ['42', '43', '1000']],
    ['counselor "7"', { id: '7', user_type: 'counselor' }, ['42', '43', '1000']],
    ['counselor 8: its one client', { id: 8, user_type: 'counselor' }, ['44']],
    ['counselor 9 without clients: an empty watchlist', { id: 9, user_type: 'counselor' }, []],
    ['client 42 of counselor 7: none', { id: 42, user_type: 'client', counselor_id: 7 }, undefined],
    ['client 7 (the number of the counselor): none', { id: 7, user_type: 'client', counselor_id: 7 }, undefined],
    ['recruiter 7: none', { id: 7, user_type: 'recruiter' }, undefined],
    ['portal account 7: none', { id: 7, user_type: 'portal_account' }, undefined],
    ['logged-out visitor: none', { id: -1, user_type: 'logged_out_user' }, undefined],
    ['counselor with id "07": none', { id: '07', user_type: 'counselor' }, undefined],
    ['counselor with a fractional id: none', { id: 7.5, user_type: 'counselor' }, undefined],
    ['no user type, id 7: none', { id: 7 }, undefined],
  ] satisfies Array<[string, ChannelUser, string[] | undefined]>)('%s', (_name, user, watchlist) => {
    expect(watchlistOf(user, users)).toEqual(watchlist);
  });
});
