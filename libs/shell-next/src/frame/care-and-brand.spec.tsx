import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { AppProps } from 'next/app';
import type { ComponentType } from 'react';
import {
  accessibilityWidgetColors,
  BRAND_IDS,
  themeTokens,
  type BrandId,
  crisisLinesOf,
} from '@therapy-shell/brand-config';
import type { PageQuery, SessionUser, SiteConfig, SiteFeatures, TemplateName } from '@therapy-shell/core';
import { compileMessages } from '@therapy-shell/i18n';
import { axe } from 'jest-axe';
import { createShellApp, type ShellPageData } from '../pages-router/shell-app.tsx';
import { useAccessibilityWidget } from './shell-effects.ts';
import { pageContext, quickExitOf, shellPage } from './shell-page.ts';

process.env['__NEXT_TRAILING_SLASH'] = 'true';

const App = createShellApp();
const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };

function shellData(
  overrides: {
    session?: SessionUser;
    template?: TemplateName;
    path?: string;
    brand?: BrandId;
    features?: SiteFeatures;
    config?: Partial<SiteConfig>;
    query?: PageQuery;
  } = {},
): ShellPageData {
  const session = overrides.session ?? visitor;
  const brand = overrides.brand ?? 'main';
  return {
    status: 'ok',
    brand,
    language: 'en',
    year: 2026,
    country: session.geo_country ?? 'us',
    crisisLines: crisisLinesOf(session.geo_country ?? 'us'),
    session,
    config: {
      product_code_name: brand,
      product_name: 'Faithful Counsel',
      fqdn: 'www.faithful.example',
      ...overrides.config,
      features: { security_logos_display: true, ...overrides.features },
    },
    messages: compileMessages('en', {}),
    availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: false },
    languages: [],
    accessibilityWidgetUrl: null,
    page: pageContext({
      template: overrides.template ?? 'Home',
      asPath: overrides.path ?? '/',
      query: overrides.query ?? {},
      session,
    }),
  };
}

function renderApp(shell: ShellPageData, Component: ComponentType = () => <h1>Page content</h1>, ShellApp = App) {
  const props = { Component, pageProps: {}, shell } as unknown as AppProps & { shell: ShellPageData };
  return render(<ShellApp {...props} />);
}

