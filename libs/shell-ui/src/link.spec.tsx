import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { axe } from 'jest-axe';
import { definedProps, Link, linkKind } from './link.tsx';

function RouterLink({ href, children, ...props }: { href: string; children?: ReactNode }) {
  return (
    <a {...props} href={href} data-router="yes">
      {children}
    </a>
  );
}

describe('linkKind (spec 2.8: internal if it starts with / or its registrable domain matches the site or an allowed list)', () => {
  const site = {
    rootDomain: 'example.com',
    allowedDomains: ['example-business.com', 'www.sibling.example', 'shop.partner.example'],
  };
  it.each([
    ['a root-relative path', '/faq/', 'internal'],
    ['a path with query and hash', '/advice?page=2#top', 'internal'],
    ['a relative path', 'faq/', 'internal'],
    ['a hash', '#main-content', 'internal'],
    ['the site itself', 'https://example.com/about/', 'internal'],
    ['a subdomain of the site', 'https://www.example.com/about/', 'internal'],
    ['a deeper subdomain, in capitals', 'HTTPS://DE.WWW.EXAMPLE.COM/', 'internal'],
    ['the site over http', 'http://example.com/', 'internal'],
    ['an allowed domain', 'https://example-business.com/en/lets-talk', 'internal'],
    ['a subdomain of an allowed domain', 'https://www.example-business.com/', 'internal'],
    ['another site', 'https://elsewhere.org/', 'external'],
    ['a look-alike ending in the root domain', 'https://evilexample.com/', 'external'],
    ['the root domain as a subdomain of another site', 'https://example.com.evil.org/', 'external'],
    ['a scheme-relative URL to another host', '//elsewhere.org/x', 'external'],
    ['a backslash scheme-relative URL', '/\\elsewhere.org/x', 'external'],
    ['a scheme-relative URL split by a tab', '/\t/elsewhere.org/x', 'external'],
    ['a backslash scheme-relative URL split by line breaks', '/\r\n\\elsewhere.org/x', 'external'],
    ['a path whose second character is a space', '/ /x', 'internal'],
    ['the root path', '/', 'internal'],
    ['a scheme-relative URL to the site', '//www.example.com/x', 'internal'],
    ['mailto', 'mailto:contact@example.com', 'external'],
    ['tel', 'tel:+15551234567', 'external'],
    ['javascript with a tab inside the scheme', 'java\tscript:alert(1)', 'external'],
    ['a sibling site given by its www. host: the domain itself', 'https://sibling.example/', 'internal'],
    ['a sibling site given by its www. host: a subdomain', 'https://blog.sibling.example/x', 'internal'],
    ['a sibling site given by another host: that host', 'https://shop.partner.example/', 'internal'],
    ['a sibling site given by another host: its parent domain', 'https://partner.example/', 'external'],
  ])('%s (%s) is %s', (_name, href, expected) => {
    expect(linkKind(href, site)).toBe(expected);
  });

  it('reads every path from the root as the browser does: internal exactly when it stays on the page origin', () => {
    // The fast path for paths must agree with the URL parser on every string it answers.
    const base = 'https://link.invalid';
    const browserReading = (href: string) => {
      try {
        return new URL(href, base).origin === base ? 'internal' : 'external';
      } catch {
        return 'external'; // not a URL (`//` has no host): nothing the browser would follow
      }
    };
    const path = fc
      .array(fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '\u00a0', '\f', 'a', '.', ':', '%2F', '?', '#', '@'), {
        maxLength: 8,
      })
      .map((parts) => `/${parts.join('')}`);
    fc.assert(
      fc.property(path, (href) => {
        expect(linkKind(href)).toBe(browserReading(href));
      }),
      { numRuns: 2000 },
    );
  });

  it('treats every absolute URL as external when no site is given', () => {
    expect(linkKind('https://example.com/', {})).toBe('external');
    expect(linkKind('https://example.com/')).toBe('external');
    expect(linkKind('/faq/')).toBe('internal');
  });

  it("reads a site's www. host as its domain (a config with an fqdn and no root_domain)", () => {
    expect(linkKind('https://help.example.com/', { rootDomain: 'www.example.com' })).toBe('internal');
    expect(linkKind('https://example.org/', { rootDomain: 'www.example.com' })).toBe('external');
  });

  it.each([
    ['www.example.com', 'example.com', 'internal'],
    ['example.com.', 'example.com', 'internal'],
    ['example.com', '.example.com', 'internal'],
    ['example.com', ' Example.COM ', 'internal'],
    ['example.com', 'www.example.com', 'internal'],
    ['www.example.com', 'www.example.com', 'internal'],
    ['notexample.com', 'example.com', 'external'],
    ['example.com', '', 'external'],
    ['example.com', '.', 'external'],
    ['wwwexample.com', 'www.example.com', 'external'],
  ])('a link to host %p with the domain %p is %p', (host, domain, expected) => {
    expect(linkKind(`https://${host}/`, { rootDomain: domain })).toBe(expected);
  });
});

