/** Error metadata (url, status, response text, severity, request id) is cut to this length (spec 8.1, 9). */
export const ERROR_FIELD_MAX_LENGTH = 250;

/** Header carrying the client-generated request id on same-origin calls (spec 7.1). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Response header that makes the browser navigate (spec 7.1); followed only to allowed hosts (DESIGN.md 7). */
export const FORWARD_LOCATION_HEADER = 'forward-location';

/** Body field carrying the CSRF token on same-origin non-GET calls (spec 7.1, 7.2 uses csrf_token). */
export const CSRF_FIELD = 'csrf_token';

/** Default time a server-side call may take before it is aborted; the page-load step must not hang. */
export const DEFAULT_SERVER_TIMEOUT_MS = 10_000;

/**
 * Default largest answer body a server-side client reads, in bytes after decompression (256 KiB).
 * The shell's own answers (session, site config, availability) are a few kilobytes; an answer far
 * larger is a fault, and reading it whole would let one answer (a gzip bomb inflates 1 MB into
 * 1 GiB) take the server's memory. A call that needs more sets `maxBodyBytes` itself.
 */
export const DEFAULT_SERVER_MAX_BODY_BYTES = 262_144;

/** Default time a browser call may take before it is aborted. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/** Wait before retrying after a 429 without a usable Retry-After (spec 9: default backoff 60 s on rate limit). */
export const DEFAULT_RETRY_AFTER_MS = 60_000;

/** A retry never waits longer than this; a longer Retry-After gives up and surfaces the RateLimitError. */
export const MAX_RETRY_WAIT_MS = 10_000;

/** Statuses that resolve with null (spec 8.1). */
export const NULL_STATUSES: readonly number[] = [204, 499];

/** Unsubscribe answer message meaning "no regular subscription" (spec 8.2). */
export const CANNOT_UNSUBSCRIBE_MESSAGE = 'cannot_unsubscribe_BHB';

/** Log message when the multisite analytics cookie call fails (spec 8.2, verbatim). */
export const MULTISITE_COOKIE_FAILURE_MESSAGE = 'Failed to assigned Snowplow multisite cookie';
