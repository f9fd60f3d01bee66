// Public API of @therapy-shell/realtime/react: the shell's real-time connections (useRealtime, with
// the types its answer is made of) and a page's channel on them (ShellRealtimeProvider,
// useShellChannel). The clients, stores and rules behind them stay in their modules.
export { useRealtime } from './use-realtime.ts';
export type { UseRealtimeOptions, RealtimeSession } from './use-realtime.ts';
export type { ConnectionState } from '../connection-store.ts';
export type { InboxState, InboxItem } from '../notification-inbox.ts';
export type { Notification } from '../notification.ts';
export { ShellRealtimeProvider } from './shell-channel.tsx';
export { useShellChannel } from './use-shell-channel.ts';
export type { ShellChannelState, ShellChannelStatus } from './use-shell-channel.ts';
