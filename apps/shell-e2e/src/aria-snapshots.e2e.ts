import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

// What a screen reader hears, reviewed like pixels: the accessibility tree (roles, names, states) of
// the header, the footer and each settings dialog of every brand, in English, against the YAML
// committed beside this file (aria-snapshots.e2e.ts-snapshots/<brand>-<part>.aria.yml). A changed
// name, role or state fails here until the snapshot is updated on purpose, and the review sees the
// change in the YAML's diff. After an intended change (brands and dev-api built):
//   CI= npx playwright test -c apps/shell-e2e/playwright.config.ts aria-snapshots --update-snapshots
// The copyright year is the only text that changes by itself: it reads YEAR here.

async function openFromFooter(page: Page, name: string | RegExp) {
  const trigger = page.getByRole('contentinfo').getByRole('button', { name });
  await trigger.focus();
  await page.keyboard.press('Enter');
}

async function hideYear(page: Page) {
  await page.getByText(/^© \d{4} /).evaluate((element) => {
    element.textContent = (element.textContent ?? '').replace(/\d{4}/, 'YEAR');
  });
}

test.describe('what a screen reader hears', () => {
  test('the header of a logged-out visitor, on a desktop and with the menu open on a phone', async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('banner')).toMatchAriaSnapshot({ name: `${brand}-header.aria.yml` });
    await page.setViewportSize({ width: 320, height: 640 });
    const toggle = page.getByRole('banner').locator('button[aria-expanded]');
    // Brands whose header has navigation have the menu below lg.
    if (await toggle.isVisible()) {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(page.getByRole('banner')).toMatchAriaSnapshot({ name: `${brand}-header-phone.aria.yml` });
  });

  test('the footer and each dialog of a client in the EU (the fullest footer)', async ({ page, brand, usePersona }) => {
    await usePersona('client-eu');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/no-such-page/');
    await hideYear(page);
    await expect(page.getByRole('contentinfo')).toMatchAriaSnapshot({ name: `${brand}-footer.aria.yml` });

    await openFromFooter(page, /current language: English/);
    const language = page.getByRole('dialog', { name: 'Language settings' });
    await expect(language).toMatchAriaSnapshot({ name: `${brand}-language-dialog.aria.yml` });
    await page.keyboard.press('Escape');
    await expect(language).toBeHidden();

    await openFromFooter(page, 'Cookie Settings');
    const cookies = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(cookies).toMatchAriaSnapshot({ name: `${brand}-cookie-dialog.aria.yml` });
    await page.keyboard.press('Escape');
    await expect(cookies).toBeHidden();

    await openFromFooter(page, 'Cancel Subscription');
    const cancel = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(cancel).toMatchAriaSnapshot({ name: `${brand}-cancel-dialog.aria.yml` });
  });
});
