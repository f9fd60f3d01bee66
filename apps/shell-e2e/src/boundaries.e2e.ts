import { expect, test } from './brand-fixture.ts';

// A product page that throws while rendering (apps/shell/pages/dev/throw.tsx, ?throw=render: once
// per page load, after hydration) shows the shell's error panel inside the shell: the header, the
// footer and its crisis notice stay, the throw is reported once through the page's reporter (the
// console here; the error-reporting service is not asserted), and the retry renders the page. The
// same code on every brand: run on brand main.
test.describe('a page that throws while rendering', () => {
  test('shows the error panel inside the shell with the crisis notice, and the retry renders the page', async ({
    page,
  }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[shell] Throw playground'))
        reports.push(message.text());
    });
    await page.goto('/dev/throw/?throw=render');

    const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: "We're having an issue" }) });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeFocused();
    await expect(panel).toContainText("Sorry! We're aware of this problem");
    await expect(page.getByRole('heading', { name: 'Throw playground' })).toHaveCount(0);

    await expect(page.getByRole('banner')).toBeVisible();
    const crisisLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'These resources can provide you with immediate help.' });
    await expect(crisisLink).toBeVisible();
    await expect(crisisLink).toHaveAttribute('href', /\/gethelpnow\/$/);
    await expect.poll(() => reports.length).toBe(1);

    // Retry from the keyboard: the button is the next stop after the focused heading.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Throw playground' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(crisisLink).toBeVisible();
    expect(reports).toHaveLength(1);
  });

  test('without ?throw=render the page renders and nothing is reported', async ({ page }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('[shell] Throw playground'))
        reports.push(message.text());
    });
    await page.goto('/dev/throw/');
    await expect(page.getByRole('heading', { level: 1, name: 'Throw playground' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: "We're having an issue" })).toHaveCount(0);
    expect(reports).toEqual([]);
  });
});
