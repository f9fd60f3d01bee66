import { useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { ConnectionState, ConnectionStatus } from '../connection-store.ts';
import type { InboxState } from '../notification-inbox.ts';

/**
 * The status of a connection store ('connected' or 'disconnected'), re-rendering when it changes.
 *
 * @example
 * const status = useRealtimeStatus(socket.state);
 */
export function useRealtimeStatus(store: StoreApi<ConnectionState>): ConnectionStatus {
  const read = () => store.getState().status;
  return useSyncExternalStore(store.subscribe, read, read);
}

/**
 * The state of a notification inbox (latest items and unread count), re-rendering when it changes.
 *
 * @example
 * const { items, unread } = useNotificationInbox(inbox);
 */
export function useNotificationInbox(inbox: StoreApi<InboxState>): InboxState {
  return useSyncExternalStore(inbox.subscribe, inbox.getState, inbox.getState);
}

export { useRealtime } from './use-realtime.ts';
export type { UseRealtimeOptions, RealtimeSession } from './use-realtime.ts';
