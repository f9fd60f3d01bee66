// The browser session of the accessibility checks (accessibility.e2e.ts, accessibility-keyboard.e2e.ts):
// one browser context and one page per worker, reused by its tests, visits as a persona in a
// language, and the settings dialogs with the footer buttons that open them. The app's address is
// the project's baseURL (playwright.config.ts), so the checks can run against any app that composes
// the shell.
import type { BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { developmentProductName, type BrandId } from '@therapy-shell/brand-config';
import type { Language } from '@therapy-shell/core';
import { createTranslator, type MessageKey } from '@therapy-shell/i18n';
import { expect, test as brandTest } from './brand-fixture.ts';

export { expect };

/** What a worker keeps for its brand's tests: one context, one page and its DevTools session. */
export interface Shared {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  baseURL: string;
}

export const test = brandTest.extend<object, { shared: Shared }>({
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
export async function visit(
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
export function shellTitle(brand: BrandId, language: Language, key: MessageKey): string {
  return `${createTranslator(language)(key)} – ${developmentProductName(brand)}`;
}

/** The settings dialogs (spec 2.6) and the footer buttons that open them, in the visitor's language. */
export const DIALOGS = [
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

/** The footer button that opens a dialog, by its name in the visitor's language. */
export function footerButton(page: Page, language: Language, key: MessageKey): Locator {
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
