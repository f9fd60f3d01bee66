import type { SessionUser } from '@therapy-shell/core';
import { SOCKET_SHARD_MAX } from './constants.ts';

/**
 * Spec 9: the socket shard is the counselor id for counselors, otherwise a random whole number from
 * 0 to 9999. `random` returns a number in [0, 1) (injected so tests choose it).
 *
 * @example
 * socketShard({ user_type: 'counselor', id: 7 }, Math.random); // 7
 * socketShard({ user_type: 'client', id: 42 }, () => 0.5); // 5000
 */
export function socketShard(user: Pick<SessionUser, 'user_type' | 'id'>, random: () => number = Math.random): number {
  if (user.user_type === 'counselor' && Number.isInteger(user.id) && user.id >= 0) return user.id;
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  return Math.floor(r * (SOCKET_SHARD_MAX + 1));
}
