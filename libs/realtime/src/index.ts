export { shouldConnect, TEMPLATES_WITHOUT_REALTIME } from './should-connect.ts';
export type { RealtimeContext } from './should-connect.ts';
export {
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_GIVE_UP_MESSAGE,
  SOCKET_TRANSPORTS,
  SOCKET_SHARD_MAX,
  SOCKET_COMPRESSION_THRESHOLD,
  KEEPALIVE_MAX_INFLIGHT_BYTES,
  KEEPALIVE_MAX_INFLIGHT_REQUESTS,
  SEND_NOTIFICATION_EVENT,
} from './constants.ts';
export { reconnectDelay, reconnectSchedule } from './backoff.ts';
export type { BackoffOptions } from './backoff.ts';
export { shouldKeepalive, createKeepaliveFetch } from './keepalive.ts';
export type { InFlight } from './keepalive.ts';
export { socketShard } from './shard.ts';
export { channelSuffix, messagingChannelNames } from './channel-names.ts';
export { notificationSocketUrl } from './socket-url.ts';
export type { MessagingChannelNames } from './channel-names.ts';
export { createConnectionStore } from './connection-store.ts';
export type { ConnectionStatus, ConnectionState, ConnectionStore } from './connection-store.ts';
export { isNotification } from './notification.ts';
export type { Notification } from './notification.ts';
export { createNotificationSocket } from './notification-socket.ts';
export type { NotificationSocket, NotificationSocketOptions, SocketIoConnect, Timers } from './notification-socket.ts';
export { sendNotification } from './send-notification.ts';
export type { SendNotificationInput, SendNotificationAnswer, SendNotificationOptions } from './send-notification.ts';
export { createMessagingChannels } from './messaging-channels.ts';
export type { MessagingChannels, MessagingChannelsOptions, PresenceState, PusherConstructor, PusherClient } from './messaging-channels.ts';
export { SubscriptionError, isSubscriptionError } from './subscription-error.ts';
export { createNotificationInbox } from './notification-inbox.ts';
export type { NotificationInbox, InboxItem, InboxState } from './notification-inbox.ts';
export type { RealtimePost, RealtimeHttpOptions, RealtimeParams } from './realtime-http.ts';
