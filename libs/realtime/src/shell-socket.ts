// The shell's notification socket, for sendNotification: the shell opens one socket.io connection
// per page (useRealtime) in a lazily loaded chunk, while a page sends a notification from anywhere
// (an event handler, outside React). This slot is where the running socket is while the shell's
// connections run; it holds nothing at import time, on the server, and for visitors the start
// rules keep off (a logged-out visitor), so nothing is emitted for them.
//
// The slot lives on globalThis under a registered symbol, not in a module variable: the package
// has no side effects, so a bundler may copy this small module into each chunk that uses it (the
// shell's lazily loaded header and a page are different chunks; Next.js's Turbopack does), and
// two copies would be two slots. A registered symbol is the same in every copy.

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

const SLOT = Symbol.for('@therapy-shell/realtime: the shell notification socket');

interface SlotHolder {
  [SLOT]?: NotificationEmitter | null;
}

const holder = (): SlotHolder => globalThis as SlotHolder;

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
  get: (): NotificationEmitter | null => holder()[SLOT] ?? null,
  /** Puts the shell's socket in the slot. */
  set(socket: NotificationEmitter): void {
    holder()[SLOT] = socket;
  },
  /** Empties the slot if `socket` is in it (a newer socket is left where it is). */
  clear(socket: NotificationEmitter): void {
    if (holder()[SLOT] === socket) holder()[SLOT] = null;
  },
};
