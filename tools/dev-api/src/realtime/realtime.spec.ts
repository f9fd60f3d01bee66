import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import PusherClient from 'pusher-js';
import { io, type Socket } from 'socket.io-client';
import { WebSocket } from 'ws';
import { registerFormParsers, type FormFields } from '../forms.ts';
import { watchlistOf } from './channel-rights.ts';
import { registerRealtimeServers, type RealtimeServers } from './index.ts';

/** Users by the `user` header: what personas give the real endpoints. */
const USERS: Record<string, { id: number; user_type: string; counselor_id?: number; channels?: string[] }> = {
  client: { id: 42, user_type: 'client', counselor_id: 7, channels: ['presence-quiz-room-3-local'] },
  client2: { id: 44, user_type: 'client', counselor_id: 7 },
  other: { id: 43, user_type: 'client', counselor_id: 8 },
  counselor: { id: 7, user_type: 'counselor', channels: ['presence-quiz-room-3-local'] },
};

function userOf(request: FastifyRequest) {
  return USERS[String(request.headers['x-user'])] ?? { id: -1, user_type: 'logged_out_user' };
}

/** A dev-api-like server: the real-time servers plus the endpoints of spec 7.2 that use them. */
async function start(): Promise<{ app: FastifyInstance; origin: string; realtime: RealtimeServers }> {
  const app = Fastify();
  registerFormParsers(app);
  const realtime = registerRealtimeServers(app, { key: 'dev-key', secret: 'dev-pusher-secret' });
  const form = (request: FastifyRequest) => (request.body ?? {}) as FormFields;
  app.post('/api/socket', async (request) => ({
    socket_auth_token: realtime.tokens.issue(String(userOf(request).id)),
  }));
  app.post('/api/socketnotification', async (request) => {
    const f = form(request);
    const from = String(userOf(request).id);
    const to = String(f['account_id']);
    const notification = { notification_type: f['notification_type'], notification_data: f['notification_data'], from };
    return {
      socket_notification:
        f['send_to_self'] === 'true' ? realtime.notifications.issue(from, from, { ...notification, self: true }) : null,
      socket_notification_partner: realtime.notifications.issue(from, to, notification),
    };
  });
  app.post('/api/pusher-user-authorization', async (request, reply) => {
    const f = form(request);
    const answer = realtime.pusher.authorizeChannel(String(f['socket_id']), String(f['channel_name']), userOf(request));
    return answer ?? reply.code(403).send({ error: 'Forbidden' });
  });
  app.post('/api/pusher-user-authentication', async (request) =>
    realtime.pusher.authenticateUser(String(form(request)['socket_id']), {
      id: userOf(request).id,
      watchlist: watchlistOf(userOf(request), Object.values(USERS)),
    }),
  );
  app.post('/api/pusher-trigger', async (request) => {
    const f = form(request);
    await realtime.trigger(String(f['channel']), String(f['event']), JSON.parse(String(f['data'])));
    return { status: 'success' };
  });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin, realtime };
}

