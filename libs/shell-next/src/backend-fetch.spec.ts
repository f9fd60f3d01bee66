/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBackendFetch, type BackendFetch } from './backend-fetch.ts';
import { loadShell } from './load-shell.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
let connections = 0;
let server: Server;
let origin: string;
let backendFetch: BackendFetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  connections = 0;
  backendFetch = createBackendFetch();
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-answer': 'yes' });
    res.end('{"ok":true}');
  };
});
afterEach(() => backendFetch.destroy());

describe('backend fetch over keep-alive connections (issue 11)', () => {
  it('sends method, headers and query, and answers a standard Response', async () => {
    let seen: IncomingMessage | undefined;
    handler = (req, res) => {
      seen = req;
      res.writeHead(201, 'Made', { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
      res.end('{"id":7}');
    };
    const response = await backendFetch(new URL('/api/x?language=de', origin), {
      headers: new Headers({ 'X-Request-Id': 'rid', cookie: 'c=d' }),
    });
    expect(response).toBeInstanceOf(Response);
    expect([response.status, response.statusText, response.ok]).toEqual([201, 'Made', true]);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ id: 7 });
    expect([seen?.method, seen?.url, seen?.headers['x-request-id'], seen?.headers['cookie']]).toEqual([
      'GET',
      '/api/x?language=de',
      'rid',
      'c=d',
    ]);
  });

  it('reuses one connection for calls one after another', async () => {
    for (let i = 0; i < 10; i += 1)
      expect(await (await backendFetch(`${origin}/api/session`)).text()).toBe('{"ok":true}');
    expect(connections).toBe(1);
    expect(backendFetch.sockets()).toEqual({ active: 0, idle: 1 });
  });

  it('keeps no more connections than calls in flight at once', async () => {
    await Promise.all(Array.from({ length: 4 }, () => backendFetch(`${origin}/a`).then((r) => r.text())));
    await Promise.all(Array.from({ length: 4 }, () => backendFetch(`${origin}/b`).then((r) => r.text())));
    expect(connections).toBe(4);
  });

  it('sends a form-encoded body', async () => {
    let received: [string | undefined, string | undefined, string] | undefined;
    handler = (req, res, body) => {
      received = [req.method, req.headers['content-type'], body];
      res.end('{}');
    };
    await backendFetch(`${origin}/api/form`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'a@b.example', csrf: 'é' }),
    });
    expect(received).toEqual([
      'POST',
      'application/x-www-form-urlencoded;charset=UTF-8',
      'email=a%40b.example&csrf=%C3%A9',
    ]);
  });

  it('answers 204 without a body', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const response = await backendFetch(`${origin}/api/empty`);
    expect([response.status, response.body, await response.text()]).toEqual([204, null, '']);
  });

  it('rejects with the signal reason when aborted, and drops that connection', async () => {
    handler = (_req, res) => setTimeout(() => res.end('{}'), 2_000);
    const started = Date.now();
    const error = await backendFetch(`${origin}/api/slow`, { signal: AbortSignal.timeout(100) }).catch(
      (e: unknown) => e,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
    expect((error as DOMException).name).toBe('TimeoutError');
    await new Promise((resolve) => setTimeout(resolve, 20)); // the destroyed connection's close event
    expect(backendFetch.sockets()).toEqual({ active: 0, idle: 0 });
  });

  it('rejects at once for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(backendFetch(`${origin}/api/x`, { signal: controller.signal })).rejects.toThrow('left the page');
    expect(connections).toBe(0);
  });

  it('fails like fetch when the backend cannot be reached', async () => {
    const error = await backendFetch('http://127.0.0.1:9/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('retries a GET once on a fresh connection when the kept one was closed by the backend', async () => {
    await (await backendFetch(`${origin}/warm`)).text();
    let calls = 0;
    handler = (req, res) => {
      calls += 1;
      // The first call arrives on the kept connection: the backend drops it without answering.
      if (calls === 1) req.socket.destroy();
      else res.end('{"second":true}');
    };
    expect(await (await backendFetch(`${origin}/api/session`)).json()).toEqual({ second: true });
    expect([calls, connections]).toEqual([2, 2]);
  });

  it('does not retry a POST', async () => {
    await (await backendFetch(`${origin}/warm`)).text();
    handler = (req) => req.socket.destroy();
    await expect(backendFetch(`${origin}/api/form`, { method: 'POST', body: 'x' })).rejects.toThrow('fetch failed');
  });

  it('leaves what it does not handle to the fallback (Request objects, multipart bodies, redirects)', async () => {
    const fallback = jest.fn(async () => new Response('{"via":"fallback"}'));
    const withFallback = createBackendFetch({ fallback });
    handler = (_req, res) => {
      res.writeHead(302, { location: '/elsewhere' });
      res.end();
    };
    try {
      await withFallback(new Request(`${origin}/a`));
      await withFallback(`${origin}/b`, { method: 'POST', body: new FormData() });
      expect(await (await withFallback(`${origin}/c`)).json()).toEqual({ via: 'fallback' });
      expect(fallback).toHaveBeenCalledTimes(3);
    } finally {
      withFallback.destroy();
    }
  });

  it('answers a redirect as it is when asked to (manual) or fails (error), as fetch does', async () => {
    handler = (_req, res) => {
      res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' });
      res.end();
    };
    const manual = await backendFetch(`${origin}/api/session`, { redirect: 'manual' });
    expect([manual.status, manual.headers.get('location')]).toEqual([302, 'http://127.0.0.1:9/elsewhere']);
    await expect(backendFetch(`${origin}/api/session`, { redirect: 'error' })).rejects.toThrow('fetch failed');
  });

  it.each([301, 302, 303, 307, 308])(
    'the transport never follows a %i: the answer is the redirect itself, and the Location is never asked',
    async (status) => {
      let elsewhere = 0;
      const other = createServer((_req, res) => {
        elsewhere += 1;
        res.end('{}');
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      const target = `http://127.0.0.1:${(other.address() as AddressInfo).port}/phish`;
      handler = (_req, res) => {
        res.writeHead(status, { location: target });
        res.end();
      };
      try {
        const answer = await backendFetch.transport({
          method: 'GET',
          url: new URL(`${origin}/api/session`),
          headers: { 'user-agent': 'Visitor/1.0' },
          timeoutMs: 1_000,
        });
        expect([answer.status, answer.header('location')]).toEqual([status, target]);
        expect(elsewhere).toBe(0);
      } finally {
        await new Promise<void>((resolve) => other.close(() => resolve()));
      }
    },
  );

  // The page-load step sends its calls through the transport (createShellApp) or, when a test or an app injects one, through a fetch.
  const viaFetch = () => ({ fetch: backendFetch });
  const viaTransport = () => ({ transport: backendFetch.transport });

  it.each([
    ['fetch', viaFetch],
    ['transport', viaTransport],
  ])(
    'serves the page-load step as a %s: six calls, answers checked, connections kept for the next page',
    async (_, via) => {
      const answers: Record<string, string> = {
        '/api/session': '{"id":-1,"user_type":"logged_out_user"}',
        '/api/site-config': '{"product_code_name":"main","product_name":"Acme"}',
        '/api/translations': '{}',
        '/api/subscription/unsubscribe/availability': '{"show_cancel_subscription":false}',
        '/api/withdrawal/availability': '{"show_withdrawal":true}',
        '/api/locale/selector': '{"show_language_selector":true,"languages":[]}',
      };
      handler = (req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(answers[new URL(req.url ?? '/', origin).pathname] ?? '');
      };
      const first = await loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, ...via() });
      const opened = connections;
      const second = await loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, ...via() });
      expect([first.status, second.status]).toEqual(['ok', 'ok']);
      expect(second.status === 'ok' && second.availability).toEqual({
        show_cancel_subscription: false,
        show_withdrawal: true,
        show_language_selector: true,
      });
      expect(connections).toBe(opened);
    },
  );

  describe.each([
    ['fetch', viaFetch],
    ['transport', viaTransport],
  ])('the page-load step over this %s keeps its limits and forwarding (issue 10)', (_, via) => {
    const answers: Record<string, string> = {
      '/api/session': '{"id":-1,"user_type":"logged_out_user"}',
      '/api/site-config': '{"product_code_name":"main","product_name":"Acme"}',
      '/api/translations': '{}',
      '/api/subscription/unsubscribe/availability': '{"show_cancel_subscription":false}',
      '/api/withdrawal/availability': '{"show_withdrawal":true}',
      '/api/locale/selector': '{"show_language_selector":true,"languages":[]}',
    };
    const seen: IncomingMessage[] = [];
    beforeEach(() => {
      seen.length = 0;
      handler = (req, res) => {
        seen.push(req);
        const path = new URL(req.url ?? '/', origin).pathname;
        const send = () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(answers[path] ?? '');
        };
        if (path === slowPath) setTimeout(send, 2_000);
        else send();
      };
    });
    let slowPath = '';
    afterEach(() => (slowPath = ''));

    it("forwards the visitor's cookies, headers and one request id on every call", async () => {
      const req = {
        headers: {
          cookie: 'dev_persona=client',
          'user-agent': 'Visitor/2.0',
          'accept-language': 'nl',
          'x-request-id': 'rid-7',
        },
        socket: { remoteAddress: '127.0.0.1' },
      };
      await loadShell(req, { brand: 'main', apiOrigin: origin, ...via() });
      expect(seen).toHaveLength(6);
      for (const r of seen) {
        expect([
          r.headers['cookie'],
          r.headers['user-agent'],
          r.headers['accept-language'],
          r.headers['x-request-id'],
          r.headers['accept'],
        ]).toEqual(['dev_persona=client', 'Visitor/2.0', 'nl', 'rid-7', 'application/json']);
      }
    });

    it('defaults a late optional answer and fails a late required one, in bounded time', async () => {
      slowPath = '/api/withdrawal/availability';
      const reporter = { report: () => undefined };
      const late = await loadShell(
        { headers: {} },
        { brand: 'main', apiOrigin: origin, ...via(), timeouts: { optionalMs: 200 }, reporter },
      );
      expect(late.status === 'ok' && late.availability.show_withdrawal).toBe(false);
      slowPath = '/api/session';
      const started = Date.now();
      const failed = await loadShell(
        { headers: {} },
        { brand: 'main', apiOrigin: origin, ...via(), timeouts: { callMs: 200 }, logger: () => undefined },
      );
      expect(failed.status).toBe('error');
      expect(Date.now() - started).toBeLessThan(1_500);
    });
  });

  describe('as the request layer transport (no WHATWG objects)', () => {
    const call = (path: string, extra: Partial<Parameters<BackendFetch['transport']>[0]> = {}) =>
      backendFetch.transport({
        method: 'GET',
        url: new URL(path, origin),
        headers: { accept: 'application/json' },
        timeoutMs: 1_000,
        ...extra,
      });

    it('sends method, headers and body, and answers status, headers (repeated ones joined) and text', async () => {
      let received: [string | undefined, string | undefined, string | undefined, string] | undefined;
      handler = (req, res, body) => {
        received = [req.method, req.headers['content-type'], req.headers['x-request-id'] as string | undefined, body];
        res.writeHead(201, [
          ['Content-Type', 'application/json'],
          ['X-Many', 'a'],
          ['X-Many', 'b'],
        ]);
        res.end('{"id":7}');
      };
      const answer = await call('/api/form', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'x-request-id': 'rid' },
        body: 'email=a%40b.example',
      });
      expect(received).toEqual([
        'POST',
        'application/x-www-form-urlencoded;charset=UTF-8',
        'rid',
        'email=a%40b.example',
      ]);
      expect([
        answer.status,
        answer.text,
        answer.header('content-type'),
        answer.header('x-many'),
        answer.header('retry-after'),
      ]).toEqual([201, '{"id":7}', 'application/json', 'a, b', null]);
    });

    it('keeps the connection for the next call', async () => {
      for (let i = 0; i < 5; i += 1) expect((await call('/api/session')).text).toBe('{"ok":true}');
      expect(connections).toBe(1);
    });

    it.each([
      ['timeout', 'no answer within the time limit', () => ({ timeoutMs: 100 })],
      ['aborted', 'the caller aborts', () => ({ signal: AbortSignal.abort(new Error('left')) })],
    ] as const)('rejects with reason %s when %s, and drops the connection', async (reason, _, extra) => {
      handler = (_req, res) => setTimeout(() => res.end('{}'), 2_000);
      const started = Date.now();
      const error = await call('/api/slow', extra()).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((error as { reason?: string }).reason).toBe(reason);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(backendFetch.sockets()).toEqual({ active: 0, idle: 0 });
    });

    it('rejects with reason network when the backend cannot be reached', async () => {
      const error = await backendFetch
        .transport({ method: 'GET', url: new URL('http://127.0.0.1:1/api/x'), headers: {}, timeoutMs: 1_000 })
        .catch((e: unknown) => e);
      expect([
        (error as { reason?: string }).reason,
        ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code,
      ]).toEqual(['network', 'ECONNREFUSED']);
    });
  });
});
