/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShellCaches, loadShell, type PageLoadErrorLog } from './load-shell.ts';

// A real local backend: answers per path, records what it received.
type Route = { status: number; body: string; delayMs?: number };
let routes: Record<string, Route> = {};
const received: IncomingMessage[] = [];
let server: Server;
let origin: string;

const okRoutes = (productCode = 'main'): Record<string, Route> => ({
  '/api/session': { status: 200, body: JSON.stringify({ id: -1, user_type: 'logged_out_user' }) },
  '/api/site-config': { status: 200, body: JSON.stringify({ product_code_name: productCode, product_name: 'Acme Therapy' }) },
  '/api/translations': { status: 200, body: '{}' },
  '/api/subscription/unsubscribe/availability': { status: 200, body: '{"show_cancel_subscription":false}' },
  '/api/withdrawal/availability': { status: 200, body: '{"show_withdrawal":true}' },
  '/api/locale/selector': { status: 200, body: '{"show_language_selector":true,"languages":[{"language":"de","language_readable":"Deutsch"}]}' },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req);
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    const send = () => {
      res.writeHead(route?.status ?? 404, { 'content-type': 'application/json' });
      res.end(route?.body ?? '');
    };
    if (route?.delayMs) setTimeout(send, route.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  routes = okRoutes();
});

const visitor = {
  url: '/faq/?x=1',
  headers: {
    cookie: 'dev_persona=client; pref_language=de',
    'user-agent': 'TestBrowser/1.0',
    'x-forwarded-host': 'www.acme.example',
    referer: 'https://www.acme.example/',
  },
};

