/** @jest-environment node */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REQUEST_GUARDS_INSTALLED } from '../server/request-guards.ts';
import { createShellProxy } from '../server/shell-proxy.ts';
import { APP_LOAD_HEADER, APP_NONCE_HEADER } from './constants.ts';
import { isAppPageRequest, loadAppPage, takeRequestLoad } from './request-load.ts';

// The App Router's page-load step runs in the proxy, once per page request; the render takes what
// it resolved by a token on the request. Here against a backend that is down (a closed port): the
// step's own answers (the fallback page, /gethelpnow/ from the build) are what is checked.

const saved = { ...process.env };
beforeEach(() => {
  process.env['SHELL_API_ORIGIN'] = 'http://127.0.0.1:9';
  process.env['SHELL_BRAND'] = 'main';
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.env')];
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.env')];
  jest.restoreAllMocks();
});

const page = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, {
    ...init,
    headers: { 'accept-language': 'de-DE', 'cf-ipcountry': 'DE', ...(init.headers as Record<string, string>) },
  });

describe('loadAppPage', () => {
  it('a page whose step fails: status 500, the policy with its nonce, private no-store, and the load for its render', async () => {
    const decision = await loadAppPage(page('/faq/?a=1&a=2&b=x'));
    expect(decision.status).toBe(500);
    const policy = decision.responseHeaders.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(decision.responseHeaders.get('cache-control')).toContain('no-store');
    expect(decision.requestHeaders.get(APP_NONCE_HEADER)).toBe(nonce);
    // Next.js reads the nonce of its own scripts from the request's policy.
    expect(decision.requestHeaders.get('content-security-policy')).toBe(policy);
    const load = takeRequestLoad(decision.requestHeaders.get(APP_LOAD_HEADER));
    expect(load).toMatchObject({
      nonce,
      path: '/faq/',
      query: { a: ['1', '2'], b: 'x' },
      shell: { status: 'error', brand: 'main', language: 'de', country: 'de' },
      navigation: false,
    });
  });

  it.each([
    ['a document', { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }, false],
    ['a document of a browser that sends no fetch metadata', {}, false],
    // Next.js takes its own RSC headers off before the proxy: the browser's fetch metadata is read.
    ['a client-side navigation (a fetch)', { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }, true],
    ['a document in a frame', { 'sec-fetch-dest': 'iframe', 'sec-fetch-mode': 'navigate' }, false],
  ])('notes whether the request is %s, and when its step ran', async (_what, headers, navigation) => {
    const before = Date.now();
    const decision = await loadAppPage(page('/faq/', { headers }));
    const load = takeRequestLoad(decision.requestHeaders.get(APP_LOAD_HEADER));
    expect(load?.navigation).toBe(navigation);
    expect(load?.at).toBeGreaterThanOrEqual(before);
    expect(load?.at).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ['names none', {}, 'unnamed'],
    ['names one', { 'user-agent': 'Mozilla/5.0 Chrome/159.0' }, undefined],
  ])(
    'gives the render a User-Agent when the request %s (Cache Components render in full only for one)',
    async (_what, headers, agent) => {
      const decision = await loadAppPage(page('/faq/', { headers }));
      expect(decision.requestHeaders.get('user-agent')).toBe(agent);
      takeRequestLoad(decision.requestHeaders.get(APP_LOAD_HEADER));
    },
  );

  it('/gethelpnow/ needs no backend: status 200 and the page from the build', async () => {
    const decision = await loadAppPage(page('/gethelpnow/'));
    expect(decision.status).toBe(200);
    expect(takeRequestLoad(decision.requestHeaders.get(APP_LOAD_HEADER))?.shell.status).toBe('degraded');
  });

  it('each request gets a nonce and a token of its own', async () => {
    const [first, second] = await Promise.all([loadAppPage(page('/')), loadAppPage(page('/'))]);
    expect(first?.requestHeaders.get(APP_NONCE_HEADER)).not.toBe(second?.requestHeaders.get(APP_NONCE_HEADER));
    expect(first?.requestHeaders.get(APP_LOAD_HEADER)).not.toBe(second?.requestHeaders.get(APP_LOAD_HEADER));
  });
});

