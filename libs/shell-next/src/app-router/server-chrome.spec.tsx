import { render, screen, within } from '@testing-library/react';
import { crisisLinesOf, type ShellContext } from '@therapy-shell/brand-config';
import type { SessionUser, TemplateName } from '@therapy-shell/core';
import { pageContext } from '../frame/shell-page.ts';
import { appChrome } from './server-chrome.tsx';

// The App Router's header and footer are Server Components: appChrome renders them from the page's
// context with the brand rules of spec 2.5, as the Pages Router's frame does in the browser. Here
// they render without the shell's root (the notification centre needs it, and shows nothing).

jest.mock('next/navigation.js', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn() }) }));

const client: SessionUser = { id: 42, user_type: 'client', stage: 'paying', counselor_id: 7, geo_country: 'us' };
const counselor: SessionUser = { id: 7, user_type: 'counselor', geo_country: 'us' };
const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'us' };

function context(session: SessionUser, template: TemplateName, path: string, cancel = false): ShellContext {
  return {
    brand: 'main',
    language: 'en',
    user: session,
    config: {
      product_code_name: 'main',
      product_name: 'Acme Therapy',
      fqdn: 'www.acme.example',
      features: { advice: true, reviews_page: true, show_business_link: true, social_links_display: true },
    },
    page: pageContext({ template, asPath: path, query: {}, session }),
    availability: { show_cancel_subscription: cancel, show_withdrawal: false, show_language_selector: true },
  };
}

function renderChrome(ctx: ShellContext) {
  const { header, footer } = appChrome({ ctx, messagesId: undefined, year: 2026, crisisLines: crisisLinesOf('us') });
  render(
    <>
      {header}
      <main />
      {footer}
    </>,
  );
  return { footer };
}

describe('the App Router header and footer (Server Components)', () => {
  it.each([
    ['a logged-out visitor', visitor, '/terms/'],
    ['a client', client, '/terms/'],
    ['a counselor', counselor, '/counselors/terms/'],
  ])(
    "follow the brand rules for %s: the footer's links, the crisis notice, the language button",
    (_, session, terms) => {
      renderChrome(context(session, 'Home', '/'));
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', terms);
      expect(within(footer).getByRole('link', { name: /gethelpnow|help now|immediate/i })).toHaveAttribute(
        'href',
        '/gethelpnow/',
      );
      expect(within(footer).getByRole('button', { name: /current language: English/ })).toBeVisible();
      expect(within(footer).getByText('© 2026 Acme Therapy', { exact: false })).toBeVisible();
    },
  );

  it.each([
    [true, 1],
    [false, 0],
  ])('show Cancel Subscription when the backend says so (%s)', (cancel, count) => {
    renderChrome(context(client, 'Home', '/', cancel));
    expect(
      within(screen.getByRole('contentinfo')).queryAllByRole('button', { name: 'Cancel Subscription' }),
    ).toHaveLength(count);
  });

  it('mark the navigation link of the page shown, and link the product home', () => {
    renderChrome(context(visitor, 'Faq', '/faq/'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Acme Therapy home' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
  });

  it("mark every internal link for the root's router, the crisis notice's link to /gethelpnow/ too", () => {
    renderChrome(context(client, 'Home', '/'));
    const crisis = within(screen.getByRole('contentinfo')).getByRole('link', { name: /immediate/i });
    expect(crisis).toHaveAttribute('data-kind', 'internal');
    const internal = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/'));
    expect(internal.length).toBeGreaterThan(5);
    expect(internal.filter((link) => link.getAttribute('data-kind') !== 'internal')).toEqual([]);
  });

  it('have no footer where the brand rules hide it (the mood tracker)', () => {
    const { footer } = renderChrome(context(client, 'MoodTrackerReport', '/mood-tracker/report/'));
    expect(footer).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('banner')).toBeVisible();
  });
});

describe("the App Router chrome's links to the app's own domains (withShell's linkDomains, spec 2.8)", () => {
  // withShell inlines the option as env.SHELL_LINK_DOMAINS; under Jest it is the process's.
  afterEach(() => {
    delete process.env['SHELL_LINK_DOMAINS'];
  });
  // Brand main's Business link (the header's navigation) goes to https://organisation.therapy-shell.example/.
  const business = () => screen.getByRole('link', { name: /^Business/ });

  it.each([
    ['no domains', 'external', undefined],
    ["the Business link's domain", 'internal', 'therapy-shell.example'],
    ['its domain among others', 'internal', 'other.example,therapy-shell.example'],
    ['a look-alike domain only', 'external', 'ptherapy-shell.example'],
  ])('with %s, the Business link is %s', (_case, kind, domains) => {
    if (domains !== undefined) process.env['SHELL_LINK_DOMAINS'] = domains;
    renderChrome(context(visitor, 'Home', '/'));
    expect(business()).toHaveAttribute('data-kind', kind);
    if (kind === 'internal') expect(business()).not.toHaveAttribute('target');
    else expect(business()).toHaveAttribute('target', '_blank');
  });
});
