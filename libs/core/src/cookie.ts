import { parse } from 'cookie';

/** Attributes of a cookie the shell writes (spec 7.2, 9; DESIGN.md section 7). */
export interface CookieAttributes {
  /** Lifetime in seconds (Max-Age). */
  readonly maxAgeSeconds: number;
  /** Domain attribute, or undefined for a host-only cookie. */
  readonly domain: string | undefined;
  readonly path: '/';
  readonly sameSite: 'Lax';
  /** Set on https pages. */
  readonly secure: boolean;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Every cookie of a `Cookie` header or `document.cookie` string, values URL-decoded where they
 * decode (a malformed escape stays as it is). The first of two cookies with one name wins, as
 * browsers send the most specific first. Never throws, whatever the input.
 *
 * @example
 * parseCookies('a=1; pref_language=de'); // { a: '1', pref_language: 'de' }
 * parseCookies(undefined); // {}
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  return header ? { ...cookiesOf(header) } : {};
}

// The last Cookie header read and its cookies. A server reads one page's header several times (the
// language, the consent choice, the page rules), and a visitor's header often carries kilobytes of
// other sites' and tools' cookies: it is parsed once. Nothing outside this module sees the object.
let lastHeader: string | undefined;
let lastCookies: Readonly<Record<string, string>> = {};
function cookiesOf(header: string): Readonly<Record<string, string>> {
  if (header !== lastHeader) {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(parse(header))) {
      if (value !== undefined) out[name] = value;
    }
    lastCookies = out;
    lastHeader = header;
  }
  return lastCookies;
}

/**
 * One cookie of a `Cookie` header or `document.cookie` string, URL-decoded; undefined when absent.
 *
 * @example
 * readCookie('a=1; OptanonConsent=groups%3DC0001%3A1', 'OptanonConsent'); // 'groups=C0001:1'
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const cookies = cookiesOf(header);
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

/**
 * The Domain attribute for a cookie set from a host (the one rule for every cookie the shell
 * writes): the site's `root_domain` when the host is it or a subdomain of it (the consent cookie's
 * parent domain, spec 9); otherwise the host without a leading `www.` (pref_language, spec 7.2).
 * Port, case and a trailing dot are ignored. Hosts a browser refuses as a Domain attribute (a single
 * label such as localhost, an IPv4 or IPv6 address) give undefined: a host-only cookie.
 *
 * @example
 * cookieDomain('www.acme.example:3000'); // 'acme.example'
 * cookieDomain('app.eu.example.com', 'example.com'); // 'example.com'
 * cookieDomain('localhost:3000'); // undefined
 */
export function cookieDomain(host: string, rootDomain?: string): string | undefined {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[') || (name.match(/:/g)?.length ?? 0) > 1) return undefined; // IPv6 literal
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  if (!name.includes('.') || IPV4.test(name)) return undefined;
  const root = rootDomain?.trim().toLowerCase().replace(/^\./, '').replace(/\.$/, '');
  if (root && root.includes('.') && (name === root || name.endsWith(`.${root}`))) return root;
  return name.startsWith('www.') ? name.slice(4) : name;
}

/**
 * A `Set-Cookie` header value, also valid for `document.cookie`; the value is URL-encoded.
 *
 * @example
 * serializeCookie('pref_language', 'de', { maxAgeSeconds: 2592000, domain: 'acme.example', path: '/', sameSite: 'Lax', secure: true });
 * // 'pref_language=de; Max-Age=2592000; Domain=acme.example; Path=/; SameSite=Lax; Secure'
 */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${attributes.maxAgeSeconds}`];
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  parts.push(`Path=${attributes.path}`, `SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}
