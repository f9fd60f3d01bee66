import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerError } from '../errors.ts';
import { registerFormParsers } from '../forms.ts';
import { loadPersonas } from '../personas.ts';
import { faultsPlugin } from './faults.ts';
import { personasPlugin } from './personas.ts';

const fixturesDir = join(__dirname, '..', '..', 'fixtures');

// Personas and faults, then a plugin of probe routes registered after them, over real HTTP.
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  app = Fastify();
  app.setErrorHandler(answerError);
  registerFormParsers(app);
  app.register(personasPlugin, { personas: loadPersonas(fixturesDir), fixturesDir, brand: 'main' });
  app.register(faultsPlugin);
  app.register(async (probe) => {
    probe.get('/api/probe', async () => ({ status: 'ok' }));
    probe.post('/api/probe', async () => ({ status: 'ok' }));
  });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
afterEach(async () => {
  await fetch(`${origin}/__dev/faults`, { method: 'DELETE' });
  await fetch(`${origin}/__dev/requests`, { method: 'DELETE' });
});

const setFault = (body: unknown) =>
  fetch(`${origin}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = (path: string, persona?: string) =>
  fetch(`${origin}${path}`, persona ? { headers: { cookie: `dev_persona=${persona}` } } : {});
const requests = async (query = '') => (await fetch(`${origin}/__dev/requests${query}`)).json();

describe('faults', () => {
  it('answers the routes of plugins registered after it with a fault set at run time', async () => {
    expect((await setFault({ path: '/api/probe', status: 503, body: { error: 'down' } })).status).toBe(201);
    const res = await get('/api/probe');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'down' });
  });

  it('answers a string body as text/plain', async () => {
    await setFault({ path: '/api/probe', status: 500, body: 'boom' });
    const res = await get('/api/probe');
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('boom');
  });

  it("answers with the persona's own fault for a path, also on a path no route serves", async () => {
    const res = await get('/api/session', 'session-fault');
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('boom');
  });

  it("lets a fault for the persona win over one for every persona, and both over the persona's own", async () => {
    await setFault({ path: '/api/session', status: 502 });
    expect((await get('/api/session', 'session-fault')).status).toBe(502);
    await setFault({ path: '/api/session', status: 418, persona: 'session-fault' });
    expect((await get('/api/session', 'session-fault')).status).toBe(418);
    expect((await get('/api/session', 'client')).status).toBe(502);
  });

  it('clears the faults of one persona only', async () => {
    await setFault({ path: '/api/probe', status: 502 });
    await setFault({ path: '/api/probe', status: 418, persona: 'client' });
    await fetch(`${origin}/__dev/faults?persona=client`, { method: 'DELETE' });
    const faults = await (await fetch(`${origin}/__dev/faults`)).json();
    expect(faults['*']).toEqual({ '/api/probe': { status: 502 } });
    expect(faults['client']).toEqual({});
  });

  it('drops the connection without an answer', async () => {
    await setFault({ path: '/api/probe', drop: true });
    await expect(get('/api/probe')).rejects.toThrow();
  });

  it('answers after the delay', async () => {
    await setFault({ path: '/api/probe', status: 200, body: {}, delay_ms: 120 });
    const started = Date.now();
    expect((await get('/api/probe')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('never applies a fault to /__dev/ paths', async () => {
    await setFault({ path: '/__dev/health', status: 500 });
    expect((await get('/__dev/health')).status).toBe(200);
  });

  it('answers 400 for an unknown persona before any route', async () => {
    expect((await get('/api/probe', 'nobody')).status).toBe(400);
  });
});

describe('request log', () => {
  it('logs method, path, query, persona and parsed body of each API call', async () => {
    await fetch(`${origin}/api/probe?x=1`, {
      method: 'POST',
      headers: { cookie: 'dev_persona=client', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&names[]=A&names[]=B',
    });
    expect(await requests()).toEqual([
      {
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        method: 'POST',
        path: '/api/probe',
        query: { x: '1' },
        persona: 'client',
        headers: expect.any(Object),
        body: { email: 'a@b.example', names: ['A', 'B'] },
      },
    ]);
  });

  it('records the user-agent, accept-language, x-forwarded-for and x-request-id headers', async () => {
    await fetch(`${origin}/api/probe`, {
      headers: {
        'user-agent': 'jest-agent/1.0',
        'accept-language': 'de-DE,de;q=0.9',
        'x-forwarded-for': '203.0.113.7, 10.0.0.1',
        'x-request-id': 'req-123',
        cookie: 'dev_persona=client',
        'x-other': 'not logged',
      },
    });
    const [entry] = await requests();
    expect(entry.headers).toEqual({
      'user-agent': 'jest-agent/1.0',
      'accept-language': 'de-DE,de;q=0.9',
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      'x-request-id': 'req-123',
    });
  });

  it('records only the headers the request carried', async () => {
    await fetch(`${origin}/api/probe`, {
      headers: { 'user-agent': 'jest-agent/1.0', 'accept-language': 'en', 'x-request-id': 'req-124' },
    });
    const [entry] = await requests();
    expect(entry.headers).toEqual({
      'user-agent': 'jest-agent/1.0',
      'accept-language': 'en',
      'x-request-id': 'req-124',
    });
  });

  it('filters by path and persona', async () => {
    await get('/api/probe', 'client');
    await get('/api/probe', 'counselor');
    await get('/api/other', 'client');
    expect((await requests('?path=/api/probe')).map((r: { persona: string }) => r.persona)).toEqual([
      'client',
      'counselor',
    ]);
    expect((await requests('?persona=client')).map((r: { path: string }) => r.path)).toEqual([
      '/api/probe',
      '/api/other',
    ]);
  });

  it('does not log /__dev/ calls nor calls refused for an unknown persona', async () => {
    await get('/__dev/health');
    await get('/api/probe', 'nobody');
    expect(await requests()).toEqual([]);
  });

  it('keeps the last 500 calls', async () => {
    for (let i = 0; i < 501; i += 1) await get(`/api/probe?i=${i}`);
    const log = await requests();
    expect(log).toHaveLength(500);
    expect(log[0].query).toEqual({ i: '1' });
  });
});

describe('/__dev/health', () => {
  it('answers ok with the persona names', async () => {
    const health = await (await get('/__dev/health')).json();
    expect(health).toEqual({ status: 'ok', personas: expect.arrayContaining(['default', 'client', 'session-fault']) });
  });
});

describe('composition', () => {
  it('refuses to start without the personas plugin', async () => {
    const lone = Fastify();
    lone.register(faultsPlugin);
    await expect(lone.ready()).rejects.toThrow(
      "The decorator 'personas' required by 'dev-api-faults' is not present in Fastify",
    );
  });
});

describe('fault headers', () => {
  it('answers with the headers a fault names (for example a forward-location)', async () => {
    await setFault({
      path: '/api/probe',
      status: 200,
      body: { status: 'success' },
      headers: { 'forward-location': '//evil.example' },
    });
    const res = await get('/api/probe');
    expect(res.headers.get('forward-location')).toBe('//evil.example');
  });

  it('refuses a header name that is not a token', async () => {
    expect((await setFault({ path: '/api/probe', status: 200, headers: { 'bad name': 'x' } })).status).toBe(422);
  });
});

describe('chaos mode (npm run chaos)', () => {
  afterEach(() => fetch(`${origin}/__dev/chaos`, { method: 'DELETE' }));
  const setChaos = (body: unknown) =>
    fetch(`${origin}/__dev/chaos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('gives a share of the calls a random fault, repeatably for one seed, and counts them', async () => {
    const statuses = async () => {
      expect((await setChaos({ rate: 0.5, seed: 7, max_delay_ms: 20 })).status).toBe(201);
      const out: string[] = [];
      for (let i = 0; i < 40; i += 1)
        out.push(
          await get('/api/probe').then(
            async (r) => `${r.status}:${(await r.text()).slice(0, 6)}`,
            () => 'dropped',
          ),
        );
      return out;
    };
    const first = await statuses();
    expect(await statuses()).toEqual(first);
    expect(first.filter((s) => s === '200:{"stat').length).toBeGreaterThan(5);
    expect(first.filter((s) => s !== '200:{"stat').length).toBeGreaterThan(5);
    const { faults } = (await (await fetch(`${origin}/__dev/chaos`)).json()) as { faults: number };
    expect(faults).toBeGreaterThan(5);
  });

  it('touches only the paths it names', async () => {
    await setChaos({ rate: 1, paths: ['/api/other'], seed: 1 });
    for (let i = 0; i < 5; i += 1) expect((await get('/api/probe')).status).toBe(200);
  });

  it.each([[{ rate: 2 }], [{ rate: 0.1, paths: ['no-slash'] }], [{ rate: 0.1, unknown: true }]])(
    'refuses settings %p',
    async (body) => {
      expect((await setChaos(body)).status).toBe(422);
    },
  );
});
