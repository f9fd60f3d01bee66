/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';
import {
  checkShellHealth,
  healthOptionsFromEnv,
  isDraining,
  SHELL_DRAINING_FLAG,
  SHELL_HEALTH_PROBE_PATH,
  shellHealthResponse,
  shellLivenessResponse,
} from './health.ts';

// A real local backend: answers the probe with `status` after `delayMs`, or drops the connection.
let server: Server;
let origin: string;
let seen: IncomingMessage[] = [];
let answer: {
  status: number;
  delayMs: number;
  drop?: boolean;
  bomb?: boolean;
  body?: string;
  headers?: Record<string, string>;
} = { status: 200, delayMs: 0 };
// How the last endless answer ended: cut off by the client before its end.
let bombClosedEarly: Promise<boolean> = Promise.resolve(false);

/** Answers 200 with an endless gzip bomb (zeros, about 1000x inflated), as fast as it is read. */
function bomb(res: import('node:http').ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
  const gzip = createGzip();
  gzip.pipe(res);
  bombClosedEarly = new Promise((resolve) =>
    res.on('close', () => {
      gzip.destroy();
      resolve(!res.writableFinished);
    }),
  );
  const zeros = Buffer.alloc(64 * 1024);
  const pump = () => {
    while (!res.destroyed) if (!gzip.write(zeros)) return void gzip.once('drain', pump);
  };
  pump();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    if (answer.drop) {
      req.socket.destroy();
      return;
    }
    if (answer.bomb) return bomb(res);
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body ?? JSON.stringify({ product_code_name: 'faith', secret_key: 'sk_live_do_not_leak' }));
    }, answer.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answer = { status: 200, delayMs: 0 };
  delete (globalThis as Record<symbol, unknown>)[Symbol.for(SHELL_DRAINING_FLAG)];
});

// Each test asks the backend itself (the probe cache is tested on its own below).
const base = { brand: 'faith', version: '1.2.3', cacheMs: 0 };

