import { DEFAULT_RATE_LIMIT_BACKOFF_MS } from './constants.ts';

/** Categories of Sentry's rate limits that stop error reports (an empty list means all). */
const ERROR_CATEGORIES = new Set(['error', 'default']);

/**
 * How long to stop sending after an answer of the error-reporting service, in milliseconds, or 0
 * (spec 9: back off 60 s by default on a rate limit). `X-Sentry-Rate-Limits` wins
 * (`<seconds>:<categories>:<scope>, ...`, the longest that covers errors), then `Retry-After`
 * (seconds or an HTTP date), then 60 s for a 429 that names no time.
 *
 * @example
 * rateLimitBackoffMs(429, new Headers({ 'retry-after': '120' }), Date.now()); // 120000
 * rateLimitBackoffMs(200, new Headers(), Date.now()); // 0
 */
export function rateLimitBackoffMs(status: number, headers: Pick<Headers, 'get'>, now: number): number {
  const limits = headers.get('x-sentry-rate-limits');
  if (limits) {
    let longest = 0;
    for (const limit of limits.split(',')) {
      const [seconds, categories = ''] = limit.trim().split(':');
      const covered = categories === '' || categories.split(';').some((category) => ERROR_CATEGORIES.has(category));
      const value = Number.parseInt(seconds ?? '', 10);
      if (covered)
        longest = Math.max(longest, Number.isFinite(value) && value > 0 ? value * 1000 : DEFAULT_RATE_LIMIT_BACKOFF_MS);
    }
    if (longest > 0) return longest;
  }
  if (status !== 429) return 0;
  const retryAfter = headers.get('retry-after');
  if (retryAfter) {
    if (/^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim()) * 1000;
    const date = Date.parse(retryAfter);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return DEFAULT_RATE_LIMIT_BACKOFF_MS;
}
