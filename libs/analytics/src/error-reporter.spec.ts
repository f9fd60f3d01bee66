import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createErrorReporter, type SentryBrowserApi } from './error-reporter.ts';
import { errorReportingSettings, type ErrorReportingSettings } from './error-settings.ts';

// A real local HTTP server stands in for the Sentry envelope endpoint: the reports are what the
// real SDK (@sentry/react, loaded as the page loads it) really sends.
interface Received {
  headers: IncomingMessage['headers'];
  items: Record<string, unknown>[];
}
let server: Server;
let origin: string;
let received: Received[] = [];
let answer: { status: number; headers?: Record<string, string> } = { status: 200 };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const lines = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean);
      const items = lines
        .slice(1)
        .filter((_, i) => i % 2 === 1)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      received.push({ headers: req.headers, items });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
  answer = { status: 200 };
});

const load = () => import('@sentry/react') as Promise<SentryBrowserApi>;

function settings(over: Partial<ErrorReportingSettings> = {}): ErrorReportingSettings {
  return {
    dsn: `http://public@${origin.replace('http://', '')}/1`,
    release: '1.2.3',
    environment: 'test',
    ignoreUserAgents: [],
    ignoreMessages: [],
    ...over,
  };
}

async function events(count: number): Promise<Record<string, unknown>[]> {
  for (let i = 0; i < 100 && received.flatMap((r) => r.items).length < count; i += 1)
    await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 50));
  return received.flatMap((r) => r.items);
}

function deepError(message: string): Error {
  const f1 = () => new Error(message);
  const f2 = () => f1();
  const f3 = () => f2();
  const f4 = () => f3();
  const f5 = () => f4();
  return f5();
}

