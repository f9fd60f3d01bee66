import { BRAND_IDS } from './brands.ts';
import { BRAND_MESSAGE_KEYS } from './message-keys.ts';
import type { ShellContext } from './context.ts';
import {
  footerLinks,
  footerVariant,
  hasMobileFooterLayout,
  isFooterHidden,
  showsCrisisTextLine,
  showsDecorativeFallbackFooter,
  showsLanguageButton,
  socialLinks,
} from './footer.ts';
import type { FooterLinkId } from './types.ts';
import { client, context, counselor, portalAccount } from './testing/context.ts';

const treehouse = (variant_name: string) => ({
  ...client,
  post_signup_experiments: { FF_TREEHOUSE: { variant_name } },
});

describe('footer hide rules (spec 2.5)', () => {
  it.each<[string, ShellContext]>([
    [
      'the mood tracker Report template',
      context({ user: client, page: { template: 'MoodTrackerReport', path: '/mood-tracker/report/' } }),
    ],
    [
      'the mood tracker Onboarding template',
      context({ user: client, page: { template: 'MoodTrackerOnboarding', path: '/mood-tracker/' } }),
    ],
    [
      'the mood tracker Settings template',
      context({ user: client, page: { template: 'MoodTrackerSettings', path: '/mood-tracker/settings/' } }),
    ],
    ['VoiceMessage', context({ user: client, page: { template: 'VoiceMessage', path: '/voice-message/' } })],
    ['CreateANewPin', context({ page: { template: 'CreateANewPin', path: '/create-a-new-pin/' } })],
    [
      'counselor settings',
      context({ user: counselor, page: { template: 'CounselorDashboardPage', path: '/counselor-settings/' } }),
    ],
    [
      'counselor settings (a sub-page)',
      context({
        user: counselor,
        page: { template: 'CounselorDashboardPage', path: '/counselor-settings/payment-eu/' },
      }),
    ],
    [
      'the payer enrollment intro (a counselor settings step)',
      context({
        user: counselor,
        page: { template: 'CounselorPayerEnrollmentIntro', path: '/payer-enrollment/intro' },
      }),
    ],
    ['id verification', context({ user: counselor, page: { template: 'Dashboard', path: '/id-verification/' } })],
    [
      'brand 5 GetStarted on mobile',
      context({ brand: 'fifth', device: { isMobile: true }, page: { template: 'GetStarted', path: '/get-started/' } }),
    ],
    [
      'dashboard paths for users in the TEST variant of FF_TREEHOUSE',
      context({ user: treehouse('TEST'), page: { template: 'ClientDashboard', path: '/dashboard/' } }),
    ],
    [
      'any path starting with /dashboard for TEST users',
      context({ user: treehouse('TEST'), page: { template: 'ClientDashboard', path: '/dashboard-messages/' } }),
    ],
  ])('hides the footer on %s', (_case, ctx) => {
    expect(isFooterHidden(ctx)).toBe(true);
  });

  it.each<[string, ShellContext]>([
    ['the home page', context()],
    [
      'brand 5 GetStarted on desktop',
      context({ brand: 'fifth', page: { template: 'GetStarted', path: '/get-started/' } }),
    ],
    [
      "another brand's GetStarted on mobile",
      context({ brand: 'main', device: { isMobile: true }, page: { template: 'GetStarted', path: '/get-started/' } }),
    ],
    [
      'the dashboard for users in the CONTROL variant',
      context({ user: treehouse('CONTROL'), page: { template: 'ClientDashboard', path: '/dashboard/' } }),
    ],
    [
      'the dashboard for users outside the experiment',
      context({ user: client, page: { template: 'ClientDashboard', path: '/dashboard/' } }),
    ],
    [
      'a TEST user outside dashboard paths',
      context({ user: treehouse('TEST'), page: { template: 'Faq', path: '/faq/' } }),
    ],
    [
      'a path that only starts like counselor settings',
      context({ page: { template: 'Home', path: '/counselor-settings-help/' } }),
    ],
  ])('shows the footer on %s', (_case, ctx) => {
    expect(isFooterHidden(ctx)).toBe(false);
  });
});

