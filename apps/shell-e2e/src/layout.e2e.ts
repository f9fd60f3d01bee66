import type { BrandId } from '@therapy-shell/brand-config';
import { expect, test } from './brand-fixture.ts';

// Spec 2.2 for a logged-out US visitor in English. dev-api's defaults switch the features
// show_business_link, reviews_page and advice on for brand 1 (main) only.
const NAVIGATION: Record<BrandId, string[]> = {
  main: [
    'Home',
    'Business (opens in a new tab)',
    'About',
    'FAQ',
    'Reviews',
    'Advice',
    'Careers',
    'Find a Therapist',
    'Online Therapy',
    'Contact',
    'For Therapists',
  ],
  organisation: ['Home', 'FAQ', 'Contact'],
  faith: ['Home', 'About', 'FAQ', 'Contact', 'For Therapists'],
  pride: ['Home', 'FAQ', 'Contact'],
  fifth: ['FAQ', 'Contact'],
  regional: ['Home', 'FAQ', 'Contact', 'For Therapists'],
  teen: ['Home', 'FAQ', 'Contact'],
  eighth: ['Home', 'FAQ', 'Contact'],
};

// Spec 2.5 footer links for that visitor: no cancel option (not a subscriber), Health Data (US),
// no Legal Information, no withdrawal form.
const FOOTER_ENTRIES = [
  'Terms & Conditions',
  'Privacy Policy',
  'Web Accessibility',
  'Sharing Settings',
  'Health Data',
  'Cookie Settings',
];

test.describe('layout for every brand (spec 2.2, 2.5)', () => {
  test('a logged-out visitor sees exactly the navigation links of spec 2.2 for the brand', async ({ page, brand }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAVIGATION[brand]);
    if (brand === 'faith')
      await expect(nav.getByRole('link', { name: 'For Therapists' })).toHaveAttribute(
        'href',
        '/faq/?id=333#forcounselors',
      );
    if (NAVIGATION[brand].includes('For Therapists') && brand !== 'faith') {
      await expect(nav.getByRole('link', { name: 'For Therapists' })).toHaveAttribute(
        'href',
        '/counselor_application/',
      );
    }
  });

  test('the footer carries the crisis notice, the footer links and the language button', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/If you are in a crisis or any other person may be in danger/)).toBeVisible();
    await expect(
      footer.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
    ).toHaveAttribute('href', '/gethelpnow/');
    for (const name of FOOTER_ENTRIES)
      await expect(
        footer.getByRole(name.endsWith('Settings') ? 'button' : 'link', { name, exact: true }),
      ).toBeVisible();
    for (const name of ['Cancel Subscription', 'Legal Information', 'Withdrawal form'])
      await expect(footer.getByText(name, { exact: true })).toHaveCount(0);
    await expect(footer.getByRole('button', { name: /current language: English/ })).toBeVisible();
    await expect(footer.getByText('Crisis Text Line', { exact: false })).toBeVisible();
  });

  test('a counselor gets counselor terms and no crisis text line, and still the crisis notice', async ({
    page,
    usePersona,
  }) => {
    await usePersona('counselor');
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/counselors/terms/',
    );
    await expect(footer.getByText('Crisis Text Line', { exact: false })).toHaveCount(0);
    await expect(footer.getByText(/If you are in a crisis/)).toBeVisible();
  });

  test('a client on a dashboard path in the FF_TREEHOUSE TEST variant gets no footer', async ({ page, usePersona }) => {
    await usePersona('client-treehouse-test');
    await page.goto('/dashboard/');
    await expect(page.getByRole('main')).toContainText('Dashboard');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a client outside the TEST variant keeps the footer on the dashboard', async ({ page, usePersona }) => {
    await usePersona('client');
    await page.goto('/dashboard/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  for (const path of ['/mood-tracker/report/', '/mood-tracker/onboarding/', '/mood-tracker/settings/']) {
    test(`the mood tracker page ${path} has no footer`, async ({ page, usePersona }) => {
      await usePersona('client');
      await page.goto(path);
      await expect(page.getByRole('main')).toContainText('Mood tracker');
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('below the md breakpoint the navigation is a keyboard-operable menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
