import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { ReportContext } from '@therapy-shell/request';
import { createNotificationSocket } from './notification-socket.ts';
import { postNotification, sendNotification } from './send-notification.ts';
import type { Notification } from './notification.ts';
import { shellSocket } from './shell-socket.ts';

/**
 * A real socket.io server on 127.0.0.1 that checks tokens issued by POST /api/socket, answers POST
 * /api/socketnotification with the form as the own payload (null unless send_to_self) and a partner
 * payload, and records what clients emit.
 */
async function startServer() {
  const tokens = new Set<string>();
  const handshakes: Array<{ token: unknown; shard: unknown }> = [];
  const emitted: Array<{ event: string; payload: unknown }> = [];
  let next = 0;
  const http: HttpServer = createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/api/socket') {
      const token = `token-${++next}`;
      tokens.add(token);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ socket_auth_token: token }));
      return;
    }
    if (request.method === 'POST' && request.url === '/api/socketnotification') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            socket_notification: form['send_to_self'] === 'true' ? form : null,
            socket_notification_partner: { notification_type: form['notification_type'], to: form['account_id'] },
          }),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  const io = new Server(http, { transports: ['websocket'] });
  io.use((socket, next) => {
    handshakes.push({ token: socket.handshake.auth['token'], shard: socket.handshake.query['shard'] });
    if (typeof socket.handshake.auth['token'] === 'string' && tokens.delete(socket.handshake.auth['token'])) next();
    else next(new Error('invalid token'));
  });
  io.on('connection', (socket) => socket.onAny((event: string, payload: unknown) => emitted.push({ event, payload })));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return { io, http, handshakes, emitted, origin: `http://127.0.0.1:${port}` };
}

function reporter() {
  const reports: Array<{ error: unknown; context: ReportContext }> = [];
  return { reports, report: (error: unknown, context: ReportContext) => void reports.push({ error, context }) };
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

const fast = { baseMs: 5, maxMs: 20, jitter: 0.5 };

describe('notification socket against a real socket.io server', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.io.close(() => resolve()));
  });

  it('loads nothing and connects nowhere until start()', async () => {
    const loadClient = jest.fn();
    createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      origin: server.origin,
      url: server.origin,
      loadClient,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadClient).not.toHaveBeenCalled();
    expect(server.handshakes).toHaveLength(0);
  });

  it('connects with a token from POST /api/socket and the shard, and reports connected', async () => {
    const socket = createNotificationSocket({
      user: { user_type: 'counselor', id: 7 },
      origin: server.origin,
      url: server.origin,
    });
    await socket.start();
    await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
    expect(server.handshakes).toEqual([{ token: 'token-1', shard: '7' }]);
    socket.stop();
    expect(socket.state.getState().status).toBe('disconnected');
  });

  it('delivers send_notification payloads to subscribers', async () => {
    const socket = createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      origin: server.origin,
      url: server.origin,
      random: () => 0.5,
    });
    const received: Notification[] = [];
    socket.onNotification((n) => received.push(n));
    await socket.start();
    await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
    expect(server.handshakes[0]?.shard).toBe('5000');
    server.io.emit('send_notification', { notification_type: 'new_message', notification_data: '{"room":3}' });
    server.io.emit('send_notification', 'not a notification');
    await waitFor(() => received[0]);
    expect(received).toEqual([{ notification_type: 'new_message', notification_data: '{"room":3}' }]);
    socket.stop();
  });

  it('emits send_notification to the server only while connected', async () => {
    const socket = createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      origin: server.origin,
      url: server.origin,
    });
    expect(socket.emitNotification({ notification_type: 'early' })).toBe(false);
    await socket.start();
    await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
    expect(socket.emitNotification({ notification_type: 'new_message' })).toBe(true);
    await waitFor(() => server.emitted[0]);
    socket.stop();
    expect(socket.emitNotification({ notification_type: 'late' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.emitted).toEqual([{ event: 'send_notification', payload: { notification_type: 'new_message' } }]);
  });

  it('fetches a fresh token when it reconnects', async () => {
    const socket = createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      origin: server.origin,
      url: server.origin,
      backoff: fast,
    });
    await socket.start();
    await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
    server.io.disconnectSockets(true);
    await waitFor(() =>
      server.handshakes.length === 2 && socket.state.getState().status === 'connected' ? true : undefined,
    );
    expect(server.handshakes.map((h) => h.token)).toEqual(['token-1', 'token-2']);
    socket.stop();
  });

  it('with the server stopped, makes exactly 6 reconnect attempts, then reports the error once', async () => {
    const report = reporter();
    const socket = createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      origin: server.origin,
      url: server.origin,
      backoff: fast,
      reporter: report,
    });
    const attempts: number[] = [];
    socket.state.subscribe((state, previous) => {
      if (state.reconnectAttempt !== previous.reconnectAttempt && state.reconnectAttempt > 0)
        attempts.push(state.reconnectAttempt);
    });
    await socket.start();
    await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
    await new Promise<void>((resolve) => server.io.close(() => resolve()));
    await waitFor(() => (socket.state.getState().gaveUp ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(attempts).toEqual([1, 2, 3, 4, 5, 6]);
    const errors = report.reports.filter(
      (r) => r.error instanceof Error && r.error.message === 'Failed to connect to socket.io 6 times in a row!',
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.context.level).toBe('error');
    expect(socket.state.getState().status).toBe('disconnected');
    socket.stop();
    // The server is already closed: reopen one so afterEach can close it.
    server = await startServer();
  });

  it('reports a token failure as an error and the attempt fails', async () => {
    const report = reporter();
    const socket = createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      url: server.origin,
      backoff: fast,
      reporter: report,
      post: () => Promise.reject(new TypeError('boom')),
    });
    await socket.start();
    await waitFor(() => (socket.state.getState().gaveUp ? true : undefined));
    expect(report.reports.filter((r) => r.context.message === 'Failed to get a socket token')).toHaveLength(7);
    socket.stop();
  });
});

