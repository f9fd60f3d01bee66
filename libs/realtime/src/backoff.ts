import { RECONNECT_BASE_DELAY_MS, RECONNECT_JITTER, RECONNECT_MAX_DELAY_MS } from './constants.ts';

/**
 * How reconnect delays grow: doubled from `baseMs` per attempt up to `maxMs`, then moved by up to
 * ± `jitter` of itself so that clients cut off together do not come back together.
 *
 * @example
 * const backoff: BackoffOptions = { baseMs: 1000, maxMs: 5000, jitter: 0.5 };
 */
export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  jitter?: number;
}

/**
 * Delay before reconnect attempt `attempt` (1-based). `random` is a number in [0, 1): 0.5 gives the
 * delay without jitter, 0 the shortest, values near 1 the longest. Pure, for table tests.
 *
 * @example
 * reconnectDelay(1, 0.5); // 1000
 * reconnectDelay(3, 0.5); // 4000
 * reconnectDelay(3, 0); // 2000
 */
export function reconnectDelay(attempt: number, random: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? RECONNECT_BASE_DELAY_MS;
  const max = options.maxMs ?? RECONNECT_MAX_DELAY_MS;
  const jitter = Math.min(Math.max(options.jitter ?? RECONNECT_JITTER, 0), 1);
  const step = Math.max(1, Math.floor(attempt));
  const plain = Math.min(base * 2 ** (step - 1), max);
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(plain * (1 + jitter * (2 * r - 1)));
}

/**
 * The delays of `attempts` reconnect attempts, one random draw per attempt.
 *
 * @example
 * reconnectSchedule(6, () => 0.5); // [1000, 2000, 4000, 5000, 5000, 5000]
 */
export function reconnectSchedule(attempts: number, random: () => number, options: BackoffOptions = {}): number[] {
  return Array.from({ length: Math.max(0, attempts) }, (_, i) => reconnectDelay(i + 1, random(), options));
}
