import { isIgnorable, silentReporter, type ErrorReporter } from '@therapy-shell/request';
import { SOCKET_NOTIFICATION_PATH } from './constants.ts';
import { realtimePost, type RealtimeHttpOptions } from './realtime-http.ts';
import { shellSocket, type NotificationEmitter } from './shell-socket.ts';

/**
 * What to send with POST /api/socketnotification besides the action (spec 7.2).
 *
 * @example
 * const input: SendNotificationInput = { send_to_self: false, notification_type: 'new_message', notification_data: '{"room":3}', account_id: 42 };
 */
export interface SendNotificationInput {
  send_to_self: boolean;
  notification_type: string;
  notification_data: string;
  account_id: number | string;
}

/**
 * The answer: the payloads emitted as `send_notification` on the shell's socket (spec 7.2), which
 * the socket server delivers to the sender (`socket_notification`) and the partner
 * (`socket_notification_partner`). Either may be null: nothing is emitted for it.
 *
 * @example
 * const answer: SendNotificationAnswer = { socket_notification: {}, socket_notification_partner: null };
 */
export interface SendNotificationAnswer {
  socket_notification: unknown;
  socket_notification_partner: unknown;
}

/**
 * Options of {@link sendNotification}: where to call and where failures go.
 *
 * @example
 * const options: SendNotificationOptions = { reporter, csrfToken: session.csrf_token };
 */
export interface SendNotificationOptions {
  /** Receives a failure that is not ignorable, as an error; silent by default. */
  reporter?: ErrorReporter | undefined;
  /** CSRF token of the call (spec 7.1), or a getter read at call time. */
  csrfToken?: string | (() => string | undefined) | undefined;
  /** Origin of the site; defaults to `location.origin` at call time. */
  origin?: string | undefined;
}

/**
 * Sends a notification (spec 7.2): POST /api/socketnotification (action generate_token), then emits
 * each payload of the answer that is not null, `socket_notification` first and then
 * `socket_notification_partner`, as `send_notification` on the shell's socket.io connection, one
 * emit per payload, unchanged. Without a connected shell socket (a logged-out visitor, a page the
 * start rules keep off, before the connection is up, while it reconnects) nothing is emitted and
 * that is no error: the backend has the notification. Resolves with the answer, or null on failure,
 * which is reported as an error unless ignorable (spec 8.2).
 *
 * @example
 * await sendNotification({ send_to_self: false, notification_type: 'new_message', notification_data: '{}', account_id: 42 }, { reporter });
 */
export function sendNotification(
  input: SendNotificationInput,
  options: SendNotificationOptions = {},
): Promise<SendNotificationAnswer | null> {
  return postNotification(input, options);
}

/**
 * Emits the answer's payloads that are not null as `send_notification`, own first, one emit each;
 * nothing without a connected socket. Returns how many were emitted.
 *
 * @example
 * emitAnswer({ socket_notification: null, socket_notification_partner: { notification_type: 'x' } }, socket); // 1
 */
function emitAnswer(answer: SendNotificationAnswer, socket: NotificationEmitter | null): number {
  if (!socket) return 0;
  let emitted = 0;
  for (const payload of [answer.socket_notification, answer.socket_notification_partner]) {
    if (payload !== null && payload !== undefined && socket.emitNotification(payload)) emitted += 1;
  }
  return emitted;
}

/**
 * {@link sendNotification} over any HTTP layer of the real-time calls and any socket (the library's
 * tests replace them); `socket` defaults to the shell's running one.
 *
 * @example
 * await postNotification(input, { post: () => Promise.reject(new TypeError('down')), reporter });
 */
export async function postNotification(
  input: SendNotificationInput,
  options: SendNotificationOptions & RealtimeHttpOptions & { socket?: NotificationEmitter | null | undefined },
): Promise<SendNotificationAnswer | null> {
  const reporter = options.reporter ?? silentReporter;
  let answer: SendNotificationAnswer;
  try {
    const body = (await realtimePost(options)(SOCKET_NOTIFICATION_PATH, {
      ...input,
      action: 'generate_token',
    })) as Partial<SendNotificationAnswer> | null;
    if (!body || !('socket_notification' in body))
      throw new TypeError('POST /api/socketnotification answered without socket_notification');
    answer = {
      socket_notification: body.socket_notification ?? null,
      socket_notification_partner: body.socket_notification_partner ?? null,
    };
  } catch (error) {
    if (!isIgnorable(error))
      reporter.report(error, { level: 'error', message: 'Failed to send a socket notification' });
    return null;
  }
  // The socket is looked up once the answer is there: the connection may have come up meanwhile.
  const socket = options.socket === undefined ? shellSocket.get() : options.socket;
  try {
    emitAnswer(answer, socket);
  } catch (error) {
    // The backend has the notification: the caller still gets the answer.
    reporter.report(error, { level: 'error', message: 'Failed to emit a socket notification' });
  }
  return answer;
}
