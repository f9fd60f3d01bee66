import { Suspense } from 'react';
import { crisisLinesOf } from '@therapy-shell/brand-config';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'next/app';
import type { SessionUser, TemplateName } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { axe } from 'jest-axe';
import { GetHelpNowPage } from '../frame/crisis-page.tsx';
import { createShellApp, type ShellPageData } from './shell-app.tsx';
import { shellOptionsFromEnv } from '../page-load/shell-options.ts';
import { pageContext } from '../frame/shell-page.ts';
import { useShell } from '../frame/shell-data.ts';
import { messagesRegistry } from '../frame/page-messages.ts';

// The app sets trailingSlash: true (spec 2.1 routes end in /); next/link reads it from this variable.
process.env['__NEXT_TRAILING_SLASH'] = 'true';

const App = createShellApp();
const Page = () => <h1>Page content</h1>;
const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };
const client: SessionUser = { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'us' };
const counselor: SessionUser = { id: 7, user_type: 'counselor', geo_country: 'us' };

function shellData(
  overrides: {
    session?: SessionUser;
    template?: TemplateName;
    path?: string;
    translations?: Record<string, string>;
    cancel?: boolean;
    country?: string;
  } = {},
): ShellPageData {
  const session = overrides.session ?? visitor;
  return {
    status: 'ok',
    brand: 'main',
    language: 'en',
    year: 2026,
    country: overrides.country ?? 'us',
    crisisLines: crisisLinesOf(overrides.country ?? 'us'),
    session,
    config: {
      product_code_name: 'main',
      product_name: 'Acme Therapy',
      features: { advice: true, reviews_page: true, show_business_link: true, social_links_display: true },
    },
    messages: compileMessages('en', overrides.translations ?? {}),
    availability: {
      show_cancel_subscription: overrides.cancel ?? false,
      show_withdrawal: false,
      show_language_selector: true,
    },
    languages: [
      { language: 'en', language_readable: 'English' },
      { language: 'de', language_readable: 'Deutsch' },
    ],
    accessibilityWidgetUrl: null,
    page: pageContext({ template: overrides.template ?? 'Home', asPath: overrides.path ?? '/', query: {}, session }),
  };
}

function renderApp(shell: ShellPageData) {
  const props = { Component: Page, pageProps: {}, shell } as unknown as AppProps & { shell: ShellPageData };
  return render(<App {...props} />);
}

