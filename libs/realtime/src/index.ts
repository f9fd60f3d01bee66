// Public API of @therapy-shell/realtime: the start rule, the notification socket, the messaging
// channels, the inbox and their types (React hooks in ./react). The spec 9 mechanics behind them
// (backoff, shard, keep-alive rule, socket URL, connection store, constants) stay in their modules;
// the library's own tests import those by relative path.
export { shouldConnect, TEMPLATES_WITHOUT_REALTIME } from './should-connect.ts';
export type { RealtimeContext } from './should-connect.ts';
export type { BackoffOptions } from './backoff.ts';
export { channelSuffix, messagingChannelNames } from './channel-names.ts';
export type { MessagingChannelNames } from './channel-names.ts';
export type { ConnectionStatus, ConnectionState, ConnectionStore } from './connection-store.ts';
export { isNotification } from './notification.ts';
export type { Notification } from './notification.ts';
export { createNotificationSocket } from './notification-socket.ts';
export type { NotificationSocket, NotificationSocketOptions, SocketIoConnect, Timers } from './notification-socket.ts';
export { sendNotification } from './send-notification.ts';
export type { SendNotificationInput, SendNotificationAnswer, SendNotificationOptions } from './send-notification.ts';
export { createMessagingChannels } from './messaging-channels.ts';
export type {
  MessagingChannels,
  MessagingChannelsOptions,
  PresenceState,
  PusherConstructor,
  PusherClient,
} from './messaging-channels.ts';
export { SubscriptionError, isSubscriptionError } from './subscription-error.ts';
export { createNotificationInbox } from './notification-inbox.ts';
export type { NotificationInbox, InboxItem, InboxState } from './notification-inbox.ts';
export type { RealtimePost, RealtimeHttpOptions, RealtimeParams } from './realtime-http.ts';
