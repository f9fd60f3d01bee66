// The shell's notification socket, for sendNotification: the shell opens one socket.io connection
// per page (useRealtime) in a lazily loaded chunk, while a page sends a notification from anywhere
// (an event handler, outside React). This slot is where the running socket is while the shell's
// connections run; it holds nothing at import time, on the server, and for visitors the start
// rules keep off (a logged-out visitor), so nothing is emitted for them.

/**
 * What `sendNotification` needs of a notification socket: emitting `send_notification`.
 *
 * @example
 * const emitter: NotificationEmitter = { emitNotification: (payload) => (socket.connected ? (socket.emit('send_notification', payload), true) : false) };
 */
export interface NotificationEmitter {
  /** Emits `send_notification` with `payload` if connected now; whether it was emitted. */
  emitNotification(payload: unknown): boolean;
}

let current: NotificationEmitter | null = null;

/**
 * The slot of the shell's running notification socket.
 *
 * @example
 * shellSocket.set(socket); // when the shell's connections start
 * shellSocket.get()?.emitNotification(payload);
 * shellSocket.clear(socket); // when they stop
 */
export const shellSocket = {
  /** The running socket, or null (nothing started, stopped, server rendering). */
  get: (): NotificationEmitter | null => current,
  /** Puts the shell's socket in the slot. */
  set(socket: NotificationEmitter): void {
    current = socket;
  },
  /** Empties the slot if `socket` is in it (a newer socket is left where it is). */
  clear(socket: NotificationEmitter): void {
    if (current === socket) current = null;
  },
};
