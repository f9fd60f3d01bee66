import type { Page } from '@playwright/test';
import { developmentProductName, quickExitUrl } from '@therapy-shell/brand-config';
import { expect, test } from './brand-fixture.ts';
import { hydrated } from './hydrated.ts';

// What a visitor meets on either Next.js router, with the same assertions, so the two cannot drift
// apart unseen: on every brand against the App Router app (apps/shell-app, projects `app-<brand>`),
// and against the Pages Router app (apps/shell) on brand main, where the other brands make each of
// these assertions in the Pages files (playwright.config.ts).

/** The messages of the page's console that say the Content-Security-Policy blocked something. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the home page: its document, header and footer with the crisis notice, hydrated, nothing blocked by its policy', async ({
  page,
  brand,
}) => {
  const violations = cspViolations(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
  expect(nonce, 'a nonce in the Content-Security-Policy').toBeTruthy();
  expect(headers['cache-control']).toContain('no-store');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
  await expect(page.getByRole('banner').getByRole('link', { name: / home$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByTestId('crisis-notice')).toContainText(
    "If you are in a crisis or any other person may be in danger, don't use this site.",
  );
  await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  // Every script the server's HTML runs carries the request's nonce (the chunks loaded later are
  // trusted by 'strict-dynamic'; a JSON data script runs nothing).
  const html = (await response?.text()) ?? '';
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\btype="application\/(json|ld\+json)"/.test(attributes));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((attributes) => !attributes.includes(`nonce="${nonce}"`))).toEqual([]);
  expect(violations).toEqual([]);
});

test('a client-side navigation: the next page in the same document, in its own frame and title', async ({
  page,
  brand,
}) => {
  await page.goto('/faq/');
  await expect(page).toHaveTitle('FAQ');
  await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('banner')
    .getByRole('link', { name: / home$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByRole('contentinfo').getByTestId('crisis-notice')).toBeVisible();
  // The home page sets no title: the shell's, the product name, names it (WCAG 2.4.2); back on the
  // FAQ page its own again.
  await expect(page).toHaveTitle(developmentProductName(brand));
  await page.goBack();
  await expect(page).toHaveTitle('FAQ');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The footer's crisis link too: the way to help is a page of the site, reached in the same document.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'These resources can provide you with immediate help.' })
    .click();
  await expect(page).toHaveURL(/\/gethelpnow\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a keyboard visitor who follows a link of the header, then of the footer, keeps focus on it in the next page', async ({
  page,
}) => {
  await page.goto('/faq/');
  await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  await page
    .getByRole('banner')
    .getByRole('link', { name: / home$/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: / home$/ })).toBeFocused();
  // A link of the footer's list (the crisis lines' tel: and sms: links are external).
  const footerLink = page.getByRole('contentinfo').locator('li > a[data-kind="internal"]').first();
  const href = (await footerLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[^/]/);
  await footerLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.getByRole('contentinfo').locator(`li > a[href="${href}"]`)).toBeFocused();
  // The next Tab goes on from there, not out of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('footer') !== null)).toBe(true);
});

test('the template rules of spec 2.5: a footerless section has no footer, /gethelpnow/ has the quick exit', async ({
  page,
  brand,
}) => {
  await page.goto('/counselor-settings/');
  await expect(page.getByRole('heading', { level: 1, name: 'Counselor settings' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/gethelpnow/');
  await expect(page.getByRole('link', { name: 'Exit this page' }).first()).toHaveAttribute('href', quickExitUrl(brand));
});

test('a page that does not exist: 404 inside the shell, with the crisis notice', async ({ page }) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByTestId('crisis-notice')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the footer opens the language dialog; Escape closes it and focus returns to its button', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
  const button = page.getByRole('contentinfo').getByRole('button', { name: /current language: English/ });
  await button.click();
  await expect(page.getByRole('dialog', { name: 'Language settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the backend failing: the fallback page with status 500, the crisis help and the quick exit', async ({
  page,
  brand,
  usePersona,
}) => {
  await usePersona('backend-down');
  const response = await page.goto('/faq/');
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeVisible();
  // The fallback page's title, not the page's own ("FAQ"; on the App Router its `metadata`), with the
  // product name when the server had a site config before the backend failed.
  await expect(page).toHaveTitle(/^We're having an issue( – .+)?$/);
  await expect(
    page.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
  ).toHaveAttribute('href', '/gethelpnow/');
  await expect(page.getByRole('link', { name: 'Exit this page' })).toHaveAttribute('href', quickExitUrl(brand));
  // The quick exit is a region of its own before the main landmark, as on every page of the shell.
  await expect(page.getByRole('region', { name: 'Quick exit' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('region', { name: 'Quick exit' })).toHaveCount(0);
});

test('the backend failing: /gethelpnow/ still answers 200 with the crisis resources in a plain frame', async ({
  page,
  usePersona,
}) => {
  await usePersona('backend-down');
  const response = await page.goto('/gethelpnow/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exit this page' }).first()).toBeVisible();
});

test(
  'the backend stopped altogether (brand main): the fallback page and /gethelpnow/ from the build alone',
  { tag: '@once' },
  async ({ browser, noBackendURL }) => {
    const context = await browser.newContext({ baseURL: noBackendURL });
    const page = await context.newPage();
    expect((await page.goto('/'))?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeVisible();
    expect((await page.goto('/gethelpnow/'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Get help now' })).toBeVisible();
    await context.close();
  },
);
