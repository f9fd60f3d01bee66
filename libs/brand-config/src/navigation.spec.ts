import { BRAND_IDS } from './brands.ts';
import { BRAND_MESSAGE_KEYS } from './message-keys.ts';
import type { ShellContext } from './context.ts';
import { businessLinkHref, forTherapistsHref, navigationLinks } from './navigation.ts';
import type { NavigationLinkId } from './types.ts';
import { client, context, counselor } from './testing/context.ts';

const link = (ctx: ShellContext, id: NavigationLinkId) => navigationLinks(ctx).find((l) => l.id === id);

describe('main navigation (spec 2.2)', () => {
  // One row per row of the spec's table: label, path, visibility. Each row lists contexts where
  // the link shows (with that path) and contexts where it must not.
  it.each<[string, NavigationLinkId, string, string, ShellContext[], ShellContext[]]>([
    [
      'Home',
      'home',
      '/',
      'hidden for brand 5',
      [context(), context({ brand: 'teen' }), context({ brand: 'organisation' })],
      [context({ brand: 'fifth' })],
    ],
    [
      'Business',
      'business',
      'https://organisation.therapy-shell.example/',
      'when feature show_business_link is on',
      [
        context({ features: { show_business_link: true } }),
        context({ brand: 'fifth', features: { show_business_link: true } }),
      ],
      [context(), context({ features: { show_business_link: false } })],
    ],
    [
      'About',
      'about',
      '/about/',
      'brands 1 and 3 only',
      [context({ brand: 'main' }), context({ brand: 'faith' })],
      [
        context({ brand: 'organisation' }),
        context({ brand: 'pride' }),
        context({ brand: 'regional' }),
        context({ brand: 'teen' }),
      ],
    ],
    ['FAQ', 'faq', '/faq/', 'always', BRAND_IDS.map((brand) => context({ brand, user: client })), []],
    [
      'Reviews',
      'reviews',
      '/reviews/',
      'feature reviews_page on and visitor geo_country is us, ca or vi',
      [
        context({ features: { reviews_page: true }, user: { geo_country: 'us' } }),
        context({ features: { reviews_page: true }, user: { geo_country: 'ca' } }),
        context({ features: { reviews_page: true }, user: { geo_country: 'vi' } }),
        context({ brand: 'eighth', features: { reviews_page: true }, user: { geo_country: 'US' } }),
      ],
      [
        context({ features: { reviews_page: true }, user: { geo_country: 'gb' } }),
        context({ features: { reviews_page: true } }),
        context({ features: { reviews_page: false }, user: { geo_country: 'us' } }),
      ],
    ],
    [
      'Advice',
      'advice',
      '/advice',
      'brand 1 with the advice feature',
      [context({ features: { advice: true } })],
      [
        context(),
        context({ brand: 'regional', features: { advice: true } }),
        context({ brand: 'faith', features: { advice: true } }),
      ],
    ],
    [
      'Careers',
      'careers',
      '/careers/',
      'brand 1 only',
      [context(), context({ user: client })],
      [context({ brand: 'regional' }), context({ brand: 'faith' }), context({ brand: 'fifth' })],
    ],
    [
      'Find a Therapist',
      'findATherapist',
      '/therapists/',
      'logged-out visitors (user id -1) on brand 1',
      [context(), context({ user: { id: -1 } })],
      [
        context({ user: client }),
        context({ user: counselor }),
        context({ brand: 'faith' }),
        context({ brand: 'regional' }),
      ],
    ],
    [
      'Online Therapy',
      'onlineTherapy',
      '/online-therapy/',
      'brand 1, English language, country us, ca or vi',
      [
        context({ user: { geo_country: 'us' } }),
        context({ user: { geo_country: 'ca' } }),
        context({ user: { ...client, geo_country: 'vi' } }),
      ],
      [
        context({ language: 'es', user: { geo_country: 'us' } }),
        context({ user: { geo_country: 'mx' } }),
        context({ brand: 'regional', user: { geo_country: 'us' } }),
      ],
    ],
    ['Contact', 'contact', '/contact/', 'always', BRAND_IDS.map((brand) => context({ brand })), []],
    [
      'For Therapists',
      'forTherapists',
      '/counselor_application/',
      'brands 1, 6 and 3 (brand 3: /faq/?id=333#forcounselors)',
      [context({ brand: 'main' }), context({ brand: 'regional' })],
      [
        context({ brand: 'organisation' }),
        context({ brand: 'pride' }),
        context({ brand: 'fifth' }),
        context({ brand: 'teen' }),
        context({ brand: 'eighth' }),
      ],
    ],
  ])('%s (%s) goes to %s, %s', (_label, id, href, _visibility, shown, hidden) => {
    for (const ctx of shown) expect(link(ctx, id)?.href).toBe(href);
    for (const ctx of hidden) expect(link(ctx, id)).toBeUndefined();
  });

  it.each([
    ['en', 'https://organisation.therapy-shell.example/'],
    ['de', 'https://business.therapy-shell.example/de/lets-talk'],
    ['fr', 'https://business.therapy-shell.example/fr/lets-talk'],
    ['nl', 'https://business.therapy-shell.example/nl/lets-talk'],
    ['es', 'https://business.therapy-shell.example/es/lets-talk'],
  ] as const)('the Business link in %s goes to %s, as an external link', (language, href) => {
    expect(businessLinkHref(language)).toBe(href);
    expect(link(context({ language, features: { show_business_link: true } }), 'business')).toEqual({
      id: 'business',
      labelKey: 'nav.business',
      href,
      external: true,
    });
  });

  it.each([
    ['main', '/counselor_application/'],
    ['organisation', null],
    ['faith', '/faq/?id=333#forcounselors'],
    ['pride', null],
    ['fifth', null],
    ['regional', '/counselor_application/'],
    ['teen', null],
    ['eighth', null],
  ] as const)('For Therapists on brand %s: %p (null: not shown)', (brand, href) => {
    expect(link(context({ brand }), 'forTherapists')?.href ?? null).toBe(href);
    if (href) expect(forTherapistsHref(brand)).toBe(href);
  });

  it("the Advice link follows the language's advice base path (spec 2.3)", () => {
    expect(link(context({ language: 'fr', features: { advice: true } }), 'advice')?.href).toBe('/fr/conseils');
  });

  it("the FAQ link carries the teen flag on the teen brand's GetStarted page (spec 2.1)", () => {
    expect(link(context({ brand: 'teen', page: { template: 'GetStarted', path: '/get-started/' } }), 'faq')?.href).toBe(
      '/faq/?teen=1',
    );
  });

  it("lists every link in the table's order when all conditions hold", () => {
    const ctx = context({
      features: { show_business_link: true, reviews_page: true, advice: true },
      user: { geo_country: 'us' },
    });
    expect(navigationLinks(ctx).map((l) => l.id)).toEqual([
      'home',
      'business',
      'about',
      'faq',
      'reviews',
      'advice',
      'careers',
      'findATherapist',
      'onlineTherapy',
      'contact',
      'forTherapists',
    ]);
  });

  it('labels each link with a message key that the i18n catalogue defines, and marks only Business external', () => {
    const ctx = context({
      features: { show_business_link: true, reviews_page: true, advice: true },
      user: { geo_country: 'us' },
    });
    for (const l of navigationLinks(ctx)) {
      expect(BRAND_MESSAGE_KEYS).toContain(l.labelKey);
      expect(l.external).toBe(l.id === 'business');
    }
  });
});