describe('page-load step (spec 4.8, DESIGN.md section 3)', () => {
  it('fetches session, site config, translations and availability, forwarding the cookies and one request id', async () => {
    const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, requestId: () => 'rid-1', now: () => new Date('2031-05-01') });
    expect(shell).toEqual({
      status: 'ok',
      brand: 'main',
      language: 'de',
      session: { id: -1, user_type: 'logged_out_user' },
      config: { product_code_name: 'main', product_name: 'Acme Therapy' },
      messages: expect.objectContaining({ 'fallback.heading': 'Es ist ein Problem aufgetreten' }),
      availability: { show_cancel_subscription: false, show_withdrawal: true, show_language_selector: true },
      languages: [{ language: 'de', language_readable: 'Deutsch' }],
      year: 2031,
      accessibilityWidgetUrl: null,
    });
    expect(received.map((r) => r.url).sort()).toEqual([
      '/api/locale/selector',
      '/api/session',
      '/api/site-config',
      '/api/subscription/unsubscribe/availability',
      '/api/translations?language=de',
      '/api/withdrawal/availability',
    ]);
    for (const r of received) {
      expect(r.headers['cookie']).toBe('dev_persona=client; pref_language=de');
      expect(r.headers['x-request-id']).toBe('rid-1');
    }
  });

  it('fetches all six in parallel: each call starts before any answer arrives', async () => {
    for (const [path, route] of Object.entries(routes)) routes[path] = { ...route, delayMs: 200 };
    const arrivals: number[] = [];
    const counting = (async (...args: Parameters<typeof fetch>) => {
      arrivals.push(received.length);
      return fetch(...args);
    }) as typeof fetch;
    await loadShell(visitor, { brand: 'main', apiOrigin: origin, fetch: counting });
    // Every call was sent while no answer had come back yet (the server records on arrival).
    expect(arrivals).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it.each([
    ['/api/subscription/unsubscribe/availability', { show_cancel_subscription: true }],
    ['/api/withdrawal/availability', { show_withdrawal: false }],
    ['/api/locale/selector', { show_language_selector: false }],
  ])('falls back when %s fails, and still renders the page (spec 8.2)', async (path, expected) => {
    routes[path] = { status: 500, body: 'boom' };
    const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin });
    expect(shell.status).toBe('ok');
    expect(shell.status === 'ok' && shell.availability).toMatchObject(expected);
  });

  it('caches site config and translations per site and language, never the session', async () => {
    let now = 0;
    const caches = createShellCaches(60_000, () => now);
    const options = { brand: 'main' as const, apiOrigin: origin, caches };
    const count = (path: string) => received.filter((r) => r.url?.startsWith(path)).length;
    await loadShell({ headers: { host: 'a.example' } }, options);
    await loadShell({ headers: { host: 'a.example' } }, options);
    expect([count('/api/session'), count('/api/site-config'), count('/api/translations')]).toEqual([2, 1, 1]);
    await loadShell({ headers: { host: 'a.example', cookie: 'pref_language=fr' } }, options);
    await loadShell({ headers: { host: 'b.example' } }, options);
    expect([count('/api/site-config'), count('/api/translations')]).toEqual([2, 3]);
    now = 60_001;
    await loadShell({ headers: { host: 'a.example' } }, options);
    expect([count('/api/site-config'), count('/api/translations')]).toEqual([3, 4]);
  });

  it('does not keep a failed site config in the cache', async () => {
    const caches = createShellCaches();
    routes['/api/site-config'] = { status: 500, body: '' };
    expect((await loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, caches, logger: () => undefined })).status).toBe('error');
    routes = okRoutes();
    expect((await loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, caches })).status).toBe('ok');
  });

  it('answers 404 for a page request on the static-source host (spec 8.2)', async () => {
    routes['/api/site-config'] = { status: 200, body: JSON.stringify({ product_code_name: 'main', product_name: 'Acme', cdn_host_assets: 'cdn.acme.example' }) };
    const shell = await loadShell({ headers: { host: 'cdn.acme.example:443' } }, { brand: 'main', apiOrigin: origin });
    expect(shell).toMatchObject({ status: 'not-found', brand: 'main', language: 'en' });
    const site = await loadShell({ headers: { host: 'www.acme.example' } }, { brand: 'main', apiOrigin: origin });
    expect(site.status).toBe('ok');
  });

  it.each([
    ['/api/session', { status: 500, body: 'boom' }],
    ['/api/site-config', { status: 404, body: '' }],
    ['/api/translations', { status: 200, body: 'not json' }],
    ['/api/session', { status: 200, body: '' }],
  ])('fails to the error state when %s answers %o, logging the metadata of spec 8.2', async (path, route) => {
    routes[path] = route;
    const logs: PageLoadErrorLog[] = [];
    const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, logger: (e) => logs.push(e), requestId: () => 'rid-2' });
    expect(shell).toMatchObject({ status: 'error', brand: 'main', language: 'de' });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      level: 'error',
      requestId: 'rid-2',
      userAgent: 'TestBrowser/1.0',
      forwardedHost: 'www.acme.example',
      url: '/faq/?x=1',
      referer: 'https://www.acme.example/',
    });
  });

  it('fails to the error state when the backend cannot be reached', async () => {
    const logs: PageLoadErrorLog[] = [];
    const shell = await loadShell(visitor, { brand: 'main', apiOrigin: 'http://127.0.0.1:9', logger: (e) => logs.push(e) });
    expect(shell.status).toBe('error');
    expect(logs[0]?.error).toMatch(/^NetworkError: /);
  });

  it('treats a product_code_name of another brand as a configuration error', async () => {
    routes = okRoutes('faith');
    const logs: PageLoadErrorLog[] = [];
    const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, logger: (e) => logs.push(e) });
    expect(shell.status).toBe('error');
    expect(logs[0]?.error).toBe(
      'ShellConfigurationError: Site config error: product_code_name "faith" is brand "faith", but this app is built for brand "main" (SHELL_BRAND).',
    );
  });

  it('treats a product_code_name that maps to no brand as a configuration error', async () => {
    routes = okRoutes('unknown-code');
    const logs: PageLoadErrorLog[] = [];
    await loadShell(visitor, { brand: 'main', apiOrigin: origin, logger: (e) => logs.push(e) });
    expect(logs[0]?.error).toMatch(/^ShellConfigurationError: Site config error: product_code_name "unknown-code" maps to no brand/);
  });

  it('accepts a product code mapped to the build brand through SHELL_BRAND_CODES', async () => {
    routes = okRoutes('acme-faith');
    const shell = await loadShell(visitor, { brand: 'faith', apiOrigin: origin, brandCodes: { 'acme-faith': 'faith' } });
    expect(shell.status).toBe('ok');
  });

  it.each([
    [undefined, 'en'],
    ['pref_language=fr', 'fr'],
    ['pref_language=en-GB', 'en'],
    ['pref_language=xx', 'en'],
  ])('reads the language from cookie %p as %s', async (cookie, language) => {
    const shell = await loadShell({ headers: { cookie } }, { brand: 'main', apiOrigin: origin });
    expect(shell.language).toBe(language);
    expect(received.find((r) => r.url?.startsWith('/api/translations'))?.url).toBe(`/api/translations?language=${language}`);
  });
});