describe('takeRequestLoad', () => {
  it('gives a load once: the render reads it once, and the server keeps only the loads in flight', async () => {
    const token = (await loadAppPage(page('/'))).requestHeaders.get(APP_LOAD_HEADER);
    expect(takeRequestLoad(token)).toBeDefined();
    expect(takeRequestLoad(token)).toBeUndefined();
  });

  it.each([[undefined], [null], [''], ['made-up'], ['00000000-0000-4000-8000-000000000000']])(
    'knows no load for the token %j',
    (token) => {
      expect(takeRequestLoad(token)).toBeUndefined();
    },
  );

  it('drops the load of a request whose render never came, after a minute', async () => {
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const abandoned = (await loadAppPage(page('/'))).requestHeaders.get(APP_LOAD_HEADER);
    clock.mockReturnValue(now + 59_000);
    const recent = (await loadAppPage(page('/'))).requestHeaders.get(APP_LOAD_HEADER);
    clock.mockReturnValue(now + 61_000);
    const next = (await loadAppPage(page('/'))).requestHeaders.get(APP_LOAD_HEADER);
    expect(takeRequestLoad(abandoned)).toBeUndefined();
    expect(takeRequestLoad(recent)).toBeDefined();
    expect(takeRequestLoad(next)).toBeDefined();
  });
});

describe('isAppPageRequest', () => {
  it.each<[string, string, boolean]>([
    ['GET', '/', true],
    ['GET', '/faq/', true],
    ['HEAD', '/counselor-settings/payment/', true],
    ['GET', '/v1.2/', true],
    ['POST', '/faq/', false],
    ['GET', '/_next/static/chunks/app.js', false],
    ['GET', '/_shell/messages/en/abc.js', false],
    ['GET', '/api/session', false],
    ['GET', '/health.txt', false],
    ['GET', '/robots.txt', false],
  ])('%s %s: %s', (method, path, expected) => {
    expect(isAppPageRequest(new Request(`http://localhost${path}`, { method }), path)).toBe(expected);
  });
});

describe("createShellProxy({ router: 'app' })", () => {
  const proxy = createShellProxy({ version: '1.0.0', router: 'app' });

  it("answers a page with the step's status and headers, and hands the render its token (never the visitor's)", async () => {
    const response = await proxy(page('/faq/', { headers: { [APP_LOAD_HEADER]: 'forged' } }));
    expect(response.status).toBe(500);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-/);
    // NextResponse.next({ request: { headers } }): the render's request headers travel as x-middleware-request-*.
    const token = response.headers.get(`x-middleware-request-${APP_LOAD_HEADER}`);
    expect(token).not.toBe('forged');
    expect(takeRequestLoad(token)?.path).toBe('/faq/');
  });

  it("leaves Next.js's files and the API to their own handling", async () => {
    const response = await proxy(page('/_next/static/chunks/app.js'));
    expect(response.headers.get(`x-middleware-request-${APP_LOAD_HEADER}`)).toBeNull();
  });

  it("the Pages Router's proxy runs no page-load step", async () => {
    const response = await createShellProxy({ version: '1.0.0' })(page('/faq/'));
    expect(response.headers.get(`x-middleware-request-${APP_LOAD_HEADER}`)).toBeNull();
    expect(response.status).toBe(200);
  });
});

describe('who the backend is told the visitor is', () => {
  async function sessionHeaders(request: Request): Promise<IncomingHttpHeaders | undefined> {
    let seen: IncomingHttpHeaders | undefined;
    const backend = createServer((req, res) => {
      if (req.url?.startsWith('/api/session')) seen = req.headers;
      res.writeHead(500).end();
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    process.env['SHELL_API_ORIGIN'] = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.env')];
    // The step's state of the process keeps its options: a fresh one reads this backend.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.app-router.state')];
    try {
      await loadAppPage(request);
    } finally {
      backend.closeAllConnections();
      await new Promise<void>((resolve) => backend.close(() => resolve()));
    }
    return seen;
  }
  const holder = globalThis as { [REQUEST_GUARDS_INSTALLED]?: unknown };
  afterEach(() => {
    delete holder[REQUEST_GUARDS_INSTALLED];
  });

  it('with the request guards installed: the chain they made from the connection, as it is', async () => {
    holder[REQUEST_GUARDS_INSTALLED] = true;
    const headers = await sessionHeaders(page('/', { headers: { 'x-forwarded-for': '127.0.0.1' } }));
    expect(headers?.['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('without them nothing says who the peer is: no X-Forwarded-For, whatever the request claims', async () => {
    const headers = await sessionHeaders(page('/', { headers: { 'x-forwarded-for': '203.0.113.9' } }));
    expect(headers).toBeDefined();
    expect(headers?.['x-forwarded-for']).toBeUndefined();
  });
});
