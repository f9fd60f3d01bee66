import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { crisisLines, type FooterContent, type FooterLink, type SocialLink } from '@therapy-shell/brand-config';

// The footer variants of spec 2.2.
const FOOTER_VARIANTS: readonly FooterContent['variant'][] = [
  'standard',
  'redesigned',
  'second-theme',
  'second-theme-mobile',
  'organisation-site',
  'fifth',
];
import { type UserType, LANGUAGES, type Language } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { CRISIS_RESOURCES_PATH } from './crisis-help.tsx';
import { Footer } from './footer.tsx';
import { FooterControlsProvider } from './footer-controls.tsx';
import type { LinkProps } from './link.tsx';

const t = createTranslator('en');

const LINKS: readonly FooterLink[] = [
  { id: 'terms', labelKey: 'footer.terms', kind: 'link', href: '/terms/' },
  { id: 'privacy', labelKey: 'footer.privacy', kind: 'link', href: '/privacy/' },
  { id: 'accessibility', labelKey: 'footer.accessibility', kind: 'link', href: '/accessibility/' },
  {
    id: 'sharingSettings',
    labelKey: 'footer.sharingSettings',
    kind: 'action',
    action: 'openSharingSettings',
  },
  {
    id: 'cancelSubscription',
    labelKey: 'footer.cancelSubscription',
    kind: 'action',
    action: 'openCancelSubscription',
  },
  {
    id: 'cookieSettings',
    labelKey: 'footer.cookieSettings',
    kind: 'action',
    action: 'openCookieSettings',
  },
];

const SOCIAL: readonly SocialLink[] = [
  { network: 'facebook', labelKey: 'social.facebook', href: 'https://www.facebook.com/acme' },
  {
    network: 'linkedin',
    labelKey: 'social.linkedin',
    href: 'https://www.linkedin.com/company/acme/',
  },
];

describe('Footer crisis notice (spec 1: always present)', () => {
  it.each(FOOTER_VARIANTS.map((variant) => [variant]))(
    'the %s footer shows the crisis notice first, with its link to /gethelpnow/',
    (variant) => {
      render(<Footer productName="Acme" year={2026} t={t} variant={variant} links={LINKS} />);
      const footer = screen.getByRole('contentinfo');
      expect(footer).toHaveAttribute('data-variant', variant);
      const notice = within(footer).getByTestId('crisis-notice');
      expect(notice).toHaveTextContent(t('footer.crisisNotice'));
      expect(within(notice).getByRole('link', { name: t('footer.crisisLink') })).toHaveAttribute(
        'href',
        CRISIS_RESOURCES_PATH,
      );
      expect(within(footer).getAllByRole('link')[0]).toHaveAttribute('href', '/gethelpnow/');
    },
  );

  it.each(LANGUAGES.map((language) => [language]))('is translated in %s', (language) => {
    const tl = createTranslator(language);
    render(<Footer productName="Acme" year={2026} t={tl} />);
    expect(screen.getByTestId('crisis-notice')).toHaveTextContent(tl('footer.crisisNotice'));
    expect(screen.getByRole('link', { name: tl('footer.crisisLink') })).toHaveAttribute('href', '/gethelpnow/');
  });

  it('shows no crisis lines when none are given (a counselor, or a country without reviewed lines)', () => {
    render(<Footer productName="Acme" year={2026} t={t} crisisLines={[]} />);
    expect(screen.queryByTestId('crisis-lines')).not.toBeInTheDocument();
    expect(screen.getByTestId('crisis-notice')).toBeInTheDocument();
  });
});

