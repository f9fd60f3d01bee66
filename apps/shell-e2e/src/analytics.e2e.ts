import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';
import { builtScripts, firstLoads } from './first-load.ts';

// Consent, analytics and error reporting end to end (spec 4.3, 4.7, 7.2, 8.2), on brand
// main, against dev-api's sinks: what is asserted is what really left the browser (or the server).
const DEV_API = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';
const COLLECTOR_PATH = '/com.snowplowanalytics.snowplow/tp2';
const ENVELOPE_PATH = /\/api\/\d+\/envelope\//;
const USER_CONTEXT_SCHEMA = 'iglu:com.therapyshell/user_context/jsonschema/1-0-0';

interface SinkEvent {
  at: string;
  e: string;
  persona: string;
  payload: Record<string, string>;
  contexts: { schema: string; data: Record<string, unknown> }[];
}
interface SinkError {
  at: string;
  type: string;
  payload: {
    level?: string;
    message?: string;
    extra?: Record<string, string>;
    tags?: Record<string, string>;
    exception?: { values?: { value?: string }[] };
  };
}

async function devApi<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${DEV_API}${path}`, init);
  return (await res.json()) as T;
}
// The sinks are shared with the other files' tests running at the same time: they are never cleared,
// and each test reads only what arrived since it started, from its own app's pages (the other
// router's project runs this file against the same dev-api at the same time).
let since = '';
let appOrigin = '';
/** Whether an event came from a page of the app under test (by its `url`; an event without one counts). */
const ofThisApp = (event: SinkEvent) => {
  const url = event.payload['url'];
  return url === undefined || appOrigin === '' || url.startsWith(`${appOrigin}/`);
};
const events = async (persona: string, e?: string) =>
  (await devApi<SinkEvent[]>(`/__dev/events?persona=${persona}${e ? `&e=${e}` : ''}`)).filter(
    (x) => x.at >= since && ofThisApp(x),
  );
const errorEvents = async () => (await devApi<SinkError[]>('/__dev/errors?type=event')).filter((x) => x.at >= since);
/**
 * The error events since the test started of a failed call to `path` from this app's pages (the
 * other router's project makes the same calls, as the same persona, at the same time).
 */
const callErrors = async (path: string) =>
  (await errorEvents()).filter((e) => e.payload.extra?.['url'] === `${appOrigin}${path}`);
const setFault = (path: string, status: number, persona: string) =>
  devApi(`/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, status, persona, body: 'analytics e2e' }),
  });

/** Every request the page makes to the collector or the Sentry sink. */
function sinkRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === COLLECTOR_PATH || url.pathname === '/i' || ENVELOPE_PATH.test(url.pathname))
      seen.push(request);
  });
  return seen;
}

async function acceptAll(page: Page) {
  const banner = page.getByRole('region', { name: /^Cookies on / });
  await banner.getByRole('button', { name: 'Accept all cookies' }).click();
  await expect(banner).toBeHidden();
}

// One dev-api and its sinks serve the whole file: the tests run one after another.
test.describe.configure({ mode: 'serial' });

test.beforeEach(({ baseURL }) => {
  since = new Date().toISOString();
  appOrigin = baseURL ? new URL(baseURL).origin : '';
});

/** How long a test waits for the other router's project to end its faults before it fails. */
const FAULT_LOCK_WAIT_MS = 90_000;
/** A lock older than this was left by a run that was stopped: it is taken over. */
const FAULT_LOCK_STALE_MS = 120_000;

/**
 * Runs `body` with dev-api's faults for `persona` set, and none of another test's: faults are
 * dev-api's, per persona, shared by both routers' projects, which run this file against it at the
 * same time. A lock (a directory, per dev-api and persona) keeps a test of one project from
 * setting or clearing them while the other's runs; they are cleared before and after.
 */
