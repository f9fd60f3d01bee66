import type { ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createRequestClient, type RequestTransport, type TransportRequest } from './client.ts';
import { DEFAULT_SERVER_MAX_BODY_BYTES } from './constants.ts';
import { isRequestError, ResponseTooLargeError } from './errors.ts';
import type { ErrorReporter, ReportContext } from './reporter.ts';
import { createServerClient } from './server-client.ts';
import { compressedBody, endlessBody, type BodyTrace } from './testing/hostile-bodies.ts';
import { answer, startTestServer, type Handler, type TestServer } from './testing/http-test-server.ts';

// An answer's body is limited as it arrives, after fetch has decompressed it: these tests send
// real hostile answers from a real local HTTP server through Node's fetch.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const LIMIT = 100_000;
/** What fetch may have read past the limit before the client stopped: its stream's chunks ahead. */
const SLACK = 128 * 1024;

/**
 * Node's fetch, with its body passed through a stream that counts the decoded bytes the client
 * pulled and whether it cancelled the body.
 */
function countingFetch() {
  const counted = { read: 0, cancelled: false };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const source = response.body;
    if (!source) return response;
    const reader = source.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else {
          counted.read += value.byteLength;
          controller.enqueue(value);
        }
      },
      cancel(reason) {
        counted.cancelled = true;
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { fetch, counted };
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

/** Headers with a Content-Length far above the limit, and then nothing: the body never comes. */
const hugeLengthNoBody: Handler = (_req, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(10 ** 12) });
  res.flushHeaders();
};

const justOver = `"${'a'.repeat(LIMIT - 1)}"`; // LIMIT + 1 bytes
const atLimit = `"${'a'.repeat(LIMIT - 2)}"`; // LIMIT bytes

