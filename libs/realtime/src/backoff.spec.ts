import { reconnectDelay, reconnectSchedule } from './backoff.ts';

describe('reconnect backoff with jitter', () => {
  it.each([
    // attempt, random, delay (base 1000, max 5000, jitter 0.5)
    [1, 0.5, 1000],
    [2, 0.5, 2000],
    [3, 0.5, 4000],
    [4, 0.5, 5000],
    [6, 0.5, 5000],
    [1, 0, 500],
    [1, 1, 1500],
    [3, 0, 2000],
    [3, 0.75, 5000],
    [6, 0, 2500],
  ])('attempt %i with random %d waits %i ms', (attempt, random, delay) => {
    expect(reconnectDelay(attempt, random)).toBe(delay);
  });

  it('takes its base, ceiling and jitter from the options', () => {
    expect(reconnectDelay(3, 0.5, { baseMs: 10, maxMs: 100, jitter: 0 })).toBe(40);
    expect(reconnectDelay(5, 1, { baseMs: 10, maxMs: 100, jitter: 0 })).toBe(100);
  });

  it('schedules 6 attempts with one random draw each', () => {
    const draws = [0.5, 0.5, 0.5, 0.5, 0.5, 0];
    expect(reconnectSchedule(6, () => draws.shift() ?? 0.5)).toEqual([1000, 2000, 4000, 5000, 5000, 2500]);
  });
});
