import type { BrowserContext, Page } from '@playwright/test';
import { quickExitUrl } from '@therapy-shell/brand-config';

// Every brand's quick exit goes to the default neutral page.
const DEFAULT_QUICK_EXIT_URL = quickExitUrl('main');
import { axeViolations } from './axe.ts';
import { expect, test } from './brand-fixture.ts';
import { hydrated } from './hydrated.ts';
import { answerNeutralPage } from './neutral-page.ts';

// Crisis help that survives failure: what a visitor gets when the backend fails (the
// fallback page), on /gethelpnow/ with the backend down or slow, and offline after a first visit.

/** The call link of each country's first crisis line, as the geo header names the country. */
const GEO_LINES = [
  ['US', 'tel:988'],
  ['GB', 'tel:116123'],
  ['DE', 'tel:+498001110111'],
  ['FR', 'tel:3114'],
] as const;

/** Every call and text link of the crisis directory: each country's emergency number and lines. */
const EVERY_LINE = [
  'tel:911',
  'tel:988',
  'sms:988',
  'sms:741741?body=HOME',
  'tel:999',
  'tel:116123',
  'tel:112',
  'tel:+498001110111',
  'tel:3114',
  'tel:113',
  'tel:08000113',
  'tel:024',
  'tel:000',
  'tel:131114',
];

