import type { Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';

// Dialog flows end to end (spec 2.6, 4.1-4.3), on brand main. dev-api is at the app's build-time origin.
const DEV_API = process.env['SHELL_API_ORIGIN'] ?? 'http://127.0.0.1:4000';

async function devRequests(
  path: string,
  persona: string,
): Promise<{ method: string; body: Record<string, unknown> }[]> {
  const res = await fetch(`${DEV_API}/__dev/requests?path=${encodeURIComponent(path)}&persona=${persona}`);
  return (await res.json()) as { method: string; body: Record<string, unknown> }[];
}

async function openFromFooter(page: Page, name: string | RegExp) {
  await page.getByRole('contentinfo').getByRole('button', { name }).click();
}

test.describe('language settings (spec 4.2)', () => {
  test('saving a language sets pref_language for 30 days on the host and reloads in that language', async ({
    page,
    context,
  }) => {
    await page.goto('/faq/');
    await openFromFooter(page, /current language: English/);
    const dialog = page.getByRole('dialog', { name: 'Language settings' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Choose language' }).click();
    await page.getByRole('option', { name: 'Deutsch' }).click();
    const before = Date.now() / 1000;
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Save' }).click()]);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('contentinfo')).toContainText('Wenn Sie sich in einer Krise befinden');
    const cookie = (await context.cookies()).find((c) => c.name === 'pref_language');
    expect(cookie?.value).toBe('de');
    expect(cookie?.domain).toBe('127.0.0.1');
    expect(cookie?.expires).toBeGreaterThan(before + 30 * 86400 - 60);
    expect(cookie?.expires).toBeLessThan(before + 30 * 86400 + 60);
    expect(page.url()).toMatch(/\/faq\/$/);
  });
});

test.describe('cookie settings (spec 4.3)', () => {
  test('saving stores the consent cookie and tells the server', async ({ page, context, usePersona }) => {
    await usePersona('visitor-fr');
    await page.goto('/');
    await openFromFooter(page, 'Cookie Settings');
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByText('Always on')).toBeVisible();
    await dialog.getByRole('switch', { name: /Performance cookies/ }).click();
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog).toBeHidden();
    // Confirmed by a toast once the dialog has closed (a status the screen reader announces), not inside it.
    const saved = page.getByRole('region', { name: 'Notifications' }).getByText('Your cookie settings are saved.');
    await expect(saved).toBeVisible();
    expect(await saved.evaluate((element) => element.closest('dialog'))).toBeNull();
    const consent = (await context.cookies()).find((c) => c.name === 'OptanonConsent');
    expect(decodeURIComponent(consent?.value ?? '')).toBe('groups=C0001:1,C0002:1,C0004:0');
    expect(consent?.sameSite).toBe('Lax');
    expect(consent?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 86400);
    await expect
      .poll(async () => (await devRequests('/api/confirm_cookie_choices/', 'visitor-fr')).length)
      .toBeGreaterThan(0);
    const [call] = await devRequests('/api/confirm_cookie_choices/', 'visitor-fr');
    expect(call).toMatchObject({ method: 'POST', body: { csrf_token: 'dev-csrf-token' } });
  });

  test('Do Not Sell My Information opens the same settings', async ({ page, usePersona }) => {
    await usePersona('visitor-do-not-sell');
    await page.goto('/');
    await openFromFooter(page, 'Do Not Sell My Information');
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});

test.describe('subscription cancellation (spec 4.1, 5, 8.2)', () => {
  async function openCancel(page: Page) {
    await page.goto('/');
    await openFromFooter(page, 'Cancel Subscription');
    await expect(page.getByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
    // The title (the dialog's name) changes with the state, so the open dialog is found by role.
    return page.getByRole('dialog');
  }

  test('validates the email: required, then a valid address', async ({ page, usePersona }) => {
    await usePersona('client');
    const dialog = await openCancel(page);
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(dialog.getByText('Please enter an email address')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Email address/ }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
  });

  test('success: confirmation text and OK', async ({ page, usePersona }) => {
    await usePersona('client');
    const dialog = await openCancel(page);
    await dialog.getByRole('textbox', { name: /Email address/ }).fill('client@example.com');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(dialog.getByText('Cancellation request received')).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('cannot-unsubscribe: the no-regular-subscription notice', async ({ page, usePersona }) => {
    await usePersona('cannot-unsubscribe');
    const dialog = await openCancel(page);
    await dialog.getByRole('textbox', { name: /Email address/ }).fill('client@example.com');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(dialog.getByText('Unable to process cancellation request')).toBeVisible();
  });

  test('error: the internal error message with the Account Settings link through login', async ({
    page,
    usePersona,
  }) => {
    await usePersona('unsubscribe-error');
    const dialog = await openCancel(page);
    await dialog.getByRole('textbox', { name: /Email address/ }).fill('client@example.com');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(
      dialog.getByText("We couldn't process your cancellation request because of an internal error."),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      /^\/login\/?\?redir=%2Faccount-settings%2Fsubscription%2F$/,
    );
  });
});

test.describe('keyboard only', () => {
  for (const [name, trigger, title] of [
    ['language settings', /current language: English/, 'Language settings'],
    ['cookie settings', 'Cookie Settings', 'Cookie settings'],
    ['cancellation', 'Cancel Subscription', 'Cancel subscription'],
  ] as const) {
    test(`opens and closes the ${name} dialog by keyboard, focus back on its trigger`, async ({ page, usePersona }) => {
      await usePersona('client');
      await page.goto('/');
      const button = page.getByRole('contentinfo').getByRole('button', { name: trigger });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});

test.describe('accessibility widget (spec 4.5)', () => {
  test('loads after the page is idle when the load cookie is set, in the brand colours', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'load_accessibe', value: '1', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Accessibility options' })).toBeVisible();
  });

  test('shows its trigger on /accessibility without the cookie', async ({ page }) => {
    await page.goto('/accessibility/');
    await expect(page.getByRole('button', { name: 'Accessibility options' })).toBeVisible();
  });

  test('never loads for mobile clients', async ({ page, context, baseURL, usePersona }) => {
    await usePersona('client-mobile');
    await context.addCookies([{ name: 'load_accessibe', value: '1', url: baseURL ?? '' }]);
    await page.goto('/accessibility/');
    await page.waitForTimeout(500);
    await expect(page.getByRole('button', { name: 'Accessibility options' })).toHaveCount(0);
  });

  test('a failed script load leaves the page working', async ({ page, context, baseURL }) => {
    await page.route('**/__dev/accessibility-widget.js', (route) => route.abort());
    await context.addCookies([{ name: 'load_accessibe', value: '1', url: baseURL ?? '' }]);
    await page.goto('/');
    await openFromFooter(page, 'Cookie Settings');
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });
});
