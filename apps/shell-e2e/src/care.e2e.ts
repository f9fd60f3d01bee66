import type { Page } from '@playwright/test';
import { accessibilityWidgetColors, logoMarkSvg, quickExitUrl, type BrandId } from '@therapy-shell/brand-config';
import { expect, test } from './brand-fixture.ts';
import { answerNeutralPage } from './neutral-page.ts';

// Care and brand: the quick exit, crisis lines that fit the visitor, each brand's own look. The
// neutral page of the quick exit is answered by the test (no network beyond this machine), and the
// test records whether the browser sent it a referrer.
const NEUTRAL = quickExitUrl('main');

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe('quick exit', () => {
  test(
    'is on the pages where a visitor is most exposed, not on Home',
    { tag: '@once' },
    async ({ page, usePersona }) => {
      for (const path of ['/gethelpnow/', '/get-started/']) {
        await page.goto(path);
        await expect(page.getByRole('link', { name: 'Exit this page' })).toHaveAttribute('href', NEUTRAL);
      }
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Exit this page' })).toHaveCount(0);
      await usePersona('client');
      await page.goto('/dashboard/');
      await expect(page.getByRole('link', { name: 'Exit this page' })).toBeVisible();
    },
  );

  test(
    'activating it replaces the page with the neutral one: history length unchanged, Back skips the product page, no referrer',
    { tag: '@once' },
    async ({ page }) => {
      const referrers: (string | undefined)[] = [];
      await answerNeutralPage(page, referrers);
      await page.goto('/');
      await page.goto('/gethelpnow/');
      const before = await page.evaluate(() => history.length);
      // Leaving without a trace needs the page's script: wait until it runs (the shortcut is described
      // from then on). A click before that follows the plain link, the no-JavaScript fallback tested below.
      const exit = page.getByRole('link', { name: 'Exit this page' });
      await expect(exit).toHaveAccessibleDescription('Or press the Shift key 3 times to leave this page quickly.');
      await exit.click();
      await page.waitForURL(NEUTRAL);
      expect(await page.evaluate(() => history.length)).toBe(before);
      expect(referrers).toEqual([undefined]);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      expect(new URL(page.url()).pathname).toBe('/');
    },
  );

  test(
    'Shift pressed three times leaves, each press announced to screen readers',
    { tag: '@once' },
    async ({ page }) => {
      await answerNeutralPage(page);
      await page.goto('/');
      await page.goto('/gethelpnow/');
      const before = await page.evaluate(() => history.length);
      const region = page.getByRole('region', { name: 'Quick exit' });
      // The shortcut is described once it works (its listener attached after hydration): waiting for
      // the description waits for that, so the presses below are never lost to a page still loading.
      await expect(region.getByRole('link', { name: 'Exit this page' })).toHaveAccessibleDescription(
        'Or press the Shift key 3 times to leave this page quickly.',
      );
      await page.keyboard.press('Shift');
      await expect(region.getByRole('status')).toHaveText('Shift, press 2 more times to exit.');
      await page.keyboard.press('Shift');
      await expect(region.getByRole('status')).toHaveText('Shift, press 1 more time to exit.');
      await page.keyboard.press('Shift');
      await page.waitForURL(NEUTRAL);
      expect(await page.evaluate(() => history.length)).toBe(before);
    },
  );

  test('Shift as a modifier (typing capitals) does not leave', { tag: '@once' }, async ({ page }) => {
    await page.goto('/gethelpnow/');
    await page.keyboard.press('Shift+A');
    await page.keyboard.press('Shift+B');
    await page.keyboard.press('Shift+C');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/gethelpnow/');
  });

  test(
    'without JavaScript it is a plain link to the neutral page',
    { tag: '@once' },
    async ({ browser, baseURL, brand }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      await context.addCookies([{ name: 'dev_brand', value: brand, url: baseURL ?? '' }]);
      await answerNeutralPage(context);
      const page = await context.newPage();
      await page.goto('/gethelpnow/');
      const link = page.getByRole('link', { name: 'Exit this page' });
      await expect(link).toHaveAttribute('href', NEUTRAL);
      await expect(link).toHaveAttribute('rel', 'nofollow noreferrer');
      await link.click();
      await page.waitForURL(NEUTRAL);
      await expect(page.getByRole('heading', { name: 'Weather' })).toBeVisible();
      await context.close();
    },
  );
});

test.describe('crisis lines that fit the visitor', () => {
  test('a visitor from the US can call or text 988 and text HOME to 741741', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    const lines = page.getByRole('contentinfo').getByRole('list', { name: 'Talk to someone now' });
    await expect(lines.getByRole('link')).toHaveText(['Call 988', 'Text 988', 'Text HOME to 741741']);
    await expect(lines.getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute(
      'href',
      'sms:741741?body=HOME',
    );
  });

  for (const [persona, language, name, links] of [
    ['crisis-gb', 'en', 'Samaritans', [['Call 116 123', 'tel:116123']]],
    ['crisis-de', 'de', 'TelefonSeelsorge', [['Anrufen: 0800 111 0 111', 'tel:+498001110111']]],
    [
      'crisis-nl',
      'nl',
      '113 Zelfmoordpreventie',
      [
        ['Bel 113', 'tel:113'],
        ['Bel 0800-0113', 'tel:08000113'],
      ],
    ],
    ['crisis-au', 'en', 'Lifeline', [['Call 13 11 14', 'tel:131114']]],
  ] as const) {
    test(
      `${persona}: ${name} in the visitor's language (${language})`,
      { tag: '@once' },
      async ({ page, context, baseURL, usePersona }) => {
        await usePersona(persona);
        await context.addCookies([{ name: 'pref_language', value: language, url: baseURL ?? '' }]);
        await page.goto('/');
        const lines = page.getByRole('contentinfo').getByTestId('crisis-lines');
        await expect(lines).toContainText(name);
        await expect(lines.getByRole('link')).toHaveText(links.map(([text]) => text));
        for (const [text, href] of links)
          await expect(lines.getByRole('link', { name: text })).toHaveAttribute('href', href);
      },
    );
  }

  test(
    'a visitor from a country without reviewed lines keeps the link to /gethelpnow/',
    { tag: '@once' },
    async ({ page, usePersona }) => {
      await usePersona('crisis-unknown');
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByTestId('crisis-lines')).toHaveCount(0);
      await expect(
        footer.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
      ).toHaveAttribute('href', '/gethelpnow/');
    },
  );

  test('a counselor sees the crisis notice and no crisis text line', { tag: '@once' }, async ({ page, usePersona }) => {
    await usePersona('counselor');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByTestId('crisis-lines')).toHaveCount(0);
    await expect(footer.getByText(/If you are in a crisis/)).toBeVisible();
  });
});

