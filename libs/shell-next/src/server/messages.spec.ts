/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { createGzip } from 'node:zlib';
import { compileMessages, createCompiledTranslator, type CompiledMessages } from '@therapy-shell/i18n';
import { MESSAGES_REGISTRY_KEY, messagesAssetPath, messagesRegistry } from '../frame/page-messages.ts';
import { firstRenderMessages, isFirstRenderKey } from '../app-router/client-messages.ts';
import {
  MESSAGES_MISS_WINDOW_MS,
  MESSAGES_REGISTRY_SIZE,
  messagesResponse,
  registerFirstRenderMessages,
  registerMessages,
} from './messages.ts';

const ORIGIN = 'https://site.example';

// A backend that answers /api/translations with `translations`, recording what it was asked; each
// answer comes after `delayMs` (so that misses can meet while a call is under way).
function backend(translations: Record<string, string> | 'down', delayMs = 0) {
  const asked: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (translations === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(translations), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, asked };
}

const request = (path: string, init?: RequestInit) => new Request(`${ORIGIN}${path}`, init);

/** A made-up id: 22 base64url characters. */
const madeUpId = (i: number) => `x${String(i).padStart(21, '0')}`;

const SHARED_IDS = Symbol.for(`${MESSAGES_REGISTRY_KEY}/shared`);

beforeEach(() => {
  messagesRegistry().clear();
  (globalThis as { [key: symbol]: Set<string> | undefined })[SHARED_IDS]?.clear();
});

describe('registerMessages', () => {
  it('names texts by their content: the same texts the same id, other texts another', () => {
    const de = compileMessages('de');
    const id = registerMessages(de, 'shared');
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(registerMessages(JSON.parse(JSON.stringify(de)) as CompiledMessages, 'shared')).toBe(id);
    expect(registerMessages(compileMessages('de', { 'nav.home': 'Anfang' }), 'shared')).not.toBe(id);
    expect(messagesRegistry().get(id)).toEqual(de);
  });

  it(`keeps the ${MESSAGES_REGISTRY_SIZE} most recently registered texts`, () => {
    const first = registerMessages(compileMessages('en', { 'nav.home': 'v0' }), 'shared');
    const second = registerMessages(compileMessages('en', { 'nav.home': 'v1' }), 'shared');
    for (let i = 2; i <= MESSAGES_REGISTRY_SIZE; i += 1) registerMessages({ 'nav.home': `v${i}` }, 'shared');
    // `first` is the oldest; registering `second` again makes it the newest.
    registerMessages(compileMessages('en', { 'nav.home': 'v1' }), 'shared');
    registerMessages({ 'nav.home': 'one more' }, 'shared');
    expect(messagesRegistry().size).toBe(MESSAGES_REGISTRY_SIZE);
    expect(messagesRegistry().has(first)).toBe(false);
    expect(messagesRegistry().has(second)).toBe(true);
  });
});

