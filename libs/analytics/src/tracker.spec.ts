import { resolveObjectURL } from 'node:buffer';
import { Worker as NodeWorker } from 'node:worker_threads';
import {
  createAnalytics,
  INTL_WARMUP_SCRIPT,
  INTL_WARMUP_TIMEOUT_MS,
  type AnalyticsPage,
  type IntlWarmup,
  type SnowplowApi,
  type WarmupWorker,
} from './tracker.ts';

type Call = [string, ...unknown[]];

function fakeSnowplow(): { api: SnowplowApi; calls: Call[] } {
  const calls: Call[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return undefined;
    };
  const api = {
    newTracker: record('newTracker'),
    trackPageView: record('trackPageView'),
    trackStructEvent: record('trackStructEvent'),
    trackSelfDescribingEvent: record('trackSelfDescribingEvent'),
    enableActivityTracking: record('enableActivityTracking'),
    disableActivityTracking: record('disableActivityTracking'),
    addGlobalContexts: record('addGlobalContexts'),
    flushBuffer: record('flushBuffer'),
    setCustomUrl: record('setCustomUrl'),
    setReferrerUrl: record('setReferrerUrl'),
    clearUserData: record('clearUserData'),
  } as unknown as SnowplowApi;
  return { api, calls };
}

function fakePage(href = 'https://www.example.com/') {
  const state = { href, title: 'Home', leave: [] as (() => void)[] };
  const page: AnalyticsPage = {
    href: () => state.href,
    title: () => state.title,
    onLeave: (listener) => {
      state.leave.push(listener);
      return () => (state.leave = state.leave.filter((l) => l !== listener));
    },
  };
  return { page, state };
}

const user = { user_type: 'client', language: 'de' };

