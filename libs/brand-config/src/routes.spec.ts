import fc from 'fast-check';
import {
  adviceBasePath,
  adviceLinks,
  cancelSettingsLoginPath,
  faqPath,
  healthDataPath,
  impressumPath,
  loginRedirectPath,
  paymentSettingsPath,
  termsPath,
  withdrawalFormPath,
  withPage,
} from './routes.ts';
import { client, context, counselor } from './testing/context.ts';

describe('route rules (spec 2.1)', () => {
  it.each([
    ['/terms/ : terms for everyone but counselors', () => termsPath(context({ user: client })), '/terms/'],
    [
      '/terms/ : counselors get /counselors/terms/ instead',
      () => termsPath(context({ user: counselor })),
      '/counselors/terms/',
    ],
    [
      '/impressum/ : shown only if the user has show_impressum',
      () => impressumPath(context({ user: { ...client, show_impressum: true } })),
      '/impressum/',
    ],
    ['/impressum/ : not without show_impressum', () => impressumPath(context({ user: client })), null],
    [
      '/health-data/ : shown to US visitors',
      () => healthDataPath(context({ user: { geo_country: 'us' } })),
      '/health-data/',
    ],
    ['/health-data/ : not to other visitors', () => healthDataPath(context({ user: { geo_country: 'ca' } })), null],
    [
      '/withdrawal-form/ : linked when withdrawal is available',
      () => withdrawalFormPath(context({ availability: { show_withdrawal: true } })),
      '/withdrawal-form/',
    ],
    [
      '/withdrawal-form/ : not when unavailable',
      () => withdrawalFormPath(context({ availability: { show_withdrawal: false } })),
      null,
    ],
    ['/withdrawal-form/ : not when availability is unknown (spec 8.2)', () => withdrawalFormPath(context()), null],
    [
      "/faq/ : on the teen brand's get-started page a teen flag is added",
      () => faqPath(context({ brand: 'teen', page: { template: 'GetStarted' } })),
      '/faq/?teen=1',
    ],
    [
      '/faq/ : no flag on other teen pages',
      () => faqPath(context({ brand: 'teen', page: { template: 'Home' } })),
      '/faq/',
    ],
    [
      "/faq/ : no flag on other brands' get-started page",
      () => faqPath(context({ brand: 'main', page: { template: 'GetStarted' } })),
      '/faq/',
    ],
    [
      '/login?redir=... : the cancel dialog redirects back to the cancel settings page',
      () => cancelSettingsLoginPath(),
      '/login?redir=%2Faccount-settings%2Fsubscription%2F',
    ],
    [
      '/counselor-settings/payment/ by default',
      () => paymentSettingsPath({ countryId: 1, isEuropeanUnionMember: false }),
      '/counselor-settings/payment/',
    ],
    [
      '/counselor-settings/payment-au/ when the country is Australia',
      () => paymentSettingsPath({ countryId: 15, isEuropeanUnionMember: false }),
      '/counselor-settings/payment-au/',
    ],
    [
      '/counselor-settings/payment-eu/ when the country is an EU member',
      () => paymentSettingsPath({ countryId: 14, isEuropeanUnionMember: true }),
      '/counselor-settings/payment-eu/',
    ],
    ['Pagination: pages above 1 get a page query parameter appended', () => withPage('/advice', 2), '/advice?page=2'],
  ])('%s', (_rule, run, expected) => {
    expect(run()).toBe(expected);
  });
});

describe('paymentSettingsPath (spec 2.1)', () => {
  it.each([
    ['France, by id', { countryId: 78, isEuropeanUnionMember: true }, '/counselor-settings/payment-eu/'],
    [
      'Germany, by id even with a stale flag',
      { countryId: 85, isEuropeanUnionMember: false },
      '/counselor-settings/payment-eu/',
    ],
    ['the United Kingdom', { countryId: 232, isEuropeanUnionMember: false }, '/counselor-settings/payment/'],
    ['Puerto Rico', { countryId: 178, isEuropeanUnionMember: false }, '/counselor-settings/payment/'],
    ['an unknown country', null, '/counselor-settings/payment/'],
  ])('%s gets %s', (_country, country, expected) => {
    expect(paymentSettingsPath(country)).toBe(expected);
  });
});

