import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import {
  createRequestClient,
  createShellApi,
  isRequestError,
  type ErrorReporter,
  type ReportContext,
} from '@therapy-shell/request';
import { buildServer } from './server.ts';

// The request layer against the real dev-api: every row of spec 8.1 observed through dev-api's
// answers and faults, and the endpoint clients' fallbacks of spec 8.2.
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = buildServer({ fixturesDir: join(__dirname, '..', 'fixtures'), brand: 'main' });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => app.close());
afterEach(() => fetch(`${origin}/__dev/faults`, { method: 'DELETE' }));

async function fault(path: string, spec: Record<string, unknown>, persona = '*') {
  const res = await fetch(`${origin}/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, persona, ...spec }),
  });
  expect(res.status).toBe(201);
}

function client(persona?: string) {
  const reports: [unknown, ReportContext][] = [];
  const reporter: ErrorReporter = { report: (error, context) => void reports.push([error, context]) };
  const api = createRequestClient({
    origin,
    reporter,
    requestId: 'it-1',
    csrfToken: 'csrf-1',
    ...(persona ? { cookie: `dev_persona=${persona}` } : {}),
  });
  return { api, shell: createShellApi(api), reports };
}

const caught = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('spec 8.1 through dev-api', () => {
  it.each([
    [
      '200 with non-JSON body',
      { status: 200, body: '<html>oops</html>' },
      'FetchError',
      'Bad Request: Response not valid JSON',
      'error',
    ],
    ['200 with empty body', { status: 200, body: '' }, 'FetchError', 'No data', 'error'],
    [
      "200 with JSON status 'failure'",
      { status: 200, body: { status: 'failure' } },
      'BadRequestError',
      "Bad Request: JSON response status of 'failure'",
      'warning',
    ],
    ['400', { status: 400, body: { error: 'bad' } }, 'BadRequestError', 'Bad Request', 'warning'],
    ['422', { status: 422, body: { error: 'bad' } }, 'BadRequestError', 'Bad Request', 'warning'],
    ['401', { status: 401, body: 'login' }, 'UnauthorizedError', 'Unauthorized', 'warning'],
    ['403', { status: 403, body: 'no' }, 'UnauthorizedError', 'Unauthorized', 'warning'],
    ['429', { status: 429, body: 'slow down' }, 'RateLimitError', 'Rate limit exceeded', 'warning'],
    ['any other status (500)', { status: 500, body: 'boom' }, 'FetchError', 'Failed to retrieve data', 'error'],
    ['any other status (502)', { status: 502, body: '' }, 'FetchError', 'Failed to retrieve data', 'error'],
  ])('%s', async (_row, spec, name, message, severity) => {
    await fault('/api/locale/selector', spec);
    const error = await caught(client().api.get('/api/locale/selector'));
    expect(error).toMatchObject({
      name,
      message,
      severity,
      status: spec.status,
      requestId: 'it-1',
      url: `${origin}/api/locale/selector`,
    });
  });

  it.each([204, 499])('%i resolves with null', async (status) => {
    await fault('/api/locale/selector', { status });
    await expect(client().api.get('/api/locale/selector')).resolves.toBeNull();
  });

  it('a real 422 from dev-api for bad input is a Bad Request warning', async () => {
    const error = await caught(client().api.post('/api/subscription/unsubscribe/', { params: {} }));
    expect(error).toMatchObject({
      name: 'BadRequestError',
      message: 'Bad Request',
      status: 422,
      responseText: '{"error":"\\"email\\" is required"}',
    });
  });

  it('an unknown persona (dev-api answers 400) is a Bad Request', async () => {
    expect(await caught(client('nobody').api.get('/api/session'))).toMatchObject({
      name: 'BadRequestError',
      status: 400,
    });
  });

  it('a dropped connection is a NetworkError', async () => {
    await fault('/api/session', { drop: true });
    expect(await caught(client().api.get('/api/session'))).toMatchObject({
      name: 'NetworkError',
      reason: 'network',
      status: 0,
    });
  });

  it('a delayed answer past the timeout is a NetworkError (timeout)', async () => {
    await fault('/api/session', { status: 200, body: {}, delay_ms: 300 });
    expect(await caught(client().api.get('/api/session', { timeoutMs: 50 }))).toMatchObject({
      name: 'NetworkError',
      reason: 'timeout',
    });
  });

  it('faults can be scoped to one persona', async () => {
    await fault('/api/session', { status: 500 }, 'client');
    await expect(client('client').api.get('/api/session')).rejects.toMatchObject({ status: 500 });
    await expect(client('counselor').api.get('/api/session')).resolves.toMatchObject({ user_type: 'counselor' });
  });

  it('reports 401/403 as warnings and 404/5xx as errors (spec 8.2)', async () => {
    const { api, reports } = client();
    for (const [path, status] of [
      ['/api/a', 401],
      ['/api/b', 404],
      ['/api/c', 500],
      ['/api/d', 429],
    ] as const) {
      await fault(path, { status });
      await caught(api.get(path));
    }
    expect(reports.map(([e, c]) => [isRequestError(e) && e.status, c.level])).toEqual([
      [401, 'warning'],
      [404, 'error'],
      [500, 'error'],
    ]);
  });
});

describe('endpoint clients through dev-api (spec 7.2, 8.2)', () => {
  it('answers availability and the language selector from the persona', async () => {
    const { shell } = client('client');
    await expect(shell.unsubscribeAvailability()).resolves.toEqual({ show_cancel_subscription: true });
    await expect(shell.withdrawalAvailability()).resolves.toEqual({ show_withdrawal: false });
    await expect(shell.localeSelector()).resolves.toMatchObject({
      show_language_selector: true,
      languages: [{ language: 'en' }, { language: 'de' }],
    });
  });

  it('falls back when availability and language calls fail, logging each', async () => {
    for (const path of [
      '/api/subscription/unsubscribe/availability',
      '/api/withdrawal/availability',
      '/api/locale/selector',
    ])
      await fault(path, { status: 503 });
    const { shell, reports } = client('client');
    await expect(shell.unsubscribeAvailability()).resolves.toEqual({ show_cancel_subscription: true });
    await expect(shell.withdrawalAvailability()).resolves.toEqual({ show_withdrawal: false });
    await expect(shell.localeSelector()).resolves.toEqual({ show_language_selector: false, languages: [] });
    expect(reports).toHaveLength(3);
  });

  it.each([
    ['client', { kind: 'success' }],
    ['cannot-unsubscribe', { kind: 'cannot-unsubscribe' }],
  ])('unsubscribes persona %s: %o', async (persona, expected) => {
    await expect(client(persona).shell.unsubscribe('client@example.com')).resolves.toEqual(expected);
  });

  it('gives the error state when the unsubscribe call fails', async () => {
    await fault('/api/subscription/unsubscribe/', { status: 500 });
    await expect(client('client').shell.unsubscribe('client@example.com')).resolves.toMatchObject({ kind: 'error' });
  });

  it('assigns experiments from the persona, null for unknown names, on both routes', async () => {
    const { shell } = client('client');
    await expect(shell.presignupExperiments(['SOME_EXPERIMENT', 'OTHER'])).resolves.toEqual({
      SOME_EXPERIMENT: 'variant_a',
      OTHER: null,
    });
    await expect(shell.assignExperiments(['SOME_EXPERIMENT'])).resolves.toEqual({ SOME_EXPERIMENT: 'variant_a' });
  });

  it('gives null per experiment when assignment fails', async () => {
    await fault('/api/presignup_experiments', { status: 500 });
    await expect(client('client').shell.presignupExperiments(['SOME_EXPERIMENT'])).resolves.toEqual({
      SOME_EXPERIMENT: null,
    });
  });

  // The realtime endpoints are called by @therapy-shell/realtime over the request layer's client.
  it('gets a socket token and sends a socket notification', async () => {
    const { api } = client('counselor');
    await expect(api.post('/api/socket', { params: { action: 'generate_token' } })).resolves.toMatchObject({
      socket_auth_token: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await expect(
      api.post('/api/socketnotification', {
        params: {
          action: 'generate_token',
          send_to_self: false,
          notification_type: 'message',
          notification_data: 'hi',
          account_id: 42,
        },
      }),
    ).resolves.toMatchObject({
      socket_notification: null,
      socket_notification_partner: { notification_type: 'message', account_id: '42' },
    });
  });

  it('authorises a pusher channel with the CSRF token', async () => {
    const answer = await client('client').api.post('/api/pusher-user-authorization', {
      params: { socket_id: '123.456', channel_name: 'private-encrypted-client-42' },
    });
    expect(answer).toMatchObject({ auth: expect.stringMatching(/^dev-key:[0-9a-f]{64}$/) });
  });

  it('calls the multisite cookie endpoint of a site', async () => {
    await expect(client().shell.multisiteCookie(origin, 'sess-1')).resolves.toBe(true);
  });

  it('confirms cookie choices, and dev-api logs the call', async () => {
    await fetch(`${origin}/__dev/requests`, { method: 'DELETE' });
    await client('client').shell.confirmCookieChoices();
    const log = await (await fetch(`${origin}/__dev/requests?path=/api/confirm_cookie_choices/`)).json();
    expect(log).toMatchObject([{ method: 'POST', persona: 'client', body: { csrf_token: 'csrf-1' } }]);
  });
});
