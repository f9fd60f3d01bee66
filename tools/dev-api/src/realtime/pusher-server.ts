import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import Pusher from 'pusher';
import { WebSocketServer, type WebSocket } from 'ws';
import { mayJoin, type ChannelUser } from './channel-rights.ts';

/**
 * Credentials of the dev-api's Pusher app (development only). The master key derives the shared
 * secret of each private-encrypted channel, as Pusher does.
 *
 * @example
 * const app: PusherApp = { appId: 'dev-app', key: 'dev-key', secret: 'dev-pusher-secret', masterKeyBase64: DEV_PUSHER_MASTER_KEY };
 */
export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
  /** 32 bytes, base64. */
  masterKeyBase64: string;
}

/** 32 bytes of development key material, base64 (never a production secret). */
export const DEV_PUSHER_MASTER_KEY = Buffer.alloc(32, 'dev-api-encryption-master-key!!').toString('base64');

/** Seconds of silence after which pusher-js pings (sent in connection_established). */
const ACTIVITY_TIMEOUT_S = 120;

/** Pusher's default limit of user ids in a watchlist: the rest is dropped, with error 4302. */
const WATCHLIST_LIMIT = 100;

interface Connection {
  ws: WebSocket;
  socketId: string;
  channels: Map<string, { userId?: string; userInfo?: unknown }>;
  /** The user this connection signed in as (pusher:signin), if it did. */
  signedInAs?: string;
  /** The users whose online state this connection is told: the watchlist of its signed user data. */
  watchlist?: readonly string[];
}

type Message = { event: string; channel?: string; data?: unknown };

/**
 * A Pusher-protocol (version 7) WebSocket server that pusher-js connects to at `/app/<key>`:
 * connection_established, ping/pong, subscribe/unsubscribe to public, private-, private-encrypted-
 * and presence- channels with the HMAC-SHA256 auth signature verified, member_added/removed,
 * signin with watchlist events, client events, and events published by the server.
 *
 * @example
 * const pusher = createPusherServer(app);
 * pusher.attach(fastify.server);
 * pusher.publish('private-encrypted-client-42-local', 'new_message', '{"text":"hi"}');
 */
export interface DevPusherServer {
  readonly app: PusherApp;
  attach(server: HttpServer): void;
  /**
   * The answer of /api/pusher-user-authorization: auth (+ channel_data, shared_secret), or null if
   * the user may not join the channel (`mayJoin` of ./channel-rights.ts).
   */
  authorizeChannel(
    socketId: string,
    channel: string,
    user: ChannelUser,
  ): { auth: string; channel_data?: string; shared_secret?: string } | null;
  /**
   * The answer of /api/pusher-user-authentication: the user data (the user's id, and the watchlist
   * of a user who watches others) and its signature.
   */
  authenticateUser(
    socketId: string,
    user: { id: number | string; watchlist?: readonly string[] | undefined },
  ): { auth: string; user_data: string };
  /** Sends an event to every subscriber of a channel (data as sent on the wire: a string). */
  publish(channel: string, event: string, data: string, exceptSocketId?: string): number;
  /** Subscribers per channel (for tests and /__dev/pusher). */
  channels(): Record<string, string[]>;
  close(): Promise<void>;
}

