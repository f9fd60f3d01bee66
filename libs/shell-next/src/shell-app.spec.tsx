import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppProps } from 'next/app';
import type { SessionUser, TemplateName } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { axe } from 'jest-axe';
import { GetHelpNowPage } from './crisis-page.tsx';
import { createShellApp, shellOptionsFromEnv, type ShellPageData } from './shell-app.tsx';
import { pageContext } from './shell-page.ts';

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

// The footer, quick exit, notification centre and toast viewport are lazy parts of the frame
// (issue 11): the first render of each suspends until its module has loaded. One warm-up render
// of a page that has all four loads them for every test of this file.
beforeAll(async () => {
  const { unmount } = renderApp(shellData({ session: client, template: 'GetHelpNow' }));
  await act(async () => {
    await Promise.all([
      import('./shell-footer.tsx'),
      import('./shell-quick-exit.tsx'),
      import('./shell-notifications.tsx'),
      import('./shell-toaster.tsx'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  unmount();
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
    renderApp({ status: 'error', brand: 'main', language: 'en', messages: compileMessages('en'), country: 'us' });
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: "We're having an issue" }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
  });

  it('renders the fallback page in the visitor language', () => {
    renderApp({ status: 'error', brand: 'faith', language: 'de', messages: compileMessages('de'), country: 'de' });
    expect(screen.getByRole('heading', { name: 'Es ist ein Problem aufgetreten' })).toBeInTheDocument();
  });

  it.each<[string, string[]]>([
    ['us', ['tel:988', 'sms:988', 'sms:741741?body=HOME']],
    ['gb', ['tel:116123']],
    ['de', ['tel:+498001110111']],
    ['fr', ['tel:3114']],
    ['it', []],
  ])(
    'keeps the way to help on the fallback page (issue 24): country %s gives its lines %j, the link to /gethelpnow/ and the quick exit',
    (country, hrefs) => {
      renderApp({ status: 'error', brand: 'main', language: 'en', messages: compileMessages('en'), country });
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

describe('/gethelpnow/ (issue 24)', () => {
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
      timeouts: {},
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
    ).toEqual({
      brand: 'teen',
      apiOrigin: 'http://127.0.0.1:5000',
      brandCodes: { t: 'teen' },
      accessibilityWidgetUrl: 'https://w.example/w.js',
      cacheTtlMs: 0,
      timeouts: {},
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
      'SHELL_BACKEND_TIMEOUT_MS must be a whole number of milliseconds, got "3s"',
    );
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
        'SHELL_BRAND="main" but this build is for brand "faith"',
      );
    });
  });

  it('stops on a wrong SHELL_BRAND with the valid ids', () => {
    expect(() => shellOptionsFromEnv({ SHELL_BRAND: 'nope' })).toThrow(
      /Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth/,
    );
  });
});
