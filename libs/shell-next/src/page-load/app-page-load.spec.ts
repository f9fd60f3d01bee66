/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shellPageProps, type AppServerState } from './app-page-load.ts';
import { messagesResponse } from '../server/messages.ts';
import type { LoadShellOptions } from './load-shell.ts';
import { messagesAssetPath, messagesRegistry } from '../frame/page-messages.ts';

// A backend that answers nothing in time: every call waits 4 s (the page-load budget is 5 s).
let server: Server;
let origin: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(500);
      res.end('late');
    }, 4_000).unref();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

function response() {
  const headers: Record<string, string> = {};
  return {
    statusCode: 200,
    headers,
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return this as never;
    },
  };
}

async function load(
  template: 'GetHelpNow' | 'Home',
  options: Partial<LoadShellOptions> = {},
  apiOrigin = origin,
  headers: Record<string, string> = {},
) {
  const res = response();
  const state: AppServerState = {};
  const started = performance.now();
  const shell = await shellPageProps(
    state,
    {
      req: { url: '/', headers: { 'cf-ipcountry': 'GB', 'accept-language': 'de-DE', ...headers } },
      res,
      asPath: '/',
      query: {},
      template,
    },
    () => ({ brand: 'main', apiOrigin, cacheTtlMs: 0, logger: () => undefined, ...options }),
    false,
  );
  return { shell, res, seconds: (performance.now() - started) / 1000 };
}

describe('/gethelpnow/ never waits for the page-load budget', () => {
  it('renders from the build after its own short wait, with status 200, when the backend is slow', async () => {
    const { shell, res, seconds } = await load('GetHelpNow', { crisisBudgetMs: 300 });
    expect(shell).toMatchObject({ status: 'degraded', brand: 'main', language: 'de', country: 'gb' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'nonce-");
    // Far below the 4 s the backend takes and the 5 s budget of other pages.
    expect(seconds).toBeLessThan(2);
  });

  it('renders from the build with status 200 when the backend is down', async () => {
    const { shell, res } = await load('GetHelpNow', {}, 'http://127.0.0.1:9');
    expect(shell.status).toBe('degraded');
    expect(res.statusCode).toBe(200);
  });

  it('any other page answers 500 with the fallback page when the backend is down, in the language and country of the request', async () => {
    const { shell, res } = await load('Home', {}, 'http://127.0.0.1:9');
    expect(shell).toMatchObject({ status: 'error', language: 'de', country: 'gb' });
    expect(res.statusCode).toBe(500);
  });
});

describe('no page waits for its error report', () => {
  it('answers the fallback page at the end of its budget, though the report must ask a hanging backend for its settings', async () => {
    // No SHELL_SENTRY_DSN and no site config held: the report asks the backend, which hangs 4 s.
    const { shell, res, seconds } = await load('Home', {
      timeouts: { callMs: 3_000, optionalMs: 1_500, budgetMs: 300 },
    });
    expect([shell.status, res.statusCode]).toEqual(['error', 500]);
    // The budget (0.3 s), not the budget plus the report's wait for its settings (1.5 s).
    expect(seconds).toBeLessThan(1);
  });
});

describe("a framed page's texts travel apart from its data", () => {
  // A backend that answers every page-load call at once.
  const answers: Record<string, unknown> = {
    '/api/session': { id: -1, user_type: 'logged_out_user' },
    '/api/site-config': { product_code_name: 'main', product_name: 'Acme Therapy' },
    '/api/translations': { 'nav.home': 'Anfang' },
    '/api/subscription/unsubscribe/availability': { show_cancel_subscription: false },
    '/api/withdrawal/availability': { show_withdrawal: false },
    '/api/locale/selector': { show_language_selector: false, languages: [] },
  };
  // What each /api/translations call was sent with: the visitor's cookie, or none.
  const translationsCookies: (string | null)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = new URL(String(input)).pathname;
    const cookie = new Headers(init?.headers).get('cookie');
    if (path === '/api/translations') translationsCookies.push(cookie);
    // The visitor's own texts: what a backend may answer for their cookies.
    const answer = path === '/api/translations' && cookie ? { 'nav.home': `Hallo ${cookie}` } : answers[path];
    return new Response(JSON.stringify(answer ?? {}), { headers: { 'content-type': 'application/json' } });
  };
  beforeEach(() => (translationsCookies.length = 0));

  it('gives the id of the registered texts in place of the texts', async () => {
    const { shell } = await load('Home', { fetch });
    expect(shell.status).toBe('ok');
    expect('messages' in shell).toBe(false);
    const id = shell.status === 'ok' && 'messagesId' in shell ? (shell.messagesId ?? '') : '';
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(messagesRegistry().get(id)?.['nav.home']).toBe('Anfang');
  });

  it.each([
    [
      "without caches, fetched with the visitor's cookies: private",
      0,
      'session=erika',
      'private, max-age=31536000, immutable',
      'Hallo session=erika',
    ],
    ['with caches, fetched without any cookies: public', 60_000, null, 'public, max-age=31536000, immutable', 'Anfang'],
  ] as const)('registers the texts %s', async (_row, cacheTtlMs, sentCookie, cacheControl, home) => {
    const { shell } = await load('Home', { fetch, cacheTtlMs }, origin, { cookie: 'session=erika' });
    const id = shell.status === 'ok' && 'messagesId' in shell ? (shell.messagesId ?? '') : '';
    expect(translationsCookies).toEqual([sentCookie]);
    expect(messagesRegistry().get(id)?.['nav.home']).toBe(home);
    const asset = await messagesResponse(new Request(`https://site.example${messagesAssetPath('de', id)}`));
    expect(asset?.headers.get('cache-control')).toBe(cacheControl);
  });

  it('keeps the texts inline on the fallback and crisis pages, which must not depend on another load', async () => {
    const down = await load('Home', {}, 'http://127.0.0.1:9');
    const crisis = await load('GetHelpNow', {}, 'http://127.0.0.1:9');
    for (const { shell } of [down, crisis]) {
      expect(shell.status === 'ok' ? undefined : shell.messages['footer.crisisNotice']).toBeTruthy();
    }
  });
});
