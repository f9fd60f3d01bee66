/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShellApp } from './shell-app.tsx';

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
  });
});
