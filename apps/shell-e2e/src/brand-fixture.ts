import { test as base, expect } from '@playwright/test';
import type { BrandId } from '@therapy-shell/brand-config';

/** Options every brand project sets (see playwright.config.ts). */
export interface BrandOptions {
  brand: BrandId;
  /** The Next.js router of the app under test: apps/shell (`pages`) or apps/shell-app (`app`). */
  router: 'pages' | 'app';
  /** The same app of brand main with its backend stopped. */
  noBackendURL: string;
}

/** A dev-api persona for the visitor of a test; the default persona when undefined. */
export interface PersonaFixture {
  usePersona: (name: string) => Promise<void>;
}

/**
 * Tests run once per brand project. Every page visit carries the `dev_brand` cookie of the
 * project's brand, so the one dev-api serves that brand's site config.
 */
export const test = base.extend<BrandOptions & PersonaFixture>({
  brand: ['main', { option: true }],
  router: ['pages', { option: true }],
  noBackendURL: ['', { option: true }],
  context: async ({ context, brand, baseURL }, use) => {
    await context.addCookies([{ name: 'dev_brand', value: brand, url: baseURL ?? '' }]);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(page);
    // A test can end while one of its route handlers still reads a response (route.fetch): once the
    // page closes, that read fails ("Response has been disposed", seen in CI). Dropped, not reported.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  usePersona: async ({ context, baseURL }, use) => {
    await use(async (name: string) => {
      await context.addCookies([{ name: 'dev_persona', value: name, url: baseURL ?? '' }]);
    });
  },
});

export { expect };
