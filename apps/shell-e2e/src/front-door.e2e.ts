import type { Locator, Page } from '@playwright/test';
import { expect, test } from './brand-fixture.ts';
import { hydrated } from './hydrated.ts';

// The same code on every brand: these run on brand main, whose dev-api defaults turn on the Business
// link, the social links and the SSL security logo.

interface RenderedLink {
  name: string;
  href: string;
  kind: string | null;
  target: string | null;
  rel: string | null;
}

async function linksOf(region: Locator): Promise<RenderedLink[]> {
  return region.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => ({
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
      href: a.getAttribute('href') ?? '',
      kind: a.getAttribute('data-kind'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
}

const toAnotherSite = (link: RenderedLink) =>
  /^https?:\/\//.test(link.href) && !/^https?:\/\/localhost[:/]/.test(link.href);
const isPath = (link: RenderedLink) => link.href.startsWith('/') && !link.href.startsWith('//');

/** Spec 2.8: an external link opens in a new tab with no opener and no referrer; an internal one does neither. */
function expectTreatment(link: RenderedLink, kind: 'internal' | 'external') {
  if (kind === 'external') {
    expect(link, link.name).toMatchObject({ kind: 'external', target: '_blank' });
    expect(link.rel?.split(' '), link.name).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  } else {
    expect(link, link.name).toMatchObject({ kind: 'internal', target: null, rel: null });
  }
}

async function frameLinks(page: Page) {
  const header = await linksOf(page.getByRole('banner'));
  const footer = await linksOf(page.getByRole('contentinfo'));
  return { header, footer };
}

test.describe("the header's and footer's links, internal or external (spec 2.8)", { tag: '@once' }, () => {
  test('links to other sites get the external treatment, paths of this site do not', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect.poll(() => hydrated(page)).toBe(true);
    const { header, footer } = await frameLinks(page);

    const business = header.find((link) => link.href === 'https://organisation.therapy-shell.example/');
    expect(business?.name).toBe('Business (opens in a new tab)');
    const social = footer.filter((link) => /facebook|instagram|tiktok|x\.com|linkedin/.test(link.href));
    expect(social).toHaveLength(5);
    const ssl = footer.find((link) => link.href.startsWith('https://www.ssllabs.com/'));
    expect(ssl).toBeDefined();
    for (const link of [business, ...social, ssl]) if (link) expectTreatment(link, 'external');

    // Every link to another site is external, every path internal, in both parts.
    const all = [...header, ...footer];
    expect(all.filter(toAnotherSite).length).toBe(7);
    for (const link of all.filter(toAnotherSite)) expectTreatment(link, 'external');
    const paths = all.filter(isPath);
    expect(paths.map((link) => link.href)).toEqual(
      expect.arrayContaining(['/', '/faq/', '/contact/', '/terms/', '/privacy/', '/gethelpnow/']),
    );
    // The crisis notice's link is the injected router link itself (a fixed path): no data-kind.
    for (const link of paths) {
      expect(link, link.name).toMatchObject({ target: null, rel: null });
      expect([null, 'internal'], link.name).toContain(link.kind);
    }
    expect(paths.filter((link) => link.kind === 'internal').length).toBeGreaterThan(10);
  });

  test("a sibling site's links are internal: the Business link when sites_fqdn names the organisation site", async ({
    page,
    usePersona,
  }) => {
    await usePersona('sibling-sites');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect.poll(() => hydrated(page)).toBe(true);
    const business = page.getByRole('banner').getByRole('link', { name: 'Business', exact: true });
    await expect(business).toHaveAttribute('href', 'https://organisation.therapy-shell.example/');
    await expect(business).toHaveAttribute('data-kind', 'internal');
    await expect(business).not.toHaveAttribute('target');
    await expect(business).not.toHaveAttribute('rel');
  });
});

test.describe('page themes (spec 2.4)', { tag: '@once' }, () => {
  /** The computed background behind the page's main area (the layout around header, main and footer). */
  const pageBackground = (page: Page) =>
    page.getByRole('main').evaluate((main) => getComputedStyle(main.parentElement as Element).backgroundColor);

  test('GetStarted with go=true has a background of its own', async ({ page }) => {
    await page.goto('/get-started/');
    const plain = await pageBackground(page);
    await page.goto('/get-started/?go=true');
    await expect(page.locator('body')).toHaveAttribute('data-page-theme', 'get-started-go');
    const go = await pageBackground(page);
    expect(go).not.toBe(plain);
    expect(go).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('ContactUs has its own theme for a logged-out visitor of brand 1, not for a client', async ({
    page,
    usePersona,
  }) => {
    await page.goto('/contact/');
    const visitor = await pageBackground(page);
    await usePersona('client');
    await page.goto('/contact/');
    await expect(page.locator('body')).toHaveAttribute('data-page-theme', 'default');
    const client = await pageBackground(page);
    expect(visitor).not.toBe(client);
    await page.goto('/');
    expect(await pageBackground(page)).toBe(client);
  });
});

test.describe('the page attributes on <body> (product and page classes, page theme)', { tag: '@once' }, () => {
  const body = (page: Page) =>
    page.evaluate(() => ({
      classes: [...document.body.classList].filter((name) => /^(product|page)-/.test(name)).sort(),
      theme: document.body.getAttribute('data-page-theme'),
    }));

  test('are in the page before any of its JavaScript has loaded', async ({ page }) => {
    // No script file of the app arrives: what <body> has comes from the server's HTML (and its inline scripts).
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('/contact/');
    expect(await body(page)).toEqual({ classes: ['page-contact-us', 'product-main'], theme: 'contact-us-alternate' });
  });

  test('follow a client-side navigation: the new page’s come and the last page’s go', async ({ page }) => {
    await page.goto('/contact/');
    await expect.poll(() => hydrated(page)).toBe(true);
    expect(await body(page)).toEqual({ classes: ['page-contact-us', 'product-main'], theme: 'contact-us-alternate' });
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>)['__sameDocument'] = true;
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await expect.poll(() => body(page)).toEqual({ classes: ['page-privacy-page', 'product-main'], theme: 'default' });
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>)['__sameDocument'])).toBe(true);
  });
});
