import { createTranslator } from '@therapy-shell/i18n';
import { WIDTHS } from './a11y-plan.ts';
import { DIALOGS, expect, footerButton, test, visit } from './a11y-session.ts';

// Each settings dialog by keyboard alone: opened from its footer button with focus on its close
// button, closed with Escape and with that button, focus back on the button that opened it, and
// operated (a language chosen, a cookie switch turned, a cancellation sent). The dialogs are the
// same code on every brand: this runs on brand main (playwright.config.ts); accessibility.e2e.ts
// measures each dialog open in every brand and language.

test.describe('keyboard only: each dialog opened and closed', () => {
  test('each dialog opens by keyboard with focus on its close button, closes with Escape and with that button, focus back on the trigger', async ({
    brand,
    shared,
  }) => {
    const { page } = shared;
    await page.setViewportSize(WIDTHS[0]);
    await visit(shared, brand, '/no-such-page/', { persona: 'client-eu', language: 'en' });
    const t = createTranslator('en');
    for (const dialog of DIALOGS) {
      const trigger = footerButton(page, 'en', dialog.trigger);
      const open = page.getByRole('dialog', { name: t(dialog.title) });
      const close = open.getByRole('button', { name: t(dialog.close) });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(close, `${dialog.name}: the close button has focus when it opens`).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(open).toBeHidden();
      await expect(trigger, `${dialog.name}: Escape gives focus back to the trigger`).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(open).toBeHidden();
      await expect(trigger, `${dialog.name}: the close button gives focus back`).toBeFocused();
    }
  });
});

test.describe('keyboard only: each dialog operated (spec 4.1-4.3)', () => {
  test.beforeEach(async ({ brand, shared }) => {
    await shared.page.setViewportSize(WIDTHS[1]);
    await visit(shared, brand, '/no-such-page/', { persona: 'client-eu', language: 'en' });
  });

  test('language settings: the list opened, a language chosen and saved by keyboard, the page reloads in it', async ({
    shared: { page },
  }) => {
    const trigger = footerButton(page, 'en', 'footer.languageButton');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Language settings' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    const field = dialog.getByRole('combobox', { name: 'Choose language' });
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('listbox')).toBeVisible();
    // Escape closes the list, not the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field).toContainText('Deutsch');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('cookie settings: a switch turned with Space and saved with Enter; focus back on the trigger', async ({
    shared: { page, context },
  }) => {
    const trigger = footerButton(page, 'en', 'footer.cookieSettings');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    const performance = dialog.getByRole('switch', { name: 'Performance cookies' });
    // Tab from the close button to the first switch (through the scrolling body, when it scrolls).
    for (let press = 0; press < 3 && !(await performance.evaluate((e) => e === document.activeElement)); press += 1)
      await page.keyboard.press('Tab');
    await expect(performance).toBeFocused();
    const before = (await performance.getAttribute('aria-checked')) === 'true';
    await page.keyboard.press('Space');
    await expect(performance).toHaveAttribute('aria-checked', String(!before));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Save settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    const consent = (await context.cookies()).find((cookie) => cookie.name === 'OptanonConsent');
    expect(decodeURIComponent(consent?.value ?? '')).toMatch(new RegExp(`C0002:${before ? 0 : 1}`));
  });

  test('cancellation: the email typed and sent with Enter, the outcome read out, OK closes; focus back on the trigger', async ({
    shared: { page },
  }) => {
    const trigger = footerButton(page, 'en', 'footer.cancelSubscription');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: /Email address/ })).toBeFocused();
    await page.keyboard.type('client@example.com');
    await page.keyboard.press('Enter');
    const outcome = page.getByRole('dialog', { name: 'Cancellation request received' });
    await expect(outcome.getByText(/received your cancellation request/)).toBeVisible();
    // The outcome has focus, so a screen reader reads it; Tab reaches OK.
    await expect(outcome.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(outcome.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(outcome).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});