function setup() {
  const { api, calls } = fakeSnowplow();
  const { page, state } = fakePage();
  const load = jest.fn(async () => api);
  const analytics = createAnalytics({ collector: 'http://127.0.0.1:4000', user, appId: 'main', load, page });
  const names = () => calls.map(([name]) => name);
  return { analytics, calls, names, load, state };
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** With fake timers: runs the timers that are due now (one task each), then the microtasks they queued. */
async function nextTaskOfTimers(): Promise<void> {
  jest.runOnlyPendingTimers();
  await flushMicrotasks();
}

describe('Snowplow tracker (spec 4.7, 9)', () => {
  it('loads nothing and sends nothing before start: not connected until initialised', () => {
    const { analytics, load, calls } = setup();
    analytics.pageView();
    analytics.track('language_icon_click');
    expect(load).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(analytics.state).toBe('idle');
  });

  it.each([
    ['sessionCookieTimeout', 1800],
    ['cookieLifetime', 63_072_000],
    ['maxPostBytes', 40_000],
    ['maxLocalStorageQueueSize', 1000],
    ['connectionTimeout', 5000],
    ['eventMethod', 'post'],
    ['keepalive', true],
    ['appId', 'main'],
    ['cookieSameSite', 'Lax'],
    ['cookieSecure', false], // jsdom's page is http: Secure only on https
  ])('initialises the tracker with %s = %p', async (key, value) => {
    const { analytics, calls } = setup();
    await analytics.start();
    const [, name, collector, config] = calls.find(([n]) => n === 'newTracker') ?? [];
    expect([name, collector]).toEqual(['shell', 'http://127.0.0.1:4000']);
    expect((config as Record<string, unknown>)[key]).toEqual(value);
  });

  it('tracks activity with a minimum visit length of 30 s and a heartbeat of 10 s', async () => {
    const { analytics, calls } = setup();
    await analytics.start();
    expect(calls.find(([n]) => n === 'enableActivityTracking')?.[1]).toEqual({
      minimumVisitLength: 30,
      heartbeatDelay: 10,
    });
  });

  it('attaches the user context (user_type and language) to every event', async () => {
    const { analytics, calls } = setup();
    await analytics.start();
    expect(calls.find(([n]) => n === 'addGlobalContexts')?.[1]).toEqual([
      { schema: 'iglu:com.therapyshell/user_context/jsonschema/1-0-0', data: { user_type: 'client', language: 'de' } },
    ]);
  });

  it('sends what was called before start once initialised, in order', async () => {
    const { analytics, names } = setup();
    analytics.pageView();
    analytics.track('social_link_click', { network: 'facebook' });
    await analytics.start();
    expect(names().filter((n) => n.startsWith('track'))).toEqual(['trackPageView', 'trackStructEvent']);
  });

  it('loads the tracker once however often it is started', async () => {
    const { analytics, load, names } = setup();
    await Promise.all([analytics.start(), analytics.start()]);
    await analytics.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(names().filter((n) => n === 'newTracker')).toHaveLength(1);
  });

  it('sends exactly one page view per call, with the URL of the moment and the previous page as referrer', async () => {
    const { analytics, calls, state } = setup();
    await analytics.start();
    analytics.pageView();
    state.href = 'https://www.example.com/faq/';
    analytics.pageView();
    expect(calls.filter(([n]) => n === 'trackPageView')).toHaveLength(2);
    expect(calls.filter(([n]) => n === 'setCustomUrl').map(([, url]) => url)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/faq/',
    ]);
    expect(calls.filter(([n]) => n === 'setReferrerUrl').map(([, url]) => url)).toEqual(['https://www.example.com/']);
  });

  it.each([
    ['language_icon_click', undefined, { category: 'shell', action: 'language_icon_click' }],
    [
      'language_option_selected',
      { language: 'de' },
      { category: 'shell', action: 'language_option_selected', label: 'de' },
    ],
    ['cancel_confirm_clicked', undefined, { category: 'shell', action: 'cancel_confirm_clicked' }],
    ['cancel_error_modal_shown', undefined, { category: 'shell', action: 'cancel_error_modal_shown' }],
    ['cancel_confirmed_shown', undefined, { category: 'shell', action: 'cancel_confirmed_shown' }],
    [
      'social_link_click',
      { network: 'instagram' },
      { category: 'shell', action: 'social_link_click', label: 'instagram' },
    ],
  ] as const)('sends the shell event %s as a structured event', async (event, properties, expected) => {
    const { analytics, calls } = setup();
    await analytics.start();
    analytics.track(event, properties as never);
    expect(calls.find(([n]) => n === 'trackStructEvent')?.[1]).toEqual(expected);
  });

  it("sends a product team's own events", async () => {
    const { analytics, calls } = setup();
    await analytics.start();
    analytics.trackStructured({ category: 'matching', action: 'quiz_done', value: 3 });
    analytics.trackSelfDescribing({ schema: 'iglu:com.example/quiz/jsonschema/1-0-0', data: { step: 2 } });
    expect(calls.find(([n]) => n === 'trackStructEvent')?.[1]).toEqual({
      category: 'matching',
      action: 'quiz_done',
      value: 3,
    });
    expect(calls.find(([n]) => n === 'trackSelfDescribingEvent')?.[1]).toEqual({
      event: { schema: 'iglu:com.example/quiz/jsonschema/1-0-0', data: { step: 2 } },
    });
  });

  it('flushes the queue when the page is left (reset on leaving), and on demand before a reload', async () => {
    const { analytics, names, state } = setup();
    await analytics.start();
    analytics.flush();
    state.leave.forEach((leave) => leave());
    expect(names().filter((n) => n === 'flushBuffer')).toHaveLength(2);
  });

  it('stops on withdrawn consent: activity off, user data cleared, nothing sent, leave listener removed', async () => {
    const { analytics, names, state } = setup();
    await analytics.start();
    analytics.stop();
    analytics.pageView();
    analytics.track('language_icon_click');
    expect(names()).toContain('disableActivityTracking');
    expect(names()).toContain('clearUserData');
    expect(names().filter((n) => n.startsWith('track'))).toEqual([]);
    expect(state.leave).toEqual([]);
  });

  it('never connects when stopped while loading', async () => {
    const { analytics, names } = setup();
    const starting = analytics.start();
    analytics.stop();
    await starting;
    expect(names()).not.toContain('newTracker');
    expect(analytics.state).toBe('stopped');
  });

  // Total Blocking Time: evaluating the SDK, the browser's first time-zone lookup, making the
  // tracker, starting its activity tracking and sending what waited are five tasks, not one long one.
  it('looks the time zone up on a later task than the one that loaded the SDK, then makes the tracker, starts activity tracking and sends, each on a later task', async () => {
    jest.useFakeTimers();
    const timeZoneLookups: number[] = [];
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
      timeZoneLookups.push(names().length);
      return new RealDateTimeFormat(...args);
    });
    const { analytics, names, load } = setup();
    try {
      analytics.pageView();
      const starting = analytics.start();
      await flushMicrotasks();
      expect(load).toHaveBeenCalledTimes(1);
      expect(timeZoneLookups).toEqual([]);
      await nextTaskOfTimers();
      expect(timeZoneLookups).toEqual([0]);
      expect(names()).toEqual([]);
      await nextTaskOfTimers();
      expect(names()).toEqual(['newTracker', 'addGlobalContexts']);
      expect(analytics.state).toBe('loading');
      await nextTaskOfTimers();
      expect(names()).toEqual(['newTracker', 'addGlobalContexts', 'enableActivityTracking']);
      expect(analytics.state).toBe('loading');
      await nextTaskOfTimers();
      await starting;
      expect(names()).toContain('trackPageView');
      expect(analytics.state).toBe('ready');
    } finally {
      spy.mockRestore();
      jest.useRealTimers();
    }
  });

  it('never connects when stopped between the time-zone lookup and making the tracker', async () => {
    jest.useFakeTimers();
    try {
      const { analytics, names } = setup();
      const starting = analytics.start();
      await flushMicrotasks();
      await nextTaskOfTimers();
      analytics.stop();
      await nextTaskOfTimers();
      await starting;
      expect(names()).toEqual([]);
      expect(analytics.state).toBe('stopped');
    } finally {
      jest.useRealTimers();
    }
  });

  // Withdrawn consent while the tracker is being set up: it was made (its cookies written), or its
  // activity tracking had started too, but nothing was sent yet.
  it.each([
    ['made', 2, ['newTracker', 'addGlobalContexts']],
    ['made and its activity tracking started', 3, ['newTracker', 'addGlobalContexts', 'enableActivityTracking']],
  ])(
    'stopped once the tracker was %s but before it sent: sends nothing, clears its cookies, and a new grant activates it',
    async (_stage, tasks, before) => {
      jest.useFakeTimers();
      try {
        const { analytics, names, state } = setup();
        analytics.pageView();
        const starting = analytics.start();
        await flushMicrotasks();
        for (let task = 0; task < tasks; task += 1) await nextTaskOfTimers();
        expect(names()).toEqual(before);
        analytics.stop();
        await nextTaskOfTimers();
        await nextTaskOfTimers();
        await starting;
        expect(names().filter((n) => n.startsWith('track'))).toEqual([]);
        expect(names().slice(before.length)).toEqual(['disableActivityTracking', 'clearUserData']);
        expect(state.leave).toEqual([]);
        expect(analytics.state).toBe('stopped');
        await analytics.start();
        analytics.pageView();
        expect(names().filter((n) => n === 'newTracker')).toHaveLength(1);
        expect(names().filter((n) => n === 'trackPageView')).toHaveLength(1);
        expect(analytics.state).toBe('ready');
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it('starts again after a new grant, without a second tracker', async () => {
    const { analytics, names } = setup();
    await analytics.start();
    analytics.stop();
    await analytics.start();
    analytics.pageView();
    expect(names().filter((n) => n === 'newTracker')).toHaveLength(1);
    expect(names().filter((n) => n === 'trackPageView')).toHaveLength(1);
  });

  it('can be started again after the tracker failed to load', async () => {
    const { api } = fakeSnowplow();
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(api);
    const analytics = createAnalytics({ collector: 'c', user, load, page: fakePage().page });
    await expect(analytics.start()).rejects.toThrow('chunk failed');
    await analytics.start();
    expect(analytics.state).toBe('ready');
  });
});

// The SDK's first Intl object starts the browser's ICU data, tens of milliseconds on the main thread;
// with intlWarmup 'worker' a worker starts it first, and the main thread only when none could.
describe('the Intl warm-up before the tracker is made', () => {
  interface FakeWorker extends WarmupWorker {
    url: string;
    script: string | undefined;
    terminated: boolean;
  }

  async function scriptOf(url: string): Promise<string | undefined> {
    return resolveObjectURL(url)?.text();
  }

  function setupWarmup(intlWarmup: IntlWarmup | undefined, startWorker: (url: string) => FakeWorker) {
    const { api, calls } = fakeSnowplow();
    const { page } = fakePage();
    const started: FakeWorker[] = [];
    const timeZoneLookups: string[][] = [];
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const spy = jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
      timeZoneLookups.push(calls.map(([name]) => name));
      return new RealDateTimeFormat(...args);
    });
    const analytics = createAnalytics({
      collector: 'http://127.0.0.1:4000',
      user,
      load: async () => api,
      page,
      ...(intlWarmup ? { intlWarmup } : {}),
      startWorker: (url) => {
        const worker = startWorker(url);
        started.push(worker);
        return worker;
      },
    });
    const names = () => calls.map(([name]) => name);
    return { analytics, names, started, timeZoneLookups, restore: () => spy.mockRestore() };
  }

  function fakeWorker(url: string): FakeWorker {
    const worker: FakeWorker = {
      url,
      script: undefined,
      terminated: false,
      onmessage: null,
      onerror: null,
      terminate: () => {
        worker.terminated = true;
      },
    };
    return worker;
  }

  /** Runs the fake timers (each one task) until the tracker is ready or `limit` tasks have run. */
  async function runTasks(limit = 10): Promise<void> {
    await flushMicrotasks();
    for (let task = 0; task < limit; task += 1) await nextTaskOfTimers();
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('makes the tracker only after the worker has made its Intl object, and none on the main thread', async () => {
    const scripts: Promise<string | undefined>[] = [];
    const { analytics, names, started, timeZoneLookups, restore } = setupWarmup('worker', (url) => {
      scripts.push(scriptOf(url));
      return fakeWorker(url);
    });
    try {
      analytics.pageView();
      const starting = analytics.start();
      await flushMicrotasks();
      expect(started).toHaveLength(1);
      const [worker] = started;
      if (!worker) throw new Error('no worker');
      expect(worker.url).toMatch(/^blob:/);
      await expect(scripts[0]).resolves.toBe(INTL_WARMUP_SCRIPT);
      // No answer yet: the tracker waits (its events are kept).
      jest.advanceTimersByTime(INTL_WARMUP_TIMEOUT_MS - 1);
      await flushMicrotasks();
      expect(names()).toEqual([]);
      worker.onmessage?.(new MessageEvent('message', { data: 0 }));
      await runTasks();
      await starting;
      expect(names()).toEqual(expect.arrayContaining(['newTracker', 'trackPageView']));
      expect(timeZoneLookups).toEqual([]);
      expect(worker.terminated).toBe(true);
      expect(resolveObjectURL(worker.url)).toBeUndefined();
    } finally {
      restore();
    }
  });

  it.each([
    [
      'the worker fails (a policy that refuses it, an error in it)',
      (url: string) => {
        const worker = fakeWorker(url);
        queueMicrotask(() => worker.onerror?.(new Event('error') as ErrorEvent));
        return worker;
      },
    ],
    [
      'no worker can be started (no Worker in the page)',
      (): FakeWorker => {
        throw new ReferenceError('Worker is not defined');
      },
    ],
  ])('makes the Intl object on the main thread, before the tracker, at once when %s', async (_, startWorker) => {
    const { analytics, names, started, timeZoneLookups, restore } = setupWarmup('worker', startWorker);
    try {
      analytics.pageView();
      const starting = analytics.start();
      await flushMicrotasks();
      // No wait for the worker's time: the clock does not move, only tasks due now run.
      for (let task = 0; task < 10; task += 1) {
        jest.advanceTimersByTime(0);
        await flushMicrotasks();
      }
      await starting;
      expect(timeZoneLookups).toEqual([[]]);
      expect(names()).toEqual(expect.arrayContaining(['newTracker', 'trackPageView']));
      for (const worker of started) {
        expect(worker.terminated).toBe(true);
        expect(resolveObjectURL(worker.url)).toBeUndefined();
      }
    } finally {
      restore();
    }
  });

  it('makes the Intl object on the main thread when the worker has not answered within 2 s, and ends it', async () => {
    const { analytics, names, started, timeZoneLookups, restore } = setupWarmup('worker', fakeWorker);
    try {
      analytics.pageView();
      const starting = analytics.start();
      await flushMicrotasks();
      jest.advanceTimersByTime(INTL_WARMUP_TIMEOUT_MS - 1);
      await flushMicrotasks();
      expect(names()).toEqual([]);
      expect(timeZoneLookups).toEqual([]);
      jest.advanceTimersByTime(1);
      await runTasks();
      await starting;
      expect(timeZoneLookups).toEqual([[]]);
      expect(names()).toEqual(expect.arrayContaining(['newTracker', 'trackPageView']));
      expect(started[0]?.terminated).toBe(true);
      expect(started[0]?.onmessage).toBeNull();
    } finally {
      restore();
    }
  });

  it('starts no worker by default: the main thread makes the Intl object, on a task before the tracker', async () => {
    const { analytics, names, started, timeZoneLookups, restore } = setupWarmup(undefined, fakeWorker);
    try {
      const starting = analytics.start();
      await runTasks();
      await starting;
      expect(started).toEqual([]);
      expect(timeZoneLookups).toEqual([[]]);
      expect(names()).toContain('newTracker');
    } finally {
      restore();
    }
  });

  it('never makes the tracker when consent is withdrawn while the worker runs', async () => {
    const { analytics, names, started, restore } = setupWarmup('worker', fakeWorker);
    try {
      const starting = analytics.start();
      await flushMicrotasks();
      analytics.stop();
      started[0]?.onmessage?.(new MessageEvent('message', { data: 0 }));
      await runTasks();
      await starting;
      expect(names()).toEqual([]);
      expect(started[0]?.terminated).toBe(true);
    } finally {
      restore();
    }
  });

  it("the worker's script makes an Intl object, then posts one message", async () => {
    const worker = new NodeWorker(
      `const { parentPort } = require('node:worker_threads'); globalThis.postMessage = (data) => parentPort.postMessage(data); ${INTL_WARMUP_SCRIPT}`,
      { eval: true },
    );
    try {
      await expect(new Promise((resolve) => worker.once('message', resolve))).resolves.toBe(0);
    } finally {
      await worker.terminate();
    }
    expect(INTL_WARMUP_SCRIPT).toContain('new Intl.DateTimeFormat()');
  });
});
