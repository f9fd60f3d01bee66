// The real-time clients, imported by the React hook only once a page connects (after hydration,
// when the start rules hold): they are a chunk of their own, never in the first-load JavaScript.
export { createNotificationSocket } from './notification-socket.ts';
export { createMessagingChannels } from './messaging-channels.ts';
