import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createErrorReporter, forgetShellClient, type SentryBrowserApi } from './error-reporter.ts';
import { errorReportingSettings, type ErrorReportingSettings } from './error-settings.ts';

// A real local HTTP server stands in for the Sentry envelope endpoint: the reports are what the
// real SDK (@sentry/react, loaded as the page loads it) really sends.
interface Received {
  url: string;
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
      received.push({ url: req.url ?? '', headers: req.headers, items });
      res.writeHead(answer.status, answer.headers ?? {});
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  received = [];
  answer = { status: 200 };
  // Each test is a page of its own: no Sentry client yet.
  forgetShellClient();
  (await load()).getCurrentScope().setClient(undefined);
});

const load = () => import('@sentry/react');

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

  it('sets the SDK up on a later task than the one that evaluated it (no long task)', async () => {
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

describe('uncaught errors, tags and personal data (spec 8.2)', () => {
  type SentEvent = {
    message?: string;
    level?: string;
    tags?: Record<string, string>;
    user?: unknown;
    request?: { url?: string };
    extra?: Record<string, unknown>;
    exception?: { values: { type?: string; value?: string; mechanism?: { handled?: boolean; type?: string } }[] };
  };
  const tags = { brand: 'main', template: 'Home', user_type: 'client' };
  const pageWindow = () =>
    Object.assign(new EventTarget(), { location: { href: 'https://site.example/account/?token=s3cret#top' } });
  type PageWindow = ReturnType<typeof pageWindow>;
  type GlobalHandlers = {
    onerror?: ((...args: unknown[]) => unknown) | null;
    onunhandledrejection?: ((event: unknown) => unknown) | null;
  };
  const globals = globalThis as unknown as GlobalHandlers;

  /** What a browser does with an uncaught error: the window's `error` listeners, and `window.onerror`. */
  function throwUncaught(win: PageWindow, error: Error): void {
    win.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message }));
    globals.onerror?.(error.message, 'https://site.example/_next/static/chunks/page.js', 1, 1, error);
  }
  /** And with a promise rejected with nobody to catch it. */
  function rejectUnhandled(win: PageWindow, reason: unknown): void {
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    globals.onunhandledrejection?.({ reason });
  }
  const reporterOn = (win: PageWindow) =>
    createErrorReporter(settings(), { load, userAgent: () => 'test', tags: () => tags, window: win });
  /** A started reporter whose SDK runs (a first report loaded it), with that report's event already received. */
  async function runningSdk() {
    const win = pageWindow();
    const reporter = reporterOn(win);
    await reporter.start();
    reporter.report(new Error('loads the SDK'), { level: 'error' });
    await events(1);
    received = [];
    return { win, reporter };
  }

  it('buffers an uncaught error before consent and sends it, unhandled, with the tags and the page without its query', async () => {
    const win = pageWindow();
    const reporter = reporterOn(win);
    throwUncaught(win, new Error('uncaught before consent'));
    expect(reporter.buffered).toBe(1);
    expect(received).toEqual([]);
    await reporter.start();
    const [event] = (await events(1)) as SentEvent[];
    expect(event).toMatchObject({
      level: 'error',
      tags,
      request: { url: 'https://site.example/account/' },
      exception: { values: [{ value: 'uncaught before consent', mechanism: { handled: false } }] },
    });
    reporter.close();
  });

  it("once the SDK runs, Sentry's global handlers report an uncaught error and an unhandled rejection, each once", async () => {
    const { win, reporter } = await runningSdk();
    throwUncaught(win, new Error('uncaught later'));
    rejectUnhandled(win, new Error('rejected later'));
    const sent = (await events(2)) as SentEvent[];
    expect(sent).toHaveLength(2);
    expect(sent.map((e) => [e.exception?.values[0]?.value, e.exception?.values[0]?.mechanism])).toEqual([
      ['uncaught later', { handled: false, type: 'auto.browser.global_handlers.onerror' }],
      ['rejected later', { handled: false, type: 'auto.browser.global_handlers.onunhandledrejection' }],
    ]);
    expect(sent.every((e) => e.tags?.['brand'] === 'main' && e.request?.url === 'https://site.example/account/')).toBe(
      true,
    );
    reporter.close();
  });

  it('sends the same uncaught error once when it is thrown twice in a row, and each failure the shell reports', async () => {
    const win = pageWindow();
    const reporter = reporterOn(win);
    await reporter.start();
    reporter.report(new Error('Failed to confirm cookie choices'), { level: 'error' });
    reporter.report(new Error('Failed to confirm cookie choices'), { level: 'error' });
    await events(2);
    const error = new Error('thrown in a loop');
    throwUncaught(win, error);
    throwUncaught(win, error);
    const sent = (await events(3)) as SentEvent[];
    expect(sent.map((e) => e.exception?.values.at(-1)?.value)).toEqual([
      'Failed to confirm cookie choices',
      'Failed to confirm cookie choices',
      'thrown in a loop',
    ]);
    reporter.close();
  });

  // A part that throws while it hydrates: React reports the throw as uncaught (Next.js hands it to
  // window.reportError), renders the part again, it throws again (a new error object), and the
  // part's error boundary reports that. One failure: the boundary's report, which names the part.
  it.each([
    ['the uncaught error first', 'uncaught-first'],
    ['the report first', 'report-first'],
  ])('sends one event for a failure both uncaught and reported by the shell (%s)', async (_what, order) => {
    const { win, reporter } = await runningSdk();
    const message = 'notification centre broke';
    const uncaught = () => throwUncaught(win, new Error(message));
    const report = () => reporter.report(new Error(message), { level: 'error', extra: { part: 'notifications' } });
    if (order === 'uncaught-first') {
      uncaught();
      report();
    } else {
      report();
      uncaught();
    }
    const sent = (await events(2)) as SentEvent[];
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      extra: { part: 'notifications' },
      exception: { values: [{ value: message, mechanism: { handled: true } }] },
    });
    // Another failure, uncaught alone, is still sent.
    received = [];
    throwUncaught(win, new Error('something else'));
    expect(((await events(1)) as SentEvent[]).map((e) => e.exception?.values.at(-1)?.value)).toEqual([
      'something else',
    ]);
    reporter.close();
  });

  it("sends an uncaught error's cause with it (linked errors)", async () => {
    const { win, reporter } = await runningSdk();
    throwUncaught(win, new Error('Could not render the quiz', { cause: new TypeError('answers is undefined') }));
    const [event] = (await events(1)) as SentEvent[];
    expect(event?.exception?.values.map((value) => value.value)).toEqual([
      'answers is undefined',
      'Could not render the quiz',
    ]);
    reporter.close();
  });

  it('sends nothing of an uncaught error while consent is withdrawn, and again what happens once it is given', async () => {
    const { win, reporter } = await runningSdk();
    reporter.stop();
    throwUncaught(win, new Error('uncaught without consent'));
    rejectUnhandled(win, new Error('rejected without consent'));
    reporter.report(new Error('reported without consent'), { level: 'error' });
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
    await reporter.start();
    throwUncaught(win, new Error('uncaught with consent'));
    // Reports handed over are buffered (spec 9) and sent now; the window's errors of that time are not.
    const sent = (await events(2)) as SentEvent[];
    expect(sent.map((e) => e.exception?.values[0]?.value)).toEqual([
      'reported without consent',
      'uncaught with consent',
    ]);
    reporter.close();
  });

  it('listens no more once the page is left', async () => {
    const win = pageWindow();
    const reporter = reporterOn(win);
    reporter.close();
    throwUncaught(win, new Error('after the page was left'));
    expect(reporter.buffered).toBe(0);
  });

  it.each<[string, string, string]>([
    ['an email address', 'No account for jo.doe+x@example.co.uk', 'No account for [email]'],
    ["a URL's query", 'Failed https://site.example/reset/?token=s3cret&u=1#x', 'Failed https://site.example/reset/#x'],
    ["a path's query", 'GET /api/unsubscribe/?key=s3cret failed', 'GET /api/unsubscribe/ failed'],
  ])('removes %s from the message', async (_name, message, sentMessage) => {
    const reporter = reporterOn(pageWindow());
    await reporter.start();
    reporter.report(new Error(message), { level: 'error', extra: { url: 'https://site.example/x/?token=s3cret' } });
    const [event] = (await events(1)) as SentEvent[];
    expect(event?.exception?.values[0]?.value).toBe(sentMessage);
    expect(event?.extra?.['url']).toBe('https://site.example/x/');
    reporter.close();
  });

  it('sends no user, whatever the page put on the global scope', async () => {
    const sdk = await load();
    sdk.getGlobalScope().setUser({ email: 'jo@example.com', id: '42' });
    try {
      const reporter = reporterOn(pageWindow());
      await reporter.start();
      reporter.report(new Error('no user'), { level: 'error' });
      const [event] = (await events(1)) as SentEvent[];
      expect(event?.user).toBeUndefined();
      expect(JSON.stringify(event)).not.toContain('jo@example.com');
      reporter.close();
    } finally {
      sdk.getGlobalScope().setUser(null);
    }
  });

  it("reports through a product team's own client when the page has one: one client, the shell's rules on the shell's reports only", async () => {
    const sdk = await load();
    const team = new sdk.BrowserClient({
      dsn: `http://team@${origin.replace('http://', '')}/2`,
      transport: sdk.makeFetchTransport,
      stackParser: sdk.defaultStackParser,
      integrations: [],
    });
    sdk.setCurrentClient(team);
    team.init();
    const win = pageWindow();
    const reporter = reporterOn(win);
    await reporter.start();
    reporter.report(new Error('shell '.repeat(150)), { level: 'error' });
    const [shellEvent] = (await events(1)) as SentEvent[];
    expect(received[0]?.url).toMatch(/^\/api\/2\/envelope\//);
    expect(shellEvent?.exception?.values[0]?.value).toHaveLength(500);
    expect(shellEvent?.tags).toMatchObject(tags);
    expect(sdk.getClient()).toBe(team);
    received = [];
    sdk.captureException(new Error('team '.repeat(150)));
    const [teamEvent] = (await events(1)) as SentEvent[];
    expect(teamEvent?.exception?.values[0]?.value).toHaveLength(750);
    expect(teamEvent?.tags?.['brand']).toBeUndefined();
    // The team's client has the global handlers: the shell does not catch the window's errors too.
    throwUncaught(win, new Error('left to the team'));
    expect(reporter.buffered).toBe(0);
    reporter.close();
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