describe('footer variants (spec 2.5: standard, redesigned, second-theme with a mobile variant on GetStarted, organisation-site, brand 5)', () => {
  it.each([
    ['main', 'redesigned'],
    ['organisation', 'organisation-site'],
    ['faith', 'standard'],
    ['pride', 'standard'],
    ['fifth', 'fifth'],
    ['regional', 'redesigned'],
    ['teen', 'standard'],
    ['eighth', 'standard'],
  ] as const)('brand %s has the %s footer on its pages', (brand, variant) => {
    expect(footerVariant(context({ brand }))).toBe(variant);
  });

  it.each([
    [
      'GetStarted on desktop has second-theme',
      context({ page: { template: 'GetStarted', path: '/get-started/' } }),
      'second-theme',
    ],
    [
      'GetStarted on mobile has its mobile variant',
      context({ device: { isMobile: true }, page: { template: 'GetStarted', path: '/get-started/' } }),
      'second-theme-mobile',
    ],
    [
      '/partner-login has the organisation-site footer',
      context({ brand: 'faith', page: { path: '/partner-login' } }),
      'organisation-site',
    ],
    [
      '/betterhelpbusiness-start has the organisation-site footer',
      context({ page: { template: 'BHBusinessStart', path: '/betterhelpbusiness-start/' } }),
      'organisation-site',
    ],
    [
      'brand 5 keeps its own footer on GetStarted',
      context({ brand: 'fifth', page: { template: 'GetStarted', path: '/get-started/' } }),
      'fifth',
    ],
    [
      'brand 2 keeps the organisation-site footer on GetStarted',
      context({ brand: 'organisation', page: { template: 'GetStarted', path: '/get-started/' } }),
      'organisation-site',
    ],
  ])('%s', (_case, ctx, variant) => {
    expect(footerVariant(ctx)).toBe(variant);
  });
});

describe('footer links (spec 2.5)', () => {
  const ids = (ctx: ShellContext) => footerLinks(ctx).map((l) => l.id);
  const entry = (ctx: ShellContext, id: FooterLinkId) => footerLinks(ctx).find((l) => l.id === id);

  // One row per link of the spec's list: the context where it shows and where it does not.
  it.each<[string, FooterLinkId, ShellContext, ShellContext | null]>([
    ['Terms & Conditions', 'terms', context(), null],
    ['Privacy Policy', 'privacy', context(), null],
    ['Web Accessibility', 'accessibility', context(), null],
    ['Sharing Settings', 'sharingSettings', context(), null],
    [
      'Cancel Subscription (when available)',
      'cancelSubscription',
      context({ availability: { show_cancel_subscription: true } }),
      context({ availability: { show_cancel_subscription: false } }),
    ],
    [
      'Health Data (US only)',
      'healthData',
      context({ user: { geo_country: 'us' } }),
      context({ user: { geo_country: 'de' } }),
    ],
    [
      'Legal Information (when show_impressum)',
      'impressum',
      context({ user: { ...client, show_impressum: true } }),
      context({ user: { ...client, show_impressum: false } }),
    ],
    [
      'Withdrawal form (when available)',
      'withdrawalForm',
      context({ availability: { show_withdrawal: true } }),
      context({ availability: { show_withdrawal: false } }),
    ],
    ['Cookie Settings', 'cookieSettings', context(), null],
  ])('%s', (_link, id, shownIn, hiddenIn) => {
    expect(ids(shownIn)).toContain(id);
    if (hiddenIn) expect(ids(hiddenIn)).not.toContain(id);
  });

  it('links terms, privacy, accessibility, health data, legal information and withdrawal to their pages', () => {
    const ctx = context({
      user: { ...client, geo_country: 'us', show_impressum: true },
      availability: { show_withdrawal: true },
    });
    const hrefs = footerLinks(ctx).flatMap((l) => (l.kind === 'link' ? [[l.id, l.href]] : []));
    expect(hrefs).toEqual([
      ['terms', '/terms/'],
      ['privacy', '/privacy/'],
      ['accessibility', '/accessibility/'],
      ['healthData', '/health-data/'],
      ['impressum', '/impressum/'],
      ['withdrawalForm', '/withdrawal-form/'],
    ]);
  });

  it("links counselors' terms to the counselor terms (spec 6)", () => {
    expect(entry(context({ user: counselor }), 'terms')).toMatchObject({ kind: 'link', href: '/counselors/terms/' });
  });

  it('opens panels from Sharing Settings, Cancel Subscription and Cookie Settings', () => {
    const actions = footerLinks(context()).flatMap((l) => (l.kind === 'action' ? [[l.id, l.action]] : []));
    expect(actions).toEqual([
      ['sharingSettings', 'openSharingSettings'],
      ['cancelSubscription', 'openCancelSubscription'],
      ['cookieSettings', 'openCookieSettings'],
    ]);
  });

  it.each([
    [false, 'footer.sharingSettings'],
    [true, 'footer.doNotSell'],
  ])('labels Sharing Settings for show_do_not_sell_info=%s with %s', (flag, labelKey) => {
    expect(entry(context({ user: { ...client, show_do_not_sell_info: flag } }), 'sharingSettings')?.labelKey).toBe(
      labelKey,
    );
  });

  it('shows Cancel Subscription when its availability is unknown (spec 8.2: defaults to shown)', () => {
    expect(ids(context())).toContain('cancelSubscription');
  });

  it("lists the links in the spec's order when all conditions hold", () => {
    const ctx = context({
      user: { ...client, geo_country: 'us', show_impressum: true },
      availability: { show_withdrawal: true },
    });
    expect(ids(ctx)).toEqual([
      'terms',
      'privacy',
      'accessibility',
      'sharingSettings',
      'cancelSubscription',
      'healthData',
      'impressum',
      'withdrawalForm',
      'cookieSettings',
    ]);
  });

  it('labels every link with a message key that the i18n catalogue defines', () => {
    const ctx = context({
      user: { ...client, geo_country: 'us', show_impressum: true, show_do_not_sell_info: true },
      availability: { show_withdrawal: true },
    });
    for (const l of [...footerLinks(ctx), ...footerLinks(context())]) expect(BRAND_MESSAGE_KEYS).toContain(l.labelKey);
  });
});