describe('withPage (spec 2.1 pagination)', () => {
  it.each([
    ['page 1 is the plain path', '/advice', 1, '/advice'],
    ['page 3', '/advice/', 3, '/advice/?page=3'],
    ['keeps other parameters', '/advice?tag=sleep', 2, '/advice?tag=sleep&page=2'],
    ['keeps the hash after the query', '/advice#list', 2, '/advice?page=2#list'],
    ['replaces an existing page parameter', '/advice?page=4&tag=sleep', 5, '/advice?tag=sleep&page=5'],
    ['removes the page parameter for page 1', '/advice?page=4', 1, '/advice'],
    ['ignores a non-integer page', '/advice', 2.5, '/advice'],
    ['ignores page 0 and negative pages', '/advice', -2, '/advice'],
    ['keeps parameters that only start with page', '/advice?pages=2', 2, '/advice?pages=2&page=2'],
    // Found by the property below (seed 90316423): the query is everything after the first `?`.
    ['keeps a query that is only question marks', '??', 2, '??&page=2'],
    ['keeps a question mark inside the query', '/advice?q=why?&page=3', 1, '/advice?q=why?'],
  ])('%s: withPage(%p, %p) is %p', (_case, path, page, expected) => {
    expect(withPage(path, page)).toBe(expected);
  });
});

describe('withPage with any path and page (property)', () => {
  it('keeps exactly one page parameter, only for whole pages above 1, and the rest of the path', () => {
    fc.assert(
      fc.property(fc.string(), fc.oneof(fc.integer(), fc.double()), (path, page) => {
        const out = withPage(path, page);
        // As a URL reads it: the query runs from the first `?` to the first `#`.
        const beforeHash = out.split('#')[0] ?? '';
        const queryAt = beforeHash.indexOf('?');
        const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
        const pages = query.split('&').filter((part) => part.split('=')[0] === 'page');
        const expected = Number.isSafeInteger(page) && page > 1 ? [`page=${page}`] : [];
        return JSON.stringify(pages) === JSON.stringify(expected) && out.startsWith(path.split(/[?#]/)[0] ?? '');
      }),
      { numRuns: 500 },
    );
  });
});

describe('loginRedirectPath (spec 2.1, DESIGN.md section 7)', () => {
  it.each([
    ['a same-origin path', '/account-settings/subscription/', '/login?redir=%2Faccount-settings%2Fsubscription%2F'],
    ['a path with a query', '/a/?b=c&d', '/login?redir=%2Fa%2F%3Fb%3Dc%26d'],
    ['another origin', 'https://evil.example/', '/login?redir=%2F'],
    ['a protocol-relative address', '//evil.example/', '/login?redir=%2F'],
    ['a backslash trick', '/\\evil.example', '/login?redir=%2F'],
  ])('%s: %p -> %p', (_case, target, expected) => {
    expect(loginRedirectPath(target)).toBe(expected);
  });

  // An open-redirect corpus: every one of these must fall back to the home page.
  it.each([
    ['a tab after the slash', '/\t/evil.example'],
    ['a newline after the slash', '/\n/evil.example'],
    ['a carriage return after the slash', '/\r/evil.example'],
    ['a backslash after the slash', '/\\/evil.example'],
    ['a protocol-relative address with a tab inside', '/\t\t/evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: behind a slash trick', '//%0aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['https with userinfo', 'https://site.example@evil.example/'],
    ['a protocol-relative address with userinfo', '//site.example@evil.example/'],
    ['an empty target', ''],
    ['a relative path', 'evil.example/'],
    ['a null byte', '/\u0000/evil.example'],
    ['three slashes', '///evil.example'],
  ])('refuses %s', (_case, target) => {
    expect(loginRedirectPath(target)).toBe('/login?redir=%2F');
  });

  it('keeps an encoded slash inside a path (it is data, not a second slash)', () => {
    expect(loginRedirectPath('/%2F%2Fevil.example')).toBe('/login?redir=%2F%252F%252Fevil.example');
  });

  it('only ever sends the visitor to a path of this site, whatever the target (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (target) => {
          const redir = new URLSearchParams(loginRedirectPath(target).split('?')[1]).get('redir') ?? '';
          return new URL(redir, 'https://site.example').origin === 'https://site.example' && redir.startsWith('/');
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('advice section base paths per language (spec 2.3)', () => {
  it.each([
    ['default', 'pt', '/advice'],
    ['en', 'en', '/advice'],
    ['de', 'de', '/de/artikel'],
    ['nl', 'nl', '/nl/artikelen'],
    ['fr', 'fr', '/fr/conseils'],
    ['es', 'es', '/es/consejo'],
  ])('%s: base path %s, editors at {base}/editorial_team, search at {base}/search', (_row, language, base) => {
    expect(adviceBasePath(language)).toBe(base);
    expect(adviceLinks(language)).toEqual({
      basePath: base,
      editorialTeamPath: `${base}/editorial_team`,
      searchPath: `${base}/search`,
      homeLabelKey: 'advice.home',
      editorialTeamLabelKey: 'advice.editorialTeam',
      searchLabelKey: 'advice.search',
    });
  });

  it('does not read inherited object keys as languages', () => {
    expect(adviceBasePath('constructor')).toBe('/advice');
  });
});
