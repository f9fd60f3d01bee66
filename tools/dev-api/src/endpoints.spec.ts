import type { FastifyInstance } from 'fastify';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { buildServer, DEV_PUSHER_SECRET } from './server.ts';

// dev-api's own answers to bad input, over real HTTP: 422 with a JSON error, like a real backend.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = buildServer({ fixturesDir: join(__dirname, '..', 'fixtures'), brand: 'main' });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());

const form = (path: string, body: string, cookie = 'dev_persona=client') =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body,
  });

describe('bad input gets 422 with a JSON error', () => {
  it.each([
    ['/api/subscription/unsubscribe/', '', '"email" is required'],
    ['/api/subscription/unsubscribe/', 'email=not-an-email', '"email" is not an email address'],
    ['/api/socket', 'action=explode', 'Unknown action "explode": expected generate_token'],
    ['/api/socket', '', '"action" is required'],
    ['/api/socketnotification', 'action=generate_token', '"notification_type" is required'],
    ['/api/presignup_experiments', '', '"experimentNames[]" is required: one or more experiment names'],
    ['/api/pusher-trigger', 'channel=c', '"event" is required'],
    ['/api/pusher-user-authorization', 'csrf_token=t&socket_id=abc&channel_name=c', '"socket_id" is not a socket id'],
  ])('POST %s with %p', async (path, body, error) => {
    const res = await form(path, body);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error });
  });

  it('refuses pusher auth without a CSRF token (403)', async () => {
    const res = await form('/api/pusher-user-authorization', 'socket_id=1.2&channel_name=private-x');
    expect(res.status).toBe(403);
  });

  it('signs pusher channel auth with HMAC-SHA256 over socket_id:channel', async () => {
    const res = await form(
      '/api/pusher-user-authorization',
      'csrf_token=t&socket_id=1.2&channel_name=private-encrypted-client-42',
    );
    const expected = createHmac('sha256', DEV_PUSHER_SECRET).update('1.2:private-encrypted-client-42').digest('hex');
    expect(await res.json()).toEqual({ auth: `dev-key:${expected}`, shared_secret: expect.any(String) });
  });

  it('reads multipart bodies', async () => {
    const body = new FormData();
    body.append('email', 'client@example.com');
    const res = await fetch(`${origin}/api/subscription/unsubscribe/`, {
      method: 'POST',
      body,
      headers: { cookie: 'dev_persona=client' },
    });
    expect(await res.json()).toEqual({ status: 'success' });
  });

  it('answers the multisite cookie call with CORS headers for credentials', async () => {
    const res = await fetch(`${origin}/api/multi_cookie/?session_id=s&action=set_snowplow_id`, {
      headers: { origin: 'http://other.localhost' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://other.localhost');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('defaults the cancel option to clients and the language selector to all five languages', async () => {
    const anon = await (await fetch(`${origin}/api/subscription/unsubscribe/availability`)).json();
    expect(anon).toEqual({ show_cancel_subscription: false });
    const selector = await (await fetch(`${origin}/api/locale/selector`)).json();
    expect(selector.languages.map((l: { language: string }) => l.language)).toEqual(['en', 'de', 'fr', 'nl', 'es']);
  });
});

describe('/__dev/faults', () => {
  afterEach(() => fetch(`${origin}/__dev/faults`, { method: 'DELETE' }));
  const set = (body: unknown) =>
    fetch(`${origin}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each([
    [{ status: 500 }, /path: /],
    [{ path: 'api/x', status: 500 }, /path must start with \//],
    [{ path: '/api/x' }, /a fault needs a status, or drop: true/],
    [{ path: '/api/x', status: 99 }, /status: /],
    [{ path: '/api/x', status: 500, persona: 'nobody' }, /Unknown persona "nobody"/],
  ])('refuses %o with 422', async (body, message) => {
    const res = await set(body);
    expect(res.status).toBe(422);
    expect((await res.json()).error).toMatch(message);
  });

  it('sets, lists and clears faults', async () => {
    expect((await set({ path: '/api/session', status: 503, body: 'down' })).status).toBe(201);
    expect(await (await fetch(`${origin}/__dev/faults`)).json()).toEqual({
      '*': { '/api/session': { status: 503, body: 'down' } },
    });
    expect((await fetch(`${origin}/api/session`)).status).toBe(503);
    await fetch(`${origin}/__dev/faults?path=/api/session`, { method: 'DELETE' });
    expect((await fetch(`${origin}/api/session`)).status).toBe(200);
  });

  it('answers an empty body and a non-JSON body as set', async () => {
    await set({ path: '/api/session', status: 200, body: '' });
    expect(await (await fetch(`${origin}/api/session`)).text()).toBe('');
    await set({ path: '/api/session', status: 200, body: 'not json' });
    expect(await (await fetch(`${origin}/api/session`)).text()).toBe('not json');
  });
});
