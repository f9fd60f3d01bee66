// What leaves the page in an error report carries no personal data (spec 8.2; DESIGN.md section 7):
// no email addresses and no query strings (they carry tokens: reset links, unsubscribe links, the
// session's own). Texts are cut before they are scrubbed, so the patterns only ever see a bounded
// string.

/** Longest text scrubbed; longer texts are cut first (the reports cut messages at 500 anyway). */
const SCRUB_MAX_LENGTH = 2000;

const EMAIL = /[^\s@<>()[\]"',;:/?#]+@[^\s@<>()[\]"',;:/?#]+\.[a-z]{2,}/gi;

/** A URL or a path and its query: the query (to the next space, quote or fragment) goes. */
const QUERY = /((?:https?:\/\/|\/)[^\s?#"'<>]*)\?[^\s#"'<>]*/g;

/**
 * A text without email addresses (replaced by `[email]`) and without the query strings of the URLs
 * and paths in it.
 *
 * @example
 * scrubText('Failed https://site.example/reset/?token=abc for jo@example.com');
 * // 'Failed https://site.example/reset/ for [email]'
 */
export function scrubText(value: string): string {
  const bounded = value.length > SCRUB_MAX_LENGTH ? value.slice(0, SCRUB_MAX_LENGTH) : value;
  return bounded.replace(QUERY, '$1').replace(EMAIL, '[email]');
}

/**
 * The page's address as a report carries it: origin and path, no query, no fragment.
 *
 * @example
 * pageUrl('https://site.example/account/?token=abc#top'); // 'https://site.example/account/'
 */
export function pageUrl(href: string): string {
  try {
    const url = new URL(href);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}
