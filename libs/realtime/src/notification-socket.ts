import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { SessionUser } from '@therapy-shell/core';
import { isIgnorable, silentReporter, type ErrorReporter } from '@therapy-shell/request';
import { reconnectDelay, type BackoffOptions } from './backoff.ts';
import { createConnectionStore, type ConnectionStore } from './connection-store.ts';
import {
  SEND_NOTIFICATION_EVENT,
  SOCKET_COMPRESSION_THRESHOLD,
  SOCKET_GIVE_UP_MESSAGE,
  SOCKET_RECONNECT_ATTEMPTS,
  SOCKET_TOKEN_PATH,
  SOCKET_TRANSPORTS,
} from './constants.ts';
import { isNotification, type Notification } from './notification.ts';
import { realtimePost, type RealtimeHttpOptions } from './realtime-http.ts';
import { socketShard } from './shard.ts';
import type { NotificationEmitter } from './shell-socket.ts';

/**
 * The `io` function of socket.io-client, as {@link NotificationSocketOptions.loadClient} returns it.
 *
 * @example
 * const load = async (): Promise<SocketIoConnect> => (await import('socket.io-client')).io;
 */
export type SocketIoConnect = (url: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

/**
 * Timers the socket schedules reconnects with (injected in tests).
 *
 * @example
 * const timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) };
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Options of {@link createNotificationSocket}.
 *
 * @example
 * const options: NotificationSocketOptions = { user: session, reporter, csrfToken: session.csrf_token };
 */
export interface NotificationSocketOptions extends RealtimeHttpOptions {
  /** The signed-in user: counselors use their id as the shard. */
  user: Pick<SessionUser, 'user_type' | 'id'>;
  /** Origin of the socket.io server; defaults to the page's. */
  url?: string | undefined;
  /** Path of the socket.io server (default `/socket.io`). */
  path?: string | undefined;
  /** Receives token failures and the give-up error (spec 8.2); silent by default. */
  reporter?: ErrorReporter | undefined;
  /** Source of randomness for the shard and the jitter (default `Math.random`). */
  random?: (() => number) | undefined;
  /** Backoff between reconnect attempts. */
  backoff?: BackoffOptions | undefined;
  /** Timers for the reconnect schedule (default the global ones). */
  timers?: Timers | undefined;
  /** Loads socket.io-client; defaults to a dynamic import, so it is never in first-load JavaScript. */
  loadClient?: (() => Promise<SocketIoConnect>) | undefined;
}

/**
 * The notification connection (spec 4.6): started and stopped explicitly.
 *
 * @example
 * const socket = createNotificationSocket({ user: session, reporter });
 * const off = socket.onNotification((n) => toast.show({ title: n.notification_type }));
 * await socket.start();
 */
export interface NotificationSocket extends NotificationEmitter {
  /** Connected or disconnected, plus the reconnect attempt under way. */
  readonly state: ConnectionStore;
  /** Loads socket.io-client and connects; does nothing if already started. */
  start(): Promise<void>;
  /** Disconnects, cancels any reconnect and forgets the socket; `start()` may be called again. */
  stop(): void;
  /** Calls `listener` with each `send_notification` payload; returns the unsubscribe function. */
  onNotification(listener: (notification: Notification) => void): () => void;
  /**
   * Emits `send_notification` with `payload` to the server (spec 7.2: the answer of POST
   * /api/socketnotification) if connected now; returns whether it was emitted. Nothing is queued
   * while disconnected.
   */
  emitNotification(payload: unknown): boolean;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const loadSocketIo = async (): Promise<SocketIoConnect> => (await import('socket.io-client')).io;

/**
 * Creates the notification socket. Nothing is loaded or connected until `start()`.
 * Spec 9: websocket only, shard in the handshake query, compression from 1024 bytes (in Node
 * only: browsers decide compression themselves), a fresh token from POST /api/socket on every
 * connection attempt, up to 6 reconnect attempts with jittered backoff, then 'Failed to connect to
 * socket.io 6 times in a row!' reported once as an error.
 *
 * @example
 * const socket = createNotificationSocket({ user: session, reporter, csrfToken: session.csrf_token });
 * socket.onNotification((n) => inbox.add(n));
 * await socket.start();
 * window.addEventListener('pagehide', () => socket.stop());
 */
export function createNotificationSocket(options: NotificationSocketOptions): NotificationSocket {
  const state = createConnectionStore();
  const listeners = new Set<(notification: Notification) => void>();
  const reporter = options.reporter ?? silentReporter;
  const random = options.random ?? Math.random;
  const timers = options.timers ?? defaultTimers;
  const post = realtimePost(options);
  let socket: Socket | undefined;
  let timer: unknown;
  let attempt = 0;
  let started = false;
  /** Bumped by stop(): callbacks of an older start() do nothing. */
  let generation = 0;

  async function token(): Promise<string | null> {
    try {
      const answer = (await post(SOCKET_TOKEN_PATH, { action: 'generate_token' })) as {
        socket_auth_token?: unknown;
      } | null;
      if (typeof answer?.socket_auth_token === 'string' && answer.socket_auth_token !== '')
        return answer.socket_auth_token;
      throw new TypeError('POST /api/socket answered without a socket_auth_token');
    } catch (error) {
      if (!isIgnorable(error)) reporter.report(error, { level: 'error', message: 'Failed to get a socket token' });
      return null;
    }
  }

  function attemptFailed(current: Socket): void {
    if (current !== socket) return;
    if (attempt >= SOCKET_RECONNECT_ATTEMPTS) {
      state.setState({ status: 'disconnected', reconnectAttempt: 0, gaveUp: true });
      reporter.report(new Error(SOCKET_GIVE_UP_MESSAGE), { level: 'error' });
      return;
    }
    attempt += 1;
    state.setState({ status: 'disconnected', reconnectAttempt: attempt });
    timer = timers.setTimeout(
      () => {
        timer = undefined;
        if (current === socket) current.connect();
      },
      reconnectDelay(attempt, random(), options.backoff),
    );
  }

  return {
    state,
    onNotification(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emitNotification(payload) {
      // socket.io would buffer an emit while disconnected and send it on the next connection, maybe
      // much later: a notification is emitted now or not at all.
      if (!socket?.connected) return false;
      socket.emit(SEND_NOTIFICATION_EVENT, payload);
      return true;
    },
    async start() {
      if (started) return;
      started = true;
      const mine = ++generation;
      const io = await (options.loadClient ?? loadSocketIo)();
      if (mine !== generation) return;
      attempt = 0;
      const current = io(options.url, {
        path: options.path ?? '/socket.io',
        transports: [...SOCKET_TRANSPORTS],
        // Reconnects are driven here, so that the schedule and the give-up rule are ours.
        reconnection: false,
        autoConnect: false,
        forceNew: true,
        // Spec 9's compression threshold. It takes effect only in engine.io-client's Node build (the
        // `ws` package, which compresses a message of at least this many bytes): the browser build
        // drops the option, as a page's WebSocket has no per-message setting. In a browser,
        // permessage-deflate is negotiated by the browser and the server, and the browser decides
        // what it compresses; what the server sends, the server's own threshold decides.
        perMessageDeflate: { threshold: SOCKET_COMPRESSION_THRESHOLD },
        query: { shard: String(socketShard(options.user, random)) },
        // A function: socket.io calls it on every connection attempt, so each gets a fresh token.
        auth: (send) => {
          void token().then((value) => send(value === null ? {} : { token: value }));
        },
      });
      socket = current;
      current.on('connect', () => {
        attempt = 0;
        state.setState({ status: 'connected', reconnectAttempt: 0, gaveUp: false });
      });
      current.on('connect_error', () => attemptFailed(current));
      current.on('disconnect', (reason) => {
        state.setState({ status: 'disconnected' });
        if (reason !== 'io client disconnect') attemptFailed(current);
      });
      current.on(SEND_NOTIFICATION_EVENT, (payload: unknown) => {
        if (!isNotification(payload)) return;
        for (const listener of [...listeners]) listener(payload);
      });
      current.connect();
    },
    stop() {
      generation += 1;
      started = false;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      const current = socket;
      socket = undefined;
      if (current) {
        current.removeAllListeners();
        current.disconnect();
      }
      attempt = 0;
      state.setState({ status: 'disconnected', reconnectAttempt: 0 });
    },
  };
}
