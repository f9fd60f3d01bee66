import fc from 'fast-check';
import { createRequestClient, retryAfterMs, type RequestClientConfig } from './client.ts';
import { CSRF_FIELD } from './constants.ts';
import { isRequestError, RequestError } from './errors.ts';
import type { ErrorReporter, ReportContext } from './reporter.ts';
import { answer, startTestServer, type TestServer } from './testing/http-test-server.ts';

let server: TestServer;
let other: TestServer; // a second origin, for cross-origin cases
beforeAll(async () => {
  server = await startTestServer();
  other = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await other.close();
});
beforeEach(() => {
  server.reset();
  other.reset();
});

function recorder(): ErrorReporter & { reports: [unknown, ReportContext][] } {
  const reports: [unknown, ReportContext][] = [];
  return { reports, report: (error, context) => void reports.push([error, context]) };
}

function client(config: Partial<RequestClientConfig> = {}) {
  return createRequestClient({ origin: server.origin, requestId: 'rid-1', ...config });
}

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('response handling by status (spec 8.1)', () => {
  it.each([
    ['200 with non-JSON body', 200, '<html>', 'FetchError', 'Bad Request: Response not valid JSON', 'error'],
    ['200 with empty body', 200, '', 'FetchError', 'No data', 'error'],
    [
      "200 with JSON status 'failure'",
      200,
      '{"status":"failure","message":"x"}',
      'BadRequestError',
      "Bad Request: JSON response status of 'failure'",
      'warning',
    ],
    ['400', 400, '{"error":"bad"}', 'BadRequestError', 'Bad Request', 'warning'],
    ['422', 422, '{"error":"bad"}', 'BadRequestError', 'Bad Request', 'warning'],
    ['401', 401, 'no', 'UnauthorizedError', 'Unauthorized', 'warning'],
    ['403', 403, 'no', 'UnauthorizedError', 'Unauthorized', 'warning'],
    ['429', 429, 'slow down', 'RateLimitError', 'Rate limit exceeded', 'warning'],
    ['any other status: 404', 404, 'missing', 'FetchError', 'Failed to retrieve data', 'error'],
    ['any other status: 500', 500, 'boom', 'FetchError', 'Failed to retrieve data', 'error'],
    ['any other status: 201', 201, '{"a":1}', 'FetchError', 'Failed to retrieve data', 'error'],
    ['any other status: 418', 418, '', 'FetchError', 'Failed to retrieve data', 'error'],
  ])('%s: %s error "%s"', async (_row, status, body, name, message, severity) => {
    server.on('/api/x', answer(status as number, body as string));
    const error = await caught(client().get('/api/x'));
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({
      name,
      message,
      severity,
      status,
      responseText: body,
      requestId: 'rid-1',
      url: `${server.origin}/api/x`,
    });
  });

  it.each([204, 499])('%i resolves with null', async (status) => {
    server.on('/api/x', answer(status, ''));
    await expect(client().get('/api/x')).resolves.toBeNull();
  });

  it('200 with a JSON body resolves with it', async () => {
    server.on('/api/x', answer(200, '{"status":"success","languages":[]}'));
    await expect(client().get('/api/x')).resolves.toEqual({ status: 'success', languages: [] });
  });

  it('keeps the parsed answer of a JSON failure for callers', async () => {
    server.on('/api/x', answer(200, '{"status":"failure","message":"cannot_unsubscribe_BHB"}'));
    expect(await caught(client().post('/api/x'))).toMatchObject({
      data: { status: 'failure', message: 'cannot_unsubscribe_BHB' },
    });
  });

  it('cuts url, response text and request id to 250 characters', async () => {
    server.on('/api/x', answer(500, 'y'.repeat(1000)));
    const error = await caught(client({ requestId: 'r'.repeat(400) }).get(`/api/x?${'q'.repeat(400)}=1`));
    expect(error).toMatchObject({ responseText: 'y'.repeat(250), requestId: 'r'.repeat(250) });
    expect(isRequestError(error) && error.url.length).toBe(250);
  });

  it('gives any status and body data, null or a RequestError with fields of at most 250 characters, never another exception', async () => {
    let next = { status: 200, body: '' };
    server.on('/api/prop', (_req, res) => {
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(next.body);
    });
    const api = client({ requestId: 'p'.repeat(300) });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 200, max: 599 }),
        fc.oneof(
          fc.string({ maxLength: 600 }),
          fc.json({ maxDepth: 2 }),
          fc.constant(''),
          fc.constant('{"status":"failure"}'),
        ),
        async (status, body) => {
          next = { status, body };
          try {
            const data = await api.get('/api/prop');
            // Only 200 (valid, non-failure JSON), 204 and 499 resolve.
            if (status === 204 || status === 499) expect(data).toBeNull();
            else expect(status).toBe(200);
          } catch (error) {
            expect(isRequestError(error)).toBe(true);
            const e = error as RequestError;
            for (const field of [e.url, e.responseText, e.requestId, e.message])
              expect(field.length).toBeLessThanOrEqual(250);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('reporting (spec 8.2)', () => {
  it.each([
    [401, 'warning'],
    [403, 'warning'],
    [404, 'error'],
    [500, 'error'],
    [503, 'error'],
    [599, 'error'],
  ])('reports %i as %s', async (status, level) => {
    const reporter = recorder();
    server.on('/api/x', answer(status, 'x'));
    await caught(client({ reporter }).get('/api/x'));
    expect(reporter.reports).toHaveLength(1);
    expect(reporter.reports[0]?.[1]).toEqual({ level });
    expect(reporter.reports[0]?.[0]).toMatchObject({ status });
  });

  it.each([400, 418, 422, 429])('does not report %i', async (status) => {
    const reporter = recorder();
    server.on('/api/x', answer(status, 'x'));
    await caught(client({ reporter }).get('/api/x'));
    expect(reporter.reports).toEqual([]);
  });

  it('does not report when the caller reports itself', async () => {
    const reporter = recorder();
    server.on('/api/x', answer(500, 'x'));
    await caught(client({ reporter }).get('/api/x', { report: false }));
    expect(reporter.reports).toEqual([]);
  });
});

describe('shared request behaviour (spec 7.1)', () => {
  it('GET sends parameters in the query string, array values repeated under name[]', async () => {
    server.on('/api/x', answer(200, '{}'));
    await client().get('/api/x', {
      params: { experimentNames: ['A', 'B c'], page: 2, on: true, none: null, gone: undefined },
    });
    expect(server.received[0]?.url).toBe('/api/x?experimentNames%5B%5D=A&experimentNames%5B%5D=B+c&page=2&on=true');
    expect(server.received[0]?.body).toBe('');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s sends a form-encoded body', async (method) => {
    server.on('/api/x', answer(200, '{}'));
    await client().request(method, '/api/x', { params: { email: 'a@b.co', ids: [1, 2] } });
    const got = server.received[0];
    expect(got?.method).toBe(method);
    expect(got?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(got?.body).toBe('email=a%40b.co&ids%5B%5D=1&ids%5B%5D=2');
  });

  it('sends multipart form data when given FormData, with params and CSRF token added', async () => {
    server.on('/api/x', answer(200, '{}'));
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    await client({ csrfToken: 'tok' }).post('/api/x', { formData: form, params: { kind: 'doc' } });
    const got = server.received[0];
    expect(got?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(got?.body).toContain('name="file"; filename="a.txt"');
    expect(got?.body).toContain('name="kind"\r\n\r\ndoc');
    expect(got?.body).toContain('name="csrf_token"\r\n\r\ntok');
    expect([...form.keys()]).toEqual(['file']);
  });

  it('adds a request id header and a JSON Accept header to same-origin calls', async () => {
    server.on('/api/x', answer(200, '{}'));
    await createRequestClient({ origin: server.origin }).get('/api/x');
    expect(server.received[0]?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.received[0]?.headers['accept']).toBe('application/json');
  });

  it('generates a new request id for each call', async () => {
    server.on('/api/x', answer(200, '{}'));
    const api = createRequestClient({ origin: server.origin });
    await api.get('/api/x');
    await api.get('/api/x');
    expect(server.received[0]?.headers['x-request-id']).not.toBe(server.received[1]?.headers['x-request-id']);
  });

  it('appends the CSRF token to same-origin non-GET calls only', async () => {
    server.on('/api/x', answer(200, '{}'));
    const api = client({ csrfToken: 'tok-1' });
    await api.post('/api/x', { params: { a: 1 } });
    await api.get('/api/x', { params: { a: 1 } });
    expect(server.received[0]?.body).toBe('a=1&csrf_token=tok-1');
    expect(server.received[1]?.url).toBe('/api/x?a=1');
  });

  it('never sends the CSRF token, request id or forwarded cookies to another origin', async () => {
    other.on('/api/multi_cookie/', answer(200, '{}'));
    const api = client({ csrfToken: 'secret', cookie: 'sid=visitor' });
    await api.post(`${other.origin}/api/multi_cookie/`, { params: { a: 1 } });
    const got = other.received[0];
    expect(got?.body).toBe('a=1');
    expect(got?.headers['x-request-id']).toBeUndefined();
    expect(got?.headers['cookie']).toBeUndefined();
  });

  it('extend gives a new client with the new settings and leaves the first unchanged', async () => {
    server.on('/api/x', answer(200, '{}'));
    const first = client({ csrfToken: 't1' });
    const second = first.extend({ csrfToken: 't2' });
    const cleared = second.extend({ csrfToken: undefined });
    await second.post('/api/x');
    await first.post('/api/x');
    await cleared.post('/api/x');
    expect(server.received.map((r) => r.body)).toEqual(['csrf_token=t2', 'csrf_token=t1', '']);
  });

  it('reads a CSRF token getter on every call', async () => {
    server.on('/api/x', answer(200, '{}'));
    let token: string | undefined = 'a';
    const api = client({ csrfToken: () => token });
    await api.post('/api/x');
    token = undefined;
    await api.post('/api/x');
    expect(server.received.map((r) => r.body)).toEqual(['csrf_token=a', '']);
  });

  it('keeps concurrent server-side clients apart: each sends its own cookie and token', async () => {
    server.on('/api/x', answer(200, '{}'));
    const a = createRequestClient({ origin: server.origin, cookie: 'sid=a', csrfToken: 'ta', requestId: 'ra' });
    const b = createRequestClient({ origin: server.origin, cookie: 'sid=b', csrfToken: 'tb', requestId: 'rb' });
    await Promise.all([a.post('/api/x'), b.post('/api/x'), a.post('/api/x'), b.post('/api/x')]);
    const seen = server.received.map((r) => `${r.headers['cookie']} ${r.body} ${r.headers['x-request-id']}`).sort();
    expect(seen).toEqual([
      'sid=a csrf_token=ta ra',
      'sid=a csrf_token=ta ra',
      'sid=b csrf_token=tb rb',
      'sid=b csrf_token=tb rb',
    ]);
  });

  it.each(['api/x', '//evil.example/api', 'javascript:alert(1)', ''])('refuses the target %p', async (path) => {
    await expect(client().get(path)).rejects.toThrow(TypeError);
  });

  it('refuses formData on GET', async () => {
    await expect(client().get('/api/x', { formData: new FormData() })).rejects.toThrow(
      'a GET call cannot send formData',
    );
  });
});

describe('forward-location (spec 7.1, DESIGN.md section 7)', () => {
  function forwarding(location: string, config: Partial<RequestClientConfig> = {}) {
    const navigated: string[] = [];
    const reporter = recorder();
    server.on('/api/x', answer(200, '{}', { 'forward-location': location }));
    const api = client({
      reporter,
      forwardLocation: {
        siblings: ['www.sibling.example'],
        allowedDomains: ['pay.example'],
        navigate: (u) => navigated.push(u.href),
      },
      ...config,
    });
    return { navigated, reporter, call: () => api.get('/api/x') };
  }

  it.each([
    ['/dashboard/', (o: string) => `${o}/dashboard/`],
    ['https://www.sibling.example/login', () => 'https://www.sibling.example/login'],
    ['https://checkout.pay.example/x', () => 'https://checkout.pay.example/x'],
  ])('navigates to %s', async (location, expected) => {
    const f = forwarding(location);
    await f.call();
    expect(f.navigated).toEqual([expected(server.origin)]);
    expect(f.reporter.reports).toEqual([]);
  });

  it.each([
    '//evil.example/x',
    'javascript:alert(1)',
    `https://evil.example@127.0.0.1/x`,
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'https://evil.example/',
    'https://notpay.example/',
    'data:text/html,hi',
    // An open-redirect corpus: encodings, control characters, userinfo and look-alikes.
    '/\t/evil.example/x',
    '\t//evil.example/x',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'vbscript:msgbox(1)',
    'https:%2F%2Fevil.example',
    '//%5Cevil.example',
    '/\\/evil.example',
    'https://127.0.0.1.evil.example/',
    'https://evil.example\\@127.0.0.1/',
    'https://127.0.0.1:1@evil.example/',
    'https://pay.example.evil.example/',
    'https://evilpay.example/',
    'ftp://pay.example/',
  ])('refuses and reports %s', async (location) => {
    const f = forwarding(location);
    await expect(f.call()).resolves.toEqual({});
    expect(f.navigated).toEqual([]);
    expect(f.reporter.reports).toHaveLength(1);
    expect(f.reporter.reports[0]?.[1]).toEqual({ level: 'warning' });
  });
});

describe('network failures, timeouts and aborts', () => {
  it('turns a refused connection into a NetworkError (reason network) that keeps its cause', async () => {
    const error = await caught(createRequestClient({ origin: 'http://127.0.0.1:9' }).get('/api/x'));
    expect(error).toMatchObject({ name: 'NetworkError', reason: 'network', status: 0 });
    expect((error as Error).cause).toBeDefined();
  });

  it('turns a dropped connection into a NetworkError', async () => {
    server.on('/api/x', (req) => req.socket.destroy());
    expect(await caught(client().get('/api/x'))).toMatchObject({ name: 'NetworkError', reason: 'network' });
  });

  it('times out (reason timeout)', async () => {
    server.on('/api/x', (_req, res) => setTimeout(() => answer(200, '{}')(_req, res), 400));
    expect(await caught(client().get('/api/x', { timeoutMs: 50 }))).toMatchObject({
      name: 'NetworkError',
      reason: 'timeout',
    });
  });

  it('stops when the caller aborts (reason aborted)', async () => {
    server.on('/api/x', (_req, res) => setTimeout(() => answer(200, '{}')(_req, res), 400));
    const controller = new AbortController();
    const pending = caught(client().get('/api/x', { signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ name: 'NetworkError', reason: 'aborted' });
  });
});

describe('retries and Retry-After', () => {
  it.each([
    ['5', 5000],
    ['0', 0],
    [null, 60000],
    ['soon', 60000],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30000],
  ])('reads Retry-After %p as %i ms', (header, ms) => {
    expect(retryAfterMs(header, Date.parse('Thu, 01 Jan 2026 00:00:00 GMT'))).toBe(ms);
  });

  // The counting tests have paths of their own, so a request of another test that reaches /api/x
  // late is not counted as theirs. CI once read 2 calls and no wait here: the 503 went to a request
  // this client never saw answered (the cause is not found; a stray request is the likely one).
  it('retries a GET after a 503 when asked to', async () => {
    let calls = 0;
    server.on('/api/retry-503', (req, res) => answer(++calls === 1 ? 503 : 200, '{"ok":true}')(req, res));
    const waits: number[] = [];
    await expect(
      client({ sleep: async (ms) => void waits.push(ms) }).get('/api/retry-503', { retries: 2 }),
    ).resolves.toEqual({
      ok: true,
    });
    expect(calls).toBe(2);
    expect(waits).toEqual([250]);
  });

  it('waits Retry-After before retrying a rate-limited GET', async () => {
    let calls = 0;
    server.on('/api/retry-429', (req, res) =>
      (++calls === 1 ? answer(429, '', { 'retry-after': '2' }) : answer(200, '{}'))(req, res),
    );
    const waits: number[] = [];
    await client({ sleep: async (ms) => void waits.push(ms) }).get('/api/retry-429', { retries: 1 });
    expect(waits).toEqual([2000]);
  });

  it('gives up when Retry-After is longer than a retry may wait, exposing it', async () => {
    server.on('/api/x', answer(429, '', { 'retry-after': '120' }));
    const error = await caught(client({ sleep: async () => undefined }).get('/api/x', { retries: 3 }));
    expect(error).toMatchObject({ name: 'RateLimitError', retryAfterMs: 120000 });
    expect(server.received).toHaveLength(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    server.on('/api/x', answer(503, ''));
    await caught(client({ sleep: async () => undefined }).request(method, '/api/x', { retries: 3 }));
    expect(server.received).toHaveLength(1);
  });

  it('does not retry by default', async () => {
    server.on('/api/x', answer(503, ''));
    await caught(client().get('/api/x'));
    expect(server.received).toHaveLength(1);
  });

  it('reports only the final failure of a retried call', async () => {
    const reporter = recorder();
    server.on('/api/x', answer(503, ''));
    await caught(client({ reporter, sleep: async () => undefined }).get('/api/x', { retries: 2 }));
    expect(server.received).toHaveLength(3);
    expect(reporter.reports).toHaveLength(1);
  });
});

describe('with a transport instead of fetch (server side)', () => {
  type Call = Parameters<NonNullable<RequestClientConfig['transport']>>[0];
  const answered = (status: number, text: string, headers: Record<string, string> = {}) => ({
    status,
    text,
    header: (name: string) => headers[name] ?? null,
  });

  function withTransport(
    reply: (call: Call) => Promise<ReturnType<typeof answered>>,
    config: Partial<RequestClientConfig> = {},
  ) {
    const calls: Call[] = [];
    const fetch = jest.fn((..._args: Parameters<typeof globalThis.fetch>) =>
      Promise.resolve(new Response('{"via":"fetch"}', { status: 200 })),
    );
    const api = client({ fetch, transport: (call) => (calls.push(call), reply(call)), ...config });
    return { api, calls, fetch };
  }

  it("hands it the call as fetch would send it: method, URL with the query, the visitor's headers in lower case, id, accept, cookie", async () => {
    const { api, calls, fetch } = withTransport(async () => answered(200, '{"ok":true}'), {
      cookie: 'a=b',
      headers: { 'User-Agent': 'Visitor/1', 'X-Own': 'site' },
    });
    await expect(
      api.get('/api/x', { params: { q: 'é' }, headers: { 'X-Own': 'call', Accept: 'text/plain' }, timeoutMs: 1234 }),
    ).resolves.toEqual({ ok: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect([call?.method, call?.url.href, call?.body, call?.timeoutMs]).toEqual([
      'GET',
      `${server.origin}/api/x?q=%C3%A9`,
      undefined,
      1234,
    ]);
    expect(call?.headers).toEqual({
      'x-own': 'call',
      'user-agent': 'Visitor/1',
      'x-request-id': 'rid-1',
      accept: 'application/json',
      cookie: 'a=b',
    });
  });

  it('sends a non-GET body form-encoded with the CSRF token, and says so in content-type', async () => {
    const { api, calls } = withTransport(async () => answered(204, ''), { csrfToken: 'tok' });
    await expect(api.post('/api/form/', { params: { email: 'a@b.example' } })).resolves.toBeNull();
    expect([calls[0]?.body, calls[0]?.headers['content-type']]).toEqual([
      `email=a%40b.example&${CSRF_FIELD}=tok`,
      'application/x-www-form-urlencoded;charset=UTF-8',
    ]);
  });

  it('reads the answer through it: errors by status, Retry-After and forward-location from its headers', async () => {
    const navigate = jest.fn();
    const limited = withTransport(async () => answered(429, 'slow down', { 'retry-after': '7' }));
    const error = await caught(limited.api.get('/api/x'));
    expect([(error as RequestError).name, (error as { retryAfterMs?: number }).retryAfterMs]).toEqual([
      'RateLimitError',
      7000,
    ]);
    const forwarded = withTransport(async () => answered(200, '{}', { 'forward-location': '/login/' }), {
      forwardLocation: { navigate },
    });
    await forwarded.api.get('/api/x');
    expect(navigate).toHaveBeenCalledWith(new URL('/login/', server.origin));
  });

  it.each([
    ['timeout', Object.assign(new Error('late'), { reason: 'timeout' }), undefined],
    ['network', new Error('ECONNREFUSED'), undefined],
    ['aborted', Object.assign(new Error('gone'), { reason: 'network' }), AbortSignal.abort()],
  ] as const)('turns its failure into a NetworkError with reason %s', async (reason, failure, signal) => {
    const { api } = withTransport(() => Promise.reject(failure));
    const error = await caught(api.get('/api/x', signal ? { signal } : {}));
    expect([
      (error as RequestError).name,
      (error as { reason?: string }).reason,
      (error as RequestError).status,
    ]).toEqual(['NetworkError', reason, 0]);
  });

  it('turns a transport that throws at once into a NetworkError too, never an exception where the call is made', async () => {
    const { api } = withTransport(() => {
      throw new Error('refused at once');
    });
    const pending = api.get('/api/x');
    const error = await caught(pending);
    expect([(error as RequestError).name, (error as { reason?: string }).reason, (error as Error).message]).toEqual([
      'NetworkError',
      'network',
      'Request to /api/x failed: refused at once',
    ]);
    // A wrong path, too, is a rejected promise, not an exception where the call is made.
    const wrong = api.get('no-slash');
    await expect(wrong).rejects.toThrow(TypeError);
    await expect(api.getJson('//other.example/x')).rejects.toThrow(TypeError);
  });

  it('leaves a multipart body to fetch', async () => {
    const { api, calls, fetch } = withTransport(async () => answered(200, '{"via":"transport"}'));
    const formData = new FormData();
    formData.append('file', 'x');
    await expect(api.post('/api/upload/', { formData })).resolves.toEqual({ via: 'fetch' });
    expect([calls.length, fetch.mock.calls.length]).toEqual([0, 1]);
  });
});
