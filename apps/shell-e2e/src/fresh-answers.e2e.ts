import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

// The per-visitor answers (spec 6: session, cancel and withdrawal availability, language selector)
// are at most 60 s old on a client-side navigation (shell-next's VISITOR_ANSWERS_MAX_AGE_MS). The
// page's clock (Playwright's page.clock) stands in for the minute; dev-api's persona changes as a
// real backend's answers do when the visitor's subscription becomes cancellable.
// On the Pages Router the browser asks again past the minute. On the App Router every client-side
// navigation is a request of its own that runs the page-load step on the server: its answers are
// those of that moment, whatever their age, and the browser asks nothing itself.
const DEV_API = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';
const PERSONA = 'cancel-later';
const PER_VISITOR = [
  '/api/session',
  '/api/subscription/unsubscribe/availability',
  '/api/withdrawal/availability',
  '/api/locale/selector',
];

/** The backend's state changes: from now on the visitor may cancel their subscription. */
async function subscriptionBecomesCancellable(): Promise<void> {
  const res = await fetch(`${DEV_API}/__dev/personas/${PERSONA}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ availability: { show_cancel_subscription: true } }),
  });
  expect(res.status).toBe(200);
}

async function restorePersona(): Promise<void> {
  await fetch(`${DEV_API}/__dev/personas/${PERSONA}`, { method: 'DELETE' });
}

/**
 * How many calls of this test's visitor reached dev-api on each per-visitor path since a moment:
 * dev-api reads the persona from the visitor's cookies (which the browser sends through the app's
 * /api proxy) and logs the User-Agent, which is the test's own.
 */
async function callsSince(page: Page, since: string): Promise<number[]> {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  return Promise.all(
    PER_VISITOR.map(async (path) => {
      const res = await fetch(`${DEV_API}/__dev/requests?path=${encodeURIComponent(path)}&persona=${PERSONA}`);
      const calls = (await res.json()) as { at: string; headers: { 'user-agent'?: string } }[];
      return calls.filter((call) => call.at >= since && call.headers['user-agent'] === userAgent).length;
    }),
  );
}

/** Follows the footer's Privacy Policy link, checking that the page stayed the same document. */
async function navigateClientSide(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>)['__sameDocument'] = true;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy\/$/);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__sameDocument'])).toBe(true);
}

test.describe('per-visitor answers on a client-side navigation (spec 6, 8.2)', () => {
  // Both tests change the one persona in the one dev-api: one at a time, on one brand's app (the
  // refresh is the same code on every brand).
  test.describe.configure({ mode: 'serial' });
  test.skip(({ brand }) => brand !== 'main', 'changes a shared dev-api persona: runs on brand main only');
  // A User-Agent of the test's own, so the calls counted are this visitor's.
  test.use({
    userAgent: async ({ userAgent }, use, testInfo) =>
      use(`${userAgent ?? 'Chromium'} fresh-answers/${testInfo.testId}-${testInfo.repeatEachIndex}`),
  });

  test.beforeEach(async ({ page, usePersona }) => {
    await restorePersona();
    await usePersona(PERSONA);
    // The page's clock from the first request on: the test moves it past (or not past) the bound.
    await page.clock.install();
  });
  test.afterEach(restorePersona);

  test('past 60 s, a client-side navigation asks again and shows the cancel link the backend now offers', async ({
    page,
  }) => {
    await page.goto('/');
    const cancel = page.getByRole('contentinfo').getByRole('button', { name: 'Cancel Subscription' });
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(cancel).toHaveCount(0);

    await subscriptionBecomesCancellable();
    const since = new Date().toISOString();
    await page.clock.fastForward('01:01');
    await navigateClientSide(page);

    await expect(cancel).toBeVisible();
    // Each answer asked for once, from the browser (no page load since), with the visitor's cookies.
    expect(await callsSince(page, since)).toEqual([1, 1, 1, 1]);
  });

  test('within 60 s, a client-side navigation asks nothing and keeps the answers of the page load', async ({
    page,
    router,
  }) => {
    test.skip(router === 'app', "the App Router's navigations run the page-load step each time (the next test)");
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();

    await subscriptionBecomesCancellable();
    const since = new Date().toISOString();
    await page.clock.fastForward('00:30');
    await navigateClientSide(page);

    await expect(footer.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    expect(await callsSince(page, since)).toEqual([0, 0, 0, 0]);
  });

  test('on the App Router, a client-side navigation within 60 s shows the answers of its own page-load step', async ({
    page,
    router,
  }) => {
    test.skip(router !== 'app', "the Pages Router keeps the page load's answers for 60 s (the test above)");
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    const browserCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (PER_VISITOR.includes(pathname.replace(/\/$/, ''))) browserCalls.push(pathname);
    });

    await subscriptionBecomesCancellable();
    const since = new Date().toISOString();
    await page.clock.fastForward('00:30');
    await navigateClientSide(page);

    await expect(footer.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible();
    // Each answer asked for once, by the navigation's page-load step on the server (it sends the
    // visitor's cookies and User-Agent), none from the browser.
    expect(await callsSince(page, since)).toEqual([1, 1, 1, 1]);
    expect(browserCalls).toEqual([]);
  });
});
