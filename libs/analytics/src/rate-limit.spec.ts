import { rateLimitBackoffMs } from './rate-limit.ts';

const now = Date.parse('2026-01-01T00:00:00Z');

describe('rate-limit back-off (spec 9: 60 s by default)', () => {
  it.each<[string, number, Record<string, string>, number]>([
    ['a 200 without limits', 200, {}, 0],
    ['a 429 naming no time', 429, {}, 60_000],
    ['Retry-After in seconds', 429, { 'retry-after': '120' }, 120_000],
    ['Retry-After as a date', 429, { 'retry-after': 'Thu, 01 Jan 2026 00:00:30 GMT' }, 30_000],
    [
      'X-Sentry-Rate-Limits for errors',
      429,
      { 'x-sentry-rate-limits': '30:error;default:organization', 'retry-after': '120' },
      30_000,
    ],
    ['X-Sentry-Rate-Limits for all categories', 200, { 'x-sentry-rate-limits': '45::organization' }, 45_000],
    ['X-Sentry-Rate-Limits for transactions only', 200, { 'x-sentry-rate-limits': '45:transaction:organization' }, 0],
    [
      'the longest limit covering errors',
      429,
      { 'x-sentry-rate-limits': '10:error:key, 90:default:org, 500:transaction:org' },
      90_000,
    ],
  ])('%s', (_name, status, headers, expected) => {
    expect(rateLimitBackoffMs(status, new Headers(headers), now)).toBe(expected);
  });
});
