import { isIgnorable, silentReporter, type ErrorReporter } from '@therapy-shell/request';
import { SOCKET_NOTIFICATION_PATH } from './constants.ts';
import { realtimePost, type RealtimeHttpOptions } from './realtime-http.ts';

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
 * The answer: the payloads the socket server emits as `send_notification` (spec 7.2).
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
 * Sends a notification through the backend (POST /api/socketnotification, action generate_token).
 * Resolves with the answer, or null on failure, which is reported as an error unless ignorable
 * (spec 8.2).
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
 * {@link sendNotification} over any HTTP layer of the real-time calls (the library's tests replace it).
 *
 * @example
 * await postNotification(input, { post: () => Promise.reject(new TypeError('down')), reporter });
 */
export async function postNotification(
  input: SendNotificationInput,
  options: SendNotificationOptions & RealtimeHttpOptions,
): Promise<SendNotificationAnswer | null> {
  const reporter = options.reporter ?? silentReporter;
  try {
    const answer = (await realtimePost(options)(SOCKET_NOTIFICATION_PATH, {
      ...input,
      action: 'generate_token',
    })) as Partial<SendNotificationAnswer> | null;
    if (!answer || !('socket_notification' in answer))
      throw new TypeError('POST /api/socketnotification answered without socket_notification');
    return {
      socket_notification: answer.socket_notification,
      socket_notification_partner: answer.socket_notification_partner ?? null,
    };
  } catch (error) {
    if (!isIgnorable(error))
      reporter.report(error, { level: 'error', message: 'Failed to send a socket notification' });
    return null;
  }
}
