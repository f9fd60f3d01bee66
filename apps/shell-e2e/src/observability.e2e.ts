import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

// Browser failures reach the error-reporting service (spec 8.2), on brand main, against dev-api's
// Sentry sink: a render error of the page, an unhandled rejection, a lazily loaded part that throws
// and a page's own report, each exactly once, with the tags brand, template and user type, and
// nothing at all without consent. Other files' tests run at the same time and share the sink: each
// test counts only the events of its own message.
const DEV_API = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';

interface SinkEvent {
  at: string;
  type: string;
  payload: {
    level?: string;
    message?: string;
    tags?: Record<string, string>;
    extra?: Record<string, unknown>;
    user?: unknown;
    request?: { url?: string };
    exception?: { values?: { value?: string; mechanism?: { handled?: boolean; type?: string } }[] };
  };
}

/**
 * The events about a text that arrived since the test started, from a client on brand main (the
 * sink is shared and never cleared; boundaries.e2e.ts throws the same render error for logged-out
 * visitors of every brand meanwhile).
 */
async function eventsAbout(text: string): Promise<SinkEvent[]> {
  const res = await fetch(`${DEV_API}/__dev/errors?type=event`);
  const events = (await res.json()) as SinkEvent[];
  return events.filter(
    (event) =>
      event.at >= since &&
      event.payload.tags?.['brand'] === 'main' &&
      event.payload.tags['user_type'] === 'client' &&
      (event.payload.message?.includes(text) ||
        event.payload.exception?.values?.some((value) => value.value?.includes(text))),
  );
}

/** Exactly one event about a text: it arrives, and no second one follows. */
async function theOneEventAbout(text: string): Promise<SinkEvent['payload']> {
  await expect.poll(async () => (await eventsAbout(text)).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const events = await eventsAbout(text);
  expect(events).toHaveLength(1);
  return events[0]?.payload ?? {};
}

const crisisLink = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'These resources can provide you with immediate help.' });

let since = '';
test.beforeEach(() => {
  since = new Date().toISOString();
});

test('a page that throws while rendering: the panel in the shell, the crisis notice, a working retry, and one event with its tags', async ({
  page,
  usePersona,
}) => {
  // A client on a site that assumes consent: reports go out.
  await usePersona('analytics-multisite');
  const message = 'Throw playground: a render error';
  await page.goto('/dev/throw/?throw=render&token=s3cret');
  const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: "We're having an issue" }) });
  await expect(panel).toBeVisible();
  await expect(crisisLink(page)).toBeVisible();

  await expect.poll(async () => (await eventsAbout(message)).length, { timeout: 15_000 }).toBe(1);
  const event = (await eventsAbout(message)).at(-1)?.payload;
  expect(event).toMatchObject({
    level: 'error',
    tags: { brand: 'main', template: 'Home', user_type: 'client' },
    extra: { part: 'page' },
  });
  // No personal data: no user, and the page's address without its query (it carries tokens).
  expect(event?.user).toBeUndefined();
  expect(event?.request?.url).toMatch(/\/dev\/throw\/$/);
  expect(JSON.stringify(event)).not.toContain('s3cret');

  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Throw playground' })).toBeVisible();
  await expect(crisisLink(page)).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await eventsAbout(message)).toHaveLength(1);
});

