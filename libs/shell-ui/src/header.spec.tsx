import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { themeTokens, type NavigationLink } from '@therapy-shell/brand-config';
import { createTranslator } from '@therapy-shell/i18n';
import { isValidElement } from 'react';
import { Header } from './header.tsx';
import { HeaderNav } from './header-nav.tsx';
import type { LinkProps } from './link.tsx';
import { NotificationBell } from './notification-bell.tsx';

const t = createTranslator('en');

const NAVIGATION: readonly NavigationLink[] = [
  { id: 'home', labelKey: 'nav.home', href: '/', external: false },
  {
    id: 'business',
    labelKey: 'nav.business',
    href: 'https://www.organisation.example/',
    external: true,
  },
  { id: 'faq', labelKey: 'nav.faq', href: '/faq/', external: false },
  { id: 'contact', labelKey: 'nav.contact', href: '/contact/', external: false },
];

function RouterLink({ children, ...props }: LinkProps) {
  return (
    <a {...props} data-router="yes">
      {children}
    </a>
  );
}

describe('Header (spec 2.5)', () => {
  it('links the product home with an accessible name', () => {
    render(<Header productName="Acme Therapy" t={t} />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Acme Therapy home' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it("shows the product name as the wordmark, not the brand id, beside the brand's logo mark", () => {
    render(<Header productName="Faithful Counsel" t={t} logo={themeTokens('faith').logo} />);
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Faithful Counsel home' });
    expect(home).toHaveTextContent(/^Faithful Counsel$/);
    const mark = home.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark?.querySelectorAll('path')).toHaveLength(2);
    expect(mark?.querySelector('path:last-child')).toHaveAttribute('d', themeTokens('faith').logo.shapes[1]?.d);
  });

  it('shows the wordmark alone without a logo mark', () => {
    render(<Header productName="Acme Therapy" t={t} />);
    const home = screen.getByRole('link', { name: 'Acme Therapy home' });
    expect(home.querySelector('svg')).toBeNull();
    expect(home).toHaveTextContent('Acme Therapy');
  });

  it('without a product name (the site config is unknown) the logo mark alone links home, named Home', async () => {
    const { container } = render(<Header t={t} logo={themeTokens('main').logo} />);
    const home = within(screen.getByRole('banner')).getByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent(/^$/);
    expect(home.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders the navigation links with translated labels inside the Main navigation', () => {
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Business (opens in a new tab)', 'FAQ', 'Contact']);
  });

  it.each([
    ['de', 'Startseite'],
    ['fr', 'Accueil'],
  ] as const)('translates the navigation labels (%s)', (language, home) => {
    const tl = createTranslator(language);
    render(<Header productName="Acme" t={tl} navigation={NAVIGATION} />);
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
  });

  it('marks an external link as opening a new tab, with a safe rel', () => {
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} />);
    const business = screen.getByRole('link', { name: 'Business (opens in a new tab)' });
    expect(business).toHaveAttribute('target', '_blank');
    expect(business).toHaveAttribute('rel', 'noopener noreferrer');
    expect(business).toHaveAttribute('href', 'https://www.organisation.example/');
  });

  it('sends internal links through the injected link component and external ones as plain anchors', () => {
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'Business (opens in a new tab)' })).not.toHaveAttribute('data-router');
  });

  it('marks the link of the current page', () => {
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} currentPath="/faq/" />);
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contact' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['standard', 1],
    ['portal', 0],
  ] as const)('the %s header has %i main navigation (portal accounts get their own header)', (kind, count) => {
    render(<Header productName="Acme" t={t} kind={kind} navigation={NAVIGATION} />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-kind', kind);
    expect(screen.queryAllByRole('navigation')).toHaveLength(count);
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('with showNotifications %p renders the notification slot %i times', (showNotifications, count) => {
    render(
      <Header
        productName="Acme"
        t={t}
        showNotifications={showNotifications}
        notifications={<NotificationBell count={2} t={t} />}
      />,
    );
    expect(screen.queryAllByRole('button', { name: '2 unread notifications' })).toHaveLength(count);
  });

  it('renders the actions', () => {
    render(<Header productName="Acme" t={t} actions={<a href="/login/">Log in</a>} />);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('has no navigation when there are no links', () => {
    render(<Header productName="Acme" t={t} navigation={[]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('Header mobile menu (below md)', () => {
  it('starts closed with a toggle named Open menu that controls the link list', () => {
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('link', { name: 'FAQ' }),
    );
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
  });

  it('opens with the keyboard and names the toggle Close menu', async () => {
    const user = userEvent.setup();
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'open');
  });

  it('closes with the toggle', async () => {
    const user = userEvent.setup();
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} defaultMenuOpen />);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape from a link and gives focus back to the toggle', async () => {
    const user = userEvent.setup();
    render(<Header productName="Acme" t={t} navigation={NAVIGATION} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = jest.fn();
    const NoNavigation = ({ children, onClick, ...props }: LinkProps) => (
      <a
        {...props}
        onClick={(event) => {
          event.preventDefault();
          onClick?.(event);
        }}
      >
        {children}
      </a>
    );
    render(
      <Header
        productName="Acme"
        t={t}
        navigation={NAVIGATION}
        defaultMenuOpen
        onMenuOpenChange={onMenuOpenChange}
        linkComponent={NoNavigation}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes when focus leaves the navigation', async () => {
    const user = userEvent.setup();
    render(
      <Header
        productName="Acme"
        t={t}
        navigation={NAVIGATION}
        actions={<button type="button">Log in</button>}
        defaultMenuOpen
      />,
    );
    screen.getByRole('link', { name: 'Contact' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
  });

  it('follows a controlled open state', () => {
    const { rerender } = render(<Header productName="Acme" t={t} navigation={NAVIGATION} menuOpen={false} />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'closed');
    rerender(<Header productName="Acme" t={t} navigation={NAVIGATION} menuOpen />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'open');
  });

  it('gives its client navigation and the list items no undefined props (the App Router payload would carry each)', () => {
    const found: { type: string; undefinedProps: string[] }[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!isValidElement(node)) return;
      const props = node.props as Record<string, unknown>;
      if (node.type === HeaderNav || node.type === 'li')
        found.push({
          type: node.type === 'li' ? 'li' : 'HeaderNav',
          undefinedProps: Object.keys(props).filter((key) => props[key] === undefined),
        });
      walk(props['children']);
    };
    walk(Header({ productName: 'Acme', t, navigation: NAVIGATION }));
    expect(found.filter((f) => f.type === 'li')).toHaveLength(NAVIGATION.length);
    expect(found).toEqual(found.map((f) => ({ type: f.type, undefinedProps: [] })));
  });
});

describe('Header links, internal or external by the site (spec 2.8)', () => {
  const SITE = { rootDomain: 'acme.example', allowedDomains: ['www.organisation.example'] };
  const LINKS: readonly NavigationLink[] = [
    { id: 'faq', labelKey: 'nav.faq', href: '/faq/', external: false },
    { id: 'about', labelKey: 'nav.about', href: 'https://help.acme.example/about/', external: false },
    { id: 'business', labelKey: 'nav.business', href: 'https://www.organisation.example/', external: true },
    { id: 'careers', labelKey: 'nav.careers', href: 'https://jobs.elsewhere.example/', external: false },
  ];

  it.each([
    ['a path', 'FAQ', 'internal'],
    ["a host within the site's domain", 'About', 'internal'],
    ['a host of an allowed site (the Business link, even marked external by brand-config)', 'Business', 'internal'],
    ['another site (even not marked external)', 'Careers (opens in a new tab)', 'external'],
  ])('%s: %s is %s', (_case, name, kind) => {
    render(<Header productName="Acme" t={t} navigation={LINKS} site={SITE} linkComponent={RouterLink} />);
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('data-kind', kind);
    if (kind === 'internal') {
      expect(link).toHaveAttribute('data-router', 'yes');
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    } else {
      expect(link).not.toHaveAttribute('data-router');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('closes the mobile menu when any link is chosen', async () => {
    const user = userEvent.setup();
    render(<Header productName="Acme" t={t} navigation={LINKS} site={SITE} defaultMenuOpen />);
    const careers = screen.getByRole('link', { name: 'Careers (opens in a new tab)' });
    careers.addEventListener('click', (event) => event.preventDefault());
    await user.click(careers);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-state', 'closed');
  });
});

describe('Header accessibility', () => {
  it.each([
    ['standard header, menu closed', { kind: 'standard', defaultMenuOpen: false }],
    ['standard header, menu open', { kind: 'standard', defaultMenuOpen: true }],
    ['portal header', { kind: 'portal', defaultMenuOpen: false }],
  ] as const)('%s has no axe violations', async (_name, props) => {
    const { container } = render(
      <Header
        productName="Acme Therapy"
        t={t}
        {...props}
        logo={themeTokens('main').logo}
        navigation={NAVIGATION}
        showNotifications
        notifications={<NotificationBell count={3} t={t} />}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
