import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { NotificationTokens } from './notification-tokens.ts';
import type { SocketTokens } from './socket-tokens.ts';

/** Event of a notification (spec 7.2): clients emit the answer of /api/socketnotification with it; users receive it. */
const SEND_NOTIFICATION = 'send_notification';

/**
 * The dev-api's socket.io server: checks tokens from POST /api/socket, puts each connection in
 * its user's room, forwards the `send_notification` payloads clients emit to the users the backend
 * issued them for, and emits `send_notification` to users. A test can stop it (every handshake is
 * refused and connected sockets are dropped) and start it again.
 *
 * @example
 * const sockets = createSocketServer({ tokens, notifications });
 * sockets.attach(app.server);
 * sockets.notify('42', { notification_type: 'new_message' });
 */
export interface DevSocketServer {
  /** Attaches to the HTTP server (path /socket.io, websocket only). Call once. */
  attach(server: HttpServer): void;
  /** Emits `send_notification` to every connection of the user; returns how many got it. */
  notify(userId: string, payload: unknown): number;
  /** Drops all connections and refuses handshakes until `start()`. */
  stop(): void;
  /** Accepts handshakes again. */
  start(): void;
  /**
   * Whether handshakes are accepted, who is connected (connections per user id), and every
   * handshake since the start, accepted or refused, per user id (`unknown` without a valid token):
   * a test counts reconnect attempts with it. `notifications`: the `send_notification` emits of
   * clients since the start, forwarded or refused (not issued to the sender, changed, used up).
   */
  status(): {
    running: boolean;
    users: Record<string, number>;
    handshakes: Record<string, { accepted: number; refused: number }>;
    notifications: { forwarded: number; refused: number };
  };
  /** Closes the socket.io server (not the HTTP server). */
  close(): Promise<void>;
}

/**
 * Creates the socket.io server; nothing listens until `attach`.
 *
 * @example
 * const sockets = createSocketServer({ tokens: createSocketTokens(), notifications: createNotificationTokens() });
 */
export function createSocketServer(options: {
  tokens: SocketTokens;
  notifications: NotificationTokens;
}): DevSocketServer {
  let io: Server | undefined;
  let running = true;
  const notifications = { forwarded: 0, refused: 0 };
  const room = (userId: string) => `user:${userId}`;
  const handshakes: Record<string, { accepted: number; refused: number }> = {};
  const count = (userId: string, outcome: 'accepted' | 'refused') => {
    const entry = (handshakes[userId] ??= { accepted: 0, refused: 0 });
    entry[outcome] += 1;
  };
  /** Emits `send_notification` to every connection of the user; how many there are. */
  const emitTo = (userId: string, payload: unknown): number => {
    if (!io) return 0;
    const connections = io.sockets.adapter.rooms.get(room(userId))?.size ?? 0;
    io.to(room(userId)).emit(SEND_NOTIFICATION, payload);
    return connections;
  };

  return {
    attach(server) {
      if (io) throw new Error('The socket.io server is attached already');
      // destroyUpgrade false: other upgrade handlers (the Pusher-protocol endpoint) share the server.
      io = new Server(server, { transports: ['websocket'], destroyUpgrade: false, serveClient: false });
      io.use((socket, next) => {
        // The token is taken even while stopped, so that a refused attempt is counted for its user.
        const userId = options.tokens.take(socket.handshake.auth['token']);
        if (!running) {
          count(userId ?? 'unknown', 'refused');
          return next(new Error('socket server stopped (dev-api /__dev/realtime/stop)'));
        }
        if (userId === undefined || userId === '-1') {
          count(userId ?? 'unknown', 'refused');
          return next(new Error('invalid socket token'));
        }
        count(userId, 'accepted');
        socket.data.userId = userId;
        return next();
      });
      io.on('connection', (socket) => {
        const userId = String(socket.data.userId);
        void socket.join(room(userId));
        // What a socket server does with the answer of POST /api/socketnotification the client
        // emits (spec 7.2): each payload goes to the user the backend issued it for (the partner's
        // room, or the sender's own with send_to_self), once, and only from its sender.
        socket.on(SEND_NOTIFICATION, (payload: unknown) => {
          const issued = options.notifications.take(userId, payload);
          if (!issued) {
            notifications.refused += 1;
            return;
          }
          notifications.forwarded += 1;
          emitTo(issued.to, issued.payload);
        });
      });
    },
    notify(userId, payload) {
      if (!io || !running) return 0;
      return emitTo(userId, payload);
    },
    stop() {
      running = false;
      io?.disconnectSockets(true);
    },
    start() {
      running = true;
    },
    status() {
      const users: Record<string, number> = {};
      for (const socket of io?.sockets.sockets.values() ?? []) {
        const id = String(socket.data.userId);
        users[id] = (users[id] ?? 0) + 1;
      }
      return { running, users, handshakes: structuredClone(handshakes), notifications: { ...notifications } };
    },
    close() {
      const current = io;
      io = undefined;
      if (!current) return Promise.resolve();
      current.disconnectSockets(true);
      // io.close() would close the HTTP server too: close only the engine's connections.
      current.engine.close();
      return Promise.resolve();
    },
  };
}

/**
 * Development routes of the socket server:
 * - `POST /__dev/notify` `{ "user_id": "42", "notification": { "notification_type": "..." } }`: emits to the user;
 * - `POST /__dev/realtime/stop` and `POST /__dev/realtime/start`: refuse or accept connections;
 * - `GET /__dev/realtime`: running flag, connected users and handshakes (accepted, refused) per user.
 *
 * @example
 * registerSocketRoutes(app, sockets);
 */
export function registerSocketRoutes(app: FastifyInstance, sockets: DevSocketServer): void {
  app.post('/__dev/notify', async (request, reply) => {
    const body = (request.body ?? {}) as { user_id?: unknown; notification?: unknown };
    const userId = typeof body.user_id === 'number' || typeof body.user_id === 'string' ? String(body.user_id) : '';
    const notification = body.notification;
    if (
      userId === '' ||
      typeof notification !== 'object' ||
      notification === null ||
      typeof (notification as { notification_type?: unknown }).notification_type !== 'string'
    ) {
      return reply.code(422).send({
        error: 'Expected { "user_id": "42", "notification": { "notification_type": "...", "notification_data": ... } }',
      });
    }
    return { delivered: sockets.notify(userId, notification) };
  });
  app.post('/__dev/realtime/stop', async () => {
    sockets.stop();
    return sockets.status();
  });
  app.post('/__dev/realtime/start', async () => {
    sockets.start();
    return sockets.status();
  });
  app.get('/__dev/realtime', async () => sockets.status());
}