test.describe('each brand looks like itself', () => {
  test("the wordmark is the product name beside the brand's own mark", async ({ page, brand, request }) => {
    const config = (await (
      await request.get('/api/site-config', { headers: { cookie: `dev_brand=${brand}` } })
    ).json()) as { product_name: string };
    await page.goto('/');
    const home = page.getByRole('banner').getByRole('link', { name: `${config.product_name} home` });
    await expect(home).toHaveText(config.product_name);
    await expect(home).not.toHaveText(brand);
    await expect(home.locator('svg path')).toHaveCount(2);
  });

  test("the fallback page shows the brand's mark", async ({ page, usePersona }) => {
    await usePersona('session-fault');
    await page.goto('/');
    await expect(page.getByTestId('fallback-logo').locator('svg path')).toHaveCount(2);
  });

  test('a favicon per brand, and no answer of 400 or more on any page', async ({ page, brand, request }) => {
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/', '/faq/', '/gethelpnow/', '/accessibility/', '/get-started/']) {
      await page.goto(path);
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml');
    }
    expect(failures).toEqual([]);
    const response = await request.get('/favicon.ico');
    expect([response.status(), response.headers()['content-type'], await response.text()]).toEqual([
      200,
      'image/svg+xml',
      logoMarkSvg(brand as BrandId),
    ]);
  });

  test('social links with icons, named by network, opening safely in a new tab', async ({ page }) => {
    await page.goto('/');
    const list = page.getByRole('contentinfo').getByRole('list', { name: 'Follow us' });
    for (const network of ['Facebook', 'Instagram', 'TikTok', 'X', 'LinkedIn']) {
      const link = list.getByRole('link', { name: `${network} (opens in a new tab)`, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('svg')).toBeVisible();
    }
  });

  test('the SSL security logo links to a test of the site host (spec 2.8)', async ({ page }) => {
    await page.goto('/');
    const logo = page.getByRole('contentinfo').getByRole('link', { name: /^SSL Secure/ });
    await expect(logo).toHaveAttribute('href', 'https://www.ssllabs.com/ssltest/analyze.html?d=localhost');
    await expect(logo).toHaveAttribute('target', '_blank');
  });

  test('no default body margin', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    const header = await page.getByRole('banner').boundingBox();
    expect(header?.x).toBe(0);
  });

  // One page, resized: the layout follows the width without a reload.
  test('the main navigation is one row at 1280, 1366 and 1440 px', async ({ page }) => {
    await page.goto('/');
    for (const width of [1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
      const boxes = await nav
        .getByRole('link')
        .evaluateAll((links) =>
          links
            .map((link) => link.getBoundingClientRect())
            .map((box) => ({ top: box.top, bottom: box.bottom, right: box.right })),
        );
      expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
      for (const box of boxes) expect(box.right).toBeLessThanOrEqual(width);
      // Beside the logo, not under it.
      const logo = await page
        .getByRole('banner')
        .getByRole('link', { name: / home$/ })
        .boundingBox();
      const middle = ((boxes[0]?.top ?? 0) + (boxes[0]?.bottom ?? 0)) / 2;
      expect(middle).toBeGreaterThan(logo?.y ?? 0);
      expect(middle).toBeLessThan((logo?.y ?? 0) + (logo?.height ?? 0));
    }
  });

  test('from lg up the links never wrap one by one (at 992 px a long navigation moves under the logo as one row)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 992, height: 900 });
    await page.goto('/');
    const links = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link');
    const tops = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const rights = await links.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().right));
    for (const right of rights) expect(right).toBeLessThanOrEqual(992);
  });

  test('the navigation collapses into the menu below lg (992 px)', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await page.setViewportSize({ width: 992, height: 900 });
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
  });
});

test.describe('accessibility widget as spec 4.5 reads', () => {
  const trigger = (page: Page) => page.locator('[data-accessibility-widget-trigger]');

  test('loads for every desktop visitor, shown only with the load cookie', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    await expect(trigger(page)).toHaveCount(1);
    await expect(trigger(page)).toBeHidden();
  });

  test("shown with the load cookie, in the brand's colours", async ({ page, context, baseURL, brand }) => {
    await context.addCookies([{ name: 'load_accessibe', value: '1', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(trigger(page)).toBeVisible();
    await expect(trigger(page)).toHaveCSS(
      'background-color',
      rgb(accessibilityWidgetColors(brand as BrandId).triggerColor),
    );
  });

  test('not when disabled by the query flag, even on /accessibility', { tag: '@once' }, async ({ page }) => {
    await page.goto('/accessibility/?no_accessibe=1');
    await page.waitForTimeout(500);
    await expect(trigger(page)).toHaveCount(0);
  });
});
