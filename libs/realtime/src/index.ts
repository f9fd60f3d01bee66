// Public API of @therapy-shell/realtime: the questions a page asks without React (which channels a
// user has, the environment suffix of a channel name, whether a reported error is a failed
// subscription) and sending a notification. The connections themselves are the shell's
// (./react); the clients, stores, rules and spec 9 constants behind them stay in their modules, and
// the library's own tests import those by relative path.
export { channelSuffix, messagingChannelNames } from './channel-names.ts';
export type { MessagingChannelNames } from './channel-names.ts';
export { SubscriptionError, isSubscriptionError } from './subscription-error.ts';
export { sendNotification } from './send-notification.ts';
export type { SendNotificationInput, SendNotificationAnswer, SendNotificationOptions } from './send-notification.ts';