async function hrefs(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="tel:"], a[href^="sms:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('the fallback page keeps the way to help', { tag: '@once' }, () => {
  for (const [geo, line] of GEO_LINES) {
    test(`backend failing, geo header ${geo}: / answers 500 with ${line}, the link to /gethelpnow/ and the quick exit`, async ({
      page,
      usePersona,
    }) => {
      await usePersona('backend-down');
      await page.setExtraHTTPHeaders({ 'cloudfront-viewer-country': geo });
      const response = await page.goto('/');
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeVisible();
      await expect(page.locator(`a[href="${line}"]`).first()).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
      ).toHaveAttribute('href', '/gethelpnow/');
      await expect(page.getByRole('link', { name: 'Exit this page' })).toHaveAttribute('href', DEFAULT_QUICK_EXIT_URL);
    });
  }

  test('with the backend stopped, the fallback page names the lines of the geo header (CF-IPCountry) in the language of Accept-Language', async ({
    browser,
    noBackendURL,
  }) => {
    // The browser's locale is what it sends as Accept-Language.
    const context = await browser.newContext({
      baseURL: noBackendURL,
      locale: 'de-DE',
      extraHTTPHeaders: { 'cf-ipcountry': 'DE' },
    });
    const page = await context.newPage();
    const response = await page.goto('/dashboard/');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: 'Es ist ein Problem aufgetreten' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Anrufen: 0800 111 0 111' })).toHaveAttribute(
      'href',
      'tel:+498001110111',
    );
    await expect(page.getByRole('link', { name: 'Diese Seite verlassen' })).toBeVisible();
    await context.close();
  });

  test('its quick exit leaves for the neutral page, replacing the page in the history', async ({
    page,
    usePersona,
  }) => {
    await usePersona('backend-down');
    await answerNeutralPage(page);
    await page.goto('/faq/');
    const before = await page.evaluate(() => history.length);
    const exit = page.getByRole('link', { name: 'Exit this page' });
    // Leaving without a trace needs the page's script: wait until it runs (the shortcut is described from then on).
    await expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times to leave this page quickly.');
    await exit.click();
    await page.waitForURL(DEFAULT_QUICK_EXIT_URL);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test.describe('with a British browser', () => {
    test.use({ locale: 'en-GB' });
    test('a hostile geo header picks the default and is not reflected', async ({ page, usePersona }) => {
      await usePersona('backend-down');
      const hostile = '"><script>window.__pwned=1</script>';
      await page.setExtraHTTPHeaders({ 'cloudfront-viewer-country': hostile });
      const response = await page.goto('/');
      expect(response?.status()).toBe(500);
      expect(await response?.text()).not.toContain('__pwned');
      // Accept-Language's region is next: the UK's line.
      await expect(page.locator('a[href="tel:116123"]').first()).toBeVisible();
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  });
});

test.describe('a page that fails on the server still gives the way to help', () => {
  test(
    'a product page that throws while the server renders it answers with the fallback page, its crisis lines and the quick exit, in the HTML',
    { tag: '@once' },
    async ({ browser, page, brand, router, baseURL }) => {
      // First without JavaScript (the crisis help is in the server's HTML: DESIGN 5.2), then with it.
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
      for (const tab of [await context.newPage(), page]) {
        await tab.setExtraHTTPHeaders({ 'cloudfront-viewer-country': 'GB' });
        const response = await tab.goto('/dev/throw/?throw=server');
        // The App Router answers 200, not indexed: Next.js 16 gives a Server Component no way to
        // answer 500 (shell-next's README, "A page that throws on the server").
        expect(response?.status()).toBe(router === 'app' ? 200 : 500);
        const html = (await response?.text()) ?? '';
        expect(html).toContain(`data-brand="${brand}"`);
        if (router === 'app') expect(html).toMatch(/<meta name="robots" content="noindex"/);
        // Never Next.js's bare error page ("Internal Server Error", "500 | ...").
        await expect(tab.locator('body')).not.toContainText('Internal Server Error');
        await expect(tab.getByRole('heading', { name: '500' })).toHaveCount(0);
        await expect(tab.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeVisible();
        await expect(tab.getByRole('heading', { name: 'Throw playground' })).toHaveCount(0);
        // The lines of the visitor's country: on the App Router the page-load step had answered, and
        // the session's country (dev-api's visitor is in the US) wins over the geo header; the Pages
        // Router's fallback asks the backend nothing and takes the header's (the UK).
        await expect(tab.locator(`a[href="${router === 'app' ? 'tel:988' : 'tel:116123'}"]`).first()).toBeVisible();
        await expect(
          tab.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
        ).toHaveAttribute('href', '/gethelpnow/');
        await expect(tab.getByRole('link', { name: 'Exit this page' })).toHaveAttribute('href', DEFAULT_QUICK_EXIT_URL);
      }
      await context.close();
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});

test.describe('/gethelpnow/ needs no backend', () => {
  test(
    "answers 200 with every line of every country, the visitor's country first, in English and in German",
    { tag: '@once' },
    async ({ page, context, baseURL }) => {
      await page.setExtraHTTPHeaders({ 'cloudfront-viewer-country': 'GB' });
      const response = await page.goto('/gethelpnow/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
      // The backend answers: the session's geo_country (dev-api's visitor is in the US) wins over the header.
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('United States');
      expect(new Set(await hrefs(page))).toEqual(new Set(EVERY_LINE));
      await expect(page.getByText('Open 24 hours a day, 7 days a week').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Exit this page' })).toBeVisible();

      await context.addCookies([{ name: 'pref_language', value: 'de', url: baseURL ?? '' }]);
      await page.goto('/gethelpnow/');
      await expect(page.getByRole('heading', { level: 1, name: 'Jetzt Hilfe finden' })).toBeVisible();
      expect(new Set(await hrefs(page))).toEqual(new Set(EVERY_LINE));
    },
  );

  test(
    "with the backend stopped: 200, every line, the geo header's country first, a plain header and footer, in French",
    { tag: '@once' },
    async ({ browser, noBackendURL }) => {
      const context = await browser.newContext({
        baseURL: noBackendURL,
        locale: 'fr-FR',
        extraHTTPHeaders: { 'cf-ipcountry': 'FR' },
      });
      const page = await context.newPage();
      const response = await page.goto('/gethelpnow/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Obtenir de l’aide maintenant' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('France');
      expect(new Set(await hrefs(page))).toEqual(new Set(EVERY_LINE));
      await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil' })).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByTestId('crisis-notice')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Quitter cette page' })).toBeVisible();
      await context.close();
    },
  );

  test(
    'with the backend slower than the page-load budget, it does not wait for it',
    { tag: '@once' },
    async ({ page, usePersona }) => {
      await usePersona('backend-slow');
      const started = Date.now();
      const response = await page.goto('/gethelpnow/');
      // The backend answers after 8 s and other pages wait up to the 5 s budget; this page waits 1 s.
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
      expect(new Set(await hrefs(page))).toEqual(new Set(EVERY_LINE));
    },
  );
});

test.describe('a signed-in visitor on /gethelpnow/, a long page', () => {
  test(
    "the header's notification centre is in place in the server's HTML, and the page runs without a blocked script or an error",
    { tag: '@once' },
    async ({ page, usePersona }) => {
      // A Suspense boundary of more than 500 bytes on a page past 12.8 kB is moved out of place behind
      // an inline script of React's; on the Pages Router that script has no nonce and the CSP blocks it.
      await usePersona('client');
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text()))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto('/gethelpnow/');
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html.length).toBeGreaterThan(12_800);
      expect(html).toMatch(/<header[^>]*>[\s\S]*?aria-expanded="false"[\s\S]*?<\/header>/);
      expect(html).not.toContain('$RC(');
      await expect.poll(() => hydrated(page)).toBe(true);
      const bell = page.getByRole('banner').getByRole('button', { name: /notifications/i });
      await expect(bell).toBeVisible();
      // The notification centre hydrates when its chunk has come, after the page: a click before that
      // is not replayed (shell-frame.tsx), so click until it opens.
      const list = page.getByRole('banner').getByRole('region', { name: 'Notifications' });
      await expect(async () => {
        if (!(await list.isVisible())) await bell.click();
        await expect(list).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 10_000 });
      await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toHaveCount(1);
      expect(problems).toEqual([]);
    },
  );
});

test.describe('axe finds nothing on the crisis pages', { tag: '@once' }, () => {
  test.use({ bypassCSP: true });
  test('the fallback page', async ({ page, usePersona }) => {
    await usePersona('backend-down');
    await page.setExtraHTTPHeaders({ 'cloudfront-viewer-country': 'US' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('/gethelpnow/, in the shell and without it', async ({ page, usePersona }) => {
    await page.goto('/gethelpnow/');
    await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await usePersona('backend-down');
    await page.goto('/gethelpnow/');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the offline crisis page', async ({ page }) => {
    await page.goto('/_shell/offline?language=nl');
    await expect(page.getByRole('heading', { level: 1, name: 'Nu hulp krijgen' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** The worker's state and the URLs of every cache (another cache's entries marked with its name). */
function offlineState(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const prefix = name.startsWith('therapy-shell-offline') ? '' : `[${name}] `;
      for (const request of await (await caches.open(name)).keys())
        urls.push(`${prefix}${new URL(request.url).pathname}${new URL(request.url).search}`);
    }
    return { active: registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null, urls };
  });
}

/** Waits until the offline copy's worker controls the page and has kept the offline page; the URLs of every cache then. */
async function offlineCopyReady(page: Page): Promise<string[]> {
  await expect
    .poll(
      async () => {
        const state = await offlineState(page);
        return state.active && state.urls.some((url) => url.startsWith('/_shell/offline'));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return (await offlineState(page)).urls;
}

function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

async function goOffline(context: BrowserContext, offline: boolean): Promise<void> {
  await context.setOffline(offline);
}

test.describe('the offline copy', () => {
  // An Australian browser: the worker's own request for the page carries its Accept-Language (a
  // page's extra headers do not reach the worker; a CDN's geo header would).
  test.use({ locale: 'en-AU' });

  test('after a first visit, offline: /gethelpnow/ and any product path show the offline crisis page', async ({
    page,
    context,
    brand,
  }) => {
    const violations = cspViolations(page);
    await page.goto('/gethelpnow/');
    const kept = await offlineCopyReady(page);
    // Only the offline page, never a personalised page or an /api/* answer.
    expect(kept.map((url) => url.replace(/[?&]__WB_REVISION__=[^&]+/, ''))).toEqual(['/_shell/offline?language=en']);

    await goOffline(context, true);
    for (const path of ['/gethelpnow/', '/dashboard/some/product/path/']) {
      await page.goto(path);
      await expect(page.getByTestId('offline-crisis-page'), `${brand} ${path}`).toBeVisible();
      await expect(page.getByRole('note')).toHaveText(/^You're offline\./);
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Australia');
      expect(new Set(await hrefs(page))).toEqual(new Set(EVERY_LINE));
      await expect(page.getByRole('link', { name: 'Exit this page' })).toHaveAttribute('href', DEFAULT_QUICK_EXIT_URL);
    }
    await goOffline(context, false);
    // Back online, pages come from the network again.
    await page.goto('/faq/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByTestId('offline-crisis-page')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test("it keeps the page in the visitor's language", { tag: '@once' }, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'pref_language', value: 'es', url: baseURL ?? '' }]);
    await page.goto('/');
    const kept = await offlineCopyReady(page);
    expect(kept.map((url) => url.replace(/[?&]__WB_REVISION__=[^&]+/, ''))).toEqual(['/_shell/offline?language=es']);
    await goOffline(context, true);
    await page.goto('/careers/');
    await expect(page.getByRole('heading', { level: 1, name: 'Obtén ayuda ahora' })).toBeVisible();
    await goOffline(context, false);
  });
});
