import type { FastifyInstance } from 'fastify';
import {
  createPusherServer,
  DEV_PUSHER_MASTER_KEY,
  registerPusherRoutes,
  type DevPusherServer,
  type PusherApp,
} from './pusher-server.ts';
import { createNotificationTokens, type NotificationTokens } from './notification-tokens.ts';
import { createSocketServer, registerSocketRoutes, type DevSocketServer } from './socket-server.ts';
import { createSocketTokens, type SocketTokens } from './socket-tokens.ts';

/**
 * The real-time servers of one dev-api, for the endpoint handlers to use: the token registry of
 * POST /api/socket, the payloads POST /api/socketnotification issues (which the socket.io server
 * forwards when their sender emits them), the socket.io server, the Pusher-protocol server and the
 * trigger of /api/pusher-trigger.
 *
 * @example
 * const realtime = registerRealtimeServers(app, { key: 'dev-key', secret: 'dev-pusher-secret' });
 * app.post('/api/socket', async (request) => ({ socket_auth_token: realtime.tokens.issue(String(session(request).id)) }));
 */
export interface RealtimeServers {
  tokens: SocketTokens;
  notifications: NotificationTokens;
  sockets: DevSocketServer;
  pusher: DevPusherServer;
  trigger: (channel: string, event: string, data: unknown) => Promise<void>;
}

/**
 * Attaches the socket.io server and the Pusher-protocol endpoint (`/app/<key>`) to the Fastify
 * instance's HTTP server, registers their development routes (`/__dev/notify`,
 * `/__dev/realtime[/stop|/start]`, `/__dev/pusher`, Pusher's `POST /apps/<id>/events`) and closes
 * them with the instance.
 *
 * @example
 * const realtime = registerRealtimeServers(app, { key: DEV_PUSHER_KEY, secret: DEV_PUSHER_SECRET });
 */
export function registerRealtimeServers(
  app: FastifyInstance,
  credentials: Partial<PusherApp> & Pick<PusherApp, 'key' | 'secret'>,
): RealtimeServers {
  const tokens = createSocketTokens();
  const notifications = createNotificationTokens();
  const sockets = createSocketServer({ tokens, notifications });
  const pusher = createPusherServer({ appId: 'dev-app', masterKeyBase64: DEV_PUSHER_MASTER_KEY, ...credentials });
  sockets.attach(app.server);
  pusher.attach(app.server);
  registerSocketRoutes(app, sockets);
  const trigger = registerPusherRoutes(app, pusher);
  app.addHook('onClose', async () => {
    await sockets.close();
    await pusher.close();
  });
  return { tokens, notifications, sockets, pusher, trigger };
}
