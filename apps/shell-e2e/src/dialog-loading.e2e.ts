import type { Page, Route } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

// The settings dialogs' code is a lazy chunk (never in the first-load JavaScript): fetched when the
// browser is idle after hydration and the page's load event (so it never holds that event back), or
// on pointer or focus intent, at the latest on the click. While it is on its way a click shows on
// its trigger (aria-busy) and the dialog opens once it arrives; a chunk that fails to load leaves
// the page working and the next click tries again. The same code on every brand: run on brand main.

/**
 * What finds the dialogs' chunk among the page's chunks: an analytics event of spec 7.2 that only
 * the language dialog's save sends. Each test checks that exactly one chunk carries it.
 */
const DIALOGS_MARKER = 'language_option_selected';

/** Holds the dialogs' chunk (or fails it) until the test says otherwise; other chunks pass. */
async function controlDialogsChunk(page: Page, mode: 'hold' | 'fail') {
  const requested: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let failing = mode === 'fail';
  await page.route('**/_next/static/chunks/*.js', async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(DIALOGS_MARKER)) return route.fulfill({ response, body });
    requested.push(route.request().url());
    if (failing) return route.abort('failed');
    await released;
    return route.fulfill({ response, body });
  });
  return {
    requested,
    release,
    stopFailing: () => {
      failing = false;
    },
  };
}

test.describe('the settings dialogs load lazily and answer their first click', () => {
  test('are fetched when the browser is idle after hydration, without any click', async ({ page }) => {
    const chunk = await controlDialogsChunk(page, 'hold');
    await page.goto('/');
    await expect.poll(() => chunk.requested.length, { timeout: 15_000 }).toBe(1);
    expect(new Set(chunk.requested).size).toBe(1);
    // Held, it has not held the page's load back: it was asked for after the load event.
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    chunk.release();
  });

  for (const [trigger, title] of [
    ['Cancel Subscription', 'Cancel subscription'],
    [/current language: English/, 'Language settings'],
    ['Cookie Settings', 'Cookie settings'],
  ] as const) {
    test(`a click on ${String(trigger)} while the chunk is on its way shows busy, then opens its dialog with focus inside`, async ({
      page,
      usePersona,
    }) => {
      await usePersona('client');
      const chunk = await controlDialogsChunk(page, 'hold');
      await page.goto('/');
      // The idle fetch has started (so the page is hydrated); the chunk is held.
      await expect.poll(() => chunk.requested.length, { timeout: 15_000 }).toBe(1);
      const button = page.getByRole('contentinfo').getByRole('button', { name: trigger });
      await expect(button).not.toHaveAttribute('aria-busy');

      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toHaveCSS('cursor', 'progress');
      await page.waitForTimeout(500);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      chunk.release();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expect(button).not.toHaveAttribute('aria-busy');
      // One click, one chunk request.
      expect(chunk.requested).toHaveLength(1);
    });
  }

  test('a chunk that fails to load leaves the page working; the trigger leaves its busy state and the next click opens', async ({
    page,
    usePersona,
  }) => {
    await usePersona('client');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[shell] Failed to load the settings dialogs'))
        warnings.push(message.text());
    });
    const chunk = await controlDialogsChunk(page, 'fail');
    await page.goto('/');
    // The idle fetch failed (the bundler's loader tries a network failure twice).
    await expect.poll(() => chunk.requested.length, { timeout: 15_000 }).toBe(2);
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cancel Subscription' });

    await button.click();
    await expect.poll(() => chunk.requested.length).toBe(4);
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => warnings.length).toBe(1);
    // The page still works: another part of the footer answers.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /immediate help/ })).toBeVisible();

    chunk.stopFailing();
    chunk.release();
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
    expect(warnings).toHaveLength(1);
  });

  test('on the App Router, texts that fail to arrive are asked again on the next click, and the dialog opens with them', async ({
    page,
    router,
    usePersona,
  }) => {
    test.skip(router !== 'app', "the Pages Router's page has every text: its dialogs fetch none");
    await usePersona('client');
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[shell] Failed to load the settings dialogs'))
        warnings.push(message.text());
    });
    // The page's head loads only the texts of its first render; the dialogs fetch the rest as JSON.
    let failed = 0;
    let served = 0;
    let failing = true;
    await page.route('**/_shell/messages/**/*.json', async (route: Route) => {
      if (failing) {
        failed += 1;
        return route.abort('failed');
      }
      served += 1;
      return route.continue();
    });
    await page.goto('/');
    // The idle prefetch asked for them (with the dialogs' code) and failed.
    await expect.poll(() => failed, { timeout: 15_000 }).toBeGreaterThan(0);
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cancel Subscription' });
    const before = failed;
    await button.click();
    // Asked again (a failure is not kept), and failed again.
    await expect.poll(() => failed).toBeGreaterThan(before);
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => warnings.length).toBe(1);

    failing = false;
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
    expect(served).toBe(1);
    expect(warnings).toHaveLength(1);
  });
});
