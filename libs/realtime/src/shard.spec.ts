import { socketShard } from './shard.ts';

describe('socket shard (spec 9)', () => {
  it.each([
    ['counselor: its own id', { user_type: 'counselor', id: 7 } as const, 0.9, 7],
    ['counselor id 12345 above the random range', { user_type: 'counselor', id: 12345 } as const, 0.9, 12345],
    ['client: random 0 gives 0', { user_type: 'client', id: 42 } as const, 0, 0],
    ['client: random 0.5 gives 5000', { user_type: 'client', id: 42 } as const, 0.5, 5000],
    ['client: random just under 1 gives 9999', { user_type: 'client', id: 42 } as const, 0.99999999, 9999],
    ['client: random 1 is clamped to 9999', { user_type: 'client', id: 42 } as const, 1, 9999],
    ['recruiter: random', { user_type: 'recruiter', id: 3 } as const, 0.1234, 1234],
  ])('%s', (_name, user, random, shard) => {
    expect(socketShard(user, () => random)).toBe(shard);
  });
});