describe('footer content rules (spec 2.5, 6)', () => {
  it.each([
    ['shown', true, true],
    ['not shown', false, false],
    ['unknown (spec 8.2: hidden)', undefined, false],
  ])('shows the language button when the language selector is %s', (_case, answer, expected) => {
    expect(
      showsLanguageButton(context({ availability: answer === undefined ? {} : { show_language_selector: answer } })),
    ).toBe(expected);
  });

  it.each([
    ['logged_out_user', {}, true],
    ['client', client, true],
    ['portal_account', portalAccount, true],
    ['counselor', counselor, false],
  ])('a %s sees the crisis text line: %s', (_type, user, expected) => {
    expect(showsCrisisTextLine(context({ user }))).toBe(expected);
  });

  it.each([
    ['a client on mobile', client, true, true],
    ['a portal account on mobile', portalAccount, true, true],
    ['a client on desktop', client, false, false],
    ['a counselor on mobile', counselor, true, false],
    ['a logged-out visitor on mobile', {}, true, false],
  ])('%s gets the mobile footer layout adjustments: %s', (_case, user, isMobile, expected) => {
    expect(hasMobileFooterLayout(context({ user, device: { isMobile } }))).toBe(expected);
  });

  it.each(BRAND_IDS.map((brand) => [brand, brand === 'main']))(
    'brand %s shows a decorative footer on the fallback page: %s',
    (brand, expected) => {
      expect(showsDecorativeFallbackFooter(brand)).toBe(expected);
    },
  );
});

describe('social links (spec 2.5)', () => {
  it('shows Facebook, Instagram, TikTok, X and LinkedIn when social_links_display is on', () => {
    expect(socialLinks(context({ features: { social_links_display: true } }))).toEqual([
      { network: 'facebook', labelKey: 'social.facebook', href: 'https://www.facebook.com/therapyshell' },
      { network: 'instagram', labelKey: 'social.instagram', href: 'https://www.instagram.com/therapyshell/' },
      { network: 'tiktok', labelKey: 'social.tiktok', href: 'https://www.tiktok.com/@therapyshell' },
      { network: 'x', labelKey: 'social.x', href: 'https://x.com/therapyshell' },
      { network: 'linkedin', labelKey: 'social.linkedin', href: 'https://www.linkedin.com/company/therapyshell/' },
    ]);
  });

  it.each([
    ['off', { social_links_display: false }],
    ['absent', {}],
  ])('shows none when social_links_display is %s', (_case, features) => {
    expect(socialLinks(context({ features }))).toEqual([]);
  });

  it("links each brand's own accounts", () => {
    const facebookPages = BRAND_IDS.map(
      (brand) => socialLinks(context({ brand, features: { social_links_display: true } }))[0]?.href,
    );
    expect(new Set(facebookPages).size).toBe(BRAND_IDS.length);
  });
});