describe('the largest answer body a call reads (maxBodyBytes)', () => {
  // [row, handler, the bytes the server streamed (endless bodies)]
  const tooLarge: [string, () => Handler & { trace?: BodyTrace }][] = [
    ['a gzip bomb (endless zeros, about 1000x inflated)', () => endlessBody('gzip')],
    ['a deflate bomb (fetch asks for gzip and deflate)', () => endlessBody('deflate')],
    ['a br bomb (fetch decodes it unasked)', () => endlessBody('br')],
    ['a huge plain body, chunked, without a length', () => endlessBody('identity')],
    ['a Content-Length far above the limit, whose body never comes', () => hugeLengthNoBody],
    [
      'a true Content-Length under the limit whose gzip body inflates to 10 MB',
      () => compressedBody('gzip', Buffer.alloc(10 * 1024 * 1024)),
    ],
    ['a chunked body 1 byte over the limit', () => answer(200, justOver)],
    [
      'a body 1 byte over the limit with its Content-Length',
      () => answer(200, justOver, { 'content-length': String(LIMIT + 1) }),
    ],
    ['a body of 2-byte characters: bytes counted, not characters', () => answer(200, `"${'é'.repeat(LIMIT / 2)}"`)],
  ];

  it.each(tooLarge)('%s: fails at once with ResponseTooLargeError, reading no more', async (_row, make) => {
    const handler = make();
    server.on('/api/big', handler);
    const { fetch, counted } = countingFetch();
    const client = createServerClient({
      origin: server.origin,
      requestId: 'rid-big',
      maxBodyBytes: LIMIT,
      timeoutMs: 10_000,
      fetch,
    });
    const started = Date.now();
    const error = await caught(client.getJson('/api/big'));
    const elapsed = Date.now() - started;
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect(
      isRequestError(error, 'ResponseTooLargeError') && [
        error.message,
        error.status,
        error.maxBytes,
        error.url,
        error.requestId,
        error.responseText,
      ],
    ).toEqual(['Response too large', 200, LIMIT, `${server.origin}/api/big`, 'rid-big', '']);
    // Quickly: far within the call's 10 s time limit.
    expect(elapsed).toBeLessThan(2_000);
    // Bounded: the client read the limit and a chunk or two at most, then cancelled the body.
    expect(counted.read).toBeLessThanOrEqual(LIMIT + SLACK);
    expect(counted.cancelled).toBe(true);
    if (handler.trace) {
      // The server saw the connection dropped in the middle of its endless body.
      await handler.trace.closed;
      expect(handler.trace.closedEarly).toBe(true);
    }
  });

  it.each([
    ['a chunked body of exactly the limit', answer(200, atLimit)],
    ['a body of exactly the limit with its Content-Length', answer(200, atLimit, { 'content-length': String(LIMIT) })],
    [
      'a gzip body that inflates to exactly the limit',
      (_req: unknown, res: ServerResponse) => {
        const body = gzipSync(atLimit);
        res.writeHead(200, { 'content-encoding': 'gzip', 'content-length': String(body.length) });
        res.end(body);
      },
    ],
  ])('%s: answers', async (_row, handler) => {
    server.on('/api/fits', handler as Handler);
    const client = createServerClient({ origin: server.origin, requestId: 'rid', maxBodyBytes: LIMIT });
    expect(((await client.getJson('/api/fits')) as string).length).toBe(LIMIT - 2);
  });

  it('the server client reads 256 KiB by default; a call or a client may allow more', async () => {
    expect(DEFAULT_SERVER_MAX_BODY_BYTES).toBe(262_144);
    const body = `"${'a'.repeat(DEFAULT_SERVER_MAX_BODY_BYTES - 1)}"`;
    server.on('/api/list', answer(200, body));
    const client = createServerClient({ origin: server.origin, requestId: 'rid' });
    expect(await caught(client.get('/api/list'))).toBeInstanceOf(ResponseTooLargeError);
    expect(await client.get('/api/list', { maxBodyBytes: 300_000 })).toHaveLength(body.length - 2);
    expect(await client.extend({ maxBodyBytes: 300_000 }).get('/api/list')).toHaveLength(body.length - 2);
    // A client of the browser's kind has no limit unless it is given one.
    expect(await createRequestClient({ origin: server.origin }).get('/api/list')).toHaveLength(body.length - 2);
  });

  it('is never retried, and a 200 too large is left to the caller to report', async () => {
    server.on('/api/big', answer(503, justOver));
    const reports: [unknown, ReportContext][] = [];
    const reporter: ErrorReporter = { report: (error, context) => void reports.push([error, context]) };
    const client = createServerClient({ origin: server.origin, requestId: 'rid', maxBodyBytes: LIMIT, reporter });
    const error = await caught(client.get('/api/big', { retries: 3 }));
    expect(isRequestError(error, 'ResponseTooLargeError') && error.status).toBe(503);
    expect(server.received).toHaveLength(1);
    // A 503 is reported (spec 8.2, by its status), once.
    expect(reports).toHaveLength(1);
    server.on('/api/big', answer(200, justOver));
    reports.length = 0;
    await caught(client.get('/api/big'));
    expect(reports).toHaveLength(0);
  });

  it('a body that trickles in under the limit is still bound by the call time limit', async () => {
    server.on('/api/slow', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      const timer = setInterval(() => res.write(' '), 20);
      res.on('close', () => clearInterval(timer));
    });
    const client = createServerClient({ origin: server.origin, requestId: 'rid', maxBodyBytes: LIMIT, timeoutMs: 300 });
    const started = Date.now();
    const error = await caught(client.get('/api/slow'));
    expect(isRequestError(error, 'NetworkError') && error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses a limit of %s, of a client or of a call', async (limit) => {
    const message = 'maxBodyBytes must be a whole number of bytes above 0';
    expect(() => createServerClient({ origin: server.origin, requestId: 'rid', maxBodyBytes: limit })).toThrow(message);
    const client = createServerClient({ origin: server.origin, requestId: 'rid' });
    await expect(client.get('/api/x', { maxBodyBytes: limit })).rejects.toThrow(message);
    expect(server.received).toHaveLength(0);
  });
});

describe('maxBodyBytes through a transport', () => {
  function transport(answerWith: (call: TransportRequest) => Promise<{ status: number; text: string }>) {
    const calls: TransportRequest[] = [];
    const send: RequestTransport = async (call) => {
      calls.push(call);
      const { status, text } = await answerWith(call);
      return { status, text, header: () => null };
    };
    return { send, calls };
  }

  it('tells the transport the limit, and reads its too-large failure as ResponseTooLargeError', async () => {
    const { send, calls } = transport(() =>
      Promise.reject(Object.assign(new Error('over'), { reason: 'too-large', status: 200 })),
    );
    const client = createServerClient({ origin: 'http://backend.test', requestId: 'rid', transport: send });
    const error = await caught(client.getJson('/api/session'));
    expect(calls[0]?.maxBodyBytes).toBe(DEFAULT_SERVER_MAX_BODY_BYTES);
    expect(
      isRequestError(error, 'ResponseTooLargeError') && [error.status, error.maxBytes, error.url, error.requestId],
    ).toEqual([200, DEFAULT_SERVER_MAX_BODY_BYTES, 'http://backend.test/api/session', 'rid']);
  });

  it('never parses a longer text from a transport that does not count', async () => {
    const { send } = transport(async () => ({ status: 200, text: justOver }));
    const client = createServerClient({ origin: 'http://backend.test', requestId: 'rid', transport: send });
    const error = await caught(client.get('/api/session', { maxBodyBytes: LIMIT }));
    expect(isRequestError(error, 'ResponseTooLargeError') && error.maxBytes).toBe(LIMIT);
    expect(await client.get('/api/session', { maxBodyBytes: LIMIT + 1 })).toHaveLength(LIMIT - 1);
  });
});