describe('readiness probes are one backend call a second', () => {
  it('answers every check within a second from one probe, concurrent checks included, and asks again after it', async () => {
    let time = 0;
    const options = {
      brand: 'faith',
      version: '1.2.3',
      apiOrigin: origin,
      siteHost: 'probe-cache.example',
      now: () => time,
    };
    const first = await Promise.all(Array.from({ length: 20 }, () => shellHealthResponse(options)));
    expect(first.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    time = 999;
    answer = { status: 500, delayMs: 0 };
    expect((await shellHealthResponse(options)).status).toBe(200);
    expect(seen).toHaveLength(1);
    time = 1_000;
    expect((await shellHealthResponse(options)).status).toBe(503);
    expect(seen).toHaveLength(2);
  });

  it('never keeps draining: a server that starts to drain says so on its next check', async () => {
    const options = {
      brand: 'faith',
      version: '1.2.3',
      apiOrigin: origin,
      siteHost: 'probe-drain.example',
      now: () => 0,
    };
    expect((await shellHealthResponse(options)).status).toBe(200);
    (globalThis as Record<symbol, unknown>)[Symbol.for(SHELL_DRAINING_FLAG)] = true;
    expect((await shellHealthResponse(options)).status).toBe(503);
    expect(seen).toHaveLength(1);
  });
});

describe('readiness (GET /_shell/health)', () => {
  it('answers 200 with brand, version and the backend reachable when the site config answers', async () => {
    const response = await shellHealthResponse({ ...base, apiOrigin: origin });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      status: 'ok',
      brand: 'faith',
      version: '1.2.3',
      backend: { reachable: true, status: 200, latencyMs: expect.any(Number) },
    });
    expect(seen.map((req) => req.url)).toEqual([SHELL_HEALTH_PROBE_PATH]);
  });

  it('asks without cookies, naming the configured site host', async () => {
    await checkShellHealth({ ...base, apiOrigin: origin, siteHost: 'www.faith.example' });
    expect(seen[0]?.headers['cookie']).toBeUndefined();
    expect(seen[0]?.headers['x-forwarded-host']).toBe('www.faith.example');
  });

  it.each([500, 503, 404])('answers 503 when the backend answers %i, with that status', async (status) => {
    answer = { status, delayMs: 0 };
    const response = await shellHealthResponse({ ...base, apiOrigin: origin });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      status: 'unavailable',
      backend: { reachable: false, status, error: 'status' },
    });
  });

  it('answers 503 within its time limit when the backend is slow', async () => {
    answer = { status: 200, delayMs: 2000 };
    const started = Date.now();
    const response = await shellHealthResponse({ ...base, apiOrigin: origin, timeoutMs: 150 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ backend: { reachable: false, status: null, error: 'timeout' } });
  });

  it('reads no more of the answer than a site config can be: a gzip bomb is no site config, its connection dropped', async () => {
    answer = { status: 200, delayMs: 0, bomb: true };
    const started = Date.now();
    const health = await checkShellHealth({ ...base, apiOrigin: origin });
    expect(health.backend).toMatchObject({ reachable: false, status: 200, error: 'answer' });
    // Within the probe's 1 s time limit, not at it: reading stops at 256 kB.
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await bombClosedEarly).toBe(true);
  });

  it('answers 503 when the connection is dropped or refused', async () => {
    answer = { status: 200, delayMs: 0, drop: true };
    expect(await (await shellHealthResponse({ ...base, apiOrigin: origin })).json()).toMatchObject({
      backend: { reachable: false, status: null, error: 'unreachable' },
    });
    const refused = await shellHealthResponse({ ...base, apiOrigin: 'http://127.0.0.1:1' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      status: 'unavailable',
      backend: { reachable: false, status: null, error: 'unreachable' },
    });
  });

  it.each([
    ['required', 503, 'unavailable'],
    ['reported', 200, 'degraded'],
  ] as const)(
    'with the backend down and backend %s, answers %i %s (an orchestrator must not take every instance out)',
    async (backend, status, word) => {
      const response = await shellHealthResponse({ ...base, apiOrigin: 'http://127.0.0.1:1', backend });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ status: word, backend: { reachable: false } });
    },
  );

  it('answers 503 draining with backend reported too', async () => {
    const response = await shellHealthResponse({
      ...base,
      apiOrigin: 'http://127.0.0.1:1',
      backend: 'reported',
      draining: true,
    });
    expect([response.status, ((await response.json()) as { status: string }).status]).toEqual([503, 'draining']);
  });

  it('is never cached and carries the security headers', async () => {
    const response = await shellHealthResponse({ ...base, apiOrigin: origin, production: true });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('leaks neither the backend origin nor its answer nor error texts', async () => {
    const up = await (await shellHealthResponse({ ...base, apiOrigin: origin })).text();
    const down = await (await shellHealthResponse({ ...base, apiOrigin: 'http://127.0.0.1:1' })).text();
    for (const text of [up, down]) {
      expect(text).not.toContain('127.0.0.1');
      expect(text).not.toContain('sk_live');
      expect(text).not.toMatch(/ECONNREFUSED|fetch failed/i);
    }
  });

  it('answers 503 draining once the start wrapper sets the flag, still reporting the backend', async () => {
    (globalThis as Record<symbol, unknown>)[Symbol.for(SHELL_DRAINING_FLAG)] = true;
    expect(isDraining()).toBe(true);
    const response = await shellHealthResponse({ ...base, apiOrigin: origin });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'draining', backend: { reachable: true, status: 200 } });
  });

  it('measures the latency with the injected clock', async () => {
    const ticks = [100, 142];
    const health = await checkShellHealth({ ...base, apiOrigin: origin, now: () => ticks.shift() ?? 0 });
    expect(health.backend.latencyMs).toBe(42);
  });
});

