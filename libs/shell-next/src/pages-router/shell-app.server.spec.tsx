/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShellApp } from './shell-app.tsx';
import { getShellData } from '../frame/shell-data.ts';

// A page that cannot render never gets a bare error page: the `_app` answers with the fallback page
// from the build's data (spec 2.7, DESIGN.md 5.2), and asks the backend nothing for it.

let backend: Server;
let calls: string[] = [];
const saved = { ...process.env };

beforeAll(async () => {
  backend = createServer((req, res) => {
    calls.push(req.url ?? '');
    res.writeHead(500).end();
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));
beforeEach(() => {
  calls = [];
  process.env['SHELL_API_ORIGIN'] = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
});
afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('therapy-shell.env')];
  jest.restoreAllMocks();
});

const Page = () => null;

function pageRequest(extra: { err?: Error; statusCode?: number } = {}) {
  const headers: Record<string, string> = {
    'accept-language': 'de-DE,de;q=0.9',
    'cloudfront-viewer-country': 'DE',
    'user-agent': 'test',
  };
  const res = { statusCode: extra.statusCode ?? 200, headers: {} as Record<string, unknown> };
  const setHeader = (name: string, value: unknown) => {
    res.headers[name.toLowerCase()] = value;
    return res;
  };
  return {
    res,
    context: {
      Component: Page,
      AppTree: Page,
      router: {},
      ctx: {
        req: { url: '/faq/', headers, socket: { remoteAddress: '127.0.0.1' } },
        res: Object.assign(res, { setHeader }),
        asPath: '/faq/',
        pathname: '/faq',
        query: {},
        AppTree: Page,
        ...(extra.err ? { err: extra.err } : {}),
      },
    } as unknown as Parameters<ReturnType<typeof createShellApp>['getInitialProps']>[0],
  };
}

describe('a page that cannot render answers with the fallback page', () => {
  it('when the page threw on the server (Next.js renders its error page through the _app): 500, crisis lines, no backend call', async () => {
    const { res, context } = pageRequest({ err: new Error('the page threw'), statusCode: 500 });
    const { shell } = await createShellApp().getInitialProps(context);
    expect(res.statusCode).toBe(500);
    expect(shell.status).toBe('error');
    if (shell.status !== 'error') return;
    expect([shell.language, shell.country]).toEqual(['de', 'de']);
    expect(shell.crisisLines.flatMap((line) => line.contacts.map((contact) => contact.uri))).toContain(
      'tel:+498001110111',
    );
    expect(res.headers['content-security-policy']).toMatch(/script-src/);
    expect(calls).toEqual([]);
  });

  it('when the page-load step itself throws (a wrong environment value): 500 with the fallback page', async () => {
    process.env['SHELL_CACHE_TTL_MS'] = '1m';
    const { res, context } = pageRequest();
    const { shell } = await createShellApp().getInitialProps(context);
    expect(res.statusCode).toBe(500);
    expect(shell.status).toBe('error');
    expect(calls).toEqual([]);
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringContaining('SHELL_CACHE_TTL_MS=\\"1m\\"'));
  });

  it('otherwise runs the page-load step (here against a failing backend: the same fallback, after asking it)', async () => {
    const { res, context } = pageRequest();
    const { shell } = await createShellApp().getInitialProps(context);
    expect([res.statusCode, shell.status]).toEqual([500, 'error']);
    expect(calls.length).toBeGreaterThan(0);
    // A page's getServerSideProps is told there is no shell data.
    expect(getShellData({ req: context.ctx.req as object })).toBeNull();
  });
});

describe("a page's getServerSideProps reads the shell's data (getShellData)", () => {
  let okBackend: Server;
  const okCalls: string[] = [];
  beforeAll(async () => {
    okBackend = createServer((req, res) => {
      okCalls.push(req.url ?? '');
      const path = (req.url ?? '').split('?')[0];
      const bodies: Record<string, unknown> = {
        '/api/session': {
          id: 42,
          user_type: 'client',
          stage: 'paying',
          counselor_id: 7,
          geo_country: 'gb',
          csrf_token: 't0ken',
        },
        '/api/site-config': {
          product_code_name: 'main',
          product_name: 'Acme',
          socket: { api_key: 'k', cluster: 'eu' },
        },
        '/api/translations': {},
      };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(bodies[path ?? ''] ?? {}));
    });
    await new Promise<void>((resolve) => okBackend.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => okBackend.close(() => resolve())));

  it('gives what the page-load step fetched, without another backend call', async () => {
    process.env['SHELL_API_ORIGIN'] = `http://127.0.0.1:${(okBackend.address() as AddressInfo).port}`;
    const { context } = pageRequest();
    await createShellApp().getInitialProps(context);
    const before = okCalls.length;
    const data = getShellData({ req: context.ctx.req as object });
    expect(okCalls.length).toBe(before);
    expect(data).toEqual({
      visitor: { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'gb' },
      site: { product_code_name: 'main', product_name: 'Acme' },
      language: 'en',
      brand: 'main',
      country: 'gb',
      template: 'Home',
    });
  });
});
