// The app's further domains whose links the shell's header and footer treat as internal (spec
// 2.8), besides the site config's root_domain and sites_fqdn: withShell's `linkDomains` option,
// checked at build time and inlined as `env.SHELL_LINK_DOMAINS`, read here on both routers (the
// App Router's server chrome through chrome-rules.ts's linkSite, the Pages Router's createShellApp).

/** Inlined by withShell() at build time (with-shell.ts): the domains, comma-separated; none without the option. */
declare const process: { readonly env: { readonly SHELL_LINK_DOMAINS?: string } };

/** A host name of two or more labels, lowercase, each label 1-63 letters, digits or inner hyphens. */
const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The option's domains, checked: each a domain name such as `example-partner.com` (any case,
 * surrounding white space dropped), never a URL, a path, a port or a wildcard. Throws a TypeError
 * naming the first bad entry.
 *
 * @example
 * checkLinkDomains(['Example-Partner.com ']); // ['example-partner.com']
 * checkLinkDomains(['https://example-partner.com/']); // throws
 */
export function checkLinkDomains(domains: unknown): string[] {
  if (!Array.isArray(domains)) {
    throw new TypeError(`withShell: linkDomains must be an array of domain names, such as ['example-partner.com']`);
  }
  return domains.map((entry: unknown) => {
    const domain = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
    if (!DOMAIN.test(domain)) {
      throw new TypeError(
        `withShell: linkDomains: ${JSON.stringify(entry)} is not a domain name; give one such as "example-partner.com" (no scheme, path, port or wildcard: its subdomains count too)`,
      );
    }
    return domain;
  });
}

/**
 * The app's further domains: withShell's `linkDomains` (inlined into the build), then `own` (the
 * Pages Router's `createShellApp({ linkDomains })`); `own` as it is when the build has none, so a
 * build without the option carries no code for it (the inlined empty string folds away).
 *
 * @example
 * appLinkDomains(['help.example']); // ['example-partner.com', 'help.example'] with withShell's ['example-partner.com']
 */
export function appLinkDomains(own?: readonly string[] | undefined): readonly string[] | undefined {
  const list = process.env.SHELL_LINK_DOMAINS;
  return list ? [...list.split(','), ...(own ?? [])] : own;
}
