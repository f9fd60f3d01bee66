import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { personaSchema } from '../personas.ts';
import { buildServer } from '../server.ts';
import { findMock, matchesMockPath } from './mocks.ts';

describe('mock paths', () => {
  it.each<[string, string, boolean]>([
    ['/api/quiz/', '/api/quiz/', true],
    ['/api/quiz/', '/api/quiz', false],
    ['/api/quiz/:id/', '/api/quiz/42/', true],
    ['/api/quiz/:id/', '/api/quiz//', false],
    ['/api/quiz/:id/', '/api/quiz/42/answers/', false],
    ['/api/files/*', '/api/files/a/b.png', true],
    ['/api/files/*', '/api/files/', false],
    ['/api/files/*', '/api/other/a', false],
    ['/api/:a/:b', '/api/x/y', true],
  ])('%s against %s: %p', (pattern, path, expected) => expect(matchesMockPath(pattern, path)).toBe(expected));

  it("takes the persona's own mock first, then the default persona's, by method", () => {
    const own = [{ path: '/api/quiz/:id/', body: 'own' }];
    const shared = [
      { path: '/api/quiz/:id/', body: 'shared' },
      { method: 'POST' as const, path: '/api/quiz/:id/', body: 'shared post' },
    ];
    expect(findMock(own, shared, 'GET', '/api/quiz/1/')?.body).toBe('own');
    expect(findMock(own, shared, 'POST', '/api/quiz/1/')?.body).toBe('shared post');
    expect(findMock(own, shared, 'DELETE', '/api/quiz/1/')).toBeUndefined();
  });

  it.each<[Record<string, unknown>, string]>([
    [{ path: 'api/quiz/' }, 'starts with /'],
    [{ path: '/api/quiz/?x=1' }, 'no query'],
    [{ path: '/api/x/', method: 'TRACE' }, 'method'],
    [{ path: '/api/x/', status: 99 }, 'status'],
    [{ path: '/api/x/', answer: {} }, 'answer'],
  ])('refuses the malformed mock %j (%s)', (mock) => {
    expect(personaSchema.safeParse({ mocks: [mock] }).success).toBe(false);
  });
});

// A product team's fixtures directory, its personas with mocks, served by a real dev-api.
describe("a product team's endpoints, from its fixtures", () => {
  let dir: string;
  let server: FastifyInstance;
  let origin: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dev-api-mocks-'));
    writeFileSync(
      join(dir, 'default.json'),
      JSON.stringify({
        mocks: [
          { path: '/api/quiz/:id/', body: { quiz: 'shared', steps: 3 } },
          { method: 'POST', path: '/api/quiz/:id/answers/', status: 201, body: { saved: true } },
          { path: '/api/slow/', body: 'late', delay_ms: 150 },
        ],
      }),
    );
    writeFileSync(
      join(dir, 'quiz-client.json'),
      JSON.stringify({
        session: { id: 9, user_type: 'client' },
        mocks: [{ path: '/api/quiz/:id/', body: { quiz: 'own' }, headers: { 'x-quiz': 'own' } }],
      }),
    );
    server = buildServer({ fixturesDir: dir, brand: 'main' });
    origin = await server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const call = (path: string, persona?: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, {
      ...init,
      headers: { ...(persona ? { cookie: `dev_persona=${persona}` } : {}), ...(init.headers ?? {}) },
    });

  it("answers a persona's own mock, with its headers", async () => {
    const response = await call('/api/quiz/7/', 'quiz-client');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-quiz')).toBe('own');
    expect(await response.json()).toEqual({ quiz: 'own' });
  });

  it("answers the default persona's mocks for every persona, by method", async () => {
    expect(await (await call('/api/quiz/7/')).json()).toEqual({ quiz: 'shared', steps: 3 });
    const posted = await call('/api/quiz/7/answers/', 'quiz-client', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answer: 2 }),
    });
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ saved: true });
  });

  it('waits the delay a mock names', async () => {
    const started = Date.now();
    const response = await call('/api/slow/');
    expect(await response.text()).toBe('late');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('says how to mock a path it does not know', async () => {
    const response = await call('/api/unknown/', 'quiz-client');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /no endpoint GET \/api\/unknown\/ for persona "quiz-client".*"mocks"/,
    );
  });

  it('applies faults to mocked paths, and logs the calls', async () => {
    await fetch(`${origin}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/api/quiz/7/', status: 503, body: 'down', persona: 'quiz-client' }),
    });
    try {
      expect((await call('/api/quiz/7/', 'quiz-client')).status).toBe(503);
      expect((await call('/api/quiz/7/')).status).toBe(200);
    } finally {
      await fetch(`${origin}/__dev/faults`, { method: 'DELETE' });
    }
    const log = (await (await fetch(`${origin}/__dev/requests?path=/api/quiz/7/`)).json()) as { persona: string }[];
    expect(log.map((entry) => entry.persona)).toEqual(expect.arrayContaining(['quiz-client', 'default']));
  });

  it('leaves the shell endpoints as they were', async () => {
    const response = await call('/api/site-config');
    expect(response.status).toBe(200);
  });
});
