import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * State of a real-time connection.
 *
 * @example
 * const state: ConnectionState = { status: 'disconnected', reconnectAttempt: 2, gaveUp: false };
 */
export interface ConnectionState {
  /** Spec 4.6: a real-time connection is connected or disconnected. */
  status: 'connected' | 'disconnected';
  /** The reconnect attempt under way (1 to 6), or 0 while connected or not started. */
  reconnectAttempt: number;
  /** All reconnect attempts failed; nothing more is tried until the next `start()`. */
  gaveUp: boolean;
}

/**
 * A small store of a connection's state: read with `getState`, follow with `subscribe`.
 *
 * @example
 * const unsubscribe = socket.state.subscribe((s) => console.log(s.status));
 */
export type ConnectionStore = StoreApi<ConnectionState>;

/**
 * Creates a connection store, disconnected.
 *
 * @example
 * const state = createConnectionStore();
 * state.getState().status; // 'disconnected'
 */
export function createConnectionStore(): ConnectionStore {
  return createStore<ConnectionState>(() => ({ status: 'disconnected', reconnectAttempt: 0, gaveUp: false }));
}
