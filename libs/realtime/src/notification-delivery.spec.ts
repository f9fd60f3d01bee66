import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createNotificationSocket, type NotificationSocket } from './notification-socket.ts';
import type { Notification } from './notification.ts';
import { postNotification } from './send-notification.ts';
import { shellSocket } from './shell-socket.ts';

// Integration against the real dev-api (its built server, run as a process), which delivers a
// notification only when the sender's client emits the answer of POST /api/socketnotification
// (spec 7.2): without the emit, the partner would get nothing.
const DEV_API = join(__dirname, '..', '..', '..', 'tools', 'dev-api', 'dist', 'main.js');

let devApi: ChildProcess;
let origin: string;

beforeAll(async () => {
  devApi = spawn(process.execPath, [DEV_API], {
    env: { ...process.env, DEV_API_PORT: '0', SHELL_BRAND: 'main' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    devApi.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    devApi.stderr?.on('data', (chunk: Buffer) => reject(new Error(chunk.toString())));
    devApi.on('exit', (code) => reject(new Error(`dev-api exited with ${code}`)));
  });
});
afterAll(() => {
  devApi.kill();
});

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

/** A persona's calls (its cookie on each) and its started notification socket, with what it receives. */
async function connectAs(persona: string) {
  const headers = { cookie: `dev_persona=${persona}` };
  const personaFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers } });
  const session = (await (await personaFetch(`${origin}/api/session`)).json()) as {
    id: number;
    user_type: 'client' | 'counselor';
    counselor_id?: number;
  };
  const socket = createNotificationSocket({ user: session, origin, url: origin, fetch: personaFetch });
  const received: Notification[] = [];
  socket.onNotification((notification) => received.push(notification));
  await socket.start();
  await waitFor(() => (socket.state.getState().status === 'connected' ? true : undefined));
  return { session, socket, received, fetch: personaFetch };
}

describe('a notification from one user to another through dev-api', () => {
  const sockets: NotificationSocket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) {
      shellSocket.clear(socket);
      socket.stop();
    }
  });

  it("reaches the partner's socket when the sender's shell socket emits the answer, and only then", async () => {
    const counselor = await connectAs('realtime-counselor');
    const client = await connectAs('realtime-client');
    sockets.push(counselor.socket, client.socket);
    const input = {
      send_to_self: false,
      notification_type: 'new_message',
      notification_data: 'Hello from your client',
      account_id: client.session.counselor_id ?? 0,
    };

    // Without the shell's socket nothing is emitted: the backend stored it, nobody gets it.
    const unsent = await postNotification(input, { origin, fetch: client.fetch });
    expect(unsent?.socket_notification_partner).toMatchObject({ notification_data: 'Hello from your client' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(counselor.received).toEqual([]);

    shellSocket.set(client.socket);
    const answer = await postNotification(input, { origin, fetch: client.fetch });
    expect(answer?.socket_notification).toBeNull();
    await waitFor(() => counselor.received[0]);
    expect(counselor.received).toEqual([
      { notification_type: 'new_message', notification_data: 'Hello from your client', account_id: '4207', from: 4201 },
    ]);
    expect(client.received).toEqual([]);
  });

  it("with send_to_self, the sender's own payload reaches the sender's socket", async () => {
    const counselor = await connectAs('realtime-counselor');
    const client = await connectAs('realtime-client');
    sockets.push(counselor.socket, client.socket);
    shellSocket.set(counselor.socket);
    await postNotification(
      { send_to_self: true, notification_type: 'new_message', notification_data: 'Noted', account_id: 4201 },
      { origin, fetch: counselor.fetch },
    );
    await waitFor(() => (counselor.received[0] && client.received[0] ? true : undefined));
    expect(counselor.received).toEqual([expect.objectContaining({ notification_data: 'Noted', send_to_self: true })]);
    expect(client.received).toEqual([expect.objectContaining({ notification_data: 'Noted', from: 4207 })]);
  });
});