// The notification centre and the toast viewport are lazy parts of the frame: the first
// render of each suspends until its module has loaded. One warm-up render of a page that has both
// loads them for every test of this file.
beforeAll(async () => {
  const { unmount } = renderApp(
    shellData({
      session: { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'us' },
      template: 'GetHelpNow',
    }),
  );
  await act(async () => {
    await Promise.all([import('./shell-notifications.tsx'), import('./shell-toaster.tsx')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  unmount();
});

describe('quick exit in the shell', () => {
  it.each<[TemplateName, string]>([
    ['GetHelpNow', '/gethelpnow/'],
    ['CrisisResources', '/crisis-resources/'],
    ['GetStarted', '/get-started/'],
    ['ClientDashboard', '/dashboard/'],
  ])('%s has the quick exit first after the skip link, leaving for the neutral page', (template, path) => {
    renderApp(shellData({ template, path }));
    const exit = screen.getByRole('link', { name: 'Exit this page' });
    expect(exit).toHaveAttribute('href', 'https://www.bbc.co.uk/weather');
    const links = screen.getAllByRole('link');
    expect(links.indexOf(exit)).toBe(1);
    expect(links[0]).toHaveTextContent('Skip to main content');
  });

  it('Home has no quick exit', () => {
    renderApp(shellData());
    expect(screen.queryByRole('link', { name: 'Exit this page' })).not.toBeInTheDocument();
  });

  it('a page its team marks has the quick exit', () => {
    const Marked = shellPage({ template: 'Faq', quickExit: true }, () => <h1>FAQ</h1>);
    expect(quickExitOf(Marked)).toBe(true);
    renderApp(shellData({ template: 'Faq', path: '/faq/' }), Marked);
    expect(screen.getByRole('link', { name: 'Exit this page' })).toBeInTheDocument();
  });

  it('a page that does not say is not marked', () => {
    expect(quickExitOf(shellPage({ template: 'Faq' }, () => null))).toBe(false);
    expect(quickExitOf(() => null)).toBe(false);
  });

  it('has no axe violations on GetHelpNow', async () => {
    const { container } = renderApp(shellData({ template: 'GetHelpNow', path: '/gethelpnow/' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('crisis lines in the shell footer', () => {
  it.each<[string, SessionUser['user_type'], string[]]>([
    ['gb', 'logged_out_user', ['Call 116 123']],
    ['us', 'client', ['Call 988', 'Text 988', 'Text HOME to 741741']],
    ['us', 'counselor', []],
    ['it', 'logged_out_user', []],
  ])('a %s %s gets %j', (geo_country, user_type, expected) => {
    renderApp(shellData({ session: { id: user_type === 'logged_out_user' ? -1 : 7, user_type, geo_country } }));
    const footer = screen.getByRole('contentinfo');
    const lines = within(footer).queryByTestId('crisis-lines');
    expect(
      lines
        ? within(lines)
            .getAllByRole('link')
            .map((link) => link.textContent)
        : [],
    ).toEqual(expected);
    expect(
      within(footer).getByRole('link', { name: 'These resources can provide you with immediate help.' }),
    ).toHaveAttribute('href', '/gethelpnow/');
  });
});

describe("the header's and footer's links, internal or external by the site config (spec 2.8)", () => {
  // Brand main, English: the Business link goes to https://organisation.therapy-shell.example/.
  const features = { show_business_link: true, social_links_display: true };
  const business = () => screen.getByRole('link', { name: /^Business/ });

  it('the Business link, the social links and the SSL test link are external: new tab, no opener, no referrer', () => {
    renderApp(shellData({ features, config: { root_domain: 'faithful.example' } }));
    const external = [business(), ...within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link')];
    external.push(screen.getByRole('link', { name: /SSL/ }));
    for (const link of external) {
      expect(link).toHaveAttribute('data-kind', 'external');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(business()).toHaveAccessibleName('Business (opens in a new tab)');
  });

  it('the navigation and footer page links are internal', () => {
    renderApp(shellData({ features, config: { root_domain: 'faithful.example' } }));
    for (const name of ['FAQ', 'Contact', 'Terms & Conditions', 'Privacy Policy']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('data-kind', 'internal');
      expect(link).not.toHaveAttribute('target');
    }
  });

  it.each<[string, Partial<SiteConfig>, readonly string[] | undefined]>([
    ['its site is a sibling in sites_fqdn', { sites_fqdn: ['www.organisation.therapy-shell.example'] }, undefined],
    ["its domain is the site's root_domain", { root_domain: 'therapy-shell.example' }, undefined],
    ['the app adds its domain (linkDomains)', { root_domain: 'faithful.example' }, ['therapy-shell.example']],
  ])('the Business link is internal when %s', (_case, config, linkDomains) => {
    renderApp(shellData({ features, config }), undefined, linkDomains ? createShellApp({ linkDomains }) : App);
    expect(business()).toHaveAttribute('data-kind', 'internal');
    expect(business()).not.toHaveAttribute('target');
    expect(business()).toHaveAccessibleName('Business');
  });

  it("the Business link is internal when withShell's linkDomains has its domain (inlined as SHELL_LINK_DOMAINS)", () => {
    process.env['SHELL_LINK_DOMAINS'] = 'other.example,therapy-shell.example';
    try {
      // Read when the _app is made (a build inlines it).
      renderApp(shellData({ features, config: { root_domain: 'faithful.example' } }), undefined, createShellApp());
      expect(business()).toHaveAttribute('data-kind', 'internal');
      expect(business()).not.toHaveAttribute('target');
    } finally {
      delete process.env['SHELL_LINK_DOMAINS'];
    }
  });
});

describe('page themes (spec 2.4)', () => {
  const theme = () => screen.getByRole('main').parentElement?.getAttribute('data-page-theme');
  const client: SessionUser = { id: 42, user_type: 'client', stage: 'paying', geo_country: 'us' };
  const counselor: SessionUser = { id: 7, user_type: 'counselor', geo_country: 'us' };

  it.each<[string, string, TemplateName, PageQuery, SessionUser, BrandId]>([
    ['GetStarted with go=true', 'get-started-go', 'GetStarted', { go: 'true' }, visitor, 'main'],
    ['GetStarted without go', 'default', 'GetStarted', {}, visitor, 'main'],
    ["ContactUs for brand 1's logged-out visitors", 'contact-us-alternate', 'ContactUs', {}, visitor, 'main'],
    ['ContactUs for counselors', 'contact-us-alternate', 'ContactUs', {}, counselor, 'faith'],
    ['ContactUs for clients', 'default', 'ContactUs', {}, client, 'main'],
  ])('%s: the layout has the page theme %s', (_case, expected, template, query, session, brand) => {
    renderApp(shellData({ template, query, session, brand }));
    expect(theme()).toBe(expected);
  });
});

describe('each brand looks like itself', () => {
  it("the header's wordmark is the product name beside the brand's mark", () => {
    renderApp(shellData({ brand: 'faith' }));
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Faithful Counsel home' });
    expect(home).toHaveTextContent(/^Faithful Counsel$/);
    expect(home.querySelector('svg path:last-child')).toHaveAttribute('d', themeTokens('faith').logo.shapes[1]?.d);
  });

  it("the fallback page shows the brand's mark too", async () => {
    const shell: ShellPageData = {
      status: 'error',
      brand: 'pride',
      language: 'en',
      messages: compileMessages('en', {}),
    } as ShellPageData;
    renderApp(shell);
    // Its code is a chunk of its own (shell-app.tsx): the first render waits for it.
    expect((await screen.findByTestId('fallback-logo')).querySelector('svg path:last-child')).toHaveAttribute(
      'd',
      themeTokens('pride').logo.shapes[1]?.d,
    );
  });

  it('the footer shows the SSL security logo linking to a test of the site host when security_logos_display is on', () => {
    renderApp(shellData());
    const logo = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: /^SSL Secure: test this site’s certificate/,
    });
    expect(logo).toHaveAttribute('href', 'https://www.ssllabs.com/ssltest/analyze.html?d=www.faithful.example');
    expect(logo).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('the footer has no SSL security logo when security_logos_display is off', () => {
    renderApp(shellData({ features: { security_logos_display: false } }));
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: /SSL Secure/ })).not.toBeInTheDocument();
  });
});

describe('accessibility widget colours per brand (spec 4.5, 9)', () => {
  afterEach(() => {
    document.querySelectorAll('script[data-shell-accessibility-widget]').forEach((script) => script.remove());
    delete (window as unknown as Record<string, unknown>)['__shellAccessibilityWidget'];
  });

  function Widget({ brand }: { brand: BrandId }) {
    const session = visitor;
    useAccessibilityWidget({
      url: 'https://widget.example/w.js',
      page: pageContext({ template: 'Home', asPath: '/', query: {}, session }),
      brand,
      reporter: { report: () => undefined },
    });
    return null;
  }

  it.each(BRAND_IDS.map((brand) => [brand]))('brand %s hands the widget its own colours', async (brand) => {
    render(<Widget brand={brand} />);
    await waitFor(() => expect(document.querySelector('script[data-shell-accessibility-widget]')).not.toBeNull());
    expect((window as unknown as Record<string, unknown>)['__shellAccessibilityWidget']).toEqual({
      colors: accessibilityWidgetColors(brand),
      shown: false,
      triggerVisible: false,
    });
  });
});
