// Constants of the analytics library, each with the spec section it comes from.

/** Snowplow session cookie timeout in seconds (spec 9: session timeout 1800 s). */
export const SESSION_TIMEOUT_SECONDS = 1800;

/** Lifetime of Snowplow's id cookie in seconds (spec 9: cookie lifetime 63072000 s, two years). */
export const COOKIE_LIFETIME_SECONDS = 63_072_000;

/** Largest POST the tracker sends to the collector, in bytes (spec 9: post size cap 40000). */
export const MAX_POST_BYTES = 40_000;

/** Events the tracker keeps in localStorage while the collector cannot be reached (spec 9: local queue 1000). */
export const MAX_LOCAL_QUEUE = 1000;

/** How long the tracker waits for the collector, in milliseconds (spec 9: connection timeout 5000 ms). */
export const CONNECTION_TIMEOUT_MS = 5000;

/** Seconds on a page before the first activity ping (spec 9: minimum visit length 30). */
export const MINIMUM_VISIT_LENGTH_SECONDS = 30;

/** Seconds between activity pings (spec 9: heartbeat delay 10). */
export const HEARTBEAT_SECONDS = 10;

/** Name of the shell's tracker instance (one per page). */
export const TRACKER_NAME = 'shell';

/** Schema of the user context entity attached to every event (spec 3.4: user_type and language). */
export const USER_CONTEXT_SCHEMA = 'iglu:com.therapyshell/user_context/jsonschema/1-0-0';

/** Schema of the Web Vitals events, kept in libs/analytics/schemas/com.therapyshell/web_vital/jsonschema/1-0-0. */
export const WEB_VITAL_SCHEMA = 'iglu:com.therapyshell/web_vital/jsonschema/1-0-0';

/** Category of the shell's structured events (spec 7.2 analytics events). */
export const SHELL_EVENT_CATEGORY = 'shell';

/** Calls kept while the tracker is not initialised yet (spec 4.7: not connected until initialised); older ones are dropped. */
export const MAX_PENDING_CALLS = 100;

/** Error reports kept until the error SDK has loaded (spec 9: error buffer 30 events). */
export const ERROR_BUFFER_SIZE = 30;

/** Length an error report's message is cut to (spec 9: 500 characters). */
export const ERROR_MESSAGE_MAX_LENGTH = 500;

/** Stack frames kept in an error report, the innermost (spec 9: 3 stack frames kept). */
export const ERROR_STACK_FRAMES = 3;

/**
 * How long a failure the shell reported itself keeps an uncaught error of the same type and message
 * from being sent again (React reports a part that throws while it hydrates as uncaught, and the
 * part's error boundary reports it too, in the same commit).
 */
export const SAME_FAILURE_MS = 2_000;

/** How long an uncaught error waits for the shell's own report of the same failure (same commit: a moment). */
export const SAME_FAILURE_WAIT_MS = 50;

/** Back-off after a rate-limit answer when the server names no time, in milliseconds (spec 9: 60 s). */
export const DEFAULT_RATE_LIMIT_BACKOFF_MS = 60_000;

/** Length of each metadata field of a server-side report (spec 8.1, 8.2: 250 characters). */
export const METADATA_MAX_LENGTH = 250;

/** Prefix of Snowplow's first-party id cookie (`_sp_id.<hash>`): the analytics id cookie of spec 7.2. */
export const ANALYTICS_ID_COOKIE_PREFIX = '_sp_id.';
