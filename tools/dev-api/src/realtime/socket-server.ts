import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { SocketTokens } from './socket-tokens.ts';

/** Event the shell listens to (spec 7.2). */
const SEND_NOTIFICATION = 'send_notification';

/**
 * The dev-api's socket.io server: checks tokens from POST /api/socket, puts each connection in
 * its user's room and emits `send_notification` to users. A test can stop it (every handshake is
 * refused and connected sockets are dropped) and start it again.
 *
 * @example
 * const sockets = createSocketServer({ tokens });
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
   * a test counts reconnect attempts with it.
   */
  status(): {
    running: boolean;
    users: Record<string, number>;
    handshakes: Record<string, { accepted: number; refused: number }>;
  };
  /** Closes the socket.io server (not the HTTP server). */
  close(): Promise<void>;
}

/**
 * Creates the socket.io server; nothing listens until `attach`.
 *
 * @example
 * const sockets = createSocketServer({ tokens: createSocketTokens() });
 */
export function createSocketServer(options: { tokens: SocketTokens }): DevSocketServer {
  let io: Server | undefined;
  let running = true;
  const room = (userId: string) => `user:${userId}`;
  const handshakes: Record<string, { accepted: number; refused: number }> = {};
  const count = (userId: string, outcome: 'accepted' | 'refused') => {
    const entry = (handshakes[userId] ??= { accepted: 0, refused: 0 });
    entry[outcome] += 1;
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
        void socket.join(room(String(socket.data.userId)));
      });
    },
    notify(userId, payload) {
      if (!io || !running) return 0;
      const count = io.sockets.adapter.rooms.get(room(userId))?.size ?? 0;
      io.to(room(userId)).emit(SEND_NOTIFICATION, payload);
      return count;
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
      return { running, users, handshakes: structuredClone(handshakes) };
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
 * What POST /api/socketnotification relays (spec 7.2): `socket_notification` to the sender when
 * `send_to_self`, `socket_notification_partner` to the account addressed.
 *
 * @example
 * relaySocketNotification(sockets, { from: '7', accountId: '42', sendToSelf: false, answer });
 */
export function relaySocketNotification(
  sockets: DevSocketServer,
  input: {
    from: string;
    accountId: string;
    sendToSelf: boolean;
    answer: { socket_notification: unknown; socket_notification_partner: unknown };
  },
): void {
  if (input.sendToSelf) sockets.notify(input.from, input.answer.socket_notification);
  if (input.accountId !== input.from || !input.sendToSelf)
    sockets.notify(input.accountId, input.answer.socket_notification_partner);
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