function sign(secret: string, subject: string): string {
  return createHmac('sha256', secret).update(subject).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Creates the Pusher-protocol server; nothing listens until `attach`.
 *
 * @example
 * const pusher = createPusherServer({ appId: 'dev-app', key: 'dev-key', secret: 'dev-pusher-secret', masterKeyBase64: DEV_PUSHER_MASTER_KEY });
 */
export function createPusherServer(app: PusherApp): DevPusherServer {
  const signer = new Pusher({
    appId: app.appId,
    key: app.key,
    secret: app.secret,
    encryptionMasterKeyBase64: app.masterKeyBase64,
    host: '127.0.0.1',
  });
  const connections = new Map<string, Connection>();
  const wss = new WebSocketServer({ noServer: true });
  let server: HttpServer | undefined;

  const send = (ws: WebSocket, message: { event: string; channel?: string; data: unknown; user_id?: string }) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
  };

  function subscribers(channel: string): Connection[] {
    return [...connections.values()].filter((c) => c.channels.has(channel));
  }

  function presenceData(channel: string) {
    const hash: Record<string, unknown> = {};
    for (const c of subscribers(channel)) {
      const member = c.channels.get(channel);
      if (member?.userId !== undefined) hash[member.userId] = member.userInfo ?? {};
    }
    return { presence: { ids: Object.keys(hash), hash, count: Object.keys(hash).length } };
  }

  function leave(connection: Connection, channel: string): void {
    const member = connection.channels.get(channel);
    if (!member) return;
    connection.channels.delete(channel);
    if (!channel.startsWith('presence-') || member.userId === undefined) return;
    const stillThere = subscribers(channel).some((c) => c.channels.get(channel)?.userId === member.userId);
    if (stillThere) return;
    for (const other of subscribers(channel)) {
      send(other.ws, {
        event: 'pusher_internal:member_removed',
        channel,
        data: JSON.stringify({ user_id: member.userId }),
      });
    }
  }

  /** Pusher's rule: a user is online while it is signed in on at least one connection. */
  function isOnline(userId: string): boolean {
    return [...connections.values()].some((c) => c.signedInAs === userId);
  }

  function sendWatchlistEvents(
    connection: Connection,
    events: Array<{ name: 'online' | 'offline'; user_ids: string[] }>,
  ) {
    const told = events.filter((e) => e.user_ids.length > 0);
    if (told.length > 0)
      send(connection.ws, { event: 'pusher_internal:watchlist_events', data: JSON.stringify({ events: told }) });
  }

  /** Tells the connections that watch a user (no one else) that it came online or went offline. */
  function announce(userId: string, name: 'online' | 'offline', except?: Connection): void {
    for (const c of connections.values())
      if (c !== except && c.watchlist?.includes(userId)) sendWatchlistEvents(c, [{ name, user_ids: [userId] }]);
  }

  /**
   * pusher:signin: the user data signed by the backend (socket_id::user::user_data) associates the
   * connection with the user, and its watchlist says whose online state the connection is told: at
   * once the state of each, then every change. Only the signed watchlist counts, so a client cannot
   * watch anyone its backend did not put there.
   */
  function signin(connection: Connection, data: Record<string, unknown>): void {
    const fail = (message: string) => send(connection.ws, { event: 'pusher:error', data: { code: 4009, message } });
    const userData = typeof data['user_data'] === 'string' ? data['user_data'] : '';
    const [key, signature = ''] = (typeof data['auth'] === 'string' ? data['auth'] : '').split(':');
    if (key !== app.key || !sameText(signature, sign(app.secret, `${connection.socketId}::user::${userData}`)))
      return fail('Invalid signin signature');
    const user = safeParse(userData) as { id?: unknown; watchlist?: unknown } | undefined;
    if (typeof user?.id !== 'string' || user.id === '') return fail('user_data has no id (a non-empty string)');
    const watchlist = user.watchlist ?? [];
    if (!Array.isArray(watchlist) || !watchlist.every((id): id is string => typeof id === 'string'))
      return fail('user_data.watchlist is not a list of user ids');
    if (connection.signedInAs !== undefined && connection.signedInAs !== user.id)
      return fail('The connection is signed in as another user');
    const cameOnline = !isOnline(user.id);
    connection.signedInAs = user.id;
    connection.watchlist = watchlist.slice(0, WATCHLIST_LIMIT);
    send(connection.ws, { event: 'pusher:signin_success', data: { user_data: userData } });
    if (watchlist.length > WATCHLIST_LIMIT) {
      send(connection.ws, {
        event: 'pusher:error',
        data: {
          code: 4302,
          message: `Watchlist limit exceeded. Only the first ${WATCHLIST_LIMIT} user IDs are accepted.`,
        },
      });
    }
    sendWatchlistEvents(connection, [
      { name: 'online', user_ids: connection.watchlist.filter(isOnline) },
      { name: 'offline', user_ids: connection.watchlist.filter((id) => !isOnline(id)) },
    ]);
    if (cameOnline) announce(user.id, 'online', connection);
  }

  function subscribe(
    connection: Connection,
    data: { channel?: unknown; auth?: unknown; channel_data?: unknown },
  ): void {
    const channel = typeof data.channel === 'string' ? data.channel : '';
    const fail = (error: string, status = 401) =>
      send(connection.ws, { event: 'pusher:subscription_error', channel, data: { type: 'AuthError', error, status } });
    // pusher-js joins the user's server-to-user channel after a sign-in: only that user may.
    const serverToUser = /^#server-to-user-(.+)$/.exec(channel);
    if (serverToUser) {
      if (connection.signedInAs !== serverToUser[1]) return fail('Not signed in as the user of this channel');
      connection.channels.set(channel, {});
      send(connection.ws, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
      return;
    }
    if (!/^[A-Za-z0-9_\-=@,.;]{1,164}$/.test(channel)) return fail('Invalid channel name', 400);
    const isPresence = channel.startsWith('presence-');
    const needsAuth = isPresence || channel.startsWith('private-');
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (needsAuth) {
      const auth = typeof data.auth === 'string' ? data.auth : '';
      const [key, signature = ''] = auth.split(':');
      const subject = isPresence
        ? `${connection.socketId}:${channel}:${channelData ?? ''}`
        : `${connection.socketId}:${channel}`;
      if (key !== app.key || !sameText(signature, sign(app.secret, subject)))
        return fail('Invalid signature: expected HMAC-SHA256 of socket_id:channel[:channel_data]');
    }
    let member: { userId?: string; userInfo?: unknown } = {};
    if (isPresence) {
      let parsed: { user_id?: unknown; user_info?: unknown };
      try {
        parsed = JSON.parse(channelData ?? '') as typeof parsed;
      } catch {
        return fail('Invalid channel_data', 400);
      }
      if (typeof parsed.user_id !== 'string' && typeof parsed.user_id !== 'number')
        return fail('channel_data has no user_id', 400);
      member = { userId: String(parsed.user_id), userInfo: parsed.user_info ?? {} };
    }
    const isNewMember =
      isPresence && !subscribers(channel).some((c) => c.channels.get(channel)?.userId === member.userId);
    connection.channels.set(channel, member);
    send(connection.ws, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify(isPresence ? presenceData(channel) : {}),
    });
    if (!isNewMember) return;
    for (const other of subscribers(channel)) {
      if (other === connection) continue;
      send(other.ws, {
        event: 'pusher_internal:member_added',
        channel,
        data: JSON.stringify({ user_id: member.userId, user_info: member.userInfo }),
      });
    }
  }

  function clientEvent(connection: Connection, message: Message): void {
    const channel = message.channel ?? '';
    const member = connection.channels.get(channel);
    const allowed =
      member &&
      (channel.startsWith('private-') || channel.startsWith('presence-')) &&
      !channel.startsWith('private-encrypted-');
    if (!allowed) {
      send(connection.ws, {
        event: 'pusher:error',
        data: {
          code: 4301,
          message: `Client event rejected: not subscribed to ${channel} or not a private/presence channel`,
        },
      });
      return;
    }
    const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? null);
    for (const other of subscribers(channel)) {
      if (other === connection) continue;
      send(other.ws, {
        event: message.event,
        channel,
        data,
        ...(member.userId !== undefined ? { user_id: member.userId } : {}),
      });
    }
  }

  function onMessage(connection: Connection, raw: string): void {
    let message: Message;
    try {
      message = JSON.parse(raw) as Message;
    } catch {
      send(connection.ws, { event: 'pusher:error', data: { code: 4000, message: 'Message is not JSON' } });
      return;
    }
    const data = (typeof message.data === 'string' ? safeParse(message.data) : message.data) as
      Record<string, unknown> | undefined;
    switch (message.event) {
      case 'pusher:ping':
        return send(connection.ws, { event: 'pusher:pong', data: {} });
      case 'pusher:subscribe':
        return subscribe(connection, data ?? {});
      case 'pusher:unsubscribe':
        return leave(connection, typeof data?.['channel'] === 'string' ? data['channel'] : '');
      case 'pusher:signin':
        return signin(connection, data ?? {});
      default:
        if (message.event?.startsWith('client-')) return clientEvent(connection, message);
    }
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return; // not ours (socket.io handles /socket.io/)
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (match[1] !== app.key) {
        send(ws, { event: 'pusher:error', data: { code: 4001, message: `App key ${match[1]} does not exist` } });
        ws.close(4001);
        return;
      }
      const socketId = `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
      const connection: Connection = { ws, socketId, channels: new Map() };
      connections.set(socketId, connection);
      send(ws, {
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: socketId, activity_timeout: ACTIVITY_TIMEOUT_S }),
      });
      ws.on('message', (raw) => onMessage(connection, raw.toString()));
      ws.on('close', () => {
        connections.delete(socketId);
        for (const channel of [...connection.channels.keys()]) leave(connection, channel);
        // Its last signed-in connection gone, the user is offline for those who watch it.
        if (connection.signedInAs !== undefined && !isOnline(connection.signedInAs))
          announce(connection.signedInAs, 'offline');
      });
    });
  }

  return {
    app,
    attach(target) {
      if (server) throw new Error('The Pusher-protocol server is attached already');
      server = target;
      target.on('upgrade', onUpgrade);
    },
    authorizeChannel(socketId, channel, user) {
      if (!mayJoin(channel, user)) return null;
      const presence = channel.startsWith('presence-')
        ? { user_id: String(user.id), user_info: { user_type: user.user_type ?? null } }
        : undefined;
      return signer.authorizeChannel(socketId, channel, presence);
    },
    authenticateUser(socketId, user) {
      return signer.authenticateUser(socketId, {
        id: String(user.id),
        ...(user.watchlist ? { watchlist: [...user.watchlist] } : {}),
      });
    },
    publish(channel, event, data, exceptSocketId) {
      let count = 0;
      for (const c of subscribers(channel)) {
        if (c.socketId === exceptSocketId) continue;
        send(c.ws, { event, channel, data });
        count += 1;
      }
      return count;
    },
    channels() {
      const out: Record<string, string[]> = {};
      for (const c of connections.values())
        for (const channel of c.channels.keys()) (out[channel] ??= []).push(c.socketId);
      return out;
    },
    async close() {
      server?.off('upgrade', onUpgrade);
      server = undefined;
      for (const c of connections.values()) c.ws.terminate();
      connections.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Routes of the Pusher side:
 * - `POST /apps/<app id>/events`: Pusher's HTTP API, signature checked (what the `pusher` server
 *   package calls to trigger; encrypted channels arrive encrypted by it);
 * - `GET /__dev/pusher`: subscribers per channel.
 * Returns `trigger(channel, event, data)`, which /api/pusher-trigger uses: the `pusher` server
 * package pointed at this server, as a real backend triggers through Pusher.
 *
 * @example
 * const trigger = registerPusherRoutes(app, pusher);
 * await trigger('private-encrypted-client-42-local', 'new_message', { text: 'hi' });
 */
export function registerPusherRoutes(
  fastify: FastifyInstance,
  pusher: DevPusherServer,
): (channel: string, event: string, data: unknown) => Promise<void> {
  const { app } = pusher;
  // Pusher's API signs the body's MD5: read the raw JSON text in a scope of its own.
  void fastify.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      (request as unknown as { rawBody: string }).rawBody = String(body);
      try {
        done(null, body === '' ? {} : JSON.parse(String(body)));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.post(`/apps/:appId/events`, async (request, reply) => {
      const { appId } = request.params as { appId: string };
      const query = request.query as Record<string, string>;
      const rawBody = (request as unknown as { rawBody?: string }).rawBody ?? '';
      const path = `/apps/${appId}/events`;
      const signed = Object.keys(query)
        .filter((k) => k !== 'auth_signature')
        .sort()
        .map((k) => `${k}=${query[k]}`)
        .join('&');
      const expected = sign(app.secret, ['POST', path, signed].join('\n'));
      const bodyOk = query['body_md5'] === createHash('md5').update(rawBody).digest('hex');
      if (
        appId !== app.appId ||
        query['auth_key'] !== app.key ||
        !bodyOk ||
        !sameText(query['auth_signature'] ?? '', expected)
      ) {
        return reply.code(401).send({ error: 'Invalid Pusher API signature' });
      }
      const body = request.body as {
        name?: unknown;
        data?: unknown;
        channels?: unknown;
        channel?: unknown;
        socket_id?: unknown;
      };
      const channels = Array.isArray(body.channels)
        ? body.channels.filter((c): c is string => typeof c === 'string')
        : typeof body.channel === 'string'
          ? [body.channel]
          : [];
      if (typeof body.name !== 'string' || typeof body.data !== 'string' || channels.length === 0) {
        return reply.code(400).send({ error: 'Expected { name, data, channels }' });
      }
      for (const channel of channels)
        pusher.publish(channel, body.name, body.data, typeof body.socket_id === 'string' ? body.socket_id : undefined);
      return {};
    });
  });

  fastify.get('/__dev/pusher', async () => pusher.channels());

  let client: Pusher | undefined;
  return async (channel, event, data) => {
    if (!client) {
      const address = fastify.server.address();
      if (address === null || typeof address === 'string') throw new Error('dev-api is not listening: cannot trigger');
      client = new Pusher({
        appId: app.appId,
        key: app.key,
        secret: app.secret,
        encryptionMasterKeyBase64: app.masterKeyBase64,
        host: '127.0.0.1',
        port: String(address.port),
        useTLS: false,
      });
    }
    const response = await client.trigger(channel, event, data);
    if (response.status !== 200) throw new Error(`Pusher trigger answered ${response.status}`);
  };
}
