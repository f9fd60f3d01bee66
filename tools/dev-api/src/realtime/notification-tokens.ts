import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/** How long a payload of POST /api/socketnotification may be emitted. */
const TOKEN_TTL_MS = 5 * 60_000;

/** The field of an issued payload that names it to the socket server. */
const NOTIFICATION_TOKEN_FIELD = 'notification_token';

/**
 * The payloads POST /api/socketnotification (action generate_token) answers with, as the socket
 * server checks them: each is for one sender and one recipient, names itself by a token field, and
 * is forwarded once. The client emits the payload as `send_notification` (spec 7.2); the socket
 * server forwards it, without the token, to the recipient the backend chose, and only if the
 * emitting connection is the sender's and the payload is the one issued: a client cannot make it
 * deliver what the backend did not answer it with, nor to anyone else.
 *
 * @example
 * const notifications = createNotificationTokens();
 * const payload = notifications.issue('7', '42', { notification_type: 'new_message' });
 * notifications.take('7', payload); // { to: '42', payload: { notification_type: 'new_message' } }
 * notifications.take('7', payload); // undefined: used up
 */
export interface NotificationTokens {
  /** The payload with a new token, for `from` to emit and `to` to receive. */
  issue<T extends Record<string, unknown>>(from: string, to: string, payload: T): T & { notification_token: string };
  /**
   * The recipient and the payload to deliver (without its token) of what `from` emitted, if it is a
   * payload issued to `from`, unchanged and not used yet (it is then used up); otherwise undefined.
   */
  take(from: string, emitted: unknown): { to: string; payload: Record<string, unknown> } | undefined;
}

/**
 * Creates an empty registry, shared by the /api/socketnotification handler and the socket.io server.
 *
 * @example
 * const notifications = createNotificationTokens();
 */
export function createNotificationTokens(now: () => number = Date.now): NotificationTokens {
  const issued = new Map<string, { from: string; to: string; payload: unknown; expires: number }>();
  return {
    issue(from, to, payload) {
      for (const [token, entry] of issued) if (entry.expires < now()) issued.delete(token);
      const token = randomBytes(16).toString('hex');
      // A copy as JSON would carry it: what the client emits back is compared with it.
      issued.set(token, { from, to, payload: JSON.parse(JSON.stringify(payload)), expires: now() + TOKEN_TTL_MS });
      return { ...payload, [NOTIFICATION_TOKEN_FIELD]: token };
    },
    take(from, emitted) {
      if (typeof emitted !== 'object' || emitted === null || Array.isArray(emitted)) return undefined;
      const { [NOTIFICATION_TOKEN_FIELD]: token, ...payload } = emitted as Record<string, unknown>;
      if (typeof token !== 'string') return undefined;
      const entry = issued.get(token);
      // Someone else's token is left alone: its sender may still emit it.
      if (!entry || entry.from !== from) return undefined;
      if (!isDeepStrictEqual(payload, entry.payload)) return undefined;
      issued.delete(token);
      return entry.expires >= now() ? { to: entry.to, payload } : undefined;
    },
  };
}
