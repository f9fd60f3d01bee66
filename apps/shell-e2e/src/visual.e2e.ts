import { axeViolations } from './axe.ts';
import { expect, test } from './brand-fixture.ts';

// Visual regression: every brand's home at 390, 768 and 1280 px against the baselines
// committed beside this file (visual.e2e.ts-snapshots/), and axe on each. Deterministic: the
// default persona (a logged-out visitor, no consent to ask), system fonts, no animations, and the
// copyright year masked. Regenerate after an intended change with --update-snapshots.

test.use({ bypassCSP: true });

for (const width of [390, 768, 1280] as const) {
  test(`home at ${width} px looks as its baseline and axe finds nothing`, async ({ page, brand }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`home-${width}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
      mask: [page.getByText(/^© \d{4} /)],
    });
    expect(await axeViolations(page), `${brand} at ${width} px`).toEqual([]);
  });
}
