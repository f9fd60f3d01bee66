// The app's further domains whose links the shell's header and footer treat as internal (spec
// 2.8), besides the site config's root_domain and sites_fqdn: withShell's `linkDomains` option,
// checked at build time and inlined as `env.SHELL_LINK_DOMAINS`, read here on both routers (the
// App Router's server chrome through chrome-rules.ts's linkSite, the Pages Router's createShellApp).

/**
 * Inlined by the app's bundler: SHELL_LINK_DOMAINS by withShell() at build time (with-shell.ts), the
 * domains, comma-separated, none without the option; NODE_ENV by Next.js.
 */
declare const process: { readonly env: { readonly SHELL_LINK_DOMAINS?: string; readonly NODE_ENV?: string } };

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
    const domain = domainName(entry);
    if (domain === undefined) throw new TypeError(notADomain('withShell', entry));
    return domain;
  });
}

/** The entry as a domain name (trimmed, lowercase), or undefined when it is none. */
function domainName(entry: unknown): string | undefined {
  const domain = typeof entry === 'string' ? entry.trim().toLowerCase() : '';
  return DOMAIN.test(domain) ? domain : undefined;
}

function notADomain(where: string, entry: unknown): string {
  return `${where}: linkDomains: ${JSON.stringify(entry)} is not a domain name; give one such as "example-partner.com" (no scheme, path, port or wildcard: its subdomains count too)`;
}

/**
 * In development, a warning for each entry of createShellApp's `linkDomains` that is no domain
 * name: no link's host ever matches it, so its links would quietly stay external. Not thrown, so
 * an `_app` that worked keeps working; nothing of it is in a production build.
 *
 * @example
 * warnOfBadLinkDomains(['https://example-partner.com/']); // console.warn('createShellApp: linkDomains: …')
 */
function warnOfBadLinkDomains(domains: readonly unknown[]): void {
  for (const entry of domains) if (domainName(entry) === undefined) console.warn(notADomain('createShellApp', entry));
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
  if (process.env.NODE_ENV !== 'production' && own) warnOfBadLinkDomains(own);
  const list = process.env.SHELL_LINK_DOMAINS;
  return list ? [...list.split(','), ...(own ?? [])] : own;
}