describe('messagesResponse', () => {
  it('leaves every other path alone', async () => {
    expect(await messagesResponse(request('/'))).toBeUndefined();
    expect(await messagesResponse(request('/_shell/health'))).toBeUndefined();
  });

  it.each([
    ['no language', '/_shell/messages/abc.js'],
    ['an unknown language', `/_shell/messages/it/${'a'.repeat(22)}.js`],
    ['a short id', '/_shell/messages/de/abc.js'],
    ['another extension', `/_shell/messages/de/${'a'.repeat(22)}.css`],
    ['a path below the id', `/_shell/messages/de/${'a'.repeat(22)}.js/x`],
    ['a dot segment', `/_shell/messages/de/..%2F${'a'.repeat(17)}.js`],
  ])('answers 404 for %s', async (_, path) => {
    const { fetch, asked } = backend({});
    const response = await messagesResponse(request(path), { fetch });
    expect(response?.status).toBe(404);
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
    expect(asked).toHaveLength(0);
  });

  it('answers 405 to a method other than GET and HEAD', async () => {
    const id = registerMessages(compileMessages('en'), 'shared');
    const response = await messagesResponse(request(messagesAssetPath('en', id), { method: 'POST', body: 'x' }));
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe('GET, HEAD');
  });

  it("serves registered texts as an immutable script that fills the page's registry, asking no backend", async () => {
    const de = compileMessages('de', { 'nav.home': 'Start' });
    const id = registerMessages(de, 'shared');
    const { fetch, asked } = backend('down');
    const response = await messagesResponse(request(messagesAssetPath('de', id)), { fetch, production: true });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response?.headers.get('strict-transport-security')).toContain('max-age=');
    expect(asked).toHaveLength(0);
    // The script run in a page of its own: the texts land in that page's registry under the id.
    const page: Record<string | symbol, unknown> = {};
    runInNewContext((await response?.text()) ?? '', { globalThis: page, Symbol, Map, JSON });
    const registry = page[Symbol.for(MESSAGES_REGISTRY_KEY)] as Map<string, CompiledMessages>;
    expect(createCompiledTranslator('de', registry.get(id) ?? {})('nav.home')).toBe('Start');
  });

  it('serves the same texts as JSON, for a page whose script failed', async () => {
    const en = compileMessages('en', { 'nav.home': 'Home sweet home' });
    const id = registerMessages(en, 'shared');
    const response = await messagesResponse(request(messagesAssetPath('en', id, 'json')));
    expect(response?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response?.json()).toEqual(JSON.parse(JSON.stringify(en)));
    const head = await messagesResponse(request(messagesAssetPath('en', id, 'json'), { method: 'HEAD' }));
    expect([head?.status, await head?.text()]).toEqual([200, '']);
  });

  it("asks the backend for texts another instance rendered, without the visitor's cookies: immutable when they are the same", async () => {
    const id = registerMessages(compileMessages('fr', { 'nav.home': 'Accueil' }), 'shared');
    messagesRegistry().clear();
    const { fetch, asked } = backend({ 'nav.home': 'Accueil' });
    const response = await messagesResponse(
      request(messagesAssetPath('fr', id, 'json'), { headers: { cookie: 'dev_persona=x' } }),
      { fetch, apiOrigin: 'http://backend.test', siteHosts: ['www.site.example'] },
    );
    expect(asked.map(({ url }) => url)).toEqual(['http://backend.test/api/translations?language=fr']);
    expect(asked[0]?.headers.get('x-forwarded-host')).toBe('www.site.example');
    expect(asked[0]?.headers.get('cookie')).toBeNull();
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(((await response?.json()) as Record<string, unknown>)['nav.home']).toBe('Accueil');
    // Now registered: the next answer needs no backend.
    expect(messagesRegistry().has(id)).toBe(true);
  });

  it('answers the current texts uncached when they changed since the page was rendered', async () => {
    const id = registerMessages(compileMessages('nl', { 'nav.home': 'Oud' }), 'shared');
    messagesRegistry().clear();
    const { fetch } = backend({ 'nav.home': 'Nieuw' });
    const response = await messagesResponse(request(messagesAssetPath('nl', id)), { fetch });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
    const page: Record<string | symbol, unknown> = {};
    runInNewContext((await response?.text()) ?? '', { globalThis: page, Symbol, Map, JSON });
    const registry = page[Symbol.for(MESSAGES_REGISTRY_KEY)] as Map<string, CompiledMessages>;
    expect(createCompiledTranslator('nl', registry.get(id) ?? {})('nav.home')).toBe('Nieuw');
  });

  it('answers 503 when texts it does not have cannot be asked for', async () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { fetch } = backend('down');
    const response = await messagesResponse(request(messagesAssetPath('es', 'b'.repeat(22))), { fetch });
    expect(response?.status).toBe(503);
    expect(response?.headers.get('cache-control')).toBe('private, no-store');
    expect(response?.headers.get('retry-after')).toBe(String(MESSAGES_MISS_WINDOW_MS / 1000));
    expect(String(stderr.mock.calls[0]?.[0])).toContain("the backend's translations failed");
    stderr.mockRestore();
  });
});

// An App Router page's head loads only the texts its browser code renders first
// (app-router/client-messages.ts); its lazy parts fetch the whole texts by their own id.
describe("the App Router's first texts", () => {
  it.each([
    ['shared', 'public, max-age=31536000, immutable'],
    ['private', 'private, max-age=31536000, immutable'],
  ] as const)('are taken from %s texts, registered with the same scope', async (scope, cacheControl) => {
    const all = compileMessages('de');
    const allId = registerMessages(all, scope);
    const id = registerFirstRenderMessages(allId);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(id).not.toBe(allId);
    const response = await messagesResponse(request(messagesAssetPath('de', id, 'json')), {
      fetch: backend('down').fetch,
    });
    expect(response?.headers.get('cache-control')).toBe(cacheControl);
    const first = (await response?.json()) as CompiledMessages;
    expect(Object.keys(first).sort()).toEqual(Object.keys(all).filter(isFirstRenderKey).sort());
    // The quick exit's label is among them; a dialog's title is not.
    expect(first['quickExit.label']).toBe(all['quickExit.label']);
    expect(first['cookieSettings.title']).toBeUndefined();
    expect(Object.keys(first).length).toBeLessThan(Object.keys(all).length / 2);
  });

  it('are the texts id itself when that is not registered (nothing to take them from)', () => {
    expect(registerFirstRenderMessages('z'.repeat(22))).toBe('z'.repeat(22));
  });

  it('another instance answers them from the current texts, immutable when they are the same', async () => {
    const texts = compileMessages('fr', { 'quickExit.label': 'Sortir' });
    const id = registerMessages(firstRenderMessages(texts), 'shared');
    messagesRegistry().clear();
    const { fetch, asked } = backend({ 'quickExit.label': 'Sortir' });
    const response = await messagesResponse(request(messagesAssetPath('fr', id, 'json')), { fetch });
    expect(asked).toHaveLength(1);
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response?.json()).toEqual(JSON.parse(JSON.stringify(firstRenderMessages(texts))));
  });
});

