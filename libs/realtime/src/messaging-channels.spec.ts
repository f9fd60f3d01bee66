import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import PusherNode from 'pusher-js';
import type { ReportContext } from '@therapy-shell/request';
import { createMessagingChannels, pusherConstructor, type PusherConstructor } from './messaging-channels.ts';
import { isSubscriptionError } from './subscription-error.ts';
import { fakePusher } from './testing/fake-clients.ts';

// Integration against the real dev-api (its built server, run as a process): its Pusher-protocol
// endpoint, channel auth and triggers. pusher-js's Node build stands in for the browser build.
const DEV_API = join(__dirname, '..', '..', '..', 'tools', 'dev-api', 'dist', 'main.js');
const loadPusher = async () => PusherNode as unknown as PusherConstructor;

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

/** What the shell would have: the persona's session and site config, fetched from dev-api. */
async function persona(name: string) {
  const headers = { cookie: `dev_persona=${name}` };
  const session = (await (await fetch(`${origin}/api/session`, { headers })).json()) as {
    id: number;
    user_type: 'client' | 'counselor';
    counselor_id?: number;
    csrf_token: string;
  };
  const config = await (await fetch(`${origin}/api/site-config`, { headers })).json();
  const personaFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), ...headers } });
  return { session, config, fetch: personaFetch };
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

