// JavaScript a visitor's Chromium really downloads on /, until the page is hydrated and the network
// has been quiet for a while: first-load chunks, chunks loaded lazily after hydration (analytics,
// error reporting, real time, dialogs...) and scripts from other origins (the accessibility widget).
// Sizes are the encoded (gzip) response bodies as Chromium received them.
import { chromium, type Browser, type Response } from 'playwright-core';

/** Chromium flags for this sandbox (Debian's Chromium, no GPU, no background network). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

export interface ScriptLoad {
  readonly url: string;
  /** Encoded body bytes as received (gzip when the server compressed). */
  readonly transferred: number;
  /** Milliseconds after navigation start when the response had arrived. */
  readonly atMs: number;
  readonly afterHydration: boolean;
  readonly kind: 'first-load' | 'lazy' | 'other-origin';
}

export interface PageVisit {
  readonly status: number;
  readonly hydrated: boolean;
  readonly hydratedAtMs: number | null;
  readonly scripts: readonly ScriptLoad[];
  readonly totalJs: number;
  readonly firstLoadJs: number;
  readonly lazyJs: number;
  readonly otherOriginJs: number;
  /** JavaScript received before hydration ended. */
  readonly beforeHydrationJs: number;
}

/** Launches Chromium (CHROMIUM_PATH or CHROME_PATH, else /usr/bin/chromium). */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_FLAGS] });
}

/**
 * Visits `url` in a fresh context (empty cache) with the given cookies and records every script.
 * `firstLoadFiles` are the build's first-load chunk paths (static/chunks/...): a script from the
 * page's origin is first-load when its path ends with one of them, otherwise lazy.
 *
 * @example
 * await visit(browser, 'http://127.0.0.1:5111/', [{ name: 'dev_persona', value: 'client' }], files);
 */
export async function visit(
  browser: Browser,
  url: string,
  cookies: readonly { name: string; value: string }[],
  firstLoadFiles: readonly string[],
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
        for (const entry of list.getEntries()) if (entry.name === 'afterHydrate') w.__benchHydratedAt ??= entry.startTime;
      }).observe({ entryTypes: ['mark'] });
    });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    // Response ends as epoch milliseconds of the browser's clock.
    const loads: { url: string; transferred: number; endEpochMs: number }[] = [];
    let lastActivity = Date.now();
    const started = Date.now();
    page.on('request', () => {
      lastActivity = Date.now();
    });
    page.on('response', (response: Response) => {
      lastActivity = Date.now();
      const request = response.request();
      if (request.resourceType() !== 'script') return;
      pending.push(
        response
          .finished()
          .then(() => request.sizes())
          .then((sizes) => {
            const timing = request.timing();
            const end = timing.responseEnd >= 0 ? timing.responseEnd : Math.max(timing.responseStart, 0);
            loads.push({ url: response.url(), transferred: sizes.responseBodySize, endEpochMs: timing.startTime + end });
          })
          .catch(() => undefined),
      );
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: maxMs });
    const status = response?.status() ?? 0;
    // Wait for hydration, then for a quiet network (lazy chunks load after hydration, when idle).
    let hydratedAt: number | null = null;
    while (Date.now() - started < maxMs) {
      hydratedAt ??= await page.evaluate(() => (window as unknown as { __benchHydratedAt?: number }).__benchHydratedAt ?? null);
      if (hydratedAt !== null && Date.now() - lastActivity >= quietMs) break;
      await page.waitForTimeout(200);
    }
    await Promise.all(pending);
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const firstLoad = new Set(firstLoadFiles);
    const scripts: ScriptLoad[] = loads
      .sort((a, b) => a.endEpochMs - b.endEpochMs)
      .map((load) => {
        const parsed = new URL(load.url);
        const isFirstLoad = parsed.origin === origin && [...firstLoad].some((file) => parsed.pathname.endsWith(`/_next/${file}`));
        const kind = parsed.origin !== origin ? 'other-origin' : isFirstLoad ? 'first-load' : 'lazy';
        const atMs = Math.round(load.endEpochMs - timeOrigin);
        return { url: load.url, transferred: load.transferred, atMs, kind, afterHydration: hydratedAt !== null && atMs > hydratedAt };
      });
    const sum = (list: readonly ScriptLoad[]) => list.reduce((total, s) => total + s.transferred, 0);
    return {
      status,
      hydrated: hydratedAt !== null,
      hydratedAtMs: hydratedAt === null ? null : Math.round(hydratedAt),
      scripts,
      totalJs: sum(scripts),
      firstLoadJs: sum(scripts.filter((s) => s.kind === 'first-load')),
      lazyJs: sum(scripts.filter((s) => s.kind === 'lazy')),
      otherOriginJs: sum(scripts.filter((s) => s.kind === 'other-origin')),
      beforeHydrationJs: sum(scripts.filter((s) => !s.afterHydration)),
    };
  } finally {
    await context.close();
  }
}