describe("a visitor's texts are never public", () => {
  it("answers texts registered as a visitor's only privately, still kept by their browser", async () => {
    const own = compileMessages('de', { 'nav.home': 'Hallo Erika' });
    const id = registerMessages(own, 'private');
    const response = await messagesResponse(request(messagesAssetPath('de', id)), { fetch: backend('down').fetch });
    expect(response?.status).toBe(200);
    expect(response?.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(await response?.text()).toContain('Hallo Erika');
  });

  it('texts registered as shared are the same for everyone: public from then on, also when registered again as private', async () => {
    const site = compileMessages('en');
    const id = registerMessages(site, 'private');
    expect(registerMessages(site, 'shared')).toBe(id);
    registerMessages(site, 'private');
    const response = await messagesResponse(request(messagesAssetPath('en', id)));
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('an id dropped from the registry forgets that it was shared', async () => {
    const texts = compileMessages('en', { 'nav.home': 'dropped' });
    const id = registerMessages(texts, 'shared');
    for (let i = 0; i < MESSAGES_REGISTRY_SIZE; i += 1) registerMessages({ 'nav.home': `filler ${i}` }, 'private');
    expect(messagesRegistry().has(id)).toBe(false);
    registerMessages(texts, 'private');
    const response = await messagesResponse(request(messagesAssetPath('en', id)));
    expect(response?.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });
});

describe('ids this process does not have cost at most one backend call per language and window', () => {
  afterEach(() => jest.restoreAllMocks());

  it('500 made-up ids at once: one backend call per language, every answer the current texts uncached', async () => {
    const { fetch, asked } = backend({ 'nav.home': 'Current' }, 50);
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        messagesResponse(request(messagesAssetPath(i % 2 ? 'de' : 'fr', madeUpId(i))), { fetch }),
      ),
    );
    expect(asked.map(({ url }) => new URL(url).search).sort()).toEqual(['?language=de', '?language=fr']);
    expect(new Set(responses.map((response) => response?.status))).toEqual(new Set([200]));
    expect(new Set(responses.map((response) => response?.headers.get('cache-control')))).toEqual(
      new Set(['private, no-store']),
    );
    // And after that call, within the window: still none.
    await messagesResponse(request(messagesAssetPath('de', madeUpId(999))), { fetch });
    expect(asked).toHaveLength(2);
  });

  it('while the backend fails, misses share its failure: one call and one log line per window', async () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const { fetch, asked } = backend('down', 20);
    const misses = (from: number) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          messagesResponse(request(messagesAssetPath('es', madeUpId(from + i))), { fetch }),
        ),
      );
    const first = await misses(0);
    const second = await misses(50);
    expect(new Set([...first, ...second].map((response) => response?.status))).toEqual(new Set([503]));
    expect(asked).toHaveLength(1);
    expect(stderr).toHaveBeenCalledTimes(1);
    // Once the window has passed, the next miss asks again.
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + MESSAGES_MISS_WINDOW_MS + 1);
    await misses(100);
    expect(asked).toHaveLength(2);
  });

  it('the texts asked for again once the window has passed, then kept for the next', async () => {
    const { fetch, asked } = backend({ 'nav.home': 'Current' });
    await messagesResponse(request(messagesAssetPath('nl', madeUpId(1))), { fetch });
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + MESSAGES_MISS_WINDOW_MS + 1);
    await messagesResponse(request(messagesAssetPath('nl', madeUpId(2))), { fetch });
    await messagesResponse(request(messagesAssetPath('nl', madeUpId(3))), { fetch });
    expect(asked).toHaveLength(2);
  });

  it('the current texts, once fetched, answer their own id from the registry, publicly', async () => {
    const { fetch, asked } = backend({ 'nav.home': 'Current' });
    const current = registerMessages(compileMessages('de', { 'nav.home': 'Current' }), 'private');
    messagesRegistry().clear();
    await messagesResponse(request(messagesAssetPath('de', madeUpId(1))), { fetch });
    const response = await messagesResponse(request(messagesAssetPath('de', current)), { fetch });
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asked).toHaveLength(1);
  });
});

