import { TEMPLATE_NAMES } from '@therapy-shell/core';
import { BRAND_IDS } from './brands.ts';
import { headerKind, pageTheme, showsNotifications } from './layout.ts';
import { bodyClasses, templateSlug } from './page-attributes.ts';
import { client, context, counselor, portalAccount } from './testing/context.ts';

describe('shell layout (spec 2.5)', () => {
  it.each([
    ['logged_out_user', {}, 'standard'],
    ['client', client, 'standard'],
    ['counselor', counselor, 'standard'],
    ['recruiter', { id: 9, user_type: 'recruiter' as const }, 'standard'],
    ['portal_account', portalAccount, 'portal'],
  ])('a %s gets the %s header (portal accounts use a different header)', (_type, user, kind) => {
    expect(headerKind(context({ user }))).toBe(kind);
  });

  it.each([
    ['logged_out_user', {}, false],
    ['client', client, true],
    ['counselor', counselor, true],
    ['portal_account', portalAccount, true],
  ])('a %s sees the notification component: %s (logged-out users see none)', (_type, user, expected) => {
    expect(showsNotifications(context({ user }))).toBe(expected);
  });
});

describe('page theme rules (spec 2.4)', () => {
  it.each([
    [
      'GetStarted with go=true changes its background',
      context({ page: { template: 'GetStarted', query: { go: 'true' } } }),
      'get-started-go',
    ],
    [
      'GetStarted with another go value keeps it',
      context({ page: { template: 'GetStarted', query: { go: 'false' } } }),
      'default',
    ],
    ['GetStarted without go keeps it', context({ page: { template: 'GetStarted' } }), 'default'],
    [
      'go=true on another page changes nothing',
      context({ page: { template: 'Home', query: { go: 'true' } } }),
      'default',
    ],
    [
      'ContactUs changes theme for brand 1 logged-out users',
      context({ page: { template: 'ContactUs' } }),
      'contact-us-alternate',
    ],
    [
      'ContactUs changes theme for counselors',
      context({ brand: 'faith', user: counselor, page: { template: 'ContactUs' } }),
      'contact-us-alternate',
    ],
    ['ContactUs keeps it for brand 1 clients', context({ user: client, page: { template: 'ContactUs' } }), 'default'],
    [
      'ContactUs keeps it for logged-out users of other brands',
      context({ brand: 'regional', page: { template: 'ContactUs' } }),
      'default',
    ],
  ])('%s', (_rule, ctx, theme) => {
    expect(pageTheme(ctx)).toBe(theme);
  });
});

describe('body classes per product and page (spec 1)', () => {
  it.each(BRAND_IDS.map((brand) => [brand]))('names product %s and the page', (brand) => {
    expect(bodyClasses(context({ brand, page: { template: 'GetStarted' } }))).toEqual([
      `product-${brand}`,
      'page-get-started',
    ]);
  });

  it.each([
    ['GetStarted', 'get-started'],
    ['AIQuiz', 'ai-quiz'],
    ['BHBusinessStart', 'bh-business-start'],
    ['CreateANewPin', 'create-a-new-pin'],
    ['EAPOfferings', 'eap-offerings'],
    ['Custom404', 'custom404'],
    ['NPP', 'npp'],
    ['Psychiatry & medication', 'psychiatry-medication'],
    ['Social Impact', 'social-impact'],
  ] as const)('turns template %s into %s', (template, slug) => {
    expect(templateSlug(template)).toBe(slug);
  });

  it('gives every template a valid class-name fragment', () => {
    for (const template of TEMPLATE_NAMES) expect(templateSlug(template)).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });
});