// The notification centre, the toast viewport and the fallback page are lazy parts: the first
// render of each suspends until its module has loaded. Warm-up renders of a page that has the first
// two and of a failed page load them for every test of this file.
beforeAll(async () => {
  const { unmount } = renderApp(shellData({ session: client, template: 'GetHelpNow' }));
  const failed = render(
    <Suspense fallback={null}>
      <App
        {...({
          Component: Page,
          pageProps: {},
          shell: {
            status: 'error',
            brand: 'main',
            language: 'en',
            messages: compileMessages('en'),
            country: 'us',
            crisisLines: [],
          },
        } as unknown as AppProps & { shell: ShellPageData })}
      />
    </Suspense>,
  );
  await act(async () => {
    await Promise.all([
      import('../frame/shell-notifications.tsx'),
      import('../frame/shell-toaster.tsx'),
      import('./fallback-page.tsx'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  unmount();
  failed.unmount();
});

describe('the shell around a page (spec 2.5)', () => {
  it('wraps the page in header with the brand navigation, main, and a footer with the crisis notice', () => {
    renderApp(shellData());
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Find a Therapist' })).toHaveAttribute('href', '/therapists/');
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'These resources can provide you with immediate help.' }),
    ).toHaveAttribute('href', '/gethelpnow/');
    expect(footer).toHaveTextContent('© 2026 Acme Therapy. All rights reserved.');
  });

  it('gives counselors counselor terms and no crisis text line, but still the crisis notice', () => {
    renderApp(shellData({ session: counselor }));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/counselors/terms/',
    );
    expect(footer).not.toHaveTextContent('Crisis Text Line');
    expect(within(footer).getByText(/If you are in a crisis/)).toBeInTheDocument();
  });

  it('shows the crisis text line to clients', () => {
    renderApp(shellData({ session: client }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Crisis Text Line');
  });

  it.each<[TemplateName, string]>([
    ['MoodTrackerReport', '/mood-tracker/report/'],
    ['VoiceMessage', '/voice-message/'],
    ['CreateANewPin', '/create-a-new-pin/'],
    ['More', '/counselor-settings/payment/'],
  ])('renders no footer on %s (%s)', (template, path) => {
    renderApp(shellData({ session: client, template, path }));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');
  });

  it('renders no footer on a dashboard path for a client in the FF_TREEHOUSE TEST variant', () => {
    const session = { ...client, post_signup_experiments: { FF_TREEHOUSE: { variant_name: 'TEST' } } };
    renderApp(shellData({ session, template: 'ClientDashboard', path: '/dashboard/' }));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows the notification component to logged-in users only', () => {
    const { unmount } = renderApp(shellData({ session: client }));
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /unread/i })).toBeInTheDocument();
    unmount();
    renderApp(shellData());
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /unread/i })).not.toBeInTheDocument();
  });

  it('applies backend translations over the shell texts', () => {
    renderApp(shellData({ translations: { 'footer.crisisLink': 'Get help now' } }));
    expect(screen.getByRole('link', { name: 'Get help now' })).toHaveAttribute('href', '/gethelpnow/');
  });

  it('has no axe violations', async () => {
    const { container } = renderApp(shellData({ session: client, cancel: true }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('dialogs opened from the footer (spec 2.6)', () => {
  it('Cookie Settings opens the cookie settings dialog', async () => {
    renderApp(shellData());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });

  it('Sharing Settings opens the cookie and sharing-settings dialog', async () => {
    renderApp(shellData());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sharing Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
  });

  it('labels Sharing Settings "Do Not Sell My Information" when show_do_not_sell_info is set', () => {
    renderApp(shellData({ session: { ...visitor, show_do_not_sell_info: true } }));
    expect(screen.getByRole('button', { name: 'Do Not Sell My Information' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sharing Settings' })).not.toBeInTheDocument();
  });

  it('Cancel Subscription (when available) opens the cancellation dialog', async () => {
    renderApp(shellData({ session: client, cancel: true }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel subscription' })).toBeVisible();
  });

  it('the language button names the current language and opens the language settings', async () => {
    renderApp(shellData());
    await userEvent.setup().click(screen.getByRole('button', { name: /current language: English/ }));
    expect(await screen.findByRole('dialog', { name: 'Language settings' })).toBeVisible();
  });
});

describe('failure and not-found pages', () => {
  it('renders the branded fallback error page instead of the page when the page-load step failed', () => {
    renderApp({
      status: 'error',
      brand: 'main',
      language: 'en',
      messages: compileMessages('en'),
      country: 'us',
      crisisLines: crisisLinesOf('us'),
    });
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: "We're having an issue" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('renders the fallback page in the visitor language', () => {
    renderApp({
      status: 'error',
      brand: 'faith',
      language: 'de',
      messages: compileMessages('de'),
      country: 'de',
      crisisLines: crisisLinesOf('de'),
    });
    expect(screen.getByRole('heading', { name: 'Es ist ein Problem aufgetreten' })).toBeInTheDocument();
  });

  it.each<[string, string[]]>([
    ['us', ['tel:988', 'sms:988', 'sms:741741?body=HOME']],
    ['gb', ['tel:116123']],
    ['de', ['tel:+498001110111']],
    ['fr', ['tel:3114']],
    ['it', []],
  ])(
    'keeps the way to help on the fallback page: country %s gives its lines %j, the link to /gethelpnow/ and the quick exit',
    (country, hrefs) => {
      renderApp({
        status: 'error',
        brand: 'main',
        language: 'en',
        messages: compileMessages('en'),
        country,
        crisisLines: crisisLinesOf(country),
      });
      expect(screen.getByTestId('crisis-notice')).toHaveTextContent(
        "If you are in a crisis or any other person may be in danger, don't use this site.",
      );
      expect(
        screen.getByRole('link', { name: 'These resources can provide you with immediate help.' }),
      ).toHaveAttribute('href', '/gethelpnow/');
      expect(
        screen
          .queryAllByRole('link')
          .map((link) => link.getAttribute('href'))
          .filter((href) => /^(tel|sms):/.test(href ?? '')),
      ).toEqual(hrefs);
      expect(screen.getByRole('link', { name: /Exit this page/ })).toHaveAttribute(
        'href',
        'https://www.bbc.co.uk/weather',
      );
    },
  );
});

describe('/gethelpnow/', () => {
  it("renders the crisis resources in the shell, the visitor's country first", () => {
    render(
      <App
        Component={GetHelpNowPage}
        pageProps={{}}
        router={{} as never}
        shell={shellData({ template: 'GetHelpNow', path: '/gethelpnow/', country: 'au' })}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Get help now' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Australia',
      'United States',
      'Canada',
      'United Kingdom',
      'Ireland',
      'Germany',
      'France',
      'Netherlands',
      'Spain',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it("without the shell's answers: the page from the build with a plain header, footer and the quick exit", () => {
    render(
      <App
        Component={GetHelpNowPage}
        pageProps={{}}
        router={{} as never}
        shell={{
          status: 'degraded',
          brand: 'main',
          language: 'fr',
          messages: compileMessages('fr'),
          country: 'fr',
          crisisLines: crisisLinesOf('fr'),
          year: 2026,
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Obtenir de l’aide maintenant' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('France');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByTestId('crisis-notice')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Appeler le 3114' })).toHaveAttribute('href', 'tel:3114');
    expect(screen.getByRole('link', { name: /Quitter cette page/ })).toHaveAttribute(
      'href',
      'https://www.bbc.co.uk/weather',
    );
  });

  it('says clearly when it is used outside the shell', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<GetHelpNowPage />)).toThrow('GetHelpNowPage renders inside the shell');
  });
});

describe('options from the environment', () => {
  it('defaults to brand main and the dev-api origin', () => {
    expect(shellOptionsFromEnv({})).toEqual({
      brand: 'main',
      apiOrigin: 'http://127.0.0.1:4000',
      brandCodes: {},
      accessibilityWidgetUrl: undefined,
      cacheTtlMs: 0,
      staleIfErrorMs: 300_000,
      siteHosts: undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      geoCountryHeaders: ['cloudfront-viewer-country', 'cf-ipcountry'],
      crisisBudgetMs: 1_000,
      timeouts: { callMs: 3_000, optionalMs: 1_500, budgetMs: 5_000 },
      bodyLimits: { backendBytes: 262_144, translationsBytes: 2_097_152 },
    });
  });

  it('reads SHELL_BRAND, SHELL_API_ORIGIN, SHELL_BRAND_CODES and SHELL_ACCESSIBILITY_WIDGET_URL', () => {
    expect(
      shellOptionsFromEnv({
        SHELL_BRAND: 'teen',
        SHELL_API_ORIGIN: 'http://127.0.0.1:5000',
        SHELL_BRAND_CODES: '{"t":"teen"}',
        SHELL_ACCESSIBILITY_WIDGET_URL: 'https://w.example/w.js',
      }),
    ).toMatchObject({
      brand: 'teen',
      apiOrigin: 'http://127.0.0.1:5000',
      brandCodes: { t: 'teen' },
      accessibilityWidgetUrl: 'https://w.example/w.js',
      cacheTtlMs: 0,
    });
  });

  it.each([
    ['caches 60 s in production', { NODE_ENV: 'production' }, 60_000],
    ['caches nothing under next dev (personas take effect at once)', { NODE_ENV: 'development' }, 0],
    ['takes SHELL_CACHE_TTL_MS over the default', { NODE_ENV: 'production', SHELL_CACHE_TTL_MS: '0' }, 0],
    ['takes SHELL_CACHE_TTL_MS in development too', { NODE_ENV: 'development', SHELL_CACHE_TTL_MS: '5000' }, 5000],
  ])('%s', (_case, env, ttl) => {
    expect(shellOptionsFromEnv(env).cacheTtlMs).toBe(ttl);
  });

  it('reads the site hosts, trusted proxies and time limits', () => {
    expect(
      shellOptionsFromEnv({
        SHELL_SITE_HOSTS: 'www.acme.example, Acme.example',
        SHELL_TRUSTED_PROXIES: '10.0.0.1',
        SHELL_BACKEND_TIMEOUT_MS: '2000',
        SHELL_OPTIONAL_TIMEOUT_MS: '800',
        SHELL_PAGE_LOAD_BUDGET_MS: '4000',
      }),
    ).toMatchObject({
      siteHosts: ['www.acme.example', 'acme.example'],
      trustedProxies: ['10.0.0.1'],
      timeouts: { callMs: 2000, optionalMs: 800, budgetMs: 4000 },
    });
  });

  it('stops on a time limit that is not a whole number of milliseconds', () => {
    expect(() => shellOptionsFromEnv({ SHELL_BACKEND_TIMEOUT_MS: '3s' })).toThrow(
      'SHELL_BACKEND_TIMEOUT_MS="3s": must be a whole number of milliseconds, 1 or more',
    );
  });

  it('reads the largest answer bodies (the environment reader checks them: server/env.spec.ts)', () => {
    expect(
      shellOptionsFromEnv({ SHELL_BACKEND_MAX_BODY_BYTES: '524288', SHELL_TRANSLATIONS_MAX_BODY_BYTES: '4194304' })
        .bodyLimits,
    ).toEqual({ backendBytes: 524_288, translationsBytes: 4_194_304 });
    expect(shellOptionsFromEnv({ SHELL_TRANSLATIONS_MAX_BODY_BYTES: '' }).bodyLimits).toEqual({
      backendBytes: 262_144,
      translationsBytes: 2_097_152,
    });
  });

  describe('in a build for one brand (withShell inlines SHELL_BUNDLE_BRAND)', () => {
    beforeEach(() => {
      process.env['SHELL_BUNDLE_BRAND'] = 'faith';
    });
    afterEach(() => {
      delete process.env['SHELL_BUNDLE_BRAND'];
    });

    it('a server started without SHELL_BRAND is the built brand, not main', () => {
      expect(shellOptionsFromEnv({}).brand).toBe('faith');
    });

    it('a SHELL_BRAND of another brand stops with both brands named', () => {
      expect(() => shellOptionsFromEnv({ SHELL_BRAND: 'main' })).toThrow(
        'SHELL_BRAND="main": this build is for brand "faith"',
      );
    });
  });

  it('stops on a wrong SHELL_BRAND with the valid ids', () => {
    expect(() => shellOptionsFromEnv({ SHELL_BRAND: 'nope' })).toThrow(
      /Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth/,
    );
  });
});

describe('client-side navigation: the per-visitor answers are at most VISITOR_ANSWERS_MAX_AGE_MS old', () => {
  type Answer = { status: number; body?: unknown };
  let answers: Record<string, Answer>;
  let calls: string[];
  let now: number;
  const reports: unknown[] = [];
  const fresh = {
    '/api/session': { status: 200, body: { ...client, csrf_token: 'token-1' } },
    '/api/subscription/unsubscribe/availability': { status: 200, body: { show_cancel_subscription: true } },
    '/api/withdrawal/availability': { status: 200, body: { show_withdrawal: true } },
    '/api/locale/selector': {
      status: 200,
      body: { show_language_selector: true, languages: [{ language: 'fr', language_readable: 'Français' }] },
    },
  };

  beforeEach(() => {
    answers = { ...fresh };
    calls = [];
    reports.length = 0;
    now = performance.timeOrigin;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The page's client calls fetch with the same-origin URL; the browser adds the visitor's cookies.
    globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      calls.push(`${url.origin}${url.pathname}`);
      const answer = answers[url.pathname] ?? { status: 404 };
      const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
      return {
        status: answer.status,
        headers: { get: () => null },
        text: async () => text,
      } as unknown as Response;
    }) as typeof fetch;
    // The first page's data, as the server rendered it: a logged-out visitor without the cancel link.
    (window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = { props: { shell: shellData() } };
  });
  afterEach(() => jest.restoreAllMocks());

  function navigator() {
    const app = createShellApp({ reporter: { report: (error) => reports.push(error) } });
    return async (asPath: string) => {
      const { shell } = await app.getInitialProps({
        Component: Page,
        AppTree: Page,
        router: {},
        ctx: { asPath, pathname: asPath, query: {}, AppTree: Page },
      } as unknown as Parameters<typeof app.getInitialProps>[0]);
      if (shell.status !== 'ok') throw new Error('expected a shell page');
      return shell;
    };
  }

  it('keeps the answers within the bound: no call at all', async () => {
    const navigate = navigator();
    now += 30_000;
    const shell = await navigate('/faq/');
    now += 30_000;
    await navigate('/about/');
    expect(calls).toEqual([]);
    expect([shell.session, shell.availability.show_cancel_subscription, shell.page?.path]).toEqual([
      visitor,
      false,
      '/faq/',
    ]);
  });

  it('past the bound, asks for the session and the three availability answers again through the same-origin paths', async () => {
    const navigate = navigator();
    now += 60_001;
    const shell = await navigate('/faq/');
    expect(calls.sort()).toEqual([
      'http://localhost/api/locale/selector',
      'http://localhost/api/session',
      'http://localhost/api/subscription/unsubscribe/availability',
      'http://localhost/api/withdrawal/availability',
    ]);
    expect(shell.session).toMatchObject({ id: 42, user_type: 'client' });
    expect(shell.availability).toEqual({
      show_cancel_subscription: true,
      show_withdrawal: true,
      show_language_selector: true,
    });
    expect(shell.languages).toEqual([{ language: 'fr', language_readable: 'Français' }]);
    expect(shell.page?.path).toBe('/faq/');
    // The refreshed answers are the visit's now: fresh for another bound, then asked for again.
    calls = [];
    now += 60_000;
    expect((await navigate('/about/')).availability.show_cancel_subscription).toBe(true);
    expect(calls).toEqual([]);
    now += 1;
    await navigate('/faq/');
    expect(calls).toHaveLength(4);
  });

  it('a failing refresh keeps the session and takes spec 8.2 defaults for the availability answers; the navigation goes on', async () => {
    for (const path of Object.keys(fresh)) answers[path] = { status: 500, body: 'boom' };
    const navigate = navigator();
    now += 60_001;
    const shell = await navigate('/faq/');
    expect(shell.session).toEqual(visitor);
    expect(shell.availability).toEqual({
      show_cancel_subscription: true,
      show_withdrawal: false,
      show_language_selector: false,
    });
    expect(shell.languages).toEqual([]);
    // Asked once per bound, not on every navigation while the backend fails.
    calls = [];
    await navigate('/about/');
    expect(calls).toEqual([]);
  });

  it('a session answer the shell cannot read keeps the session and is reported', async () => {
    answers['/api/session'] = { status: 200, body: { user_type: 'client' } }; // no id
    const navigate = navigator();
    now += 60_001;
    expect((await navigate('/faq/')).session).toEqual(visitor);
    expect(reports).toHaveLength(1);
  });

  it.each([401, 403])('a %s on the session means logged out', async (status) => {
    (window as unknown as { __NEXT_DATA__: unknown }).__NEXT_DATA__ = {
      props: { shell: shellData({ session: client, cancel: true }) },
    };
    answers['/api/session'] = { status, body: { error: 'unauthorized' } };
    const navigate = navigator();
    now += 60_001;
    const shell = await navigate('/faq/');
    expect(shell.session).toMatchObject({ id: -1, user_type: 'logged_out_user' });
  });

  it('a navigation waits for a slow refresh at most VISITOR_ANSWERS_WAIT_MS, and the late answers serve the next one', async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
      await slow;
      return answer(input, init);
    }) as typeof fetch;
    jest.useFakeTimers({ doNotFake: ['Date', 'performance', 'queueMicrotask', 'nextTick'] });
    try {
      const navigate = navigator();
      now += 60_001;
      const first = navigate('/faq/');
      await jest.advanceTimersByTimeAsync(1_500);
      expect((await first).availability.show_cancel_subscription).toBe(false);
      release();
      await jest.advanceTimersByTimeAsync(0);
      expect((await navigate('/about/')).availability.show_cancel_subscription).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("the shell's texts by id (an asset of their own)", () => {
  afterEach(() => {
    messagesRegistry().clear();
    jest.restoreAllMocks();
  });

  function byId(id: string, translations: Record<string, string>): ShellPageData {
    const { messages, ...data } = shellData() as Extract<ShellPageData, { status: 'ok' }>;
    messagesRegistry().set(id, compileMessages('en', translations));
    expect(messages).toBeDefined();
    return { ...data, messagesId: id };
  }

  it('renders with the texts the asset put into the registry', () => {
    renderApp(byId('a'.repeat(22), { 'nav.home': 'Welcome home' }));
    expect(screen.getAllByRole('link', { name: 'Welcome home' }).length).toBeGreaterThan(0);
  });

  it('when the asset did not run, fetches the texts as JSON once and renders with them', async () => {
    const id = 'b'.repeat(22);
    const data = byId(id, { 'nav.home': 'Fetched home' });
    const texts = messagesRegistry().get(id);
    messagesRegistry().clear();
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => texts }));
    Object.assign(globalThis, { fetch });
    // Next.js hydrates the page later (the server's HTML stays); here a boundary stands in for that wait.
    const props = { Component: Page, pageProps: {}, shell: data } as unknown as AppProps & { shell: ShellPageData };
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <App {...props} />
        </Suspense>,
      );
    });
    expect(await screen.findAllByRole('link', { name: 'Fetched home' })).not.toHaveLength(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([`/_shell/messages/en/${id}.json`, { credentials: 'same-origin' }]);
  });

  it('when the texts cannot be had, renders nothing of its own and reports it once', async () => {
    const reporter = { report: jest.fn() };
    const App = createShellApp({ reporter });
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ ok: false, status: 503 })) });
    const data = byId('c'.repeat(22), {});
    messagesRegistry().clear();
    const props = { Component: Page, pageProps: {}, shell: data } as unknown as AppProps & { shell: ShellPageData };
    const { container } = render(
      <Suspense fallback={null}>
        <App {...props} />
      </Suspense>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.textContent).toBe('');
    expect(reporter.report).toHaveBeenCalledTimes(1);
    expect(String(reporter.report.mock.calls[0]?.[0])).toContain('503');
  });
});

describe("the shell's data for a page (useShell)", () => {
  function Greeting() {
    const shell = useShell();
    return (
      <p data-testid="greeting">
        {JSON.stringify({
          visitor: shell.visitor,
          product: shell.site.product_name,
          socket: 'socket' in shell.site,
          rest: [shell.language, shell.brand, shell.country, shell.template],
        })}
      </p>
    );
  }

  it('gives a framed page the visitor without its CSRF token, the site, language, brand, country and template', () => {
    const shell = shellData({
      session: { ...client, csrf_token: 'secret-token' },
      template: 'ContactUs',
      country: 'de',
    });
    const props = { Component: Greeting, pageProps: {}, shell } as unknown as AppProps & { shell: ShellPageData };
    render(<App {...props} />);
    const seen = JSON.parse(screen.getByTestId('greeting').textContent ?? '{}') as Record<string, unknown>;
    expect(seen).toEqual({
      visitor: client,
      product: 'Acme Therapy',
      socket: false,
      rest: ['en', 'main', 'de', 'ContactUs'],
    });
    expect(screen.getByTestId('greeting').textContent).not.toContain('secret-token');
  });

  it('says clearly when it is used outside a framed page', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow('useShell() reads the shell of a framed page');
  });
});
