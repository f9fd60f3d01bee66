/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reportCspViolation } from './server-error-reporting.ts';
import { holdSiteConfig } from './held-site-config.ts';

// Where a server report finds its error-reporting service: never one backend call per report.

type Load = NonNullable<Parameters<typeof reportCspViolation>[1]['load']>;

/** A stand-in for @sentry/node that records the DSN each event goes to. */
function fakeSentry(sent: string[]): Load {
  class NodeClient {
    constructor(readonly options: { dsn: string }) {}
    init(): void {
      // Nothing to do in the fake.
    }
    flush(): Promise<boolean> {
      return Promise.resolve(true);
    }
  }
  class Scope {
    client?: NodeClient;
    setClient(client: NodeClient): void {
      this.client = client;
    }
    setLevel(): void {
      // Nothing to do in the fake.
    }
    setTag(): void {
      // Nothing to do in the fake.
    }
    setExtras(): void {
      // Nothing to do in the fake.
    }
    captureMessage(): void {
      sent.push(this.client?.options.dsn ?? '');
    }
  }
  return (() =>
    Promise.resolve({
      NodeClient,
      Scope,
      makeNodeTransport: () => undefined,
      defaultStackParser: () => [],
    })) as unknown as Load;
}

const violation = (n: number) => ({
  directive: 'script-src-elem',
  blocked: `https://x${n}.example`,
  documentPath: '/',
});

// A real backend whose site config names a DSN, and a second host a redirect would lead to.
let backend: Server;
let elsewhere: Server;
const hits = { backend: 0, elsewhere: 0 };
let redirect = false;
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  elsewhere = createServer((_req, res) => {
    hits.elsewhere += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ product_code_name: 'main', error_logging: { dsn: 'https://evil@elsewhere.example/1' } }));
  });
  backend = createServer((_req, res) => {
    hits.backend += 1;
    if (redirect) {
      res.writeHead(302, { location: `${origin(elsewhere)}/api/site-config` }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ product_code_name: 'main', error_logging: { dsn: 'https://key@errors.example/2' } }));
  });
  await Promise.all(
    [backend, elsewhere].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
});
afterAll(() =>
  Promise.all([backend, elsewhere].map((server) => new Promise<void>((resolve) => server.close(() => resolve())))),
);
beforeEach(() => {
  hits.backend = 0;
  hits.elsewhere = 0;
  redirect = false;
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.held-site-config')];
});

it('asks the backend for its site config at most once a minute, however many reports come', async () => {
  const sent: string[] = [];
  // Another origin string per test: the answers are kept per origin.
  const apiOrigin = `${origin(backend)}/`;
  for (let n = 0; n < 20; n += 1)
    await reportCspViolation(violation(n), { apiOrigin, env: {}, load: fakeSentry(sent), allow: () => true });
  expect(hits.backend).toBe(1);
  expect(sent).toEqual(Array.from({ length: 20 }, () => 'https://key@errors.example/2'));
});

it('takes the site config the page-load step holds, and asks the backend nothing', async () => {
  holdSiteConfig({
    product_code_name: 'main',
    product_name: 'Acme',
    error_logging: { dsn: 'https://held@errors.example/3' },
  });
  const sent: string[] = [];
  await reportCspViolation(violation(1), { apiOrigin: origin(backend), env: {}, load: fakeSentry(sent) });
  expect(hits.backend).toBe(0);
  expect(sent).toEqual(['https://held@errors.example/3']);
});

it('follows no redirect of the backend to another host', async () => {
  redirect = true;
  const sent: string[] = [];
  await reportCspViolation(violation(1), {
    apiOrigin: `${origin(backend)}//`,
    env: {},
    load: fakeSentry(sent),
    allow: () => true,
  });
  expect([hits.backend, hits.elsewhere]).toEqual([1, 0]);
  expect(sent).toEqual([]);
});