describe("the backend's translations answer is bounded", () => {
  let server: Server;
  let apiOrigin: string;
  let handler: (res: ServerResponse) => void;
  beforeAll(async () => {
    server = createServer((_req, res) => handler(res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('a gzip bomb: 503 at once, the backend connection dropped after a bounded read, the process unharmed', async () => {
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    let compressed = 0;
    let closedEarly: Promise<boolean> = Promise.resolve(false);
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      const gzip = createGzip();
      gzip.on('data', (chunk: Buffer) => (compressed += chunk.length));
      gzip.pipe(res);
      closedEarly = new Promise((resolve) =>
        res.on('close', () => {
          gzip.destroy();
          resolve(!res.writableFinished);
        }),
      );
      // Endless zeros: about 1 GiB inflated per MB sent, never finished.
      const zeros = Buffer.alloc(64 * 1024);
      const pump = () => {
        while (!res.destroyed) if (!gzip.write(zeros)) return void gzip.once('drain', pump);
      };
      gzip.write('{"nav.home":"');
      pump();
    };
    // Each test's own fetch: its own window.
    const fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
    const started = Date.now();
    const response = await messagesResponse(request(messagesAssetPath('de', madeUpId(1))), { fetch, apiOrigin });
    expect(response?.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await closedEarly).toBe(true);
    // What the backend sent before the drop inflates to little more than the 2 MiB limit.
    expect(compressed).toBeLessThan(256 * 1024);
    expect(String(stderr.mock.calls[0]?.[0])).toContain('ResponseTooLargeError: Response too large');
  });

  it('reads SHELL_TRANSLATIONS_MAX_BODY_BYTES from the environment the server checked at start', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ 'nav.home': 'x'.repeat(10_000) }));
    };
    const path = messagesAssetPath('de', madeUpId(1));
    const fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
    const saved = process.env['SHELL_TRANSLATIONS_MAX_BODY_BYTES'];
    const envKey = Symbol.for('therapy-shell.env');
    try {
      process.env['SHELL_TRANSLATIONS_MAX_BODY_BYTES'] = '5000';
      delete (globalThis as Record<symbol, unknown>)[envKey];
      expect((await messagesResponse(request(path), { fetch, apiOrigin }))?.status).toBe(503);
    } finally {
      if (saved === undefined) delete process.env['SHELL_TRANSLATIONS_MAX_BODY_BYTES'];
      else process.env['SHELL_TRANSLATIONS_MAX_BODY_BYTES'] = saved;
      delete (globalThis as Record<symbol, unknown>)[envKey];
    }
  });

  it('a limit of its own (maxBodyBytes): an answer past it is a 503', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const body = JSON.stringify({ 'nav.home': 'x'.repeat(10_000) });
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    const fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
    const path = messagesAssetPath('de', madeUpId(1));
    expect((await messagesResponse(request(path), { fetch, apiOrigin, maxBodyBytes: 5_000 }))?.status).toBe(503);
    const other: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
    expect((await messagesResponse(request(path), { fetch: other, apiOrigin, maxBodyBytes: 20_000 }))?.status).toBe(
      200,
    );
  });

  // That only the catalogue's keys are read, whatever the answer's size, is backend-messages.spec.ts's
  // test (a time limit here would measure the shared machine as much as the code).
  it("200,000 keys of a product's own: answered with the catalogue's texts only", async () => {
    const translations: Record<string, string> = { 'nav.home': 'Start' };
    for (let i = 0; i < 200_000; i += 1) translations[`p${i}`] = 'v';
    const body = JSON.stringify(translations);
    handler = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    };
    const fetch: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init);
    const response = await messagesResponse(request(messagesAssetPath('de', madeUpId(1), 'json')), {
      fetch,
      apiOrigin,
      maxBodyBytes: 4 * 1024 * 1024,
    });
    const messages = (await response?.json()) as Record<string, unknown>;
    expect(response?.status).toBe(200);
    expect([messages['nav.home'], 'p1' in messages]).toEqual(['Start', false]);
  });
});
