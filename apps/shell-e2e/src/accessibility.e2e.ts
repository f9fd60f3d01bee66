import type { BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { developmentProductName, type BrandId } from '@therapy-shell/brand-config';
import { LANGUAGES, type Language } from '@therapy-shell/core';
import { createTranslator, type MessageKey } from '@therapy-shell/i18n';
import { audit, titleFailures, type AuditScope } from './a11y-audit.ts';
import { helpMechanisms, type HelpMechanism } from './a11y-geometry.ts';
import { inconsistentHelp } from './a11y-rules.ts';
import { expect, test as brandTest } from './brand-fixture.ts';

// Accessible beyond axe: the WCAG 2.2 AA criteria a machine can check, on every brand, in every
// language, at 320 px and at desktop width, on the home page, /gethelpnow/, the fallback page, the
// 404 page and each settings dialog opened: reflow (1.4.10), resize text to 200 % (1.4.4), text
// spacing (1.4.12), target size (2.5.8), focus not obscured (2.4.11), focus visible (2.4.7), focus
// order, page titled (2.4.2) and axe with the WCAG 2.2 AA tags; then consistent help (3.2.6)
// across templates and user types, and each dialog operated by keyboard alone. What each check
// measures is in a11y-rules.ts; accessibility-proof.e2e.ts shows each one failing on a broken page.
// The pages come from the project's baseURL (playwright.config.ts), so the same checks can run
// against any app that composes the shell.
//
// Cheap by design (a few minutes for eight brands on two cores): one browser context and one page
// per brand (a worker's), reused by its tests; one test per language visits each page once and
// measures it at 320 px, then at desktop width without a reload; each page state is measured with
// one evaluate per measurement. Layout, text spacing and 200 % text run in every language at both
// widths, axe in every language at 320 px and in English at desktop width; the keyboard walk, which
// costs a key press per stop, runs at 320 px in the language with the longest labels (de) and at
// desktop width in English.

/** The widths of the matrix: WCAG 1.4.10's 320 CSS px, and the desktop width of the visual baselines. */
const WIDTHS = [
  { width: 320, height: 640 },
  { width: 1280, height: 900 },
] as const;

/** What a worker keeps for its brand's tests: one context, one page and its DevTools session. */
interface Shared {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  baseURL: string;
}

const test = brandTest.extend<object, { shared: Shared }>({
  shared: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL ?? '';
      // axe is injected into the page and text spacing as a style: both need the page's CSP
      // bypassed. No service worker: every visit must come from the server.
      const context = await browser.newContext({ baseURL, bypassCSP: true, serviceWorkers: 'block' });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await use({ context, page, cdp, baseURL });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A visit as a persona in a language: the brand, persona and language cookies of this visit only. */
async function visit(
  { context, page, baseURL }: Shared,
  brand: BrandId,
  path: string,
  { persona, language }: { persona: string; language: Language },
): Promise<void> {
  await context.clearCookies();
  await context.addCookies([
    { name: 'dev_brand', value: brand, url: baseURL },
    { name: 'dev_persona', value: persona, url: baseURL },
    { name: 'pref_language', value: language, url: baseURL },
  ]);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // React has hydrated the main content area (the keyboard walk needs its handlers).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const main = document.querySelector('main');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
}

/** The page title of spec 2.4.2 for a page the shell names: the page's own title, then the product name. */
function shellTitle(brand: BrandId, language: Language, key: MessageKey): string {
  return `${createTranslator(language)(key)} – ${developmentProductName(brand)}`;
}

/** The settings dialogs (spec 2.6) and the footer buttons that open them, in the visitor's language. */
const DIALOGS = [
  {
    name: 'language settings',
    trigger: 'footer.languageButton',
    title: 'languageModal.title',
    close: 'languageModal.close',
  },
  {
    name: 'cookie settings',
    trigger: 'footer.cookieSettings',
    title: 'cookieSettings.title',
    close: 'cookieSettings.close',
  },
  { name: 'cancellation', trigger: 'footer.cancelSubscription', title: 'cancel.title', close: 'cancel.close' },
] as const satisfies readonly { name: string; trigger: MessageKey; title: MessageKey; close: MessageKey }[];

function footerButton(page: Page, language: Language, key: MessageKey): Locator {
  const t = createTranslator(language);
  const name =
    key === 'footer.languageButton'
      ? t('footer.languageButton', { languageName: LANGUAGE_READABLE[language] })
      : t(key);
  return page.getByRole('contentinfo').getByRole('button', { name, exact: true });
}

/** The language names of dev-api's locale selector. */
const LANGUAGE_READABLE: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
};

/** The language whose keyboard walk runs at each width (see above). */
const WALKED: Record<(typeof WIDTHS)[number]['width'], Language> = { 320: 'de', 1280: 'en' };

test.describe('accessible beyond axe (WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of LANGUAGES)
    test(`${language} at 320 px and 1280 px: home, /gethelpnow/, the fallback page, the 404 page and each dialog`, async ({
      brand,
      shared,
    }) => {
      const { page, cdp } = shared;
      const failures: string[] = [];
      const label = (width: number, what: string) => `${brand} ${language} ${width} px ${what}`;
      /** Measures the page's current state at each width, the viewport resized in between. */
      const check = async (what: string, within: string | null = null) => {
        for (const viewport of WIDTHS) {
          await page.setViewportSize(viewport);
          const scope: AuditScope = { within, label: label(viewport.width, what) };
          const walked = WALKED[viewport.width] === language;
          failures.push(...(await audit(page, cdp, scope, { focus: walked, axe: viewport.width === 320 || walked })));
        }
      };
      const title = async (what: string, expected: string) =>
        failures.push(...(await titleFailures(page, label(WIDTHS[0].width, what), expected)));
      const load = async (path: string, persona: string) => {
        await page.setViewportSize(WIDTHS[0]);
        await visit(shared, brand, path, { persona, language });
      };

      // The home page, as a logged-out visitor (the longest navigation); below lg its menu open.
      await load('/', 'default');
      await title('home', developmentProductName(brand));
      const toggle = page.getByRole('banner').locator('button[aria-expanded]');
      if (await toggle.isVisible()) await toggle.click();
      await check('home');

      // /gethelpnow/ as a visitor who must be asked for consent (the banner), with its quick exit.
      await load('/gethelpnow/', 'consent-required');
      await title('/gethelpnow/', shellTitle(brand, language, 'crisisPage.title'));
      await check('/gethelpnow/');

      // The fallback page (the backend fails).
      await load('/', 'backend-down');
      await title('fallback page', shellTitle(brand, language, 'fallback.heading'));
      await check('fallback page');

      // The 404 page as a client in the EU: the notification bell and the fullest footer (cancel,
      // Legal Information, withdrawal form), which opens every dialog.
      await load('/no-such-page/', 'client-eu');
      await title('404 page', shellTitle(brand, language, 'notFound.title'));
      await check('404 page');

      // Each dialog, opened from its trigger by keyboard and measured while open at each width.
      for (const dialog of DIALOGS) {
        await page.setViewportSize(WIDTHS[0]);
        const trigger = footerButton(page, language, dialog.trigger);
        const open = page.getByRole('dialog', { name: createTranslator(language)(dialog.title) });
        await trigger.focus();
        await page.keyboard.press('Enter');
        await expect(open).toBeVisible();
        await check(dialog.name, 'dialog[open]');
        await page.keyboard.press('Escape');
        await expect(open).toBeHidden();
      }
      expect(failures).toEqual([]);
    });

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

// Consistent help (3.2.6): the templates and user types whose frames differ (spec 2.5: footer
// variants, the portal header, the counselor's footer without crisis lines, the mobile layout), the
// shell's own pages and the fallback page. The order is the document's, which is what a screen
// reader and the Tab key follow and what the layout keeps (focus order above).
const HELP_PAGES = [
  ['home, logged out', '/', 'default'],
  ['FAQ, logged out', '/faq/', 'default'],
  ['get started (second-theme footer)', '/get-started/', 'default'],
  ['client dashboard', '/dashboard/', 'client'],
  ['client dashboard on a phone (mobile layout)', '/dashboard/', 'client-mobile'],
  ['counselor dashboard', '/counselor-dashboard/', 'counselor'],
  ['portal account (portal header)', '/', 'portal-account'],
  ['/gethelpnow/', '/gethelpnow/', 'default'],
  ['the fallback page', '/', 'backend-down'],
  ['the 404 page', '/no-such-page/', 'client-eu'],
] as const;

test.describe('consistent help (3.2.6)', () => {
  test('the crisis link, the crisis lines and the FAQ and Contact links keep their order on every template and user type', async ({
    brand,
    shared,
  }) => {
    await shared.page.setViewportSize(WIDTHS[1]);
    const pages: Record<string, HelpMechanism[]> = {};
    for (const [name, path, persona] of HELP_PAGES) {
      await visit(shared, brand, path, { persona, language: 'en' });
      pages[name] = await shared.page.evaluate(helpMechanisms);
    }
    // Every page has the crisis link (spec 1), also the fallback page.
    for (const [name, mechanisms] of Object.entries(pages)) expect(mechanisms, name).toContain('crisis-link');
    expect(inconsistentHelp(pages), JSON.stringify(pages, null, 1)).toEqual([]);
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
