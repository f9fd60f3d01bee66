import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

/**
 * Props a link component receives; a router's link (for example next/link) is injected by the app.
 *
 * @example
 * function RouterLink({ href, children, ...props }: LinkProps) { return <a href={href} {...props}>{children}</a>; }
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children?: ReactNode;
}

/**
 * A component that renders a link; shell-ui never imports a router.
 *
 * @example
 * const NextLinkAdapter: LinkComponent = ({ href, ...props }) => <NextLink href={href} {...props} />;
 */
export type LinkComponent = ComponentType<LinkProps>;

/**
 * The default link: a plain anchor.
 *
 * @example
 * <PlainLink href="/faq/">FAQ</PlainLink>
 */
export function PlainLink({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * Whether a link stays on this site (router link) or leaves it (plain anchor with safe rel).
 *
 * @example
 * const kind: LinkKind = linkKind(href, { rootDomain: 'example.com' });
 */
export type LinkKind = 'internal' | 'external';

/**
 * What decides whether a link is internal.
 *
 * @example
 * const site: LinkSite = { rootDomain: config.root_domain, allowedDomains: ['example-business.com'] };
 */
export interface LinkSite {
  /** The site's registrable domain: `root_domain` of the site config (spec 3.3), for example `example.com`. */
  rootDomain?: string | undefined;
  /** Further domains that count as this site (sibling brands, the business site). */
  allowedDomains?: readonly string[] | undefined;
}

/**
 * The rel every external link carries: no `window.opener` for the target, no referrer sent.
 *
 * @example
 * <a href="https://elsewhere.org/" rel={EXTERNAL_LINK_REL}>Elsewhere</a>
 */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// `//host`, and the backslash forms browsers read the same way (`/\host`, `\\host`).
const SCHEME_RELATIVE = /^[/\\]{2}/;

function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^\.+/, '').replace(/\.+$/, '');
}

/**
 * Whether a host name belongs to a registrable domain: equal to it or a subdomain of it. No public
 * suffix list is needed because the domain (the site's `root_domain`) is given, not computed.
 *
 * @example
 * hostMatchesDomain('www.example.com', 'example.com'); // true
 * hostMatchesDomain('evil-example.com', 'example.com'); // false
 */
export function hostMatchesDomain(hostname: string, domain: string): boolean {
  const host = normalizeDomain(hostname);
  const root = normalizeDomain(domain);
  return root !== '' && (host === root || host.endsWith(`.${root}`));
}

/**
 * Classifies a link (spec 2.8): internal when it is a path on this site (starts with `/`, or is
 * relative) or an http(s) URL whose host is within `rootDomain` or an allowed domain; every other
 * URL (other hosts, `//host`, `mailto:`, ...) is external.
 *
 * @example
 * linkKind('/faq/', {}); // 'internal'
 * linkKind('https://www.example.com/x', { rootDomain: 'example.com' }); // 'internal'
 * linkKind('https://elsewhere.org/', { rootDomain: 'example.com' }); // 'external'
 */
export function linkKind(href: string, site: LinkSite): LinkKind {
  // Browsers drop tabs and line breaks anywhere in a URL; classify what they will navigate to.
  const cleaned = href.replace(/[\t\n\r]/g, '').trim();
  if (!SCHEME_RELATIVE.test(cleaned) && (cleaned.startsWith('/') || !SCHEME.test(cleaned))) return 'internal';
  let url: URL;
  try {
    url = new URL(SCHEME_RELATIVE.test(cleaned) ? `https:${cleaned}` : cleaned);
  } catch {
    return 'external';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'external';
  const domains = [site.rootDomain, ...(site.allowedDomains ?? [])].filter(
    (domain): domain is string => typeof domain === 'string',
  );
  return domains.some((domain) => hostMatchesDomain(url.hostname, domain)) ? 'internal' : 'external';
}

/**
 * Props of the site link.
 *
 * @example
 * const props: SiteLinkProps = { href: '/faq/', rootDomain: 'example.com', children: 'FAQ' };
 */
export interface SiteLinkProps extends LinkProps, LinkSite {
  /** Router link for internal links; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
}

/**
 * A link that knows this site (spec 2.8): internal links go through the injected router link;
 * external links are plain anchors with `rel="noopener noreferrer"` (added to any rel given).
 * `data-kind` says which it is.
 *
 * @example
 * <Link href="https://help.example.com/" rootDomain={config.root_domain} linkComponent={NextLink}>Help</Link>
 */
export function Link({
  href,
  rootDomain,
  allowedDomains,
  linkComponent: Router = PlainLink,
  rel,
  children,
  ...props
}: SiteLinkProps) {
  if (linkKind(href, { rootDomain, allowedDomains }) === 'internal') {
    return (
      <Router {...props} href={href} rel={rel} data-kind="internal">
        {children}
      </Router>
    );
  }
  const safeRel = Array.from(
    new Set([...(rel ?? '').split(/\s+/), ...EXTERNAL_LINK_REL.split(' ')].filter(Boolean)),
  ).join(' ');
  return (
    <a {...props} href={href} rel={safeRel} data-kind="external">
      {children}
    </a>
  );
}
