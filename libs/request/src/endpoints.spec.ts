import { createRequestClient } from './client.ts';
import { createShellApi, isIgnorable } from './endpoints.ts';
import { FetchError, NetworkError, UnauthorizedError } from './errors.ts';
import type { ErrorReporter, ReportContext } from './reporter.ts';
import { answer, startTestServer, type TestServer } from './testing/http-test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function setup() {
  const reports: [unknown, ReportContext][] = [];
  const reporter: ErrorReporter = { report: (error, context) => void reports.push([error, context]) };
  const api = createShellApi(createRequestClient({ origin: server.origin, reporter, csrfToken: 'tok' }));
  return { api, reports };
}

describe('availability and language calls (spec 7.2, 8.2)', () => {
  it('reads the answers', async () => {
    server.on('/api/subscription/unsubscribe/availability', answer(200, '{"show_cancel_subscription":false}'));
    server.on('/api/withdrawal/availability', answer(200, '{"show_withdrawal":true}'));
    server.on(
      '/api/locale/selector',
      answer(200, '{"show_language_selector":true,"languages":[{"language":"de","language_readable":"Deutsch"}]}'),
    );
    const { api } = setup();
    await expect(api.unsubscribeAvailability()).resolves.toEqual({ show_cancel_subscription: false });
    await expect(api.withdrawalAvailability()).resolves.toEqual({ show_withdrawal: true });
    await expect(api.localeSelector()).resolves.toEqual({
      show_language_selector: true,
      languages: [{ language: 'de', language_readable: 'Deutsch' }],
    });
  });

  it.each([
    ['500', answer(500, 'boom')],
    ['non-JSON', answer(200, 'oops')],
    ['empty', answer(200, '')],
    ['dropped connection', ((req) => req.socket.destroy()) as Parameters<TestServer['on']>[1]],
  ])('on a %s failure: cancel shown, withdrawal hidden, selector hidden, each logged once', async (_name, handler) => {
    for (const path of [
      '/api/subscription/unsubscribe/availability',
      '/api/withdrawal/availability',
      '/api/locale/selector',
    ])
      server.on(path, handler);
    const { api, reports } = setup();
    await expect(api.unsubscribeAvailability()).resolves.toEqual({ show_cancel_subscription: true });
    await expect(api.withdrawalAvailability()).resolves.toEqual({ show_withdrawal: false });
    await expect(api.localeSelector()).resolves.toEqual({ show_language_selector: false, languages: [] });
    expect(reports.map(([, c]) => c)).toEqual([
      { level: 'error', message: 'Failed to load the cancel subscription availability' },
      { level: 'error', message: 'Failed to load the withdrawal availability' },
      { level: 'error', message: 'Failed to load the language selector' },
    ]);
  });

  it('does not log ignorable failures (401/403: the visitor is not signed in)', async () => {
    server.on('/api/subscription/unsubscribe/availability', answer(401, ''));
    const { api, reports } = setup();
    await expect(api.unsubscribeAvailability()).resolves.toEqual({ show_cancel_subscription: true });
    expect(reports).toEqual([]);
  });

  it('does not log an aborted call (the page was left)', async () => {
    server.on('/api/locale/selector', (_req, res) => setTimeout(() => answer(200, '{}')(_req, res), 300));
    const { api, reports } = setup();
    const controller = new AbortController();
    const pending = api.localeSelector({ signal: controller.signal });
    controller.abort();
    await expect(pending).resolves.toEqual({ show_language_selector: false, languages: [] });
    expect(reports).toEqual([]);
  });
});

describe('subscription cancellation (spec 4.1, 8.2)', () => {
  it.each([
    ['success', answer(200, '{"status":"success"}'), { kind: 'success' }],
    [
      'success with a message',
      answer(200, '{"status":"success","message":"done"}'),
      { kind: 'success', message: 'done' },
    ],
    [
      'cannot_unsubscribe_BHB',
      answer(200, '{"status":"failure","message":"cannot_unsubscribe_BHB"}'),
      { kind: 'cannot-unsubscribe' },
    ],
    ['another failure message', answer(200, '{"status":"failure","message":"other"}'), { kind: 'error' }],
    ['another status', answer(200, '{"status":"pending"}'), { kind: 'error' }],
    ['422', answer(422, '{"error":"email is required"}'), { kind: 'error' }],
    ['500', answer(500, ''), { kind: 'error' }],
    ['non-JSON', answer(200, '<html>'), { kind: 'error' }],
  ])('%s', async (_name, handler, expected) => {
    server.on('/api/subscription/unsubscribe/', handler);
    const result = await setup().api.unsubscribe('client@example.com');
    expect(result).toMatchObject(expected);
    const sent = server.received.find((r) => r.url === '/api/subscription/unsubscribe/');
    expect(sent?.body).toBe('email=client%40example.com&csrf_token=tok');
  });
});

