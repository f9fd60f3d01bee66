/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { compileMessages, createCompiledTranslator, type CompiledMessages } from '@therapy-shell/i18n';
import { MESSAGES_REGISTRY_KEY, messagesAssetPath, messagesRegistry } from '../page-messages.ts';
import { MESSAGES_REGISTRY_SIZE, messagesResponse, registerMessages } from './messages.ts';

const ORIGIN = 'https://site.example';

// A backend that answers /api/translations with `translations`, recording what it was asked.
function backend(translations: Record<string, string> | 'down') {
  const asked: { url: string; headers: Headers }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    if (translations === 'down') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(translations), { headers: { 'content-type': 'application/json' } });
  };
  return { fetch, asked };
}

const request = (path: string, init?: RequestInit) => new Request(`${ORIGIN}${path}`, init);

beforeEach(() => messagesRegistry().clear());

describe('registerMessages', () => {
  it('names texts by their content: the same texts the same id, other texts another', () => {
    const de = compileMessages('de');
    const id = registerMessages(de);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(registerMessages(JSON.parse(JSON.stringify(de)) as CompiledMessages)).toBe(id);
    expect(registerMessages(compileMessages('de', { 'nav.home': 'Anfang' }))).not.toBe(id);
    expect(messagesRegistry().get(id)).toEqual(de);
  });

  it(`keeps the ${MESSAGES_REGISTRY_SIZE} most recently registered texts`, () => {
    const first = registerMessages(compileMessages('en', { 'nav.home': 'v0' }));
    const second = registerMessages(compileMessages('en', { 'nav.home': 'v1' }));
    for (let i = 2; i <= MESSAGES_REGISTRY_SIZE; i += 1) registerMessages({ 'nav.home': `v${i}` });
    // `first` is the oldest; registering `second` again makes it the newest.
    registerMessages(compileMessages('en', { 'nav.home': 'v1' }));
    registerMessages({ 'nav.home': 'one more' });
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
    const id = registerMessages(compileMessages('en'));
    const response = await messagesResponse(request(messagesAssetPath('en', id), { method: 'POST', body: 'x' }));
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe('GET, HEAD');
  });

  it("serves registered texts as an immutable script that fills the page's registry, asking no backend", async () => {
    const de = compileMessages('de', { 'nav.home': 'Start' });
    const id = registerMessages(de);
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
    const id = registerMessages(en);
    const response = await messagesResponse(request(messagesAssetPath('en', id, 'json')));
    expect(response?.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response?.json()).toEqual(JSON.parse(JSON.stringify(en)));
    const head = await messagesResponse(request(messagesAssetPath('en', id, 'json'), { method: 'HEAD' }));
    expect([head?.status, await head?.text()]).toEqual([200, '']);
  });

  it('asks the backend for texts another instance rendered: immutable when they are the same', async () => {
    const id = registerMessages(compileMessages('fr', { 'nav.home': 'Accueil' }));
    messagesRegistry().clear();
    const { fetch, asked } = backend({ 'nav.home': 'Accueil' });
    const response = await messagesResponse(
      request(messagesAssetPath('fr', id, 'json'), { headers: { cookie: 'dev_persona=x' } }),
      { fetch, apiOrigin: 'http://backend.test', siteHosts: ['www.site.example'] },
    );
    expect(asked.map(({ url }) => url)).toEqual(['http://backend.test/api/translations?language=fr']);
    expect(asked[0]?.headers.get('x-forwarded-host')).toBe('www.site.example');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(((await response?.json()) as Record<string, unknown>)['nav.home']).toBe('Accueil');
    // Now registered: the next answer needs no backend.
    expect(messagesRegistry().has(id)).toBe(true);
  });

  it('answers the current texts uncached when they changed since the page was rendered', async () => {
    const id = registerMessages(compileMessages('nl', { 'nav.home': 'Oud' }));
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
    expect(String(stderr.mock.calls[0]?.[0])).toContain("the backend's translations failed");
    stderr.mockRestore();
  });
});
