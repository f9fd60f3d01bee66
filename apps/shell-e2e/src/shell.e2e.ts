import { expect, test } from './brand-fixture.ts';

test.describe('walking skeleton: dev-api to the browser', () => {
  test('the home page shows header, main and a footer carrying the crisis notice', async ({ page, brand, request }) => {
    const config = (await (
      await request.get('/api/site-config', { headers: { cookie: `dev_brand=${brand}` } })
    ).json()) as { product_name: string };
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
    await expect(page.getByRole('banner').getByRole('link', { name: `${config.product_name} home` })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('main')).toContainText('Home');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/If you are in a crisis or any other person may be in danger/)).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
    ).toHaveAttribute('href', '/gethelpnow/');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${config.product_name}. All rights reserved.`);
  });

  test(
    'a /api/session fault gives the fallback error page with status 500',
    { tag: '@once' },
    async ({ page, usePersona }) => {
      await usePersona('session-fault');
      const response = await page.goto('/');
      expect(response?.status()).toBe(500);
      await expect(page.getByRole('heading', { level: 1, name: "We're having an issue" })).toBeVisible();
      await expect(
        page.getByText(
          "Sorry! We're aware of this problem, and we're working to fix it. Please come back in a moment.",
        ),
      ).toBeVisible();
    },
  );

  test('the skip link moves keyboard focus to the main content', { tag: '@once' }, async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test(
    'the browser reaches the backend through the same-origin /api rewrite',
    { tag: '@once' },
    async ({ request }) => {
      const response = await request.get('/api/session');
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ id: -1, user_type: 'logged_out_user' });
    },
  );
});
