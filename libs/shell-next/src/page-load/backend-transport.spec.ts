/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import { createServerClient, isRequestError, type TransportRequest } from '@therapy-shell/request';
import { createBackendTransport, type BackendTransport } from './backend-transport.ts';
import { loadShell } from './load-shell.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let handler: Handler;
let server: Server;
let origin: string;
let transport: BackendTransport;
// The backend's view of the connections: how many were opened, and which are still open.
let connections = 0;
const open = new Set<Socket>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handler(req, res, body));
  });
  server.on('connection', (socket: Socket) => {
    connections += 1;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  connections = 0;
  transport = createBackendTransport();
  handler = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  };
});
afterEach(async () => {
  await transport.destroy();
  server.closeAllConnections();
});

const until = async (done: () => boolean, ms = 1_000) => {
  for (const started = Date.now(); !done() && Date.now() - started < ms;)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

const call = (path: string, extra: Partial<TransportRequest> = {}) =>
  transport({
    method: 'GET',
    url: new URL(path, origin),
    headers: { accept: 'application/json' },
    timeoutMs: 1_000,
    ...extra,
  });

describe('the backend transport (undici Agent, keep-alive)', () => {
  it('sends method, path with query, headers and body, and answers status, headers (repeated ones joined) and text', async () => {
    let received: (string | undefined)[] | undefined;
    handler = (req, res, body) => {
      received = [
        req.method,
        req.url,
        req.headers['content-type'],
        req.headers['content-length'],
        req.headers['x-request-id'] as string | undefined,
        body,
      ];
      res.writeHead(201, [
        ['Content-Type', 'application/json'],
        ['X-Many', 'a'],
        ['X-Many', 'b'],
      ]);
      res.end('{"id":7}');
    };
    const answer = await call('/api/form?language=de', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'x-request-id': 'rid' },
      body: 'email=a%40b.example&name=%C3%A9',
    });
    expect(received).toEqual([
      'POST',
      '/api/form?language=de',
      'application/x-www-form-urlencoded;charset=UTF-8',
      '31',
      'rid',
      'email=a%40b.example&name=%C3%A9',
    ]);
    expect([
      answer.status,
      answer.text,
      answer.header('content-type'),
      answer.header('x-many'),
      answer.header('retry-after'),
    ]).toEqual([201, '{"id":7}', 'application/json', 'a, b', null]);
  });

  it('answers 204 with no text', async () => {
    handler = (_req, res) => {
      res.writeHead(204);
      res.end();
    };
    const answer = await call('/api/empty');
    expect([answer.status, answer.text]).toEqual([204, '']);
  });

  // undici's pool opens up to twice as many connections as calls in flight (a call can come before
  // the connection that just answered is free again), then keeps them: never one per call.
  it('reuses its connections for calls one after another', async () => {
    for (let i = 0; i < 20; i += 1) expect((await call('/api/session')).text).toBe('{"ok":true}');
    expect(connections).toBeLessThanOrEqual(2);
  });

  it('keeps at most twice as many connections as calls in flight, and opens none once it has them', async () => {
    const pages = async (count: number) => {
      for (let page = 0; page < count; page += 1) await Promise.all(Array.from({ length: 4 }, () => call('/a')));
    };
    await pages(10);
    const opened = connections;
    await pages(20);
    expect([opened >= 4 && opened <= 8, connections]).toEqual([true, opened]);
  });

  it('closes a connection idle for idleTimeoutMs', async () => {
    await transport.destroy();
    transport = createBackendTransport({ idleTimeoutMs: 100 });
    await call('/api/session');
    expect(open.size).toBe(1);
    await until(() => open.size === 0);
    expect(open.size).toBe(0);
  });

  it.each([301, 302, 303, 307, 308])(
    'never follows a %i: the answer is the redirect itself, and the Location is never asked',
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
        const answer = await call('/api/session', { headers: { 'user-agent': 'Visitor/1.0' } });
        expect([answer.status, answer.header('location')]).toEqual([status, target]);
        expect(elsewhere).toBe(0);
      } finally {
        await new Promise<void>((resolve) => other.close(() => resolve()));
      }
    },
  );

  it.each([
    ['timeout', 'no answer comes within the time limit', () => ({ timeoutMs: 100 })],
    ['aborted', 'the caller aborts', () => ({ signal: AbortSignal.timeout(100) })],
  ] as const)('fails with reason %s when %s, in bounded time, and drops the connection', async (reason, _, extra) => {
    handler = (_req, res) => setTimeout(() => res.end('{}'), 2_000).unref();
    const started = Date.now();
    const error = await call('/api/slow', extra()).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([error instanceof Error, (error as { reason?: string }).reason]).toEqual([true, reason]);
    await until(() => open.size === 0);
    expect(open.size).toBe(0);
  });

  it('fails with reason aborted at once for a signal already aborted, and opens no connection', async () => {
    const error = await call('/api/x', { signal: AbortSignal.abort(new Error('left the page')) }).catch(
      (e: unknown) => e,
    );
    expect((error as { reason?: string }).reason).toBe('aborted');
    expect(connections).toBe(0);
  });

  it('fails with reason network, the socket error as cause, when the backend cannot be reached', async () => {
    const error = await transport({
      method: 'GET',
      url: new URL('http://127.0.0.1:1/api/x'),
      headers: {},
      timeoutMs: 1_000,
    }).catch((e: unknown) => e);
    expect([
      (error as { reason?: string }).reason,
      ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code,
    ]).toEqual(['network', 'ECONNREFUSED']);
  });

  it('fails with reason network, sending nothing, when undici refuses the call as it is given', async () => {
    const error = await call('/api/x', { headers: { 'x-bad': 'a\r\nInjected: 1' } }).catch((e: unknown) => e);
    expect([(error as { reason?: string }).reason, (error as Error).message]).toEqual([
      'network',
      expect.stringMatching(/invalid x-bad header/),
    ]);
    expect(connections).toBe(0);
  });

  it('tries a GET once more on a fresh connection when the kept one was closed by the backend', async () => {
    await call('/warm');
    let calls = 0;
    handler = (req, res) => {
      calls += 1;
      // The first call arrives on the kept connection: the backend drops it without answering.
      if (calls === 1) req.socket.destroy();
      else res.end('{"second":true}');
    };
    expect((await call('/api/session')).text).toBe('{"second":true}');
    expect([calls, connections]).toEqual([2, 2]);
  });

  it('does not try a POST again', async () => {
    await call('/warm');
    let calls = 0;
    handler = (req) => {
      calls += 1;
      req.socket.destroy();
    };
    const error = await call('/api/form', { method: 'POST', body: 'x' }).catch((e: unknown) => e);
    expect([(error as { reason?: string }).reason, calls]).toEqual(['network', 1]);
  });

  describe('the largest answer body it reads (maxBodyBytes)', () => {
    const LIMIT = 100_000;
    // How the backend's answer ended: dropped by the transport before its end, and the bytes it
    // wrote to the connection (compressed ones for gzip).
    let sent = { bytes: 0, closedEarly: false, closed: Promise.resolve() };
    /** Answers 200 with a body that never ends, gzip-compressed zeros or plain text, as fast as it is read. */
    const endless =
      (gzip: boolean): Handler =>
      (_req, res) => {
        let settle = () => undefined as void;
        sent = { bytes: 0, closedEarly: false, closed: new Promise<void>((resolve) => (settle = resolve)) };
        res.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
        const encoder = gzip ? createGzip() : undefined;
        encoder?.on('data', (data: Buffer) => (sent.bytes += data.length));
        encoder?.pipe(res);
        const out = encoder ?? res;
        res.on('close', () => {
          sent.closedEarly = !res.writableFinished;
          encoder?.destroy();
          settle();
        });
        const chunk = Buffer.alloc(64 * 1024, gzip ? 0 : 0x20);
        const pump = () => {
          while (!res.destroyed) {
            if (!encoder) sent.bytes += chunk.length;
            if (!out.write(chunk)) return void out.once('drain', pump);
          }
        };
        out.write('[');
        pump();
      };
    const body =
      (text: string | Buffer, headers: Record<string, string> = {}): Handler =>
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', ...headers });
        res.end(text);
      };
    const justOver = `"${'a'.repeat(LIMIT - 1)}"`;
    const atLimit = `"${'a'.repeat(LIMIT - 2)}"`;

    it.each([
      ['an endless plain body, chunked, without a length', () => endless(false), true],
      ['an endless gzip bomb (sent although not asked for): its raw bytes counted', () => endless(true), true],
      [
        'a Content-Length far above the limit, whose body never comes',
        (): Handler => (_req, res) => {
          res.writeHead(200, { 'content-length': String(10 ** 12) });
          res.flushHeaders();
        },
        false,
      ],
      ['a chunked body 1 byte over the limit', () => body(justOver), false],
      [
        'a body 1 byte over the limit with its Content-Length',
        () => body(justOver, { 'content-length': String(LIMIT + 1) }),
        false,
      ],
    ])(
      '%s: fails at once with reason too-large and the status, and drops the connection',
      async (_row, make, streamed) => {
        handler = make();
        const started = Date.now();
        const error = await call('/api/big', { maxBodyBytes: LIMIT, timeoutMs: 10_000 }).catch((e: unknown) => e);
        expect(Date.now() - started).toBeLessThan(2_000);
        expect([(error as { reason?: string }).reason, (error as { status?: number }).status]).toEqual([
          'too-large',
          200,
        ]);
        await until(() => open.size === 0);
        expect(open.size).toBe(0);
        if (streamed) {
          await sent.closed;
          // The backend was cut off in the middle of its endless body, after a bounded part of it
          // (the limit and what the sockets' buffers took).
          expect(sent.closedEarly).toBe(true);
          expect(sent.bytes).toBeLessThan(16 * 1024 * 1024);
        }
      },
    );

    it.each([
      ['chunked', body(atLimit)],
      ['with its Content-Length', body(atLimit, { 'content-length': String(LIMIT) })],
    ])('a body of exactly the limit, %s, answers', async (_row, answer) => {
      handler = answer;
      expect((await call('/api/fits', { maxBodyBytes: LIMIT })).text).toBe(atLimit);
    });

    it('asks for no compression, and a compressed answer is read as the bytes it is, never inflated', async () => {
      let acceptEncoding: string | undefined;
      handler = (req, res) => {
        acceptEncoding = req.headers['accept-encoding'];
        body(gzipSync('{"ok":true}'), { 'content-encoding': 'gzip' })(req, res, '');
      };
      const client = createServerClient({ origin, requestId: 'rid', transport });
      const error = await client.getJson('/api/session').catch((e: unknown) => e);
      expect(acceptEncoding).toBe('identity');
      expect(isRequestError(error) && [error.name, error.message]).toEqual([
        'FetchError',
        'Bad Request: Response not valid JSON',
      ]);
    });

    it('through the request client: a ResponseTooLargeError, and a GET over the limit is not tried again', async () => {
      let calls = 0;
      handler = (req, res) => {
        calls += 1;
        body(justOver)(req, res, '');
      };
      const client = createServerClient({ origin, requestId: 'rid', transport, maxBodyBytes: LIMIT });
      const error = await client.getJson('/api/session').catch((e: unknown) => e);
      expect(isRequestError(error, 'ResponseTooLargeError') && [error.status, error.maxBytes]).toEqual([200, LIMIT]);
      expect(calls).toBe(1);
    });
  });

  describe('serving the page-load step', () => {
    const answers: Record<string, string> = {
      '/api/session': '{"id":-1,"user_type":"logged_out_user"}',
      '/api/site-config': '{"product_code_name":"main","product_name":"Acme"}',
      '/api/translations': '{}',
      '/api/subscription/unsubscribe/availability': '{"show_cancel_subscription":false}',
      '/api/withdrawal/availability': '{"show_withdrawal":true}',
      '/api/locale/selector': '{"show_language_selector":true,"languages":[]}',
    };
    const seen: IncomingMessage[] = [];
    let slowPath = '';
    beforeEach(() => {
      seen.length = 0;
      slowPath = '';
      handler = (req, res) => {
        seen.push(req);
        const path = new URL(req.url ?? '/', origin).pathname;
        const send = () => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(answers[path] ?? '');
        };
        if (path === slowPath) setTimeout(send, 2_000).unref();
        else send();
      };
    });

    it('six calls, answers checked, connections kept for the next pages', async () => {
      const page = () => loadShell({ headers: {} }, { brand: 'main', apiOrigin: origin, transport });
      const first = await page();
      for (let i = 0; i < 9; i += 1) await page();
      const opened = connections;
      let second = first;
      for (let i = 0; i < 10; i += 1) second = await page();
      expect([first.status, second.status, seen.length]).toEqual(['ok', 'ok', 120]);
      expect(second.status === 'ok' && second.availability).toEqual({
        show_cancel_subscription: false,
        show_withdrawal: true,
        show_language_selector: true,
      });
      expect([opened <= 12, connections]).toEqual([true, opened]);
    });

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
      await loadShell(req, { brand: 'main', apiOrigin: origin, transport });
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
      const late = await loadShell(
        { headers: {} },
        {
          brand: 'main',
          apiOrigin: origin,
          transport,
          timeouts: { optionalMs: 200 },
          reporter: { report: () => undefined },
        },
      );
      expect(late.status === 'ok' && late.availability.show_withdrawal).toBe(false);
      slowPath = '/api/session';
      const started = Date.now();
      const failed = await loadShell(
        { headers: {} },
        { brand: 'main', apiOrigin: origin, transport, timeouts: { callMs: 200 }, logger: () => undefined },
      );
      expect(failed.status).toBe('error');
      expect(Date.now() - started).toBeLessThan(1_500);
    });
  });
});