/** Waits until dev-api's Pusher endpoint has a subscriber on the channel. */
async function waitForSubscribers(channel: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const channels = (await (await fetch(`${origin}/__dev/pusher`)).json()) as Record<string, string[]>;
    if ((channels[channel]?.length ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`nobody subscribed to ${channel}`);
}

async function channelsOf(name: string, report = reporter()) {
  const p = await persona(name);
  return createMessagingChannels({
    user: p.session,
    config: p.config,
    origin,
    csrfToken: p.session.csrf_token,
    fetch: p.fetch,
    reporter: report,
    loadPusher,
  });
}

describe('messaging channels against dev-api', () => {
  it('loads nothing until started', async () => {
    const load = jest.fn(loadPusher);
    const p = await persona('client');
    createMessagingChannels({ user: p.session, config: p.config, origin, loadPusher: load });
    expect(load).not.toHaveBeenCalled();
  });

  it('connects a client to its channels and receives an encrypted server event, decrypted', async () => {
    const channels = await channelsOf('client');
    expect(channels.names).toEqual({
      own: 'private-encrypted-client-42-local',
      group: 'private-encrypted-counselor-group-7-local',
    });
    const own = 'private-encrypted-client-42-local';
    await channels.start();
    await waitFor(() => (channels.state.getState().status === 'connected' ? true : undefined));
    const received: unknown[] = [];
    channels.listen(own, 'new_message', (data) => received.push(data));
    await waitForSubscribers(own);
    expect(await channels.trigger(own, 'new_message', { text: 'hello' })).toBe(true);
    await waitFor(() => received[0]);
    expect(received).toEqual([{ text: 'hello' }]);
    channels.stop();
    expect(channels.state.getState().status).toBe('disconnected');
  }, 15000);

  it('shows a counselor its clients going online and offline, and a client nothing of another', async () => {
    const counselor = await channelsOf('counselor');
    await counselor.start();
    await waitFor(() => (counselor.state.getState().status === 'connected' ? true : undefined));
    const client = await channelsOf('client');
    await client.start();
    const online = (ids: string[]) => () =>
      JSON.stringify(counselor.presence.getState().online) === JSON.stringify(ids) ? true : undefined;
    await waitFor(online(['42']));
    // Client 44 of the same counselor (persona client-treehouse-test) comes online too.
    const other = await channelsOf('client-treehouse-test');
    await other.start();
    await waitFor(online(['42', '44']));
    other.stop();
    await waitFor(online(['42']));
    // Client 42 watches nobody: it heard nothing of client 44.
    expect(client.presence.getState().online).toEqual([]);
    client.stop();
    await waitFor(online([]));
    counselor.stop();
  }, 15000);

  it("keeps a counselor's own channel from its client: the backend refuses it, the counselor receives alone", async () => {
    const counselor = await channelsOf('counselor');
    const report = reporter();
    const client = await channelsOf('client', report);
    expect(counselor.names?.own).toBe('private-encrypted-counselor-7-local');
    expect(Object.values(client.names ?? {})).not.toContain(counselor.names?.own);
    await counselor.start();
    await client.start();
    const toCounselor: unknown[] = [];
    const toClient: unknown[] = [];
    counselor.listen('private-encrypted-counselor-7-local', 'for_the_counselor', (data) => toCounselor.push(data));
    // A client that asks for its counselor's own channel anyway is refused (403, reported).
    client.listen('private-encrypted-counselor-7-local', 'for_the_counselor', (data) => toClient.push(data));
    const refused = await waitFor(() => report.reports.find((r) => isSubscriptionError(r.error)));
    expect(refused.context).toMatchObject({
      level: 'warning',
      extra: { channel: 'private-encrypted-counselor-7-local', status: 403 },
    });
    await waitForSubscribers('private-encrypted-counselor-7-local');
    expect(await counselor.trigger('private-encrypted-counselor-7-local', 'for_the_counselor', { n: 1 })).toBe(true);
    await waitFor(() => toCounselor[0]);
    expect(toCounselor).toEqual([{ n: 1 }]);
    expect(toClient).toEqual([]);
    // The client may not send there either.
    expect(await client.trigger('private-encrypted-counselor-7-local', 'for_the_counselor', { n: 2 })).toBe(false);
    counselor.stop();
    client.stop();
  }, 15000);

  it('lets a counselor broadcast to its clients on its group, which the shell subscribed them to', async () => {
    const counselor = await channelsOf('counselor');
    const client = await channelsOf('client');
    expect(counselor.names?.group).toBe('private-encrypted-counselor-group-7-local');
    expect(client.names?.group).toBe(counselor.names?.group);
    await client.start();
    const received: unknown[] = [];
    client.listen('private-encrypted-counselor-group-7-local', 'broadcast', (data) => received.push(data));
    await waitForSubscribers('private-encrypted-counselor-group-7-local');
    expect(await counselor.trigger('private-encrypted-counselor-group-7-local', 'broadcast', { to: 'all' })).toBe(true);
    await waitFor(() => received[0]);
    expect(received).toEqual([{ to: 'all' }]);
    counselor.stop();
    client.stop();
  }, 15000);

  it('reports a refused subscription as a warning with type, status and error', async () => {
    const report = reporter();
    const channels = await channelsOf('client', report);
    channels.listen('private-encrypted-client-43-local', 'new_message', () => undefined);
    const warning = await waitFor(() => report.reports.find((r) => isSubscriptionError(r.error)));
    expect(warning.context).toMatchObject({
      level: 'warning',
      extra: { channel: 'private-encrypted-client-43-local', type: 'AuthError', status: 403 },
    });
    channels.stop();
  }, 15000);
});

describe('who of those a user watches is online (watchlist events)', () => {
  async function started() {
    const pusher = fakePusher();
    const channels = createMessagingChannels({
      user: { user_type: 'counselor', id: 7 },
      config: { socket: { api_key: 'dev-key', cluster: 'dev' } },
      loadPusher: pusher.load,
    });
    await channels.start();
    const client = pusher.clients[0];
    if (!client) throw new Error('no Pusher client');
    return { channels, client };
  }

  it('adds the users of an online event and removes those of an offline event, in ascending order', async () => {
    const { channels, client } = await started();
    client.watchlist('online', ['43', '100', '42']);
    expect(channels.presence.getState().online).toEqual(['42', '43', '100']);
    client.watchlist('offline', ['43', '99']);
    expect(channels.presence.getState().online).toEqual(['42', '100']);
    client.watchlist('online', ['42']);
    expect(channels.presence.getState().online).toEqual(['42', '100']);
  });

  it('forgets who is online when the connection drops, and on stop', async () => {
    const { channels, client } = await started();
    client.watchlist('online', ['42']);
    client.connectionState('unavailable');
    expect(channels.presence.getState().online).toEqual([]);
    client.connectionState('connected');
    client.watchlist('online', ['42']);
    channels.stop();
    expect(channels.presence.getState().online).toEqual([]);
  });

  it('subscribes a counselor to no channel but its own', async () => {
    const { client } = await started();
    expect(client.subscribed).toEqual(['private-encrypted-counselor-7']);
  });
});

describe('the pusher-js constructor of a loaded module', () => {
  class FakePusher {}
  // A bundler's namespace of a CommonJS module can be callable (Turbopack), with the class as default.
  const callableNamespace = Object.assign(() => new FakePusher(), { default: FakePusher });
  it.each([
    ['the class itself (CommonJS module.exports)', FakePusher],
    ['an ESM namespace with the class as default', { default: FakePusher }],
    ['a namespace wrapping a namespace', { default: { default: FakePusher } }],
    ['a callable namespace with the class as default', callableNamespace],
  ])('%s', (_name, module) => {
    expect(pusherConstructor(module)).toBe(FakePusher);
  });

  it('throws a TypeError for a module without a constructor', () => {
    expect(() => pusherConstructor({ default: 'nothing' })).toThrow(TypeError);
  });
});
