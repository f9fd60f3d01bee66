/** Where a `forward-location` header may send the browser (DESIGN.md section 7). */
export interface ForwardLocationPolicy {
  /** Origin of this site, for example `https://www.example.com`. */
  origin: string;
  /** Sibling sites of the site config's `sites_fqdn` (host names). */
  siblings?: readonly string[];
  /** Further allowed domains; a domain also allows its subdomains. */
  allowedDomains?: readonly string[];
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * Resolves a `forward-location` value and returns the URL to navigate to, or null when it must
 * not be followed: anything but http(s), URLs with credentials, and hosts that are not this site,
 * a sibling in sites_fqdn or an allowed domain. Relative values resolve against this site, so
 * `//evil.example`, `/\evil.example` and `https://evil.example@site` are judged by their real host.
 *
 * @example
 * safeForwardLocation('/dashboard', { origin: 'https://www.example.com' })?.href; // 'https://www.example.com/dashboard'
 * safeForwardLocation('javascript:alert(1)', { origin: 'https://www.example.com' }); // null
 */
export function safeForwardLocation(value: string, policy: ForwardLocationPolicy): URL | null {
  let url: URL;
  let here: URL;
  try {
    here = new URL(policy.origin);
    url = new URL(value.trim(), here);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  // Never downgrade an https site to plain http.
  if (here.protocol === 'https:' && url.protocol === 'http:') return null;
  const host = normalizeHost(url.hostname);
  if (url.origin === here.origin) return url;
  if ((policy.siblings ?? []).some((sibling) => normalizeHost(sibling) === host)) return url;
  const allowed = (policy.allowedDomains ?? []).map(normalizeHost).filter((d) => d !== '');
  if (allowed.some((domain) => host === domain || host.endsWith(`.${domain}`))) return url;
  return null;
}
