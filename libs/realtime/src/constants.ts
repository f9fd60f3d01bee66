import { BACKEND_PATHS } from '@therapy-shell/core';

/**
 * Constants of the real-time connections, each with the spec section it comes from.
 *
 * @example
 * import { SOCKET_RECONNECT_ATTEMPTS } from './constants.ts'; // inside the library: not exported
 */

/** Spec 4.6 and 9: the socket reconnects up to 6 times before it gives up. */
export const SOCKET_RECONNECT_ATTEMPTS = 6;

/** Spec 4.6: logged once, as an error, after the last reconnect attempt failed. */
export const SOCKET_GIVE_UP_MESSAGE = 'Failed to connect to socket.io 6 times in a row!';

/** Spec 9: websocket transport only (no long-polling fallback). */
export const SOCKET_TRANSPORTS: readonly ['websocket'] = ['websocket'];

/** Spec 9: the shard of a non-counselor is a random whole number from 0 to this, inclusive. */
export const SOCKET_SHARD_MAX = 9999;

/**
 * Spec 9: messages of at least this many bytes are compressed (per-message deflate). Passed to
 * socket.io-client, whose browser build ignores it (see notification-socket.ts): it applies in Node.
 */
export const SOCKET_COMPRESSION_THRESHOLD = 1024;

/** Spec 9: a request may use fetch `keepalive` while in-flight bytes stay at most this. */
export const KEEPALIVE_MAX_INFLIGHT_BYTES = 60000;

/** Spec 9: ... and while fewer than this many keepalive requests are in flight. */
export const KEEPALIVE_MAX_INFLIGHT_REQUESTS = 15;

/**
 * Backoff between reconnect attempts: first delay, ceiling and jitter factor (± share of the delay).
 * Not in the spec; the values of socket.io-client's own defaults.
 */
export const RECONNECT_BASE_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 5000;
export const RECONNECT_JITTER = 0.5;

/** Spec 7.2: the endpoints the real-time connections call (their paths live in core's contract). */
export const SOCKET_TOKEN_PATH = BACKEND_PATHS.socketToken;
export const SOCKET_NOTIFICATION_PATH = BACKEND_PATHS.socketNotification;
export const PUSHER_AUTHENTICATION_PATH = BACKEND_PATHS.pusherAuthentication;
export const PUSHER_AUTHORIZATION_PATH = BACKEND_PATHS.pusherAuthorization;
export const PUSHER_TRIGGER_PATH = BACKEND_PATHS.pusherTrigger;

/** Spec 7.2: the socket.io event the server emits a notification with. */
export const SEND_NOTIFICATION_EVENT = 'send_notification';