test('a page that throws while the server renders it: one event, with its route, route type, method and path, and no query', async ({
  request,
  router,
}) => {
  // The label makes this throw an error of its own for the server reporter's flood limit (one report
  // per error and route per minute): crisis.e2e.ts throws on the same page of the same server.
  const label = `observability-${router}-${Date.now()}`;
  const response = await request.get(`/dev/throw/?throw=server&label=${label}&token=s3cret`, {
    headers: { 'x-request-id': label },
  });
  // The App Router answers 200 with the fallback page (shell-next's README, "A page that throws on the server").
  expect(response.status()).toBe(router === 'app' ? 200 : 500);
  expect(await response.text()).toContain("We're having an issue");

  const reported = async () => {
    const events = (await (await fetch(`${DEV_API}/__dev/errors?type=event`)).json()) as SinkEvent[];
    return events.filter((event) => event.payload.tags?.['request_id'] === label);
  };
  await expect.poll(async () => (await reported()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const events = await reported();
  expect(events).toHaveLength(1);
  const event = events[0]?.payload;
  expect(event).toMatchObject({
    level: 'error',
    tags: { route: '/dev/throw', route_type: 'render', method: 'GET' },
    extra: { path: '/dev/throw/' },
  });
  expect(event?.message).toContain(`Throw playground: a server render error (?throw=server) [${label}]`);
  // Never the query (it may carry tokens), headers or cookies.
  expect(JSON.stringify(event)).not.toContain('s3cret');
});

test('an unhandled rejection gives one event, marked unhandled', async ({ page, usePersona }) => {
  await usePersona('analytics-multisite');
  const message = 'Throw playground: an unhandled rejection';
  await page.goto('/dev/throw/?throw=rejection');
  await expect(page.getByRole('heading', { level: 1, name: 'Throw playground' })).toBeVisible();
  await expect.poll(async () => (await eventsAbout(message)).length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1500);
  const events = await eventsAbout(message);
  expect(events).toHaveLength(1);
  expect(events.at(-1)?.payload).toMatchObject({
    tags: { brand: 'main', template: 'Home', user_type: 'client' },
    exception: {
      values: [{ mechanism: { handled: false, type: 'auto.browser.global_handlers.onunhandledrejection' } }],
    },
  });
});

test('with consent refused, neither an unhandled rejection nor a render error is sent', async ({
  page,
  usePersona,
}) => {
  await usePersona('consent-required');
  const envelopes: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/\d+\/envelope\//.test(new URL(request.url()).pathname)) envelopes.push(request.url());
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: /^Cookies on / });
  await banner.getByRole('button', { name: 'Reject optional cookies' }).click();
  await expect(banner).toBeHidden();
  await page.goto('/dev/throw/?throw=rejection');
  await expect(page.getByRole('heading', { level: 1, name: 'Throw playground' })).toBeVisible();
  await page.goto('/dev/throw/?throw=render');
  await expect(page.getByRole('alert').filter({ hasText: "We're having an issue" })).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Report a handled error' }).click();
  // The runtime has long run (it is imported when the browser is idle, within 2 s).
  await page.waitForTimeout(3000);
  expect(envelopes).toEqual([]);
});

test("a page's own report goes through the shell's reporter, once, with the shell's tags", async ({
  page,
  usePersona,
}) => {
  await usePersona('analytics-multisite');
  const message = 'Throw playground: a handled error the page reports';
  await page.goto('/dev/throw/');
  await page.getByRole('button', { name: 'Report a handled error' }).click();
  await expect.poll(async () => (await eventsAbout(message)).length, { timeout: 15_000 }).toBe(1);
  expect((await eventsAbout(message)).at(-1)?.payload).toMatchObject({
    level: 'error',
    tags: { brand: 'main', template: 'Home', user_type: 'client' },
    extra: { source: 'page', step: 'button' },
  });
});

test('a notification centre that throws leaves the rest of the page working, and is reported once', async ({
  page,
  usePersona,
}) => {
  await usePersona('client');
  const message = 'notification centre broke (e2e)';
  // The notification centre's chunk (the only one that renders `data-connection`) throws while
  // rendering: its prop becomes a computed key that throws.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('"data-connection":')) return route.fulfill({ response });
    return route.fulfill({
      response,
      body: body.replace('"data-connection":', `[(()=>{throw new Error(${JSON.stringify(message)})})()]:`),
    });
  });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(crisisLink(page)).toBeVisible();
  // The page goes on: the navigation works, the footer's dialogs open.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('button', { name: /unread notification/ })).toHaveCount(0);
  const event = await theOneEventAbout(message);
  expect(event).toMatchObject({ level: 'error', extra: { part: 'notifications' }, tags: { brand: 'main' } });
});
