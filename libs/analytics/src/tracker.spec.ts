import { createAnalytics, type AnalyticsPage, type SnowplowApi } from './tracker.ts';

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
