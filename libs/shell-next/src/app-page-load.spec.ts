/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shellPageProps, type AppServerState } from './app-page-load.ts';
import type { LoadShellOptions } from './load-shell.ts';

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

async function load(template: 'GetHelpNow' | 'Home', options: Partial<LoadShellOptions> = {}, apiOrigin = origin) {
  const res = response();
  const state: AppServerState = {};
  const started = performance.now();
  const shell = await shellPageProps(
    state,
    {
      req: { url: '/', headers: { 'cf-ipcountry': 'GB', 'accept-language': 'de-DE' } },
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

describe('/gethelpnow/ never waits for the page-load budget (issue 24)', () => {
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
