import type * as SnowplowModule from '@snowplow/browser-tracker';
import { nextTask } from '@therapy-shell/core';
import {
  CONNECTION_TIMEOUT_MS,
  COOKIE_LIFETIME_SECONDS,
  HEARTBEAT_SECONDS,
  MAX_LOCAL_QUEUE,
  MAX_PENDING_CALLS,
  MAX_POST_BYTES,
  MINIMUM_VISIT_LENGTH_SECONDS,
  SESSION_TIMEOUT_SECONDS,
  SHELL_EVENT_CATEGORY,
  TRACKER_NAME,
  USER_CONTEXT_SCHEMA,
} from './constants.ts';
import type { ShellEventName, ShellEventProperties, ShellEventSink } from './events.ts';

/** The part of @snowplow/browser-tracker the shell calls; injectable so tests run without a browser tracker. */
export type SnowplowApi = Pick<
  typeof SnowplowModule,
  | 'newTracker'
  | 'trackPageView'
  | 'trackStructEvent'
  | 'trackSelfDescribingEvent'
  | 'enableActivityTracking'
  | 'disableActivityTracking'
  | 'addGlobalContexts'
  | 'flushBuffer'
  | 'setCustomUrl'
  | 'setReferrerUrl'
  | 'clearUserData'
>;

/** Analytics user context (spec 3.4): attached to every event. */
export interface AnalyticsUserContext {
  user_type: string;
  language: string;
}

/** Where the tracker is: not loaded, loading, sending, or stopped because consent was withdrawn. */
export type AnalyticsState = 'idle' | 'loading' | 'ready' | 'stopped';

/** A structured event of a product team. */
export interface StructuredEvent {
  category: string;
  action: string;
  label?: string;
  property?: string;
  value?: number;
}

/** A self-describing event of a product team: an Iglu schema and its data. */
export interface SelfDescribingEvent {
  schema: string;
  data: Record<string, unknown>;
}

/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** Collector endpoint: the site config's `snowplow_external_endpoint`. */
  collector: string;
  /** The user context entity (spec 3.4). */
  user: AnalyticsUserContext;
  /** Application id in the events (the product code). */
  appId?: string | undefined;
  /** Loads the tracker; defaults to a dynamic import of @snowplow/browser-tracker (never in first-load JS). */
  load?: () => Promise<SnowplowApi>;
  /** The page (URL, title, referrer, pagehide); defaults to the browser's `window`. */
  page?: AnalyticsPage;
  /**
   * Where the browser's `Intl` data is started before the tracker is made (see {@link IntlWarmup});
   * default `'main-thread'`. `'worker'` needs a page policy that allows `blob:` workers
   * (`worker-src blob:`), as the shell's does.
   */
  intlWarmup?: IntlWarmup | undefined;
  /** Starts a worker from its script's URL (for `intlWarmup: 'worker'`); defaults to `new Worker(url)`. */
  startWorker?: StartWorker | undefined;
}

/**
 * Where the page's first `Intl` object is made before the tracker is, which starts the browser's
 * ICU data (the SDK makes an `Intl.DateTimeFormat` to read the time zone; the first one on a page,
 * of any kind, costs 23-94 ms unthrottled in Chromium 156, one native call no split can shorten):
 * - `'main-thread'`: on the page's main thread, in a task of its own;
 * - `'worker'`: in a dedicated worker, which runs in the page's renderer process and starts the
 *   same ICU data, so the main thread's first `Intl` object then takes under 1 ms and no task of the
 *   page's main thread carries it. When no worker answers (no `Worker`, a policy that refuses it,
 *   an error, or 2 s without an answer) the main thread does it as with `'main-thread'`.
 */
export type IntlWarmup = 'main-thread' | 'worker';

