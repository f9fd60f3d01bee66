/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { crisisLinesOf } from '@therapy-shell/brand-config';
import type { AddressInfo } from 'node:net';
import { compileMessages, createCompiledTranslator } from '@therapy-shell/i18n';
import { createBackendTransport } from './backend-transport.ts';
import { forgetReportedDrift } from '../server/reporting/backend-drift.ts';
import { createShellCaches, loadShell, type PageLoadErrorLog } from './load-shell.ts';
import type { ReportContext } from '@therapy-shell/request';

// A real local backend: answers per path, records what it received.
type Route = { status: number; body: string; delayMs?: number; location?: string };
let routes: Record<string, Route> = {};
// Answers worked out from the request (an answer per visitor); they win over `routes`.
let answers: Record<string, (req: IncomingMessage) => Route> = {};
const received: IncomingMessage[] = [];
let server: Server;
let origin: string;

const okRoutes = (productCode = 'main'): Record<string, Route> => ({
  '/api/session': { status: 200, body: JSON.stringify({ id: -1, user_type: 'logged_out_user' }) },
  '/api/site-config': {
    status: 200,
    body: JSON.stringify({ product_code_name: productCode, product_name: 'Acme Therapy' }),
  },
  '/api/translations': { status: 200, body: '{}' },
  '/api/subscription/unsubscribe/availability': { status: 200, body: '{"show_cancel_subscription":false}' },
  '/api/withdrawal/availability': { status: 200, body: '{"show_withdrawal":true}' },
  '/api/locale/selector': {
    status: 200,
    body: '{"show_language_selector":true,"languages":[{"language":"de","language_readable":"Deutsch"}]}',
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    received.push(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = answers[path]?.(req) ?? routes[path];
    const send = () => {
      res.writeHead(route?.status ?? 404, {
        'content-type': 'application/json',
        ...(route?.location ? { location: route.location } : {}),
      });
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
  answers = {};
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
    const shell = await loadShell(visitor, {
      brand: 'main',
      apiOrigin: origin,
      requestId: () => 'rid-1',
      now: () => new Date('2031-05-01'),
    });
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
      // The session names no geo_country and the request no country: the brand's home market.
      country: 'us',
      // The lines of the visitor's country travel with the page: the browser has no table of them.
      crisisLines: crisisLinesOf('us'),
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

  it.each([
    ['/api/site-config', 'config'],
    ['/api/translations', 'messages'],
  ])(
    'serves the last good copy when a refresh of %s fails after the time-to-live (stale-if-error), and tells it once',
    async (path, cache) => {
      let now = 0;
      const stale: string[] = [];
      const caches = createShellCaches(60_000, () => now, {
        staleIfErrorMs: 300_000,
        onStale: (name, key, error) => stale.push(`${name} ${key} ${(error as Error).message}`),
      });
      const options = { brand: 'main' as const, apiOrigin: origin, caches, siteHosts: ['a.example'] };
      routes['/api/translations'] = { status: 200, body: JSON.stringify({ 'nav.home': 'Start' }) };
      expect((await loadShell({ headers: {} }, options)).status).toBe('ok');
      now = 60_001;
      routes[path] = { status: 500, body: 'boom' };
      for (let i = 0; i < 3; i += 1) {
        const shell = await loadShell({ headers: {} }, options);
        expect(shell.status).toBe('ok');
        expect(shell.status === 'ok' && [shell.config.product_name, shell.messages['nav.home']]).toEqual([
          'Acme Therapy',
          'Start',
        ]);
      }
      expect(stale).toEqual([`${cache} ${cache === 'config' ? 'a.example' : 'a.example|en'} Failed to retrieve data`]);
      // Past the window, the failure is the answer: the fallback page.
      now = 60_000 + 300_001;
      expect((await loadShell({ headers: {} }, { ...options, logger: () => undefined })).status).toBe('error');
    },
  );

  it('caches site config and translations per site and language, never the session', async () => {
    let now = 0;
    const caches = createShellCaches(60_000, () => now);
    const options = { brand: 'main' as const, apiOrigin: origin, caches, siteHosts: ['a.example', 'b.example'] };
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

  it('compiles the messages once per site and language: later pages reuse them, nothing is parsed per request', async () => {
    routes['/api/translations'] = {
      status: 200,
      body: JSON.stringify({ 'nav.home': 'Start', 'footer.copyright': '© {year} {productName} (Backend)' }),
    };
    const options = { brand: 'main' as const, apiOrigin: origin, caches: createShellCaches(60_000) };
    const first = await loadShell(visitor, options);
    const second = await loadShell(visitor, options);
    if (first.status !== 'ok' || second.status !== 'ok') throw new Error('expected two pages');
    expect(second.messages).toBe(first.messages);
    expect(first.messages['nav.home']).toBe('Start');
    expect(Array.isArray(first.messages['footer.copyright'])).toBe(true);
    const t = createCompiledTranslator('de', JSON.parse(JSON.stringify(first.messages)) as typeof first.messages);
    expect(t('footer.copyright', { year: 2031, productName: 'Acme' })).toBe('© 2031 Acme (Backend)');
  });

  it('keeps the shell text for a backend translation that is not valid ICU, and warns once per compilation', async () => {
    routes['/api/translations'] = { status: 200, body: JSON.stringify({ 'footer.copyright': '© {year' }) };
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const options = { brand: 'main' as const, apiOrigin: origin, caches: createShellCaches(60_000) };
    const shell = await loadShell(visitor, options);
    await loadShell(visitor, options);
    expect(shell.status === 'ok' && shell.messages['footer.copyright']).toEqual(
      compileMessages('de')['footer.copyright'],
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('footer.copyright');
    warn.mockRestore();
  });

  it("fetches the language selector per visitor with the caches on: the visitor's cookies and headers, per request, never kept", async () => {
    // The backend answers each visitor's own selector (spec 6: it depends on the visitor).
    answers['/api/locale/selector'] = (req) => ({
      status: 200,
      body: JSON.stringify(
        req.headers['cookie']?.includes('dev_persona=client')
          ? { show_language_selector: true, languages: [{ language: 'de', language_readable: 'Deutsch' }] }
          : { show_language_selector: false, languages: [] },
      ),
    });
    const options = {
      brand: 'main' as const,
      apiOrigin: origin,
      caches: createShellCaches(60_000),
      siteHosts: ['www.acme.example'],
    };
    const other = { headers: { cookie: 'dev_persona=counselor', 'user-agent': 'OtherBrowser/2.0' } };
    const selectors: unknown[] = [];
    for (const request of [visitor, other, visitor]) {
      const shell = await loadShell(request, options);
      selectors.push(shell.status === 'ok' && [shell.availability.show_language_selector, shell.languages]);
    }
    expect(selectors).toEqual([
      [true, [{ language: 'de', language_readable: 'Deutsch' }]],
      [false, []],
      [true, [{ language: 'de', language_readable: 'Deutsch' }]],
    ]);
    const calls = received.filter((r) => r.url === '/api/locale/selector');
    expect(calls.map((r) => [r.headers['cookie'], r.headers['user-agent']])).toEqual([
      ['dev_persona=client; pref_language=de', 'TestBrowser/1.0'],
      ['dev_persona=counselor', 'OtherBrowser/2.0'],
      ['dev_persona=client; pref_language=de', 'TestBrowser/1.0'],
    ]);
    // Each call carries its page's request id, like the visitor's other calls.
    const pageIds = received.filter((r) => r.url === '/api/session').map((r) => r.headers['x-request-id']);
    expect(calls.map((r) => r.headers['x-request-id'])).toEqual(pageIds);
    // The site's answers stay cached.
    expect(received.filter((r) => r.url === '/api/site-config')).toHaveLength(1);
  });

  it('hides the selector when its answer fails, logs it once, and asks again for the next page', async () => {
    routes['/api/locale/selector'] = { status: 500, body: 'boom' };
    const reports: unknown[] = [];
    const options = {
      brand: 'main' as const,
      apiOrigin: origin,
      caches: createShellCaches(60_000),
      reporter: { report: (error: unknown) => reports.push(error) },
    };
    const failed = await loadShell(visitor, options);
    expect(failed.status === 'ok' && [failed.availability.show_language_selector, failed.languages]).toEqual([
      false,
      [],
    ]);
    expect(reports).toHaveLength(1);
    routes = okRoutes();
    const next = await loadShell(visitor, options);
    expect(next.status === 'ok' && next.availability.show_language_selector).toBe(true);
    expect(reports).toHaveLength(1);
  });

  it('does not keep a failed site config in the cache', async () => {
    const caches = createShellCaches();
    routes['/api/site-config'] = { status: 500, body: '' };
    expect(
      (await loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, caches, logger: () => undefined })).status,
    ).toBe('error');
    routes = okRoutes();
    expect((await loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, caches })).status).toBe('ok');
  });

  it('answers 404 for a page request on the static-source host (spec 8.2)', async () => {
    routes['/api/site-config'] = {
      status: 200,
      body: JSON.stringify({ product_code_name: 'main', product_name: 'Acme', cdn_host_assets: 'cdn.acme.example' }),
    };
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
    const shell = await loadShell(visitor, {
      brand: 'main',
      apiOrigin: origin,
      logger: (e) => logs.push(e),
      requestId: () => 'rid-2',
    });
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

  describe('the fallback page keeps the way to help: language and country from the request', () => {
    const down = { brand: 'main' as const, apiOrigin: 'http://127.0.0.1:9', logger: () => undefined };
    it.each<[string, Record<string, string>, string, string]>([
      ['CloudFront geo header', { 'cloudfront-viewer-country': 'US' }, 'en', 'us'],
      ['Cloudflare geo header', { 'cf-ipcountry': 'GB' }, 'en', 'gb'],
      ['geo header and Accept-Language', { 'cf-ipcountry': 'DE', 'accept-language': 'de-DE,de;q=0.9' }, 'de', 'de'],
      [
        'the pref_language cookie wins over Accept-Language',
        { 'cf-ipcountry': 'FR', cookie: 'pref_language=nl', 'accept-language': 'fr-FR' },
        'nl',
        'fr',
      ],
      ["no geo header: Accept-Language's region", { 'accept-language': 'fr-FR,fr;q=0.9' }, 'fr', 'fr'],
      [
        'a hostile geo header is ignored',
        { 'cf-ipcountry': '"><script>alert(1)</script>', 'accept-language': 'es-ES' },
        'es',
        'es',
      ],
      ['nothing: English and the home market', {}, 'en', 'us'],
    ])('%s', async (_case, headers, language, country) => {
      const shell = await loadShell({ headers }, down);
      expect(shell).toMatchObject({ status: 'error', language, country, crisisLines: crisisLinesOf(country) });
      expect(shell.status === 'error' && shell.messages['crisisPage.title']).toBeTruthy();
    });

    it('reads the geo header the deployment names (SHELL_GEO_COUNTRY_HEADER)', async () => {
      const shell = await loadShell(
        { headers: { 'x-country': 'AU', 'cf-ipcountry': 'GB' } },
        { ...down, geoCountryHeaders: ['x-country'] },
      );
      expect(shell).toMatchObject({ status: 'error', country: 'au', crisisLines: crisisLinesOf('au') });
    });

    it("a page that loads takes the session's geo_country first", async () => {
      routes['/api/session'] = { status: 200, body: '{"id":-1,"user_type":"logged_out_user","geo_country":"NL"}' };
      const shell = await loadShell({ headers: { 'cf-ipcountry': 'GB' } }, { brand: 'main', apiOrigin: origin });
      expect(shell).toMatchObject({ status: 'ok', country: 'nl' });
    });
  });

  it.each([401, 403])(
    'a session answer of %i renders the page for a logged-out visitor (spec 6: unauthorized)',
    async (status) => {
      routes['/api/session'] = { status, body: '{"error":"unauthorized"}' };
      const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin });
      expect(shell.status).toBe('ok');
      expect(shell.status === 'ok' && shell.session).toEqual({ id: -1, user_type: 'logged_out_user' });
    },
  );

  describe('a redirect from the backend is an error of that call, never followed', () => {
    // Where a backend's redirect points: it records whether anything came, and answers slowly.
    let elsewhere: Server;
    let target = '';
    const arrived: string[] = [];
    beforeAll(async () => {
      elsewhere = createServer((req, res) => {
        arrived.push(`${req.url} ${String(req.headers['user-agent'])}`);
        setTimeout(
          () => res.end('{"id":-1,"user_type":"logged_out_user","show_cancel_subscription":false}'),
          3_000,
        ).unref();
      });
      await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
      target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/phish`;
    });
    afterAll(() => {
      elsewhere.closeAllConnections();
      return new Promise<void>((resolve) => elsewhere.close(() => resolve()));
    });
    beforeEach(() => {
      arrived.length = 0;
    });

    const backend = createBackendTransport();
    afterAll(() => backend.destroy());
    const modes = [
      ['the global fetch', () => ({})],
      ['the keep-alive transport', () => ({ transport: backend })],
    ] as const;

    it.each(modes)(
      'a session answer of 302 gives the fallback page, through %s, and nothing reaches the Location',
      async (_mode, via) => {
        routes['/api/session'] = { status: 302, body: '', location: target };
        const logs: PageLoadErrorLog[] = [];
        const shell = await loadShell(
          { headers: { 'user-agent': 'Visitor/1.0' } },
          { brand: 'main', apiOrigin: origin, logger: (e) => logs.push(e), ...via() },
        );
        expect(shell.status).toBe('error');
        expect(logs[0]?.error).toBe('FetchError: Failed to retrieve data');
        expect(arrived).toEqual([]);
      },
    );

    it.each(modes)(
      'an availability answer of 307 to a slow URL gives its default at once, through %s',
      async (_mode, via) => {
        routes['/api/subscription/unsubscribe/availability'] = { status: 307, body: '', location: target };
        const started = Date.now();
        const shell = await loadShell(
          { headers: {} },
          { brand: 'main', apiOrigin: origin, timeouts: { optionalMs: 1_500 }, ...via() },
        );
        expect(shell.status).toBe('ok');
        // Spec 8.2: the cancel option defaults to shown when its answer fails.
        expect(shell.status === 'ok' && shell.availability.show_cancel_subscription).toBe(true);
        expect(Date.now() - started).toBeLessThan(1_500);
        expect(arrived).toEqual([]);
      },
    );
  });

  it('fails to the error state when the backend cannot be reached', async () => {
    const logs: PageLoadErrorLog[] = [];
    const shell = await loadShell(visitor, {
      brand: 'main',
      apiOrigin: 'http://127.0.0.1:9',
      logger: (e) => logs.push(e),
    });
    expect(shell.status).toBe('error');
    expect(logs[0]?.error).toMatch(/^NetworkError: /);
  });

  describe("the log line carries the backend's reason for a 4xx answer, and nothing of other answers", () => {
    const unknownPersona =
      'Unknown persona "counselor" (cookie dev_persona): no file counselor.json in /app/personas. Known personas: client, default.';
    it.each<[string, number, string, string | undefined]>([
      ["dev-api's unknown persona (400, JSON error)", 400, JSON.stringify({ error: unknownPersona }), unknownPersona],
      ["a JSON body's message (422)", 422, '{"message":"language is required"}', 'language is required'],
      [
        'a text body, on one line (429)',
        429,
        'Too many requests.\r\n\tTry again\u0007 later.',
        'Too many requests. Try again later.',
      ],
      [
        'a JSON error cut short by the request layer (250 characters)',
        400,
        JSON.stringify({ error: `Unknown persona "${'x'.repeat(300)}"` }),
        `Unknown persona "${'x'.repeat(250 - '{"error":"Unknown persona \\"'.length)}`,
      ],
      ['an HTML page (404)', 404, '<!DOCTYPE html><html><body>Not Found</body></html>', undefined],
      ['an empty body (400)', 400, '', undefined],
      ['a 5xx, whatever its body (500)', 500, '{"error":"database down"}', undefined],
      ['a 5xx text (503)', 503, 'Service Unavailable', undefined],
    ])('%s', async (_case, status, body, reason) => {
      routes['/api/session'] = { status, body };
      const logs: PageLoadErrorLog[] = [];
      const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, logger: (e) => logs.push(e) });
      expect(shell.status).toBe('error');
      expect(logs).toHaveLength(1);
      expect(logs[0]?.reason).toBe(reason);
      expect('reason' in (logs[0] ?? {})).toBe(reason !== undefined);
      // The name and the request layer's message stay as they were.
      expect(logs[0]?.error).toMatch(/^(BadRequestError|RateLimitError|FetchError): /);
    });

    it('has no reason when the backend gave no answer', async () => {
      const logs: PageLoadErrorLog[] = [];
      await loadShell(visitor, { brand: 'main', apiOrigin: 'http://127.0.0.1:9', logger: (e) => logs.push(e) });
      expect(logs[0]).not.toHaveProperty('reason');
    });
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
    expect(logs[0]?.error).toMatch(
      /^ShellConfigurationError: Site config error: product_code_name "unknown-code" maps to no brand/,
    );
  });

  it('accepts a product code mapped to the build brand through SHELL_BRAND_CODES', async () => {
    routes = okRoutes('acme-faith');
    const shell = await loadShell(visitor, {
      brand: 'faith',
      apiOrigin: origin,
      brandCodes: { 'acme-faith': 'faith' },
    });
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
    expect(received.find((r) => r.url?.startsWith('/api/translations'))?.url).toBe(
      `/api/translations?language=${language}`,
    );
  });

  describe('the shared cache cannot be poisoned or evicted by a visitor', () => {
    it('fetches cached answers without any visitor cookies or headers, for the configured site host', async () => {
      const caches = createShellCaches(60_000);
      await loadShell(visitor, { brand: 'main', apiOrigin: origin, caches, siteHosts: ['www.acme.example'] });
      const cached = received.filter(
        (r) => r.url?.startsWith('/api/site-config') || r.url?.startsWith('/api/translations'),
      );
      expect(cached).toHaveLength(2);
      for (const r of cached) {
        expect(r.headers['cookie']).toBeUndefined();
        expect(r.headers['user-agent']).not.toBe('TestBrowser/1.0');
        expect(r.headers['x-forwarded-host']).toBe('www.acme.example');
      }
      const session = received.find((r) => r.url === '/api/session');
      expect(session?.headers['cookie']).toBe('dev_persona=client; pref_language=de');
    });

    it('keys the cache by the site, never by a client-sent host: made-up hosts neither fill nor evict it', async () => {
      const caches = createShellCaches(60_000);
      const options = { brand: 'main' as const, apiOrigin: origin, caches, siteHosts: ['www.acme.example'] };
      await loadShell({ headers: { host: 'www.acme.example' } }, options);
      for (let i = 0; i < 30; i += 1)
        await loadShell(
          { headers: { host: `made-up-${i}.example`, 'x-forwarded-host': `evil-${i}.example` } },
          options,
        );
      expect(caches.config.size).toBe(1);
      expect(received.filter((r) => r.url?.startsWith('/api/site-config'))).toHaveLength(1);
    });

    it("does not let one visitor's persona cookies choose every other visitor's config", async () => {
      const caches = createShellCaches(60_000);
      const options = { brand: 'main' as const, apiOrigin: origin, caches, logger: () => undefined };
      // The backend answers another brand's config to a visitor with a made-up persona cookie.
      const listeners = server.listeners('request');
      server.removeAllListeners('request');
      server.on('request', (req: IncomingMessage, res) => {
        received.push(req);
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        const hostile = String(req.headers['cookie'] ?? '').includes('dev_persona=faith');
        const route =
          path === '/api/site-config' && hostile
            ? { status: 200, body: JSON.stringify({ product_code_name: 'faith', product_name: 'Other' }) }
            : routes[path];
        res.writeHead(route?.status ?? 404, {
          'content-type': 'application/json',
          ...(route?.location ? { location: route.location } : {}),
        });
        res.end(route?.body ?? '');
      });
      const attacker = await loadShell({ headers: { cookie: 'dev_persona=faith' } }, options);
      const next = await loadShell({ headers: {} }, options);
      server.removeAllListeners('request');
      for (const listener of listeners) server.on('request', listener as (...args: unknown[]) => void);
      expect([attacker.status, next.status]).toEqual(['ok', 'ok']);
      expect(next.status === 'ok' && next.config.product_code_name).toBe('main');
    });

    it('fetches per request with the visitor cookies when there is no cache (TTL 0, npm start), so personas apply at once', async () => {
      await loadShell(visitor, { brand: 'main', apiOrigin: origin });
      routes['/api/site-config'] = {
        status: 200,
        body: JSON.stringify({ product_code_name: 'main', product_name: 'Renamed' }),
      };
      const second = await loadShell(visitor, { brand: 'main', apiOrigin: origin });
      expect(second.status === 'ok' && second.config.product_name).toBe('Renamed');
      expect(
        received
          .filter((r) => r.url?.startsWith('/api/site-config'))
          .every((r) => r.headers['cookie'] === visitor.headers.cookie),
      ).toBe(true);
    });

    it('refuses a time-to-live of 0 for a cache (no cache is the way to disable caching)', () => {
      expect(() => createShellCaches(0)).toThrow(RangeError);
    });
  });

  describe('honest backend calls', () => {
    it("forwards the visitor's User-Agent, Accept-Language and address on every call", async () => {
      const req = {
        headers: { 'user-agent': 'Visitor/2.0', 'accept-language': 'nl-NL,nl;q=0.9', 'x-forwarded-for': '203.0.113.9' },
        socket: { remoteAddress: '::ffff:127.0.0.1' },
      };
      await loadShell(req, { brand: 'main', apiOrigin: origin });
      expect(received).toHaveLength(6);
      for (const r of received) {
        expect(r.headers['user-agent']).toBe('Visitor/2.0');
        expect(r.headers['accept-language']).toBe('nl-NL,nl;q=0.9');
        expect(r.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      }
    });

    it('does not trust an X-Forwarded-For chain from a peer that is not a trusted proxy', async () => {
      await loadShell(
        { headers: { 'x-forwarded-for': '6.6.6.6' }, socket: { remoteAddress: '198.51.100.4' } },
        { brand: 'main', apiOrigin: origin },
      );
      expect(received[0]?.headers['x-forwarded-for']).toBe('198.51.100.4');
    });

    it.each([
      ['a short id of letters, digits and - . _', 'req-1.a_B', 'req-1.a_B'],
      ['an id of 64 characters', 'a'.repeat(64), 'a'.repeat(64)],
      ['an id of 65 characters', 'a'.repeat(65), 'new-id'],
      ['an id with a newline (log injection)', 'abc\nlevel=error', 'new-id'],
      ['an id with spaces and quotes', 'a "b"', 'new-id'],
      ['an empty id', '', 'new-id'],
    ])('accepts a client request id only when bounded: %s', async (_case, id, expected) => {
      await loadShell(
        { headers: { 'x-request-id': id } },
        { brand: 'main', apiOrigin: origin, requestId: () => 'new-id' },
      );
      expect(received.every((r) => r.headers['x-request-id'] === expected)).toBe(true);
    });
  });

  describe("an answer past its size limit is that call's failure", () => {
    const backend = createBackendTransport();
    afterAll(() => backend.destroy());
    const modes = [
      ['the global fetch', () => ({})],
      ['the keep-alive transport', () => ({ transport: backend })],
    ] as const;
    /** A JSON object with the given fields, padded to `bytes` bytes. */
    const padded = (fields: Record<string, unknown>, bytes: number) => {
      const json = JSON.stringify({ ...fields, pad: '' });
      return `${json.slice(0, -2)}${'x'.repeat(bytes - json.length)}"}`;
    };
    const OVER = 262_144 + 1;

    it.each(
      modes.flatMap(([mode, via]) => ['/api/session', '/api/site-config'].map((path) => [path, mode, via] as const)),
    )('a required answer (%s) over 256 KiB, through %s: the fallback page, logged once', async (path, _mode, via) => {
      const fields = JSON.parse(routes[path]?.body ?? '{}') as Record<string, unknown>;
      routes[path] = { status: 200, body: padded(fields, OVER) };
      const logs: PageLoadErrorLog[] = [];
      const reports: unknown[] = [];
      const shell = await loadShell(visitor, {
        brand: 'main',
        apiOrigin: origin,
        logger: (e) => logs.push(e),
        reporter: { report: (error) => void reports.push(error) },
        ...via(),
      });
      expect(shell.status).toBe('error');
      expect(logs.map((log) => log.error)).toEqual(['ResponseTooLargeError: Response too large']);
      // The log is the one report (the app sends it on); the request layer adds none for a 200.
      expect(reports).toEqual([]);
    });

    it.each(modes)(
      'the translations may be larger (2 MiB), through %s, and a translations answer past that fails',
      async (_mode, via) => {
        routes['/api/translations'] = { status: 200, body: padded({ 'nav.home': 'Anfang' }, OVER) };
        const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, ...via() });
        expect(shell.status === 'ok' && shell.messages['nav.home']).toBe('Anfang');
        routes['/api/translations'] = { status: 200, body: padded({ 'nav.home': 'Anfang' }, 2_097_152 + 1) };
        const logs: PageLoadErrorLog[] = [];
        const failed = await loadShell(visitor, {
          brand: 'main',
          apiOrigin: origin,
          logger: (e) => logs.push(e),
          ...via(),
        });
        expect([failed.status, logs.map((log) => log.error)]).toEqual([
          'error',
          ['ResponseTooLargeError: Response too large'],
        ]);
      },
    );

    it.each(
      modes.flatMap(([mode, via]) =>
        (
          [
            ['/api/subscription/unsubscribe/availability', { show_cancel_subscription: true }],
            ['/api/withdrawal/availability', { show_withdrawal: false }],
            ['/api/locale/selector', { show_language_selector: false }],
          ] as const
        ).map(([path, fallback]) => [path, mode, via, fallback] as const),
      ),
    )(
      'an optional answer (%s) over 256 KiB, through %s: its default, reported once',
      async (path, _mode, via, fallback) => {
        routes[path] = { status: 200, body: padded({ show_cancel_subscription: false, show_withdrawal: true }, OVER) };
        const reports: [unknown, ReportContext][] = [];
        const shell = await loadShell(visitor, {
          brand: 'main',
          apiOrigin: origin,
          reporter: { report: (error, context) => void reports.push([error, context]) },
          ...via(),
        });
        expect(shell.status).toBe('ok');
        expect(shell.status === 'ok' && shell.availability).toMatchObject(fallback);
        expect(reports.map(([error]) => (error as Error).name)).toEqual(['ResponseTooLargeError']);
      },
    );

    it.each(modes)('the limits are options (bodyLimits), through %s', async (_mode, via) => {
      routes['/api/session'] = { status: 200, body: padded({ id: -1, user_type: 'logged_out_user' }, OVER) };
      routes['/api/translations'] = { status: 200, body: padded({ 'nav.home': 'Anfang' }, 2_000) };
      const options = { brand: 'main', apiOrigin: origin, logger: () => undefined, ...via() } as const;
      expect((await loadShell(visitor, { ...options, bodyLimits: { backendBytes: OVER } })).status).toBe('ok');
      expect(
        (await loadShell(visitor, { ...options, bodyLimits: { backendBytes: OVER, translationsBytes: 1_000 } })).status,
      ).toBe('error');
    });
  });

  describe('a page-load step that cannot hang', () => {
    it('defaults a late availability or locale answer (spec 8.2) without delaying the page past the optional limit', async () => {
      routes['/api/withdrawal/availability'] = { status: 200, body: '{"show_withdrawal":true}', delayMs: 2_000 };
      routes['/api/locale/selector'] = {
        status: 200,
        body: '{"show_language_selector":true,"languages":[]}',
        delayMs: 2_000,
      };
      const started = Date.now();
      const shell = await loadShell(visitor, {
        brand: 'main',
        apiOrigin: origin,
        timeouts: { optionalMs: 200 },
        reporter: { report: () => undefined },
      });
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(shell.status).toBe('ok');
      expect(shell.status === 'ok' && shell.availability).toEqual({
        show_cancel_subscription: false,
        show_withdrawal: false,
        show_language_selector: false,
      });
    });

    it('renders the fallback page in bounded time when a required call hangs', async () => {
      routes['/api/session'] = { status: 200, body: '{}', delayMs: 3_000 };
      const logs: PageLoadErrorLog[] = [];
      const started = Date.now();
      const shell = await loadShell(visitor, {
        brand: 'main',
        apiOrigin: origin,
        timeouts: { callMs: 300 },
        logger: (e) => logs.push(e),
      });
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(shell.status).toBe('error');
      expect(logs[0]?.error).toMatch(/^NetworkError/);
    });

    it('renders the fallback page when the whole step exceeds its budget', async () => {
      routes['/api/site-config'] = {
        status: 200,
        body: JSON.stringify({ product_code_name: 'main', product_name: 'Acme Therapy' }),
        delayMs: 1_000,
      };
      const logs: PageLoadErrorLog[] = [];
      const shell = await loadShell(visitor, {
        brand: 'main',
        apiOrigin: origin,
        timeouts: { budgetMs: 200 },
        logger: (e) => logs.push(e),
      });
      expect(shell.status).toBe('error');
      expect(logs[0]?.error).toBe('PageLoadTimeoutError: Page-load step exceeded its budget of 200 ms');
    });
  });

  describe('every backend answer is read tolerantly at the boundary', () => {
    it.each([
      [
        '/api/session',
        '{"id":"x","user_type":"client"}',
        'BackendDataError: Malformed answer of /api/session: field "id"',
      ],
      [
        '/api/site-config',
        '{"product_name":"A"}',
        'BackendDataError: Malformed answer of /api/site-config: field "product_code_name"',
      ],
    ])(
      'a required field that drifted in %s gives the fallback page and a report naming it',
      async (path, body, error) => {
        routes[path] = { status: 200, body };
        const logs: PageLoadErrorLog[] = [];
        const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, logger: (e) => logs.push(e) });
        expect(shell.status).toBe('error');
        expect(logs[0]?.error.startsWith(error)).toBe(true);
      },
    );

    it.each([
      ['/api/session', '{"id":"7","user_type":"root"}', 'user_type'],
      ['/api/session', '{"id":"7","user_type":"client","geo_country":null}', 'geo_country'],
      [
        '/api/site-config',
        '{"product_code_name":"main","product_name":"A","features":{"advice":"yes"}}',
        'features.advice',
      ],
      ['/api/site-config', `{"product_code_name":"main","product_name":"${'x'.repeat(201)}"}`, 'product_name'],
      ['/api/site-config', '{"product_code_name":"main","product_name":"A","socket":null}', 'socket'],
      ['/api/translations', '{"footer.label":["x"]}', 'footer.label'],
      ['/api/translations', '[]', '(root)'],
    ])(
      'an optional field that drifted in %s gives the page with its default and one drift report',
      async (path, body, field) => {
        routes[path] = { status: 200, body };
        const logs: PageLoadErrorLog[] = [];
        const drifts: string[] = [];
        const onDrift = (drift: { endpoint: string; field: string }) => drifts.push(`${drift.endpoint} ${drift.field}`);
        const shell = await loadShell(visitor, {
          brand: 'main',
          apiOrigin: origin,
          logger: (e) => logs.push(e),
          onDrift,
        });
        expect(shell.status).toBe('ok');
        expect(logs).toEqual([]);
        expect(drifts).toEqual([`${path} ${field}`]);
      },
    );

    it('reads an unknown user type as logged out (least privilege)', async () => {
      routes['/api/session'] = { status: 200, body: '{"id":7,"user_type":"superuser"}' };
      const shell = await loadShell(visitor, { brand: 'main', apiOrigin: origin, onDrift: () => undefined });
      expect(shell.status === 'ok' && shell.session).toEqual({ id: -1, user_type: 'logged_out_user' });
    });

    it('reports each drifted field once per process, by default as a warning through the reporter', async () => {
      forgetReportedDrift();
      routes['/api/site-config'] = {
        status: 200,
        body: '{"product_code_name":"main","product_name":"A","features":null}',
      };
      const reports: [unknown, ReportContext][] = [];
      const reporter = { report: (error: unknown, context: ReportContext) => void reports.push([error, context]) };
      await loadShell(visitor, { brand: 'main', apiOrigin: origin, reporter });
      await loadShell(visitor, { brand: 'main', apiOrigin: origin, reporter });
      const drift = reports.filter(([, context]) => context.message?.includes('drifted'));
      expect(drift.map(([, context]) => context)).toEqual([
        {
          level: 'warning',
          message: 'Backend answer drifted from the contract: /api/site-config field "features" (its default is used)',
        },
      ]);
    });
  });
});