async function withFaults(
  persona: string,
  faults: readonly (readonly [path: string, status: number])[],
  body: () => Promise<void>,
): Promise<void> {
  const lock = join(tmpdir(), `shell-e2e-faults-${new URL(DEV_API).port}-${persona}.lock`);
  const deadline = Date.now() + FAULT_LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = (() => {
        try {
          return Date.now() - statSync(lock).mtimeMs;
        } catch {
          return 0;
        }
      })();
      if (age > FAULT_LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`dev-api's faults of ${persona} stayed locked (${lock})`);
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const clear = () => fetch(`${DEV_API}/__dev/faults?persona=${persona}`, { method: 'DELETE' });
  try {
    await clear();
    for (const [path, status] of faults) await setFault(path, status, persona);
    // What was sent before the faults were this test's is not its own.
    since = new Date().toISOString();
    await body();
  } finally {
    await clear();
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The multisite cookie calls dev-api logged for a persona since a moment. */
async function multisiteCalls(since: string): Promise<unknown[]> {
  const calls = await devApi<{ at: string }[]>('/__dev/requests?path=/api/multi_cookie/&persona=analytics-multisite');
  return calls.filter((call) => call.at >= since);
}

test.describe('consent gates every third party (spec 4.3)', () => {
  test('with consent required and not given, the banner shows and nothing reaches the collector or the Sentry sink', async ({
    page,
    usePersona,
  }) => {
    await usePersona('consent-required');
    const requests = sinkRequests(page);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies on Therapy Shell' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button')).toHaveText([
      'Accept all cookies',
      'Reject optional cookies',
      'Manage cookie settings',
    ]);
    // The first Tab reaches the banner before the skip link.
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Accept all cookies' })).toBeFocused();
    await page.waitForTimeout(1500);
    expect(requests.map((r) => r.url())).toEqual([]);
    expect(await events('consent-required')).toEqual([]);
  });

  test('the banner is in the server HTML and nothing shifts when the page hydrates (CLS 0)', async ({
    page,
    usePersona,
  }) => {
    await usePersona('consent-required');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('data-consent-banner=""');
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { __shifts: number }).__shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookies on Therapy Shell' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
  });

  test('reject all: the banner goes, the choice is stored, and still nothing is sent', async ({
    page,
    context,
    usePersona,
  }) => {
    await usePersona('consent-required');
    const requests = sinkRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject optional cookies' }).click();
    await expect(page.getByRole('region', { name: /^Cookies on / })).toBeHidden();
    const consent = (await context.cookies()).find((c) => c.name === 'OptanonConsent');
    expect(decodeURIComponent(consent?.value ?? '')).toBe('groups=C0001:1,C0002:0,C0004:0');
    await page.reload();
    await expect(page.getByRole('region', { name: /^Cookies on / })).toHaveCount(0);
    await page.waitForTimeout(1000);
    expect(requests).toEqual([]);
  });

  test('settings opens the cookie settings dialog', async ({ page, usePersona }) => {
    await usePersona('consent-required');
    await page.goto('/');
    await page.getByRole('button', { name: 'Manage cookie settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});

test.describe('Snowplow page views and events (spec 4.7, 7.2)', () => {
  test('after accepting, a page view arrives with the user context; a client-side route change sends exactly one more', async ({
    page,
    usePersona,
  }) => {
    await usePersona('consent-required');
    await page.goto('/');
    await acceptAll(page);
    await expect.poll(async () => (await events('consent-required', 'pv')).length, { timeout: 10_000 }).toBe(1);
    const [first] = await events('consent-required', 'pv');
    expect(first?.contexts).toContainEqual({
      schema: USER_CONTEXT_SCHEMA,
      data: { user_type: 'logged_out_user', language: 'en' },
    });
    expect(new URL(first?.payload['url'] ?? '').pathname).toBe('/');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect.poll(async () => (await events('consent-required', 'pv')).length, { timeout: 10_000 }).toBe(2);
    await page.waitForTimeout(1000);
    const views = await events('consent-required', 'pv');
    expect(views).toHaveLength(2);
    expect(new URL(views[1]?.payload['url'] ?? '').pathname).toBe('/faq/');
    expect(views[1]?.contexts).toContainEqual({
      schema: USER_CONTEXT_SCHEMA,
      data: { user_type: 'logged_out_user', language: 'en' },
    });
  });

  // The SDK's first Intl object starts the browser's ICU data; a blob: worker starts it first, off
  // the main thread (@therapy-shell/analytics, intlWarmup), which the page's policy must allow.
  test("the tracker's Intl warm-up runs in a worker the page's policy allows, only with consent, and ends", async ({
    page,
    usePersona,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { shellPolicyViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    const workers: { url: string; closed: boolean }[] = [];
    page.on('worker', (worker) => {
      const seen = { url: worker.url(), closed: false };
      workers.push(seen);
      worker.on('close', () => (seen.closed = true));
    });
    await usePersona('consent-required');
    await page.goto('/');
    await expect(page.getByRole('region', { name: /^Cookies on / })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(workers, 'no worker before consent').toEqual([]);
    await acceptAll(page);
    await expect.poll(async () => (await events('consent-required', 'pv')).length, { timeout: 10_000 }).toBe(1);
    expect(workers.map(({ url }) => new URL(url).protocol)).toEqual(['blob:']);
    await expect.poll(() => workers.every(({ closed }) => closed)).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { shellPolicyViolations: string[] }).shellPolicyViolations),
    ).toEqual([]);
  });

  test("a page's own event goes through the shell's tracker, with the user context, once consent allows", async ({
    page,
    usePersona,
  }) => {
    await usePersona('consent-required');
    await page.goto('/dev/analytics/');
    await page.getByRole('button', { name: 'Send a structured event' }).click();
    await page.waitForTimeout(1000);
    expect(await events('consent-required', 'se')).toEqual([]);
    await acceptAll(page);
    await expect.poll(async () => (await events('consent-required', 'se')).length, { timeout: 10_000 }).toBe(1);
    const [event] = await events('consent-required', 'se');
    expect([
      event?.payload['se_ca'],
      event?.payload['se_ac'],
      event?.payload['se_la'],
      event?.payload['se_va'],
    ]).toEqual(['matching', 'quiz_completed', 'step-3', '3']);
    expect(event?.contexts).toContainEqual({
      schema: USER_CONTEXT_SCHEMA,
      data: { user_type: 'logged_out_user', language: 'en' },
    });
  });

  // The App Router's footer is a Server Component: its language button takes what it does from the
  // frame, its social links are plain links the frame hears of by their click.
  test("the footer's language button and a followed social link are recorded", async ({ page, usePersona }) => {
    await usePersona('consent-required');
    await page.goto('/faq/');
    await acceptAll(page);
    await expect.poll(async () => (await events('consent-required', 'pv')).length, { timeout: 10_000 }).toBe(1);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: /current language: English/ }).click();
    await expect(page.getByRole('dialog', { name: 'Language settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      footer.getByRole('link', { name: /LinkedIn/ }).click(),
    ]);
    await popup.close();
    await expect
      .poll(async () => (await events('consent-required', 'se')).map((e) => e.payload['se_ac']), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['language_icon_click', 'social_link_click']));
  });

  test("the language save's event arrives despite the reload", async ({ page, usePersona }) => {
    await usePersona('consent-required');
    await page.goto('/faq/');
    await acceptAll(page);
    await expect.poll(async () => (await events('consent-required', 'pv')).length, { timeout: 10_000 }).toBe(1);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /current language: English/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Language settings' });
    await dialog.getByRole('combobox', { name: 'Choose language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Save' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect
      .poll(async () => (await events('consent-required', 'se')).map((e) => [e.payload['se_ac'], e.payload['se_la']]), {
        timeout: 10_000,
      })
      .toContainEqual(['language_option_selected', 'de']);
    // Delivery is at least once: a batch in flight when the page unloads is sent again from the
    // tracker's local queue after the reload, with the same event id (collectors dedupe on it).
    const selected = (await events('consent-required', 'se')).filter(
      (e) => e.payload['se_ac'] === 'language_option_selected',
    );
    expect(new Set(selected.map((e) => e.payload['eid'])).size).toBe(1);
  });
});

test.describe('error reporting (spec 8.2)', () => {
  test('an endpoint answering 500 produces one error event in the Sentry sink', async ({ page, usePersona }) => {
    await usePersona('consent-required');
    await withFaults('consent-required', [['/api/confirm_cookie_choices/', 500]], async () => {
      await page.goto('/');
      await acceptAll(page);
      const matching = () => callErrors('/api/confirm_cookie_choices/');
      await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(1);
      await page.waitForTimeout(1000);
      const [event] = await matching();
      expect(await matching()).toHaveLength(1);
      expect(event?.payload).toMatchObject({ level: 'error', extra: { status: '500' } });
    });
  });

  test('a 403 is reported as a warning', async ({ page, usePersona }) => {
    await usePersona('consent-required');
    await withFaults('consent-required', [['/api/confirm_cookie_choices/', 403]], async () => {
      await page.goto('/');
      await acceptAll(page);
      const matching = () => callErrors('/api/confirm_cookie_choices/');
      await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(1);
      expect((await matching())[0]?.payload).toMatchObject({ level: 'warning', extra: { status: '403' } });
    });
  });

  test('a session with flaky endpoints stays usable and reports each failure once', async ({ page, usePersona }) => {
    await usePersona('flaky-client');
    const faults = [
      ['/api/confirm_cookie_choices/', 500],
      ['/api/subscription/unsubscribe/', 503],
    ] as const;
    await withFaults('flaky-client', faults, async () => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      // Two failed cookie saves: the choice still applies and the dialog closes each time.
      for (let round = 0; round < 2; round += 1) {
        await footer.getByRole('button', { name: 'Cookie Settings' }).click();
        const settings = page.getByRole('dialog', { name: 'Cookie settings' });
        await settings.getByRole('button', { name: 'Save settings' }).click();
        await expect(settings).toBeHidden();
      }
      // A failed cancellation request: the spec's error state, then the dialog closes.
      await footer.getByRole('button', { name: 'Cancel Subscription' }).click();
      const cancel = page.getByRole('dialog');
      await cancel.getByRole('textbox', { name: /Email address/ }).fill('client@example.com');
      await cancel.getByRole('button', { name: 'Confirm cancellation' }).click();
      await expect(
        cancel.getByText("We couldn't process your cancellation request because of an internal error."),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(cancel).toBeHidden();
      // The page is still usable: the navigation works and the crisis notice is there.
      await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).first().click();
      await expect(page).toHaveURL(/\/faq\/$/);
      await expect(page.getByRole('contentinfo').getByText(/If you are in a crisis/)).toBeVisible();
      const reported = async (path: string) => (await callErrors(path)).length;
      await expect.poll(() => reported('/api/confirm_cookie_choices/'), { timeout: 15_000 }).toBe(2);
      await expect.poll(() => reported('/api/subscription/unsubscribe/'), { timeout: 15_000 }).toBe(1);
      await page.waitForTimeout(1500);
      expect([
        await reported('/api/confirm_cookie_choices/'),
        await reported('/api/subscription/unsubscribe/'),
      ]).toEqual([2, 1]);
    });
  });

  test('a page-load failure on the server produces one event with its metadata', async ({
    page,
    usePersona,
    baseURL,
  }) => {
    await usePersona('analytics-page-load-fault');
    // A path no other test loads with the backend failing: the server reports a failure once per
    // path and error a minute (its flood limit), so another test's failure of the same path on this
    // server within the minute would take this test's report.
    const response = await page.goto('/reviews/?token=analytics-e2e', { referer: `${baseURL}/somewhere/?u=jo` });
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: "We're having an issue" })).toBeVisible();
    const matching = async () =>
      (await errorEvents()).filter(
        (e) => e.payload.extra?.['url'] === '/reviews/' && e.payload.extra['referer'] === `${baseURL}/somewhere/`,
      );
    await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(1);
    const [event] = await matching();
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(event?.payload).toMatchObject({
      level: 'error',
      extra: { userAgent, referer: `${baseURL}/somewhere/`, url: '/reviews/' },
    });
    // The query strings (tokens, in real links) are not sent.
    expect(JSON.stringify(event)).not.toMatch(/analytics-e2e|u=jo/);
    expect(event?.payload.extra?.['requestId']).toMatch(/\S/);
    expect(event?.payload.tags?.['request_id']).toBe(event?.payload.extra?.['requestId']);
    expect(event?.payload.message).toMatch(/^Shell page-load step failed/);
  });
});

test.describe('Global Privacy Control', () => {
  test('without GPC, on a site that assumes consent, the multisite cookie sync (targeting) runs', async ({
    page,
    usePersona,
  }) => {
    await usePersona('analytics-multisite');
    const since = new Date().toISOString();
    await page.goto('/');
    await expect.poll(async () => (await events('analytics-multisite', 'pv')).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await multisiteCalls(since)).length, { timeout: 10_000 }).toBe(1);
  });

  test('with GPC on, no targeting code runs; analytics (performance) still does', async ({ page, usePersona }) => {
    await usePersona('analytics-multisite');
    const since = new Date().toISOString();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await page.goto('/');
    await expect.poll(async () => (await events('analytics-multisite', 'pv')).length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(await multisiteCalls(since)).toEqual([]);
  });
});

test.describe('first-load JavaScript (DESIGN.md section 3)', () => {
  // Strings found only in the SDKs' own code (their dist), never in the shell's.
  const SDK_MARKERS = {
    snowplow: ['snowplowOutQueue', 'iglu:com.snowplowanalytics.snowplow/payload_data'],
    sentry: ['sentry.javascript.', '__SENTRY__'],
  };

  test('neither Snowplow nor Sentry code is in the first-load scripts of any page', async ({ page, brand, router }) => {
    const loads = await firstLoads(page.request, brand, router);
    expect(loads.map((load) => load.page)).toEqual(
      expect.arrayContaining(router === 'pages' ? ['/_app', '/'] : ['/', '/dashboard', '/gethelpnow']),
    );
    for (const load of loads) {
      for (const script of load.scripts) {
        for (const [sdk, markers] of Object.entries(SDK_MARKERS)) {
          for (const marker of markers)
            expect(
              script.code.includes(marker),
              `${sdk} marker "${marker}" in ${script.file} (first load of ${load.page})`,
            ).toBe(false);
        }
      }
    }
  });

  test('the SDKs are built as lazy chunks (the markers are real)', ({ brand, router }) => {
    const built = builtScripts(brand, router);
    expect(built.some((script) => script.code.includes('snowplowOutQueue'))).toBe(true);
    expect(built.some((script) => script.code.includes('sentry.javascript.'))).toBe(true);
  });
});
