import { DEFAULT_LANGUAGE, type Language } from '@therapy-shell/core';
import { PREF_LANGUAGE_COOKIE } from './constants.ts';
import { normalizeLanguage } from './languages.ts';

/**
 * The pref_language cookie to set: its name, value and attributes (spec 7.2, 9).
 *
 * @example
 * res.setHeader('Set-Cookie', serializePrefLanguageCookie(prefLanguageCookie('de', { host, secure: true })));
 */
export interface PrefLanguageCookie {
  readonly name: typeof PREF_LANGUAGE_COOKIE.name;
  readonly value: Language;
  /** Absent for hosts that cannot carry a Domain attribute (localhost, IP addresses): host-only. */
  readonly domain?: string;
  readonly path: typeof PREF_LANGUAGE_COOKIE.path;
  readonly maxAgeSeconds: typeof PREF_LANGUAGE_COOKIE.maxAgeSeconds;
  readonly sameSite: typeof PREF_LANGUAGE_COOKIE.sameSite;
  readonly secure: boolean;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * The cookie domain for a host: the host without a leading `www.` (spec 7.2), without port,
 * lower case. Hosts a browser would refuse as a Domain attribute (a single label such as
 * localhost, or an IP address) give undefined, which means a host-only cookie.
 *
 * @example
 * prefLanguageCookieDomain('www.acme.example'); // 'acme.example'
 * prefLanguageCookieDomain('localhost:3000'); // undefined
 */
export function prefLanguageCookieDomain(host: string): string | undefined {
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return undefined; // IPv6 literal
  name = name.replace(/:\d*$/, '').replace(/\.$/, '');
  if (name.startsWith('www.')) name = name.slice(4);
  if (!name.includes('.') || IPV4.test(name)) return undefined;
  return name;
}

/**
 * The pref_language cookie for a language and host: 30 days, path /, SameSite Lax, on the host
 * domain without `www.` (spec 7.2, 9; DESIGN.md section 7). Secure when the page is on https.
 *
 * @example
 * prefLanguageCookie('de', { host: 'www.acme.example', secure: true }).domain; // 'acme.example'
 */
export function prefLanguageCookie(language: Language, site: { host: string; secure: boolean }): PrefLanguageCookie {
  const domain = prefLanguageCookieDomain(site.host);
  return {
    name: PREF_LANGUAGE_COOKIE.name,
    value: language,
    ...(domain === undefined ? {} : { domain }),
    path: PREF_LANGUAGE_COOKIE.path,
    maxAgeSeconds: PREF_LANGUAGE_COOKIE.maxAgeSeconds,
    sameSite: PREF_LANGUAGE_COOKIE.sameSite,
    secure: site.secure,
  };
}

/**
 * The cookie as a `Set-Cookie` header value, also valid for `document.cookie`.
 *
 * @example
 * serializePrefLanguageCookie(prefLanguageCookie('fr', { host: 'www.acme.example', secure: true }));
 * // 'pref_language=fr; Max-Age=2592000; Domain=acme.example; Path=/; SameSite=Lax; Secure'
 */
export function serializePrefLanguageCookie(cookie: PrefLanguageCookie): string {
  const parts = [`${cookie.name}=${cookie.value}`, `Max-Age=${cookie.maxAgeSeconds}`];
  if (cookie.domain !== undefined) parts.push(`Domain=${cookie.domain}`);
  parts.push(`Path=${cookie.path}`, `SameSite=${cookie.sameSite}`);
  if (cookie.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The visitor's language from a Cookie header (or `document.cookie`): the pref_language cookie,
 * normalised, else en (spec 4.2, 5: the language selector's default).
 *
 * @example
 * preferredLanguage('theme=dark; pref_language=nl'); // 'nl'
 * preferredLanguage(undefined); // 'en'
 */
export function preferredLanguage(cookieHeader: string | null | undefined): Language {
  if (!cookieHeader) return DEFAULT_LANGUAGE;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== PREF_LANGUAGE_COOKIE.name) continue;
    let value = part.slice(separator + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // A malformed escape is not a language: normalisation below falls back to en.
    }
    return normalizeLanguage(value);
  }
  return DEFAULT_LANGUAGE;
}