/** The part of a `Worker` the warm-up uses. */
export interface WarmupWorker {
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** Starts a worker from its script's URL; may throw when the page cannot start one. */
export type StartWorker = (url: string) => WarmupWorker;

/** What the tracker reads from the page and listens to. */
export interface AnalyticsPage {
  href(): string;
  title(): string;
  /** Adds a `pagehide` listener; returns its removal. */
  onLeave(listener: () => void): () => void;
}

/**
 * The page's analytics: the shell's event sink plus page views and a product team's own events.
 * Calls made before {@link Analytics.start} are kept (up to 100) and sent once the tracker is
 * initialised; after {@link Analytics.stop} nothing is sent.
 */
export interface Analytics extends ShellEventSink {
  /** Loads and initialises the tracker (once), then sends what was kept. Call it only with performance consent. */
  start(): Promise<void>;
  /** Consent withdrawn: activity tracking off, the tracker's cookies cleared, nothing sent any more. */
  stop(): void;
  /** A page view of the current URL and title, read now (spec 4.7: one per route change). */
  pageView(): void;
  /** A product team's structured event. */
  trackStructured(event: StructuredEvent): void;
  /** A product team's self-describing event. */
  trackSelfDescribing(event: SelfDescribingEvent): void;
  /** Sends the queue now with a request that outlives the page. */
  flush(): void;
  /** Resolves when the tracker is initialised (never, if it is not started). */
  ready(): Promise<void>;
  readonly state: AnalyticsState;
}

const loadSnowplow = (): Promise<SnowplowApi> => import('@snowplow/browser-tracker');

/** The warm-up worker's whole script: the first `Intl` object of its thread, then one message. */
export const INTL_WARMUP_SCRIPT = 'new Intl.DateTimeFormat().resolvedOptions();postMessage(0);';

/** How long the tracker waits for the warm-up worker before the main thread warms `Intl` itself. */
export const INTL_WARMUP_TIMEOUT_MS = 2000;

/** Starts a worker from a script's URL, as the browser does (`new Worker(url)`). */
const startBrowserWorker: StartWorker = (url) => new Worker(url);

/**
 * Makes the browser's first `Intl` object in a worker (see {@link IntlWarmup}), its script a
 * `blob:` URL of {@link INTL_WARMUP_SCRIPT}. Resolves true once the worker has, false when it could
 * not (it never throws), at the latest after {@link INTL_WARMUP_TIMEOUT_MS}; the worker is ended
 * and its URL revoked either way.
 *
 * @example
 * if (!(await warmIntlInWorker(startBrowserWorker))) warmIntlHere();
 */
function warmIntlInWorker(startWorker: StartWorker): Promise<boolean> {
  return new Promise((resolve) => {
    let url: string | undefined;
    let worker: WarmupWorker | undefined;
    const done = (warmed: boolean) => {
      clearTimeout(timer);
      if (worker) {
        worker.onmessage = null;
        worker.onerror = null;
        worker.terminate();
      }
      if (url !== undefined) URL.revokeObjectURL(url);
      resolve(warmed);
    };
    const timer = setTimeout(() => done(false), INTL_WARMUP_TIMEOUT_MS);
    try {
      url = URL.createObjectURL(new Blob([INTL_WARMUP_SCRIPT], { type: 'text/javascript' }));
      worker = startWorker(url);
    } catch {
      done(false);
      return;
    }
    worker.onmessage = () => done(true);
    worker.onerror = () => done(false);
  });
}

/**
 * The page's first `Intl.DateTimeFormat`, on the main thread (see {@link IntlWarmup}); the browser
 * starts its ICU data once per page, so the tracker's own task is that much shorter.
 */
function warmIntlHere(): void {
  void new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Opens the site's local storage, where the SDK keeps its queue: once per page, in a task of its own. */
function warmStorage(): void {
  try {
    void globalThis.localStorage?.length;
  } catch {
    // Storage refused (privacy settings): the SDK keeps its queue in memory then.
  }
}

function browserPage(): AnalyticsPage {
  return {
    href: () => globalThis.location?.href ?? '',
    title: () => globalThis.document?.title ?? '',
    onLeave: (listener) => {
      globalThis.addEventListener?.('pagehide', listener);
      return () => globalThis.removeEventListener?.('pagehide', listener);
    },
  };
}

function labelOf(properties: Readonly<Record<string, string>> | undefined): string | undefined {
  if (!properties) return undefined;
  const values = Object.values(properties);
  return values.length > 0 ? values.join(',') : undefined;
}

/**
 * Creates the page's Snowplow analytics (spec 4.7, 7.2, 9). Nothing is loaded, listened to or sent
 * until `start()`, which imports @snowplow/browser-tracker dynamically (call it after hydration and
 * only with performance consent: see `whenConsented`). Collector from `snowplow_external_endpoint`;
 * session timeout 1800 s, cookie lifetime 63072000 s, POST cap 40000 bytes, local queue 1000,
 * connection timeout 5000 ms, activity tracking 30 s / 10 s, fetch keepalive so events fired right
 * before a reload still arrive, the user context on every event, and a flush when the page is left.
 *
 * @example
 * const analytics = createAnalytics({ collector: config.snowplow_external_endpoint, user: { user_type: 'client', language: 'en' } });
 * analytics.pageView(); // kept until started
 * whenConsented(consent, 'performance', () => { void analytics.start(); return () => analytics.stop(); });
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const load = options.load ?? loadSnowplow;
  const pending: ((api: SnowplowApi) => void)[] = [];
  let state: AnalyticsState = 'idle';
  let api: SnowplowApi | undefined;
  let loading: Promise<void> | undefined;
  let detachLeave: (() => void) | undefined;
  let lastUrl: string | undefined;
  let page: AnalyticsPage | undefined;
  let markReady: () => void = () => undefined;
  const readyPromise = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const pageOf = () => (page ??= options.page ?? browserPage());

  function run(call: (api: SnowplowApi) => void): void {
    if (state === 'ready' && api) {
      call(api);
    } else if (state === 'idle' || state === 'loading') {
      pending.push(call);
      if (pending.length > MAX_PENDING_CALLS) pending.shift();
    }
  }

  function enableActivity(sp: SnowplowApi): void {
    sp.enableActivityTracking({ minimumVisitLength: MINIMUM_VISIT_LENGTH_SECONDS, heartbeatDelay: HEARTBEAT_SECONDS }, [
      TRACKER_NAME,
    ]);
    // Spec 4.7: reset when the page is left; what is queued leaves with a keepalive request.
    detachLeave = pageOf().onLeave(() => sp.flushBuffer({}, [TRACKER_NAME]));
  }

  function sendWaiting(sp: SnowplowApi): void {
    state = 'ready';
    for (const call of pending.splice(0)) call(sp);
    markReady();
  }

  function activate(sp: SnowplowApi): void {
    enableActivity(sp);
    sendWaiting(sp);
  }

  async function initialise(): Promise<void> {
    state = 'loading';
    // The worker starts the browser's Intl data while the SDK's chunk loads.
    const intlWarmed =
      options.intlWarmup === 'worker'
        ? warmIntlInWorker(options.startWorker ?? startBrowserWorker)
        : Promise.resolve(false);
    const sp = await load();
    const warmedInWorker = await intlWarmed;
    // The SDK's module was evaluated in the task that ends here. Warming the browser's services,
    // making the tracker, starting its activity tracking and sending what waited are tasks of their
    // own, so none is long (Total Blocking Time).
    await nextTask();
    if (state !== 'loading') return; // stopped while loading: never connects
    if (!warmedInWorker) warmIntlHere();
    warmStorage();
    await nextTask();
    if (state !== 'loading') return;
    sp.newTracker(TRACKER_NAME, options.collector, {
      appId: options.appId,
      platform: 'web',
      eventMethod: 'post',
      sessionCookieTimeout: SESSION_TIMEOUT_SECONDS,
      cookieLifetime: COOKIE_LIFETIME_SECONDS,
      cookieSameSite: 'Lax',
      // Like every cookie the shell writes (spec 9, DESIGN.md section 7): Secure on https only.
      cookieSecure: globalThis.location?.protocol === 'https:',
      maxPostBytes: MAX_POST_BYTES,
      maxLocalStorageQueueSize: MAX_LOCAL_QUEUE,
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      keepalive: true,
      contexts: { webPage: true },
    });
    sp.addGlobalContexts(
      [{ schema: USER_CONTEXT_SCHEMA, data: { user_type: options.user.user_type, language: options.user.language } }],
      [TRACKER_NAME],
    );
    api = sp;
    await nextTask();
    if (state !== 'loading') return; // stopped meanwhile: start() activates it again
    enableActivity(sp);
    await nextTask();
    if (state !== 'loading') return;
    sendWaiting(sp);
  }

  const analytics: Analytics = {
    get state() {
      return state;
    },

    async start() {
      if (state === 'ready') return;
      if (state === 'stopped' && api) {
        activate(api);
        return;
      }
      if (state === 'stopped') state = 'idle';
      loading ??= initialise().catch((error: unknown) => {
        state = 'idle';
        loading = undefined;
        throw error;
      });
      await loading;
    },

    stop() {
      if (state === 'loading') loading = undefined;
      // Once the tracker is made its cookies are written: withdrawn consent clears them, whether or
      // not it had started sending.
      if (api) {
        api.disableActivityTracking([TRACKER_NAME]);
        api.clearUserData({ preserveSession: false, preserveUser: false }, [TRACKER_NAME]);
      }
      detachLeave?.();
      detachLeave = undefined;
      pending.length = 0;
      state = 'stopped';
    },

    pageView() {
      const url = pageOf().href();
      const title = pageOf().title();
      const referrer = lastUrl;
      lastUrl = url;
      run((sp) => {
        sp.setCustomUrl(url, [TRACKER_NAME]);
        if (referrer) sp.setReferrerUrl(referrer, [TRACKER_NAME]);
        sp.trackPageView({ title }, [TRACKER_NAME]);
      });
    },

    track<E extends ShellEventName>(event: E, properties?: ShellEventProperties[E]) {
      const label = labelOf(properties as Readonly<Record<string, string>> | undefined);
      run((sp) =>
        sp.trackStructEvent({ category: SHELL_EVENT_CATEGORY, action: event, ...(label ? { label } : {}) }, [
          TRACKER_NAME,
        ]),
      );
    },

    trackStructured(event) {
      run((sp) => sp.trackStructEvent({ ...event }, [TRACKER_NAME]));
    },

    trackSelfDescribing(event) {
      run((sp) => sp.trackSelfDescribingEvent({ event: { schema: event.schema, data: event.data } }, [TRACKER_NAME]));
    },

    flush() {
      run((sp) => sp.flushBuffer({}, [TRACKER_NAME]));
    },

    ready: () => readyPromise,
  };
  return analytics;
}