describe('error reporter (spec 8.2, 9)', () => {
  it('loads nothing and sends nothing before start; buffers up to 30 reports, then sends them', async () => {
    const loader = jest.fn(load);
    const reporter = createErrorReporter(settings(), { load: loader, userAgent: () => 'test' });
    for (let i = 0; i < 35; i += 1) reporter.report(new Error(`boom ${i}`), { level: 'error' });
    expect(loader).not.toHaveBeenCalled();
    expect(reporter.buffered).toBe(30);
    await reporter.start();
    const sent = await events(30);
    expect(sent).toHaveLength(30);
    expect(reporter.buffered).toBe(0);
  });

  it('sets the SDK up on a later task than the one that evaluated it (issue 11: no long task)', async () => {
    const sdk = await load();
    const made: string[] = [];
    class CountedClient extends sdk.BrowserClient {
      constructor(...args: ConstructorParameters<typeof sdk.BrowserClient>) {
        made.push('client');
        super(...args);
      }
    }
    jest.useFakeTimers();
    try {
      const loader = jest.fn(async (): Promise<SentryBrowserApi> => ({ ...sdk, BrowserClient: CountedClient }));
      const reporter = createErrorReporter(settings(), { load: loader, userAgent: () => 'test' });
      reporter.report(new Error('boom'), { level: 'error' });
      const starting = reporter.start();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(loader).toHaveBeenCalledTimes(1);
      expect(made).toEqual([]);
      jest.runOnlyPendingTimers();
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(made).toEqual(['client']);
      jest.useRealTimers();
      await starting;
    } finally {
      jest.useRealTimers();
    }
    const sent = await events(1);
    expect(sent.map((event) => event['message'])).toEqual(['boom']);
  });

  it('loads the SDK only when there is something to send: start() with nothing buffered loads nothing, the first report loads it and is sent', async () => {
    const loader = jest.fn(load);
    const reporter = createErrorReporter(settings(), { load: loader, userAgent: () => 'test' });
    await reporter.start();
    expect(loader).not.toHaveBeenCalled();
    reporter.report(new Error('first'), { level: 'error' });
    reporter.report(new Error('second'), { level: 'error' });
    expect(await events(2)).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps reports buffered when the SDK fails to load, and loads it again on the next report', async () => {
    let fail = true;
    const loader = jest.fn(() => (fail ? Promise.reject(new Error('chunk failed')) : load()));
    const reporter = createErrorReporter(settings(), { load: loader, userAgent: () => 'test' });
    await reporter.start();
    reporter.report(new Error('kept'), { level: 'error' });
    await new Promise((r) => setTimeout(r, 20));
    expect(reporter.buffered).toBe(1);
    fail = false;
    reporter.report(new Error('next'), { level: 'error' });
    expect(await events(2)).toHaveLength(2);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('cuts the message at 500 characters and keeps the 3 innermost stack frames; release and environment from the config', async () => {
    const reporter = createErrorReporter(settings(), { load, userAgent: () => 'test' });
    await reporter.start();
    reporter.report(deepError('x'.repeat(800)), { level: 'error' });
    const [event] = (await events(1)) as {
      exception: { values: { value: string; stacktrace: { frames: unknown[] } }[] };
      release: string;
      environment: string;
      level: string;
    }[];
    expect(event?.exception.values[0]?.value).toHaveLength(500);
    expect(event?.exception.values[0]?.stacktrace.frames).toHaveLength(3);
    expect(event).toMatchObject({ release: '1.2.3', environment: 'test', level: 'error' });
  });

  it.each([
    [401, 'warning'],
    [403, 'warning'],
    [500, 'error'],
    [404, 'error'],
  ])('reports a %i answer as %s', async (status, level) => {
    const reporter = createErrorReporter(settings(), { load, userAgent: () => 'test' });
    await reporter.start();
    reporter.report(Object.assign(new Error('Failed to retrieve data'), { status, url: '/api/x', requestId: 'r-1' }), {
      level: 'error',
    });
    const [event] = await events(1);
    expect(event).toMatchObject({ level, extra: { status: String(status), url: '/api/x', requestId: 'r-1' } });
  });

  it.each<[string, Partial<ErrorReportingSettings>, string]>([
    ['a user agent pattern', { ignoreUserAgents: ['headlesschrome'] }, 'boom'],
    ['a message pattern', { ignoreMessages: ['ResizeObserver loop'] }, 'ResizeObserver loop limit exceeded'],
  ])('drops reports matching %s of the config', async (_name, over, message) => {
    const reporter = createErrorReporter(settings(over), { load, userAgent: () => 'Mozilla/5.0 HeadlessChrome/120' });
    await reporter.start();
    reporter.report(new Error(message), { level: 'error' });
    reporter.report(new Error('kept'), { level: 'error' });
    const sent = (await events(1)) as { exception: { values: { value: string }[] } }[];
    expect(sent.map((e) => e.exception.values[0]?.value)).toEqual(over.ignoreUserAgents ? [] : ['kept']);
  });

  it('backs off after a rate-limit answer for the time Retry-After names: nothing more reaches the service meanwhile (durations: rate-limit.spec)', async () => {
    let clock = 1_000_000;
    const sends: string[] = [];
    const reporter = createErrorReporter(settings(), {
      load,
      userAgent: () => 'test',
      now: () => clock,
      fetch: (input, init) => {
        sends.push(String(input));
        return fetch(input, init);
      },
    });
    await reporter.start();
    answer = { status: 429, headers: { 'retry-after': '120' } };
    reporter.report(new Error('first'), { level: 'error' });
    await events(1);
    answer = { status: 200 };
    clock += 119_000;
    reporter.report(new Error('during back-off'), { level: 'error' });
    await new Promise((r) => setTimeout(r, 100));
    expect(sends).toHaveLength(1);
    expect(received.flatMap((r) => r.items)).toHaveLength(1);
  });

  it('sends one event for an error reported twice (request layer, then its caller)', async () => {
    const reporter = createErrorReporter(settings(), { load, userAgent: () => 'test' });
    await reporter.start();
    const error = Object.assign(new Error('Failed to retrieve data'), { status: 500 });
    reporter.report(error, { level: 'error' });
    reporter.report(error, { level: 'error', message: 'Failed to confirm cookie choices' });
    expect(await events(1)).toHaveLength(1);
  });

  it('drops everything without a DSN', async () => {
    const loader = jest.fn(load);
    const reporter = createErrorReporter(null, { load: loader });
    reporter.report(new Error('x'), { level: 'error' });
    await reporter.start();
    expect(loader).not.toHaveBeenCalled();
    expect(reporter.buffered).toBe(0);
  });

  it('buffers again once consent is withdrawn', async () => {
    const reporter = createErrorReporter(settings(), { load, userAgent: () => 'test' });
    await reporter.start();
    reporter.stop();
    reporter.report(new Error('held'), { level: 'error' });
    expect(reporter.buffered).toBe(1);
  });
});

describe('error-reporting settings from the site config', () => {
  it.each<[string, Record<string, unknown>, Partial<ErrorReportingSettings> | null]>([
    ['no error_logging', {}, null],
    ['a DSN that is not one', { error_logging: { dsn: 'not a dsn' } }, null],
    [
      'a DSN; release from app_version, environment from environment_name',
      { error_logging: { dsn: 'https://k@e.example/42' }, app_version: '9', environment_name: 'qa3' },
      { dsn: 'https://k@e.example/42', release: '9', environment: 'qa3' },
    ],
    [
      'release and environment set',
      { error_logging: { dsn: 'https://k@e.example/42', release: 'r', environment: 'e' }, app_version: '9' },
      { release: 'r', environment: 'e' },
    ],
    [
      'local development',
      { error_logging: { dsn: 'http://k@127.0.0.1:4000/1' }, is_development_local: true },
      { environment: 'development' },
    ],
    ['production by default', { error_logging: { dsn: 'https://k@e.example/1' } }, { environment: 'production' }],
    [
      'filter patterns',
      {
        error_logging: {
          dsn: 'https://k@e.example/1',
          ignore_user_agents: ['bot', 3],
          ignore_messages: ['Script error.'],
        },
      },
      { ignoreUserAgents: ['bot'], ignoreMessages: ['Script error.'] },
    ],
  ])('%s', (_name, config, expected) => {
    const result = errorReportingSettings(config);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toMatchObject(expected);
  });
});
