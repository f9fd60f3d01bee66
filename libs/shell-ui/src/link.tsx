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
export function PlainLink(props: LinkProps) {
  return <a {...props} />;
}

/**
 * What decides whether a link stays on this site (spec 2.8): the site's registrable domain and
 * the other sites that count as this one.
 *
 * @example
 * const site: LinkSite = { rootDomain: config.root_domain ?? config.fqdn, allowedDomains: config.sites_fqdn };
 */
export interface LinkSite {
  /**
   * The site's registrable domain: the site config's `root_domain` (spec 3.3), or its `fqdn` where it
   * has none. Absent, only paths are internal.
   */
  rootDomain?: string | undefined;
  /**
   * Further sites whose links are internal: the site config's `sites_fqdn` (the sibling sites) and
   * domains of the app's own. Each is a registrable domain or a site's host name.
   */
  allowedDomains?: readonly string[] | undefined;
}

/**
 * The rel every external link carries: no `window.opener` for the target, no referrer sent.
 *
 * @example
 * <a href="https://elsewhere.org/" rel={EXTERNAL_LINK_REL}>Elsewhere</a>
 */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

// Links are resolved against an origin no site has (`.invalid` never resolves, RFC 2606), as a
// browser resolves them against the page: what stays on it is a path of this site.
const BASE = 'https://link.invalid';

/**
 * Whether a link is internal or external (spec 2.8: "internal if it starts with / or its
 * registrable domain matches the current site or an allowed list"). Internal: a path of this site
 * (`/faq/`, or relative) or an http(s) URL whose host is a domain of the site (`rootDomain`) or of
 * an allowed one, or a subdomain of it, compared label by label; a domain given as a site's `www.`
 * host counts as the domain itself (`www.example.com` allows `example.com` and `blog.example.com`).
 * External: every other URL (other hosts, `//host`, `mailto:`, `tel:`, ...). The link is read as
 * the browser's URL parser reads it (tabs and line breaks dropped, `/\\host` is `//host`).
 *
 * The domains are the ones the site config gives (`root_domain`, `sites_fqdn`), so no public
 * suffix list is needed in the browser (README: "Internal or external links").
 *
 * @example
 * linkKind('/faq/', {}); // 'internal'
 * linkKind('https://www.example.com/x', { rootDomain: 'example.com' }); // 'internal'
 * linkKind('https://elsewhere.org/', { rootDomain: 'example.com' }); // 'external'
 */
export function linkKind(href: string, site: LinkSite = {}): 'internal' | 'external' {
  // A path from the site's root is internal without the URL parser, which costs a server render
  // about 0.6 µs a link (docs/ssr-performance.md): a `/` not followed, past any white space, by a
  // second `/` or `\` (the parser drops tabs and line breaks, so `/\t/host` is `//host`).
  if (/^\/(?!\s*[/\\])/.test(href)) return 'internal';
  try {
    const url = new URL(href, BASE);
    if (url.origin === BASE) return 'internal';
    if (/^https?:$/.test(url.protocol)) {
      // With a dot in front, a subdomain's host ends with the dot and the domain; a look-alike
      // (`evilexample.com`) does not.
      const host = `.${url.hostname.replace(/\.$/, '')}`;
      for (const domain of [site.rootDomain, ...(site.allowedDomains ?? [])]) {
        const root = domain
          ?.trim()
          .toLowerCase()
          .replace(/^\.*(www\.)?|\.+$/g, '');
        if (root && host.endsWith(`.${root}`)) return 'internal';
      }
    }
  } catch {
    // Not a URL: the browser would not follow it as a path of this site either.
  }
  return 'external';
}

/**
 * Props of the site link.
 *
 * @example
 * const props: SiteLinkProps = { href: '/faq/', site: { rootDomain: 'example.com' }, children: 'FAQ' };
 */
export interface SiteLinkProps extends LinkProps {
  /** What makes a link internal (spec 2.8); without it only paths are internal. */
  site?: LinkSite | undefined;
  /** Router link for internal links; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
  /**
   * For external links: open them in a new tab (`target="_blank"`) and add this after the
   * children, usually visually hidden text for assistive technology ("(opens in a new tab)").
   * Without it an external link keeps the `target` given. Internal links never show it.
   */
  newTabHint?: ReactNode;
}

/**
 * `props` without its undefined values, copied one by one (the per-page props rule,
 * eslint.config.mjs). On the App Router the shell's server components hand props to client
 * components in the page's payload, where each undefined value would travel as "$undefined"; React
 * leaves undefined props out of the HTML either way. It lives here, beside Link (which leaves out
 * undefined values the same way in its own loop), because a module of its own costs every page's
 * first-load JavaScript a module wrapper (the size budgets, tools/bench/budgets.json).
 *
 * @example
 * <svg aria-hidden="true" {...definedProps({ className, width: size })} />
 */
export function definedProps<T extends object>(props: T): T {
  const copy = {} as T;
  for (const key in props) if (props[key] !== undefined) copy[key] = props[key];
  return copy;
}

/**
 * A link that knows this site (spec 2.8): internal links go through the injected router link;
 * external links are plain anchors with `rel="noopener noreferrer"` (after any rel given), opening
 * in a new tab with `newTabHint`. `data-kind` says which it is.
 *
 * @example
 * const site = { rootDomain: config.root_domain ?? config.fqdn, allowedDomains: config.sites_fqdn };
 * <Link href="https://help.example.com/" site={site} linkComponent={RouterLink}>Help</Link>
 */
export function Link(props: SiteLinkProps) {
  const { href, rel, newTabHint, children } = props;
  // The anchor's props in one pass: the given ones in their order, without Link's own and without
  // undefined values (definedProps), then what Link decides. No spread: Link is called with props of
  // many shapes on every page, where V8's generic copies cost twice this loop (the per-page props
  // rule, eslint.config.mjs).
  const anchor: Record<string, unknown> = {};
  for (const key in props) {
    const value = props[key as keyof SiteLinkProps];
    if (value !== undefined && key !== 'site' && key !== 'linkComponent' && key !== 'newTabHint') anchor[key] = value;
  }
  const internal = linkKind(href, props.site) === 'internal';
  const newTab = !internal && newTabHint !== undefined;
  if (!internal) anchor['rel'] = rel ? `${rel} ${EXTERNAL_LINK_REL}` : EXTERNAL_LINK_REL;
  if (newTab) anchor['target'] = '_blank';
  anchor['data-kind'] = internal ? 'internal' : 'external';
  if (newTab)
    anchor['children'] = (
      <>
        {children}
        {newTabHint}
      </>
    );
  const Anchor = internal ? (props.linkComponent ?? PlainLink) : 'a';
  return <Anchor {...(anchor as unknown as LinkProps)} />;
}