function waitFor<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const value = check();
      if (value !== undefined) resolve(value);
      else if (Date.now() - started > timeoutMs) reject(new Error('timed out waiting'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

async function token(origin: string, user: string): Promise<string> {
  const answer = (await (
    await fetch(`${origin}/api/socket`, { method: 'POST', headers: { 'x-user': user } })
  ).json()) as { socket_auth_token: string };
  return answer.socket_auth_token;
}

describe('dev-api socket.io server', () => {
  let server: Awaited<ReturnType<typeof start>>;
  const clients: Socket[] = [];
  beforeEach(async () => {
    server = await start();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await server.app.close();
  });

  function connect(auth: () => Promise<Record<string, string>>): Socket {
    const socket = io(server.origin, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: (cb) => void auth().then(cb),
    });
    clients.push(socket);
    return socket;
  }

  it('accepts a token issued by POST /api/socket, once', async () => {
    const t = await token(server.origin, 'client');
    const first = connect(async () => ({ token: t }));
    await waitFor(() => (first.connected ? true : undefined));
    const second = connect(async () => ({ token: t }));
    const error = await new Promise<Error>((resolve) => second.on('connect_error', resolve));
    expect(error.message).toBe('invalid socket token');
  });

  it('pushes a notification to a user through POST /__dev/notify', async () => {
    const socket = connect(async () => ({ token: await token(server.origin, 'client') }));
    const received: unknown[] = [];
    socket.on('send_notification', (payload: unknown) => received.push(payload));
    await waitFor(() => (socket.connected ? true : undefined));
    const res = await fetch(`${server.origin}/__dev/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: 42,
        notification: { notification_type: 'new_message', notification_data: 'hi' },
      }),
    });
    expect(await res.json()).toEqual({ delivered: 1 });
    await waitFor(() => received[0]);
    expect(received).toEqual([{ notification_type: 'new_message', notification_data: 'hi' }]);
  });

  /** POST /api/socketnotification as `user`: the answer, which nothing delivers until it is emitted. */
  async function issue(user: string, fields: string): Promise<Record<string, Record<string, unknown> | null>> {
    const res = await fetch(`${server.origin}/api/socketnotification`, {
      method: 'POST',
      headers: { 'x-user': user, 'content-type': 'application/x-www-form-urlencoded' },
      body: `action=generate_token&notification_type=new_message&notification_data=x&${fields}`,
    });
    return (await res.json()) as Record<string, Record<string, unknown> | null>;
  }

  async function connected(user: string): Promise<{ socket: Socket; received: unknown[] }> {
    const socket = connect(async () => ({ token: await token(server.origin, user) }));
    const received: unknown[] = [];
    socket.on('send_notification', (payload: unknown) => received.push(payload));
    await waitFor(() => (socket.connected ? true : undefined));
    return { socket, received };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
  const notificationCounts = async () =>
    ((await (await fetch(`${server.origin}/__dev/realtime`)).json()) as { notifications: unknown }).notifications;

  it('delivers nothing on POST /api/socketnotification alone: the client emits the answer', async () => {
    const client = await connected('client');
    const counselor = await connected('counselor');
    await issue('counselor', 'send_to_self=true&account_id=42');
    await settle();
    expect(client.received).toEqual([]);
    expect(counselor.received).toEqual([]);
  });

  it('forwards the partner payload a sender emits to every connection of the partner, once, without its token', async () => {
    const client = await connected('client');
    const again = await connected('client');
    const other = await connected('other');
    const counselor = await connected('counselor');
    const answer = await issue('counselor', 'send_to_self=false&account_id=42');
    expect(answer['socket_notification']).toBeNull();
    counselor.socket.emit('send_notification', answer['socket_notification_partner']);
    const expected = { notification_type: 'new_message', notification_data: 'x', from: '7' };
    await waitFor(() => (client.received[0] && again.received[0] ? true : undefined));
    counselor.socket.emit('send_notification', answer['socket_notification_partner']);
    await settle();
    expect(client.received).toEqual([expected]);
    expect(again.received).toEqual([expected]);
    expect(other.received).toEqual([]);
    expect(counselor.received).toEqual([]);
    expect(await notificationCounts()).toEqual({ forwarded: 1, refused: 1 });
  });

  it("forwards the own payload to the sender's connections with send_to_self", async () => {
    const client = await connected('client');
    const counselor = await connected('counselor');
    const elsewhere = await connected('counselor');
    const answer = await issue('counselor', 'send_to_self=true&account_id=42');
    counselor.socket.emit('send_notification', answer['socket_notification']);
    counselor.socket.emit('send_notification', answer['socket_notification_partner']);
    const partner = { notification_type: 'new_message', notification_data: 'x', from: '7' };
    await waitFor(() => (client.received[0] && counselor.received[0] && elsewhere.received[0] ? true : undefined));
    await settle();
    expect(counselor.received).toEqual([{ ...partner, self: true }]);
    expect(elsewhere.received).toEqual([{ ...partner, self: true }]);
    expect(client.received).toEqual([partner]);
  });

  it("refuses what the backend did not issue to the emitting user: forged, changed or someone else's", async () => {
    const client = await connected('client');
    const other = await connected('other');
    const counselor = await connected('counselor');
    const answer = await issue('counselor', 'send_to_self=false&account_id=42');
    const partner = answer['socket_notification_partner'] ?? {};
    // Another user emits the counselor's payload; the counselor changes it; a payload without a token.
    other.socket.emit('send_notification', partner);
    counselor.socket.emit('send_notification', { ...partner, notification_data: 'changed' });
    counselor.socket.emit('send_notification', { notification_type: 'new_message', account_id: 42 });
    counselor.socket.emit('send_notification', 'not a payload');
    await settle();
    expect(client.received).toEqual([]);
    expect(await notificationCounts()).toEqual({ forwarded: 0, refused: 4 });
    // The sender's own, unchanged, still goes through.
    counselor.socket.emit('send_notification', partner);
    await waitFor(() => client.received[0]);
    expect(other.received).toEqual([]);
  });

  it('when stopped drops connections and refuses handshakes; when started accepts them again', async () => {
    type Status = {
      running: boolean;
      users: Record<string, number>;
      handshakes: Record<string, { accepted: number; refused: number }>;
    };
    const before = (await (await fetch(`${server.origin}/__dev/realtime`)).json()) as Status;
    const socket = connect(async () => ({ token: await token(server.origin, 'client') }));
    await waitFor(() => (socket.connected ? true : undefined));
    await fetch(`${server.origin}/__dev/realtime/stop`, { method: 'POST' });
    await waitFor(() => (socket.connected ? undefined : true));
    const refused = connect(async () => ({ token: await token(server.origin, 'client') }));
    const error = await new Promise<Error>((resolve) => refused.on('connect_error', resolve));
    expect(error.message).toMatch(/stopped/);
    await fetch(`${server.origin}/__dev/realtime/start`, { method: 'POST' });
    const again = connect(async () => ({ token: await token(server.origin, 'client') }));
    await waitFor(() => (again.connected ? true : undefined));
    const after = (await (await fetch(`${server.origin}/__dev/realtime`)).json()) as Status;
    expect(after).toMatchObject({ running: true, users: { '42': 1 } });
    // Counted per user: two accepted handshakes and the one refused while stopped.
    expect(after.handshakes['42']).toEqual({
      accepted: (before.handshakes['42']?.accepted ?? 0) + 2,
      refused: (before.handshakes['42']?.refused ?? 0) + 1,
    });
  });
});

describe('dev-api Pusher-protocol server with pusher-js', () => {
  let server: Awaited<ReturnType<typeof start>>;
  const clients: PusherClient[] = [];
  beforeEach(async () => {
    server = await start();
  });
  afterEach(async () => {
    for (const c of clients.splice(0)) c.disconnect();
    await server.app.close();
  });

  function pusherAs(user: string, authorize = true): PusherClient {
    const port = Number(new URL(server.origin).port);
    const post = async (path: string, body: Record<string, string>) => {
      const res = await fetch(`${server.origin}${path}`, {
        method: 'POST',
        headers: { 'x-user': user, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...body, csrf_token: 'dev-csrf-token' }),
      });
      if (!res.ok) throw Object.assign(new Error(`status ${res.status}`), { status: res.status });
      return res.json();
    };
    const client = new PusherClient('dev-key', {
      cluster: 'dev',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      disableStats: true,
      enabledTransports: ['ws'],
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          if (!authorize) return callback(null, { auth: 'dev-key:forged' });
          post('/api/pusher-user-authorization', { socket_id: socketId, channel_name: channelName }).then(
            (answer) => callback(null, answer),
            (error: Error) => callback(error, null),
          );
        },
      },
      userAuthentication: {
        customHandler: ({ socketId }, callback) => {
          post('/api/pusher-user-authentication', { socket_id: socketId }).then(
            (answer) => callback(null, answer),
            (error: Error) => callback(error, null),
          );
        },
      },
    });
    clients.push(client);
    return client;
  }

  it('establishes a connection and answers ping with pong', async () => {
    const client = pusherAs('client');
    await waitFor(() => (client.connection.state === 'connected' ? true : undefined));
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const pong = await new Promise<boolean>((resolve) => {
      client.connection.bind(
        'message',
        (message: { event: string }) => message.event === 'pusher:pong' && resolve(true),
      );
      client.connection.send_event('pusher:ping', {});
    });
    expect(pong).toBe(true);
  });

  it('decrypts a server event triggered through /api/pusher-trigger on a private encrypted channel', async () => {
    const client = pusherAs('client');
    const channel = client.subscribe('private-encrypted-client-42-local');
    await new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const received = new Promise((resolve) => channel.bind('new_message', resolve));
    await fetch(`${server.origin}/api/pusher-trigger`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        channel: 'private-encrypted-client-42-local',
        event: 'new_message',
        data: JSON.stringify({ text: 'hello' }),
      }),
    });
    expect(await received).toEqual({ text: 'hello' });
  });

  it('refuses a forged signature with pusher:subscription_error', async () => {
    const client = pusherAs('client', false);
    const channel = client.subscribe('private-client-42-local');
    const error = await new Promise<{ type: string; status: number }>((resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it("refuses another client's channel at the authorization endpoint", async () => {
    const client = pusherAs('other');
    const channel = client.subscribe('private-encrypted-client-42-local');
    const error = await new Promise<{ type: string; status: number }>((resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    // A custom authorizer's failure reaches pusher-js as its message (no status of its own).
    expect(error).toMatchObject({ type: 'AuthError', error: 'status 403' });
  });

  /** The watchlist events a client's user receives, as pusher-js hands them over. */
  function watchlistEvents(client: PusherClient): Array<{ name: string; user_ids: string[] }> {
    const events: Array<{ name: string; user_ids: string[] }> = [];
    const record = (event: { name: string; user_ids: string[] }) => void events.push(event);
    client.user.watchlist.bind('online', record);
    client.user.watchlist.bind('offline', record);
    return events;
  }

  /** Every Pusher message a client receives, as decoded by pusher-js. */
  function messages(client: PusherClient): Array<{ event: string; channel?: string; data?: unknown }> {
    const received: Array<{ event: string; channel?: string; data?: unknown }> = [];
    client.connection.bind('message', (message: { event: string; channel?: string; data?: unknown }) =>
      received.push(message),
    );
    return received;
  }

  it('tells a signed-in counselor when each of its clients comes online and goes offline', async () => {
    const counselor = pusherAs('counselor');
    const events = watchlistEvents(counselor);
    counselor.signin();
    // At sign-in: the state of each client it watches (42 and 44, both offline).
    await waitFor(() => events[0]);
    expect(events).toEqual([{ name: 'offline', user_ids: ['42', '44'] }]);
    const client = pusherAs('client');
    client.signin();
    await waitFor(() => events[1]);
    // A second connection of the same user: it was online already.
    const sameClient = pusherAs('client');
    sameClient.signin();
    await waitFor(() => (sameClient.user.user_data ? true : undefined));
    client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    sameClient.disconnect();
    await waitFor(() => events[2]);
    expect(events).toEqual([
      { name: 'offline', user_ids: ['42', '44'] },
      { name: 'online', user_ids: ['42'] },
      { name: 'offline', user_ids: ['42'] },
    ]);
  });

  it('tells a counselor that signs in which of its clients are online already', async () => {
    const client = pusherAs('client');
    client.signin();
    await waitFor(() => (client.user.user_data ? true : undefined));
    const counselor = pusherAs('counselor');
    const events = watchlistEvents(counselor);
    counselor.signin();
    await waitFor(() => events[1]);
    expect(events).toEqual([
      { name: 'online', user_ids: ['42'] },
      { name: 'offline', user_ids: ['44'] },
    ]);
  });

  it('tells a client nothing of another client of its counselor, nor lets it send to it on the group', async () => {
    const counselor = pusherAs('counselor');
    counselor.signin();
    const client = pusherAs('client');
    const received = messages(client);
    const clientEvents = watchlistEvents(client);
    client.signin();
    const group = client.subscribe('private-encrypted-counselor-group-7-local');
    await new Promise((resolve) => group.bind('pusher:subscription_succeeded', resolve));
    const client2 = pusherAs('client2');
    const errors: unknown[] = [];
    client2.connection.bind('error', (error: unknown) => errors.push(error));
    client2.signin();
    const group2 = client2.subscribe('private-encrypted-counselor-group-7-local');
    await new Promise((resolve) => group2.bind('pusher:subscription_succeeded', resolve));
    // A client event on the group (encrypted: pusher-js itself would not send one) is refused.
    client2.send_event('client-hello', { from: 44 }, 'private-encrypted-counselor-group-7-local');
    await waitFor(() => errors[0]);
    expect(errors[0]).toMatchObject({ type: 'PusherError', data: { code: 4301 } });
    client2.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Client 42 got its connection, its sign-in and its two subscriptions, and nothing else.
    expect(clientEvents).toEqual([]);
    expect(received.map((m) => `${m.event} ${m.channel ?? ''}`).sort()).toEqual([
      'pusher:signin_success ',
      'pusher_internal:subscription_succeeded #server-to-user-42',
      'pusher_internal:subscription_succeeded private-encrypted-counselor-group-7-local',
    ]);
  });

  it('refuses presence-counselor-<id>, where clients saw each other, to a client and to the counselor', async () => {
    for (const user of ['client', 'counselor']) {
      const channel = pusherAs(user).subscribe('presence-counselor-7-local');
      const error = await new Promise<{ type: string; error: string }>((resolve) =>
        channel.bind('pusher:subscription_error', resolve),
      );
      expect(error).toMatchObject({ type: 'AuthError', error: 'status 403' });
    }
  });

  it('forwards client events to the other members of a presence channel', async () => {
    const counselor = pusherAs('counselor');
    const a = counselor.subscribe('presence-quiz-room-3-local');
    await new Promise((resolve) => a.bind('pusher:subscription_succeeded', resolve));
    const client = pusherAs('client');
    const b = client.subscribe('presence-quiz-room-3-local');
    await new Promise((resolve) => b.bind('pusher:subscription_succeeded', resolve));
    const typing = new Promise((resolve) =>
      a.bind('client-typing', (data: unknown, meta: { user_id?: string }) => resolve({ data, meta })),
    );
    expect(b.trigger('client-typing', { on: true })).toBe(true);
    expect(await typing).toEqual({ data: { on: true }, meta: { user_id: '42' } });
  });

  it('signs the user in through /api/pusher-user-authentication', async () => {
    const client = pusherAs('client');
    const done = new Promise((resolve) => client.user.bind('pusher:signin_success', resolve));
    client.signin();
    await waitFor(() => (client.user.user_data ? true : undefined));
    expect(client.user.user_data).toMatchObject({ id: '42' });
    void done;
  });

  it('lets a signed-in user join its server-to-user channel (pusher-js joins it after the sign-in)', async () => {
    const client = pusherAs('client');
    client.signin();
    const user = client.user as unknown as { serverToUserChannel?: { name: string; subscribed: boolean } | null };
    await waitFor(() => (user.serverToUserChannel?.subscribed ? true : undefined));
    expect(user.serverToUserChannel?.name).toBe('#server-to-user-42');
  });
});

describe('dev-api Pusher-protocol server: sign-in on the wire', () => {
  let server: Awaited<ReturnType<typeof start>>;
  const sockets: WebSocket[] = [];
  beforeEach(async () => {
    server = await start();
  });
  afterEach(async () => {
    for (const ws of sockets.splice(0)) ws.terminate();
    await server.app.close();
  });

  /** A connection that speaks the protocol by hand: its socket id and what it receives, data parsed. */
  async function connect() {
    const ws = new WebSocket(`ws://127.0.0.1:${new URL(server.origin).port}/app/dev-key?protocol=7`);
    sockets.push(ws);
    const received: Array<{ event: string; data: unknown }> = [];
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { event: string; data: unknown };
      received.push({
        event: message.event,
        data: typeof message.data === 'string' ? JSON.parse(message.data) : message.data,
      });
    });
    const established = await waitFor(() => received.find((m) => m.event === 'pusher:connection_established'));
    received.length = 0;
    const socketId = (established.data as { socket_id: string }).socket_id;
    const signin = (answer: { auth: string; user_data: string }) =>
      ws.send(JSON.stringify({ event: 'pusher:signin', data: answer }));
    return { socketId, received, signin };
  }

  it('takes the first 100 ids of a longer watchlist and says so with error 4302', async () => {
    const connection = await connect();
    const watchlist = Array.from({ length: 101 }, (_, i) => String(1000 + i));
    connection.signin(server.realtime.pusher.authenticateUser(connection.socketId, { id: '7', watchlist }));
    await waitFor(() => connection.received[2]);
    expect(connection.received).toEqual([
      { event: 'pusher:signin_success', data: { user_data: expect.any(String) } },
      { event: 'pusher:error', data: { code: 4302, message: expect.stringContaining('first 100') } },
      {
        event: 'pusher_internal:watchlist_events',
        data: { events: [{ name: 'offline', user_ids: watchlist.slice(0, 100) }] },
      },
    ]);
  });

  it('refuses a watchlist the backend did not sign: a client cannot watch another', async () => {
    const watcher = await connect();
    const answer = server.realtime.pusher.authenticateUser(watcher.socketId, { id: '42' });
    watcher.signin({ ...answer, user_data: JSON.stringify({ id: '42', watchlist: ['44'] }) });
    await waitFor(() => watcher.received[0]);
    const watched = await connect();
    watched.signin(server.realtime.pusher.authenticateUser(watched.socketId, { id: '44' }));
    await waitFor(() => watched.received[0]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watcher.received).toEqual([
      { event: 'pusher:error', data: { code: 4009, message: 'Invalid signin signature' } },
    ]);
  });

  it('refuses to sign a connection in as a second user', async () => {
    const connection = await connect();
    connection.signin(server.realtime.pusher.authenticateUser(connection.socketId, { id: '42' }));
    connection.signin(server.realtime.pusher.authenticateUser(connection.socketId, { id: '7', watchlist: ['42'] }));
    await waitFor(() => connection.received[1]);
    expect(connection.received).toEqual([
      { event: 'pusher:signin_success', data: { user_data: '{"id":"42"}' } },
      { event: 'pusher:error', data: { code: 4009, message: 'The connection is signed in as another user' } },
    ]);
  });
});
