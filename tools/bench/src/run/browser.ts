// JavaScript a visitor's Chromium really downloads on /, until the page is hydrated and the network
// has been quiet for a while: first-load chunks, chunks loaded lazily after hydration (analytics,
// error reporting, real time, dialogs...) and scripts from other origins (the accessibility widget).
// Sizes are the encoded (gzip) response bodies as Chromium received them.
import { chromium, type Browser } from 'playwright-core';
import chromiumSettings from '../../../chromium.json';

/** Chromium flags for this sandbox (tools/chromium.json: Debian's Chromium, no GPU, no background network). */
export const CHROMIUM_FLAGS: readonly string[] = chromiumSettings.args;
/** Debian's Chromium, used unless CHROME_PATH or CHROMIUM_PATH names another. */
export const DEFAULT_CHROMIUM_PATH = chromiumSettings.defaultPath;

export type ScriptKind = 'first-load' | 'route-prefetch' | 'lazy' | 'other-origin';

export interface ScriptLoad {
  readonly url: string;
  readonly status: number;
  /** Encoded body bytes as received (gzip when the server compressed). */
  readonly transferred: number;
  /** Milliseconds after navigation start when the response had arrived. */
  readonly atMs: number;
  readonly afterHydration: boolean;
  /**
   * first-load: a first-load chunk of the page (build manifest); route-prefetch: a chunk of another
   * page (Next.js prefetches the routes of links in view); lazy: any other chunk of the app
   * (dynamic imports, build manifests); other-origin: scripts from elsewhere (the accessibility widget).
   */
  readonly kind: ScriptKind;
}

export interface PageVisit {
  readonly status: number;
  readonly hydrated: boolean;
  readonly hydratedAtMs: number | null;
  readonly scripts: readonly ScriptLoad[];
  readonly totalJs: number;
  readonly firstLoadJs: number;
  readonly routePrefetchJs: number;
  readonly lazyJs: number;
  readonly otherOriginJs: number;
  /** JavaScript received before hydration ended. */
  readonly beforeHydrationJs: number;
}

/** Chunks of a build: the first-load chunks of the page, and those of every other page. */
export interface ChunkSets {
  readonly firstLoad: readonly string[];
  readonly otherPages: readonly string[];
}

/** Launches Chromium (CHROMIUM_PATH or CHROME_PATH, else /usr/bin/chromium). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
}

interface RequestRecord {
  url: string;
  type: string;
  status: number;
  /** Sum of Network.dataReceived encoded lengths (body bytes). */
  bytes: number;
  /** Bytes of the response headers. */
  headerBytes: number;
  /** Network.loadingFinished's encoded length (headers and body). */
  totalBytes: number;
  finishedAt: number | null;
}

/**
 * Body bytes of a request as received: the data events' sum, else (Chromium reports no data
 * events for some small bodies) the total bytes less the headers. Answers from the cache are 0.
 */
function bodyBytes(record: RequestRecord): number {
  return record.bytes > 0 ? record.bytes : Math.max(0, record.totalBytes - record.headerBytes);
}

/**
 * Visits `url` in a fresh context (empty cache) with the given cookies and records every script
 * through the DevTools protocol (Network.dataReceived: encoded body bytes).
 *
 * @example
 * await visit(browser, 'http://127.0.0.1:5111/', [{ name: 'dev_persona', value: 'client' }], chunks);
 */
/** How long a hidden page is given to send its Web Vitals before the context closes. */
const VITALS_SEND_MS = 1000;