describe('sendNotification (POST /api/socketnotification)', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.io.close(() => resolve()));
  });

  it('posts the fields with action generate_token', async () => {
    const answer = await sendNotification(
      { send_to_self: true, notification_type: 'new_message', notification_data: '{}', account_id: 42 },
      { origin: server.origin, csrfToken: 'csrf-1' },
    );
    expect(answer?.socket_notification).toEqual({
      send_to_self: 'true',
      notification_type: 'new_message',
      notification_data: '{}',
      account_id: '42',
      action: 'generate_token',
      csrf_token: 'csrf-1',
    });
  });

  it("emits the answer on the shell's socket: the own payload, then the partner payload", async () => {
    const socket = createNotificationSocket({
      user: { user_type: 'client', id: 42 },
      origin: server.origin,
      url: server.origin,
    });
    await socket.start();
    await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
    shellSocket.set(socket);
    try {
      server.emitted.length = 0;
      const answer = await sendNotification(
        { send_to_self: true, notification_type: 'new_message', notification_data: 'hi', account_id: 7 },
        { origin: server.origin },
      );
      await waitFor(() => server.emitted[1]);
      expect(server.emitted).toEqual([
        { event: 'send_notification', payload: answer?.socket_notification },
        { event: 'send_notification', payload: { notification_type: 'new_message', to: '7' } },
      ]);

      // Not to self: the own payload is null and is not emitted.
      server.emitted.length = 0;
      await sendNotification(
        { send_to_self: false, notification_type: 'new_message', notification_data: 'hi', account_id: 7 },
        { origin: server.origin },
      );
      await waitFor(() => server.emitted[0]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.emitted).toEqual([
        { event: 'send_notification', payload: { notification_type: 'new_message', to: '7' } },
      ]);
    } finally {
      shellSocket.clear(socket);
      socket.stop();
    }
  });

  it("without the shell's socket, emits nothing and resolves with the answer, reporting nothing", async () => {
    const report = reporter();
    server.emitted.length = 0;
    const answer = await sendNotification(
      { send_to_self: true, notification_type: 'new_message', notification_data: 'hi', account_id: 7 },
      { origin: server.origin, reporter: report },
    );
    expect(answer?.socket_notification_partner).toEqual({ notification_type: 'new_message', to: '7' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.emitted).toEqual([]);
    expect(report.reports).toEqual([]);
  });

  it('reports a failure as an error and resolves null', async () => {
    const report = reporter();
    const answer = await postNotification(
      { send_to_self: false, notification_type: 'x', notification_data: '', account_id: 1 },
      { origin: `${server.origin}/missing`, reporter: report, post: () => Promise.reject(new TypeError('down')) },
    );
    expect(answer).toBeNull();
    expect(report.reports).toEqual([
      { error: new TypeError('down'), context: { level: 'error', message: 'Failed to send a socket notification' } },
    ]);
  });
});
