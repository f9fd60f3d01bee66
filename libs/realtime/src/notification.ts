/**
 * A notification as the socket server emits it with `send_notification` (spec 7.2: the
 * `socket_notification` of POST /api/socketnotification). Fields besides the type are the
 * backend's; read them with care.
 *
 * @example
 * socket.onNotification((n: Notification) => toast.show({ title: n.notification_type }));
 */
export interface Notification {
  notification_type: string;
  notification_data?: unknown;
  account_id?: number | string;
  [field: string]: unknown;
}

/**
 * Whether a socket payload is a notification (an object with a string `notification_type`).
 *
 * @example
 * isNotification({ notification_type: 'new_message' }); // true
 * isNotification('hello'); // false
 */
export function isNotification(value: unknown): value is Notification {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { notification_type?: unknown }).notification_type === 'string'
  );
}