export async function visit(
  browser: Browser,
  url: string,
  cookies: readonly { name: string; value: string }[],
  chunks: ChunkSets,
  options: { quietMs?: number; maxMs?: number } = {},
): Promise<PageVisit> {
  const quietMs = options.quietMs ?? 2000;
  const maxMs = options.maxMs ?? 20_000;
  const context = await browser.newContext();
  try {
    const origin = new URL(url).origin;
    if (cookies.length > 0) await context.addCookies(cookies.map((c) => ({ ...c, url: origin })));
    // Next.js marks the end of hydration with the performance mark "afterHydrate".
    await context.addInitScript(() => {
      const w = window as unknown as { __benchHydratedAt?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name === 'afterHydrate') w.__benchHydratedAt ??= entry.startTime;
      }).observe({ entryTypes: ['mark'] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, RequestRecord>();
    let navigationStart: number | null = null;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      if (navigationStart === null && event.type === 'Document') navigationStart = event.timestamp;
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        status: 0,
        bytes: 0,
        headerBytes: 0,
        totalBytes: 0,
        finishedAt: null,
      });
    });
    cdp.on('Network.responseReceived', (event) => {
      lastActivity = Date.now();
      const record = requests.get(event.requestId);
      if (record) {
        record.status = event.response.status;
        record.type = event.type;
        record.headerBytes ||= event.response.encodedDataLength;
      }
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      const record = requests.get(event.requestId);
      if (record && event.headersText) record.headerBytes = event.headersText.length;
    });
    cdp.on('Network.dataReceived', (event) => {
      const record = requests.get(event.requestId);
      if (record) record.bytes += event.encodedDataLength;
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      const record = requests.get(event.requestId);
      if (record) {
        record.finishedAt = event.timestamp;
        record.totalBytes = event.encodedDataLength;
      }
    });
    await cdp.send('Network.enable');
    const started = Date.now();
    const response = await page.goto(url, { waitUntil: 'load', timeout: maxMs });
    const status = response?.status() ?? 0;
    // Wait for hydration, then for a quiet network (lazy chunks load after hydration, when idle).
    let hydratedAt: number | null = null;
    while (Date.now() - started < maxMs) {
      hydratedAt ??= await page.evaluate(
        () => (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt ?? null,
      );
      if (hydratedAt !== null && Date.now() - lastActivity >= quietMs) break;
      await page.waitForTimeout(200);
    }
    const firstLoad = chunks.firstLoad.map((file) => `/_next/${file}`);
    const otherPages = new Set(chunks.otherPages.map((file) => `/_next/${file}`));
    const kindOf = (scriptUrl: URL): ScriptKind => {
      if (scriptUrl.origin !== origin) return 'other-origin';
      if (firstLoad.includes(scriptUrl.pathname)) return 'first-load';
      if (otherPages.has(scriptUrl.pathname)) return 'route-prefetch';
      return 'lazy';
    };
    // Scripts, and JavaScript fetched by <link rel=prefetch> (type Other; the later script tag is then
    // answered from the prefetch cache with 0 bytes).
    const scripts: ScriptLoad[] = [...requests.values()]
      .filter((r) => r.finishedAt !== null && (r.type === 'Script' || new URL(r.url).pathname.endsWith('.js')))
      .map((r) => {
        const atMs =
          navigationStart === null || r.finishedAt === null ? 0 : Math.round((r.finishedAt - navigationStart) * 1000);
        return {
          url: r.url,
          status: r.status,
          transferred: bodyBytes(r),
          atMs,
          kind: kindOf(new URL(r.url)),
          afterHydration: hydratedAt !== null && atMs > hydratedAt,
        };
      })
      .sort((a, b) => a.atMs - b.atMs);
    const sum = (list: readonly ScriptLoad[]) => list.reduce((total, s) => total + s.transferred, 0);
    // The visitor then hides the page (switches tabs): the moment the shell's Web Vitals (LCP, CLS,
    // INP) are reported and sent to the collector, which the benchmark reads afterwards.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForTimeout(VITALS_SEND_MS);
    return {
      status,
      hydrated: hydratedAt !== null,
      hydratedAtMs: hydratedAt === null ? null : Math.round(hydratedAt),
      scripts,
      totalJs: sum(scripts),
      firstLoadJs: sum(scripts.filter((s) => s.kind === 'first-load')),
      routePrefetchJs: sum(scripts.filter((s) => s.kind === 'route-prefetch')),
      lazyJs: sum(scripts.filter((s) => s.kind === 'lazy')),
      otherOriginJs: sum(scripts.filter((s) => s.kind === 'other-origin')),
      beforeHydrationJs: sum(scripts.filter((s) => !s.afterHydration)),
    };
  } finally {
    await context.close();
  }
}