describe("readiness and the backend's product code", () => {
  const config = (productCode: unknown) => JSON.stringify({ product_code_name: productCode, product_name: 'X' });

  it.each([
    ['required', 'main', undefined],
    ['reported', 'main', undefined],
    ['required', 'nope', undefined],
    ['reported', 'nope', undefined],
    ['required', 'faithful', { faithful: 'main' }],
  ] as const)(
    'backend %s: a product code %j that is not this brand answers 503 misconfigured with the reason',
    async (backend, productCode, brandCodes) => {
      answer = { status: 200, delayMs: 0, body: config(productCode) };
      const response = await shellHealthResponse({ ...base, apiOrigin: origin, backend, brandCodes });
      expect(response.status).toBe(503);
      const body = (await response.json()) as { status: string; reason: string; backend: unknown };
      expect(body.status).toBe('misconfigured');
      expect(body.reason).toMatch(
        new RegExp(
          `product_code_name "${productCode}" maps to .*this server is brand "faith"|product_code_name "${productCode}" maps to no brand of this server \\(brand "faith"`,
        ),
      );
      expect(body.backend).toMatchObject({ reachable: true, status: 200 });
    },
  );

  it('answers 200 for a product code the code map gives this brand', async () => {
    answer = { status: 200, delayMs: 0, body: config('bhf') };
    const response = await shellHealthResponse({ ...base, apiOrigin: origin, brandCodes: { bhf: 'faith' } });
    expect([response.status, ((await response.json()) as { status: string }).status]).toEqual([200, 'ok']);
  });

  it.each([
    ['not JSON', 'nope'],
    ['no product code', JSON.stringify({ product_name: 'X' })],
    ['a product code that is no text', config(7)],
    ['larger than a site config can be', JSON.stringify({ product_code_name: 'faith', pad: 'x'.repeat(300_000) })],
  ])('an answer that is %s is no site config: 503 (required), 200 degraded (reported)', async (_case, body) => {
    answer = { status: 200, delayMs: 0, body };
    const required = await shellHealthResponse({ ...base, apiOrigin: origin });
    expect(required.status).toBe(503);
    expect(await required.json()).toMatchObject({
      status: 'unavailable',
      backend: { reachable: false, status: 200, error: 'answer' },
    });
    const reported = await shellHealthResponse({ ...base, apiOrigin: origin, backend: 'reported' });
    expect([reported.status, ((await reported.json()) as { status: string }).status]).toEqual([200, 'degraded']);
  });

  it('follows no redirect', async () => {
    answer = { status: 302, delayMs: 0, headers: { location: `${origin}/elsewhere` } };
    const response = await shellHealthResponse({ ...base, apiOrigin: origin });
    expect(response.status).toBe(503);
    expect(seen.map((req) => req.url)).toEqual([SHELL_HEALTH_PROBE_PATH]);
  });
});

describe('liveness (GET /_shell/live)', () => {
  it('answers 200 without asking the backend, also while draining', async () => {
    const live = shellLivenessResponse(base);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok', brand: 'faith', version: '1.2.3' });
    const draining = shellLivenessResponse({ ...base, draining: true });
    expect(draining.status).toBe(200);
    expect(await draining.json()).toEqual({ status: 'draining', brand: 'faith', version: '1.2.3' });
    expect(draining.headers.get('cache-control')).toBe('private, no-store');
    expect(seen).toEqual([]);
  });
});

describe('healthOptionsFromEnv', () => {
  it('reads origin, version, the first site host and the timeout', () => {
    expect(
      healthOptionsFromEnv(
        { brand: 'main', fallbackVersion: '0.0.0' },
        {
          SHELL_API_ORIGIN: 'http://api.internal:8080',
          SHELL_VERSION: '2026.11.1',
          SHELL_SITE_HOSTS: ' WWW.Example.com ,example.com',
          SHELL_HEALTH_TIMEOUT_MS: '750',
          SHELL_HEALTH_BACKEND: 'reported',
          NODE_ENV: 'production',
        },
      ),
    ).toEqual({
      brand: 'main',
      version: '2026.11.1',
      apiOrigin: 'http://api.internal:8080',
      siteHost: 'www.example.com',
      timeoutMs: 750,
      backend: 'reported',
      brandCodes: {},
      production: true,
    });
  });

  it('falls back to the package version and the default origin', () => {
    expect(healthOptionsFromEnv({ brand: 'teen', fallbackVersion: '0.3.0' }, {})).toEqual({
      brand: 'teen',
      version: '0.3.0',
      apiOrigin: 'http://127.0.0.1:4000',
      timeoutMs: 1_000,
      backend: 'required',
      brandCodes: {},
      production: false,
    });
  });

  it.each(['optional', 'REQUIRED', 'none'])('refuses SHELL_HEALTH_BACKEND=%s naming the variable', (value) => {
    expect(() =>
      healthOptionsFromEnv({ brand: 'main', fallbackVersion: '0' }, { SHELL_HEALTH_BACKEND: value }),
    ).toThrow(`SHELL_HEALTH_BACKEND="${value}": must be "required" or "reported"`);
  });

  it.each(['abc', '0', '-5', '1.5'])('refuses SHELL_HEALTH_TIMEOUT_MS=%s naming the variable', (value) => {
    expect(() =>
      healthOptionsFromEnv({ brand: 'main', fallbackVersion: '0' }, { SHELL_HEALTH_TIMEOUT_MS: value }),
    ).toThrow(/SHELL_HEALTH_TIMEOUT_MS/);
  });
});
