import { LANGUAGES } from '@therapy-shell/core';
import { developmentProductName } from '@therapy-shell/brand-config';
import { createTranslator } from '@therapy-shell/i18n';
import { audit, titleFailures, type AuditScope } from './a11y-audit.ts';
import { helpMechanisms, type HelpMechanism } from './a11y-geometry.ts';
import { inconsistentHelp } from './a11y-rules.ts';
import { fullAuditWidth, languageTag, walks, WIDTHS } from './a11y-plan.ts';
import { DIALOGS, expect, footerButton, shellTitle, test, visit } from './a11y-session.ts';

// Accessible beyond axe: the WCAG 2.2 AA criteria a machine can check, on every brand, in every
// language at 320 px and at desktop width (which brand makes which check where: a11y-plan.ts), on
// the home page, /gethelpnow/, the fallback page, the
// 404 page and each settings dialog opened: reflow (1.4.10), resize text to 200 % (1.4.4), text
// spacing (1.4.12), target size (2.5.8), focus not obscured (2.4.11), focus visible (2.4.7), focus
// order, page titled (2.4.2) and axe with the WCAG 2.2 AA tags; then consistent help (3.2.6)
// across templates and user types. What each check measures is in a11y-rules.ts;
// accessibility-proof.e2e.ts shows each one failing on a broken page, accessibility-keyboard.e2e.ts
// operates each dialog by keyboard alone. The pages come from the project's baseURL
// (playwright.config.ts), so the same checks can run against any app that composes the shell.
//
// Cheap by design (a few minutes for eight brands on two cores): one browser context and one page
// per brand (a worker's), reused by its tests; one test per language visits each page once and
// measures it at 320 px, then at desktop width without a reload; each page state is measured with
// one evaluate per measurement. Every language gets the layout checks at both widths; text
// spacing, 200 % text, axe and the keyboard walk run at the widths and languages a11y-plan.ts
// gives each brand and router, so that a run of the eight brands makes every check in every
// language at both widths on each router (a11y-plan.spec.ts).

test.describe('accessible beyond axe (WCAG 2.2 AA)', () => {
  test.describe.configure({ timeout: 120_000 });

  // Each language's test is tagged with it: the App Router's projects leave out the languages
  // a11y-plan.ts does not give them (playwright.config.ts), so that no test is opened to be skipped.
  for (const language of LANGUAGES)
    test(
      `${language} at ${WIDTHS.map((viewport) => `${viewport.width} px`).join(' and ')}: home, /gethelpnow/, the fallback page, the 404 page and each dialog`,
      {
        tag: languageTag(language),
      },
      async ({ brand, router, shared }) => {
        const { page, cdp } = shared;
        const failures: string[] = [];
        const label = (width: number, what: string) => `${brand} ${language} ${width} px ${what}`;
        const fullWidth = fullAuditWidth(brand, language, router);
        /** Measures the page's current state at each width, the viewport resized in between. */
        const check = async (what: string, within: string | null = null) => {
          for (const viewport of WIDTHS) {
            await page.setViewportSize(viewport);
            const scope: AuditScope = { within, label: label(viewport.width, what) };
            const full = viewport.width === fullWidth;
            failures.push(
              ...(await audit(page, cdp, scope, {
                textSpacing: full,
                textSize: full,
                axe: full,
                focus: walks(brand, language, viewport.width, router),
              })),
            );
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
      },
    );
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