describe('Footer crisis lines of the visitor', () => {
  const user = (geo_country: string, user_type: UserType = 'logged_out_user') => ({
    user: { id: -1, user_type, geo_country },
  });

  it('names each line and links every contact to a number a phone can dial', () => {
    render(<Footer productName="Acme" year={2026} t={t} crisisLines={crisisLines(user('us'))} />);
    const list = screen.getByRole('list', { name: 'Talk to someone now' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual([
      '988 Suicide & Crisis Lifeline',
      'Crisis Text Line',
    ]);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Call 988', 'tel:988'],
      ['Text 988', 'sms:988'],
      ['Text HOME to 741741', 'sms:741741?body=HOME'],
    ]);
  });

  it.each<[string, Language, string[]]>([
    ['gb', 'en', ['Call 116 123']],
    ['ie', 'en', ['Call 116 123']],
    ['de', 'de', ['Anrufen: 0800 111 0 111']],
    ['fr', 'fr', ['Appeler le 3114']],
    ['nl', 'nl', ['Bel 113', 'Bel 0800-0113']],
    ['es', 'es', ['Llamar al 024']],
    ['au', 'en', ['Call 13 11 14']],
    ['ca', 'fr', ['Appeler le 988', 'Envoyer un SMS au 988']],
  ])('a visitor from %s reading %s gets the contacts in their language', (country, language, expected) => {
    const tl = createTranslator(language);
    render(<Footer productName="Acme" year={2026} t={tl} crisisLines={crisisLines(user(country))} />);
    expect(
      within(screen.getByTestId('crisis-lines'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected);
  });

  it('a counselor from the US sees the crisis notice but no crisis text line', () => {
    render(<Footer productName="Acme" year={2026} t={t} crisisLines={crisisLines(user('us', 'counselor'))} />);
    expect(screen.queryByTestId('crisis-lines')).not.toBeInTheDocument();
    expect(screen.queryByText(/741741/)).not.toBeInTheDocument();
    expect(screen.getByTestId('crisis-notice')).toHaveTextContent(t('footer.crisisNotice'));
  });

  it('a visitor from a country without reviewed lines keeps the link to /gethelpnow/', () => {
    render(<Footer productName="Acme" year={2026} t={t} crisisLines={crisisLines(user('it'))} />);
    expect(screen.queryByTestId('crisis-lines')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('footer.crisisLink') })).toHaveAttribute('href', '/gethelpnow/');
  });

  it('has no axe violations with crisis lines', async () => {
    const { container } = render(<Footer productName="Acme" year={2026} t={t} crisisLines={crisisLines(user('us'))} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('Footer links (spec 2.5)', () => {
  it.each([
    ['Terms & Conditions', '/terms/'],
    ['Privacy Policy', '/privacy/'],
    ['Web Accessibility', '/accessibility/'],
  ])('the link entry %s is a link to %s', (name, href) => {
    render(<Footer productName="Acme" year={2026} t={t} links={LINKS} />);
    expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it.each([
    ['Sharing Settings', 'openSharingSettings'],
    ['Cancel Subscription', 'openCancelSubscription'],
    ['Cookie Settings', 'openCookieSettings'],
  ])('the action entry %s is a button that calls onAction(%s)', async (name, action) => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Footer productName="Acme" year={2026} t={t} links={LINKS} onAction={onAction} />);
    await user.click(screen.getByRole('button', { name }));
    expect(onAction).toHaveBeenCalledWith(action);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('keeps the order of the given links', () => {
    render(<Footer productName="Acme" year={2026} t={t} links={LINKS} />);
    const list = screen.getAllByRole('list')[0] as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Terms & Conditions',
      'Privacy Policy',
      'Web Accessibility',
      'Sharing Settings',
      'Cancel Subscription',
      'Cookie Settings',
    ]);
  });

  it('labels Sharing Settings Do Not Sell My Information when the rule gives that label', () => {
    render(
      <Footer
        productName="Acme"
        year={2026}
        t={t}
        links={[
          {
            id: 'sharingSettings',
            labelKey: 'footer.doNotSell',
            kind: 'action',
            action: 'openSharingSettings',
          },
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Do Not Sell My Information' })).toBeInTheDocument();
  });

  it('uses the injected link component for the crisis link and page links', () => {
    const RouterLink = ({ href, children }: { href: string; children?: React.ReactNode }) => (
      <a href={href} data-router="yes">
        {children}
      </a>
    );
    render(<Footer productName="Acme" year={2026} t={t} links={LINKS} linkComponent={RouterLink} />);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router', 'yes');
  });
});

describe('Footer buttons whose dialog is on its way (loaded lazily)', () => {
  it.each([
    ['openCancelSubscription', 'Cancel Subscription'],
    ['openSharingSettings', 'Sharing Settings'],
    ['language', /current language: English/],
  ] as const)('pending %s marks that button busy, and only that one', (pending, name) => {
    render(
      <Footer
        productName="Acme"
        year={2026}
        t={t}
        links={LINKS}
        languageButton={{ languageName: 'English', onClick: () => undefined }}
        pending={pending}
      />,
    );
    expect(screen.getByRole('button', { name })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('contentinfo').querySelectorAll('[aria-busy]')).toHaveLength(1);
  });

  it('marks no button busy without a pending dialog', () => {
    render(<Footer productName="Acme" year={2026} t={t} links={LINKS} />);
    expect(screen.getByRole('contentinfo').querySelectorAll('[aria-busy]')).toHaveLength(0);
  });

  it('tells the owner when a pointer enters or focus reaches a dialog button, not a link', async () => {
    const user = userEvent.setup();
    const onIntent = jest.fn();
    render(
      <Footer
        productName="Acme"
        year={2026}
        t={t}
        links={LINKS}
        languageButton={{ languageName: 'English', onClick: () => undefined }}
        onIntent={onIntent}
      />,
    );
    await user.hover(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(onIntent).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(onIntent).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: /current language: English/ }).focus();
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});

// Rendered as a React Server Component (the App Router), the footer gets no functions: what its
// buttons and social links do comes from the shell's frame above it.
describe('Footer without handlers, inside FooterControlsProvider (a Server Component footer)', () => {
  it.each([
    ['an action button', { name: 'Cancel Subscription' }, 'action:openCancelSubscription'],
    ['the language button', { name: /current language: English/ }, 'language'],
  ] as const)('%s does what the provider says, and shows its pending dialog busy', async (_, button, called) => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const { rerender } = render(
      <FooterControlsProvider
        value={{ onAction: (action) => calls.push(`action:${action}`), onLanguage: () => calls.push('language') }}
      >
        <Footer productName="Acme" year={2026} t={t} links={LINKS} languageButton={{ languageName: 'English' }} />
      </FooterControlsProvider>,
    );
    await user.click(screen.getByRole('button', button));
    expect(calls).toEqual([called]);
    rerender(
      <FooterControlsProvider value={{ pending: called === 'language' ? 'language' : 'openCancelSubscription' }}>
        <Footer productName="Acme" year={2026} t={t} links={LINKS} languageButton={{ languageName: 'English' }} />
      </FooterControlsProvider>,
    );
    expect(screen.getByRole('button', button)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('contentinfo').querySelectorAll('[aria-busy]')).toHaveLength(1);
  });

  it("reports a pointer's intent to the provider; its social links are plain links", async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    render(
      <FooterControlsProvider value={{ onIntent: () => calls.push('intent') }}>
        <Footer productName="Acme" year={2026} t={t} links={LINKS} socialLinks={SOCIAL} />
      </FooterControlsProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(calls).toEqual(['intent']);
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('data-network', 'linkedin');
  });

  it("the footer's own handlers win over a provider above it (the Pages Router's footer)", async () => {
    const user = userEvent.setup();
    const outer = jest.fn();
    const own = jest.fn();
    render(
      <FooterControlsProvider value={{ onAction: outer }}>
        <Footer productName="Acme" year={2026} t={t} links={LINKS} onAction={own} />
      </FooterControlsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    expect(own).toHaveBeenCalledWith('openCookieSettings');
    expect(outer).not.toHaveBeenCalled();
  });
});

describe('Footer language button, social links and copyright (spec 2.5)', () => {
  it('shows the current language name on a button named for changing the language', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Footer productName="Acme" year={2026} t={t} languageButton={{ languageName: 'Deutsch', onClick }} />);
    const button = screen.getByRole('button', {
      name: 'Change language, current language: Deutsch',
    });
    expect(button).toHaveTextContent('Deutsch');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no language button when none is given', () => {
    render(<Footer productName="Acme" year={2026} t={t} />);
    expect(screen.queryByRole('button', { name: /Change language/ })).not.toBeInTheDocument();
  });

  it('shows the copyright with the product name and year', () => {
    render(<Footer productName="Acme Therapy" year={2031} t={t} />);
    expect(screen.getByText('© 2031 Acme Therapy. All rights reserved.')).toBeInTheDocument();
  });

  it('has no copyright line without a product name (the plain footer while the site config is unknown), and keeps the crisis notice', () => {
    render(<Footer year={2031} t={t} />);
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
    expect(screen.getByTestId('crisis-notice')).toHaveTextContent(t('footer.crisisNotice'));
  });

  it('lists the social links in a list labelled Follow us, each an icon named by its network', () => {
    render(<Footer productName="Acme" year={2026} t={t} socialLinks={SOCIAL} />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const facebook = within(list).getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/acme');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.querySelector('svg[data-icon="facebook"]')).toHaveAttribute('aria-hidden', 'true');
    expect(within(list).getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('shows the security logo given to it in the bottom row', () => {
    render(
      <Footer productName="Acme" year={2026} t={t} securityLogo={<a href="https://ssl.example/">SSL Secure</a>} />,
    );
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'SSL Secure' })).toBeInTheDocument();
  });

  it('reports which social link was followed', async () => {
    const user = userEvent.setup();
    const onSocialLinkClick = jest.fn();
    render(<Footer productName="Acme" year={2026} t={t} socialLinks={SOCIAL} onSocialLinkClick={onSocialLinkClick} />);
    const link = screen.getByRole('link', { name: /LinkedIn/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onSocialLinkClick).toHaveBeenCalledWith('linkedin');
  });

  it('has no social list when social_links_display is off (no links given)', () => {
    render(<Footer productName="Acme" year={2026} t={t} />);
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
  });

  it.each([
    [true, 'mobile'],
    [false, 'default'],
  ])('with mobileLayout %p has data-layout %s', (mobileLayout, layout) => {
    render(<Footer productName="Acme" year={2026} t={t} mobileLayout={mobileLayout} />);
    expect(screen.getByRole('contentinfo')).toHaveAttribute('data-layout', layout);
  });
});

describe('Footer links, internal or external by the site (spec 2.8)', () => {
  const SITE = { rootDomain: 'acme.example', allowedDomains: ['www.acme-faith.example'] };
  const PAGE_LINKS: readonly FooterLink[] = [
    { id: 'terms', labelKey: 'footer.terms', kind: 'link', href: '/terms/' },
    { id: 'privacy', labelKey: 'footer.privacy', kind: 'link', href: 'https://legal.acme-faith.example/privacy/' },
    { id: 'accessibility', labelKey: 'footer.accessibility', kind: 'link', href: 'https://a11y.elsewhere.example/' },
  ];

  function RouterLink({ children, ...props }: LinkProps) {
    return (
      <a {...props} data-router="yes">
        {children}
      </a>
    );
  }

  it.each([
    ['a path', 'Terms & Conditions', 'internal'],
    ['a host of an allowed site', 'Privacy Policy', 'internal'],
    ['another site', 'Web Accessibility (opens in a new tab)', 'external'],
    ['a social network', 'Facebook (opens in a new tab)', 'external'],
  ])('%s: %s is %s', (_case, name, kind) => {
    render(
      <Footer
        productName="Acme"
        year={2026}
        t={t}
        links={PAGE_LINKS}
        socialLinks={SOCIAL}
        site={SITE}
        linkComponent={RouterLink}
      />,
    );
    const link = screen.getByRole('link', { name });
    expect(link).toHaveAttribute('data-kind', kind);
    expect(link.hasAttribute('data-router')).toBe(kind === 'internal');
    expect(link.getAttribute('target')).toBe(kind === 'internal' ? null : '_blank');
    expect(link.getAttribute('rel')).toBe(kind === 'internal' ? null : 'noopener noreferrer');
  });

  it("renders a social link on the site's own domain as internal, without the new-tab hint", () => {
    render(
      <Footer
        productName="Acme"
        year={2026}
        t={t}
        socialLinks={[{ network: 'x', labelKey: 'social.x', href: 'https://social.acme.example/x' }]}
        site={SITE}
      />,
    );
    const link = screen.getByRole('link', { name: 'X' });
    expect(link).toHaveAttribute('data-kind', 'internal');
    expect(link).not.toHaveAttribute('target');
  });
});

describe('Footer accessibility', () => {
  it.each(FOOTER_VARIANTS.map((variant) => [variant]))('the full %s footer has no axe violations', async (variant) => {
    const { container } = render(
      <Footer
        productName="Acme"
        year={2026}
        t={t}
        variant={variant}
        links={LINKS}
        onAction={() => undefined}
        languageButton={{ languageName: 'English', onClick: () => undefined }}
        socialLinks={SOCIAL}
        mobileLayout={variant === 'second-theme-mobile'}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
