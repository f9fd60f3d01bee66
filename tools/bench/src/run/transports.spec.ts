import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestTransport, TransportRequest } from '@therapy-shell/request';
import { createNodeHttpTransport } from './node-http-transport.ts';
import { compareTransports, PAGE_CALLS, sendPages, transportSection } from './transports.ts';

const ORIGIN = 'http://backend.test';

/** A transport that answers 200 and records the calls it was given. */
function recording(name: string, log: string[], status = 200): RequestTransport {
  return async (call: TransportRequest) => {
    log.push(`${name} ${call.url.pathname}${call.url.search}`);
    return { status, text: '{}', header: () => null };
  };
}

describe('sendPages', () => {
  it("sends each page's six calls with the visitor's headers", async () => {
    const calls: TransportRequest[] = [];
    await sendPages(
      async (call) => {
        calls.push(call);
        return { status: 200, text: '{}', header: () => null };
      },
      ORIGIN,
      3,
      2,
    );
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual([...PAGE_CALLS, ...PAGE_CALLS, ...PAGE_CALLS]);
    expect(Object.keys(calls[0]?.headers ?? {}).sort()).toEqual([
      'accept',
      'accept-language',
      'cookie',
      'user-agent',
      'x-forwarded-for',
      'x-request-id',
    ]);
  });

  it('fails on an answer other than 200', async () => {
    await expect(sendPages(recording('t', [], 503), ORIGIN, 1, 1)).rejects.toThrow('/api/session answered 503');
  });
});

describe('compareTransports', () => {
  it('warms each transport up, then alternates them round by round with the order rotating', async () => {
    const log: string[] = [];
    const settings = { pages: 1, concurrency: 1, rounds: 3, warmupPages: 1 };
    const results = await compareTransports(ORIGIN, { a: recording('a', log), b: recording('b', log) }, settings);
    const order = log.filter((_, i) => i % PAGE_CALLS.length === 0).map((line) => line.split(' ')[0]);
    expect(order).toEqual(['a', 'b', 'a', 'b', 'b', 'a', 'a', 'b']);
    expect(results.map((r) => [r.name, r.rounds.length])).toEqual([
      ['a', 3],
      ['b', 3],
    ]);
    expect(results.every((r) => r.medianCpuMsPerPage >= 0 && r.medianPagesPerSecond > 0)).toBe(true);
  });

  it('gives the shipped transport and the reference side by side, with the per-round CPU ratios', async () => {
    const section = await transportSection(ORIGIN, recording('s', []), recording('r', []), {
      pages: 5,
      concurrency: 2,
      rounds: 2,
      warmupPages: 1,
    });
    expect([section.shipped.name, section.reference.name, section.cpuRatios.length, section.calls]).toEqual([
      'shell-next (undici Agent)',
      'node:http by hand',
      2,
      PAGE_CALLS,
    ]);
  });
});

describe('the node:http transport written by hand (the measuring stick)', () => {
  let server: Server;
  let origin: string;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((req, res) => {
      res.writeHead(200, [
        ['Content-Type', 'application/json'],
        ['X-Many', 'a'],
        ['X-Many', 'b'],
      ]);
      res.end(JSON.stringify({ path: req.url, cookie: req.headers['cookie'] }));
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers status, text and joined headers over one kept connection', async () => {
    const transport = createNodeHttpTransport();
    try {
      const call = () =>
        transport({
          method: 'GET',
          url: new URL('/api/session?x=1', origin),
          headers: { cookie: 'c=d' },
          timeoutMs: 1_000,
        });
      await call();
      const answer = await call();
      expect([answer.status, JSON.parse(answer.text), answer.header('x-many'), answer.header('nope')]).toEqual([
        200,
        { path: '/api/session?x=1', cookie: 'c=d' },
        'a, b',
        null,
      ]);
      expect(connections).toBe(1);
    } finally {
      transport.destroy();
    }
  });

  it('fails with reason network when nothing listens', async () => {
    const transport = createNodeHttpTransport();
    const error = await transport({
      method: 'GET',
      url: new URL('http://127.0.0.1:1/'),
      headers: {},
      timeoutMs: 1_000,
    }).catch((e: unknown) => e);
    transport.destroy();
    expect((error as { reason?: string }).reason).toBe('network');
  });
});