describe('experiments (spec 7.2, 8.2)', () => {
  it('posts experimentNames[] and maps the answer, null for unassigned names', async () => {
    server.on('/api/presignup_experiments', answer(200, '{"A":"variant_a","B":null}'));
    await expect(setup().api.presignupExperiments(['A', 'B', 'C'])).resolves.toEqual({
      A: 'variant_a',
      B: null,
      C: null,
    });
    expect(server.received[0]?.body).toBe(
      'experimentNames%5B%5D=A&experimentNames%5B%5D=B&experimentNames%5B%5D=C&csrf_token=tok',
    );
  });

  it.each([
    ['500', answer(500, '')],
    ['non-JSON', answer(200, 'x')],
    ['429', answer(429, '')],
  ])('a %s failure gives null per experiment, silently', async (_name, handler) => {
    server.on('/api/presignup_experiments', handler);
    server.on('/api/internal/presignup_experiments/assign', handler);
    const { api, reports } = setup();
    await expect(api.presignupExperiments(['A', 'B'])).resolves.toEqual({ A: null, B: null });
    await expect(api.assignExperiments(['A'])).resolves.toEqual({ A: null });
    expect(reports).toEqual([]);
  });

  it('assigns server side with a GET of repeated experimentNames[]', async () => {
    server.on('/api/internal/presignup_experiments/assign', answer(200, '{"A":"x"}'));
    await expect(setup().api.assignExperiments(['A', 'B'])).resolves.toEqual({ A: 'x', B: null });
    expect(server.received[0]?.url).toBe(
      '/api/internal/presignup_experiments/assign?experimentNames%5B%5D=A&experimentNames%5B%5D=B',
    );
  });
});

describe('multisite analytics cookie (spec 7.2, 8.2)', () => {
  it('calls the other site with the session id and action, without same-origin extras', async () => {
    const sibling = await startTestServer();
    try {
      sibling.on('/api/multi_cookie/', answer(200, '{}'));
      await expect(setup().api.multisiteCookie(sibling.origin, 'sess-1')).resolves.toBe(true);
      expect(sibling.received[0]?.url).toBe('/api/multi_cookie/?session_id=sess-1&action=set_snowplow_id');
      expect(sibling.received[0]?.headers['x-request-id']).toBeUndefined();
    } finally {
      await sibling.close();
    }
  });

  it("logs 'Failed to assigned Snowplow multisite cookie' on failure", async () => {
    const { api, reports } = setup();
    await expect(api.multisiteCookie('http://127.0.0.1:9', 'sess-1')).resolves.toBe(false);
    expect(reports.map(([, c]) => c)).toEqual([
      { level: 'error', message: 'Failed to assigned Snowplow multisite cookie' },
    ]);
  });
});

describe('isIgnorable (spec 8.2: failures not worth a log line)', () => {
  const at = { url: '/api/socket', status: 0 };
  it.each([
    ['an aborted call', new NetworkError('aborted', { ...at, reason: 'aborted' }), true],
    ['401', new UnauthorizedError('Unauthorized', { ...at, status: 401 }), true],
    ['403', new UnauthorizedError('Unauthorized', { ...at, status: 403 }), true],
    ['a timeout', new NetworkError('timeout', { ...at, reason: 'timeout' }), false],
    ['a network failure', new NetworkError('down', { ...at, reason: 'network' }), false],
    ['a 500', new FetchError('Failed to retrieve data', { ...at, status: 500 }), false],
    ['a plain Error', new Error('boom'), false],
  ])('%s: %s', (_what, error, ignorable) => {
    expect(isIgnorable(error)).toBe(ignorable);
  });
});
