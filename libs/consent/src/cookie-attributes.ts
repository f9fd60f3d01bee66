import { CONSENT_COOKIE_DAYS, SECONDS_PER_DAY } from './constants.ts';

/** Attributes of a cookie the shell writes. */
export interface CookieAttributes {
  maxAgeSeconds: number;
  /** Domain attribute, or undefined for a host-only cookie. */
  domain: string | undefined;
  path: '/';
  sameSite: 'Lax';
  secure: boolean;
}

/**
 * The parent domain a cookie is set on: the site's `root_domain` when the host is it or a
 * subdomain of it; otherwise the host minus a leading `www.`. IP addresses and single-label hosts
 * (localhost) get no Domain attribute (host-only).
 *
 * @example
 * parentDomain('www.example.com', 'example.com'); // 'example.com'
 * parentDomain('localhost'); // undefined
 */
export function parentDomain(hostname: string, rootDomain?: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host.includes('.') || /^[\d.]+$/.test(host) || host.includes(':')) return undefined;
  const root = rootDomain?.toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (root && root.includes('.') && (host === root || host.endsWith(`.${root}`))) return root;
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * Attributes of the consent cookie (spec 9): 365 days, SameSite Lax, the parent domain, Secure on https.
 *
 * @example
 * consentCookieAttributes({ hostname: 'www.example.com', protocol: 'https:' });
 * // { maxAgeSeconds: 31536000, domain: 'example.com', path: '/', sameSite: 'Lax', secure: true }
 */
export function consentCookieAttributes(location: { hostname: string; protocol: string }, rootDomain?: string): CookieAttributes {
  return {
    maxAgeSeconds: CONSENT_COOKIE_DAYS * SECONDS_PER_DAY,
    domain: parentDomain(location.hostname, rootDomain),
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  };
}

/**
 * A `document.cookie` assignment string.
 *
 * @example
 * serializeCookie('OptanonConsent', 'groups=C0001:1', attrs); // 'OptanonConsent=groups%3DC0001%3A1; Max-Age=...; Path=/; ...'
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${attributes.maxAgeSeconds}`, `Path=${attributes.path}`];
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Reads one cookie from a Cookie header or `document.cookie` string (value as stored, not decoded).
 *
 * @example
 * readCookie('a=1; OptanonConsent=groups%3D...', 'OptanonConsent'); // 'groups%3D...'
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}