const SITE = { rootDomain: 'example.com' };

describe('Link', () => {
  it('gives the anchor none of its own props (React would warn of each in development)', () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <Link href="/faq/" site={SITE} linkComponent={RouterLink} newTabHint=" (new tab)">
          FAQ
        </Link>
        <Link href="https://elsewhere.org/" site={SITE} linkComponent={RouterLink} newTabHint=" (new tab)">
          Elsewhere
        </Link>
      </>,
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    for (const link of screen.getAllByRole('link')) {
      expect(link).not.toHaveAttribute('site');
      expect(link).not.toHaveAttribute('linkcomponent');
      expect(link).not.toHaveAttribute('newtabhint');
    }
  });

  it.each([
    ['an internal link', '/faq/'],
    ['an external link', 'https://elsewhere.org/'],
  ])('gives the element of %s no undefined props (a Server Component payload would carry each)', (_case, href) => {
    const element = Link({
      href,
      site: SITE,
      linkComponent: undefined,
      newTabHint: undefined,
      className: undefined,
      onClick: undefined,
      'aria-current': undefined,
      children: 'FAQ',
    }) as { props: Record<string, unknown> };
    const undefinedProps = Object.keys(element.props).filter((key) => element.props[key] === undefined);
    expect(undefinedProps).toEqual([]);
    expect(Object.keys(element.props)).not.toEqual(expect.arrayContaining(['site']));
  });

  it('renders internal links with the injected router link', () => {
    render(
      <Link href="/faq/" site={SITE} linkComponent={RouterLink}>
        FAQ
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '/faq/');
    expect(link).not.toHaveAttribute('rel');
  });

  it('renders links to the site by absolute URL with the router link too', () => {
    render(
      <Link href="https://www.example.com/about/" site={SITE} linkComponent={RouterLink}>
        About
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router', 'yes');
  });

  it('renders external links as plain anchors with safe rel, keeping a rel of its own', () => {
    render(
      <>
        <Link href="https://elsewhere.org/" site={SITE} linkComponent={RouterLink} target="_blank">
          Elsewhere
        </Link>
        <Link href="https://partner.org/" site={SITE} rel="sponsored">
          Partner
        </Link>
      </>,
    );
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere).not.toHaveAttribute('data-router');
    expect(elsewhere).toHaveAttribute('rel', 'noopener noreferrer');
    expect(elsewhere).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Partner' })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  it('opens an external link in a new tab with the hint after its children, and never an internal one', () => {
    const hint = <span> (opens in a new tab)</span>;
    render(
      <>
        <Link href="https://elsewhere.org/" site={SITE} newTabHint={hint}>
          Elsewhere
        </Link>
        <Link href="/faq/" site={SITE} newTabHint={hint}>
          FAQ
        </Link>
      </>,
    );
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere (opens in a new tab)' });
    expect(elsewhere).toHaveAttribute('target', '_blank');
    expect(elsewhere).toHaveAttribute('data-kind', 'external');
    const faq = screen.getByRole('link', { name: 'FAQ' });
    expect(faq).not.toHaveAttribute('target');
    expect(faq).toHaveAttribute('data-kind', 'internal');
  });

  it('passes its other props to the anchor', () => {
    render(
      <Link href="https://elsewhere.org/" className="x" data-id="out" aria-label="Out">
        Elsewhere
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Out' });
    expect(link).toHaveClass('x');
    expect(link).toHaveAttribute('data-id', 'out');
    expect(link).not.toHaveAttribute('site');
  });

  it('passes clicks through', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Link href="/faq/" onClick={onClick}>
        FAQ
      </Link>,
    );
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        <Link href="/faq/">FAQ</Link> <Link href="https://elsewhere.org/">Elsewhere</Link>
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('definedProps', () => {
  it.each([
    [
      'keeps defined values, falsy ones too',
      { a: 1, b: '', c: 0, d: false, e: null },
      { a: 1, b: '', c: 0, d: false, e: null },
    ],
    ['drops undefined values', { a: 1, b: undefined, c: 'x' }, { a: 1, c: 'x' }],
    ['gives an empty object for nothing defined', { a: undefined }, {}],
  ] as const)('%s', (_case, props, expected) => {
    const copy = definedProps<object>(props);
    expect(copy).toEqual(expected);
    expect(Object.keys(copy)).toEqual(Object.keys(expected));
    expect(copy).not.toBe(props);
  });
});
