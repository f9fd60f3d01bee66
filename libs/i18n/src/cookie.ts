import {
  cookieDomain,
  DEFAULT_LANGUAGE,
  isLanguage,
  parseAcceptLanguage,
  readCookie,
  serializeCookie,
  type Language,
} from '@therapy-shell/core';
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

/**
 * The cookie domain for a host: the host without a leading `www.` (spec 7.2); host-only (undefined)
 * for localhost and IP addresses. The rule is core's `cookieDomain`, shared by every cookie the shell writes.
 *
 * @example
 * prefLanguageCookieDomain('www.acme.example'); // 'acme.example'
 * prefLanguageCookieDomain('localhost:3000'); // undefined
 */
export function prefLanguageCookieDomain(host: string): string | undefined {
  return cookieDomain(host);
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
  return serializeCookie(cookie.name, cookie.value, { ...cookie, domain: cookie.domain });
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
  const value = readCookie(cookieHeader, PREF_LANGUAGE_COOKIE.name);
  return value === undefined ? DEFAULT_LANGUAGE : normalizeLanguage(value);
}

/**
 * The language of a page that cannot ask the backend (the fallback page, /gethelpnow/ and the
 * offline crisis page): the pref_language cookie when the visitor has one (as
 * {@link preferredLanguage}), else the first supported language of the `Accept-Language` header,
 * by weight, else en.
 *
 * @example
 * requestLanguage(undefined, 'fr-CH,fr;q=0.9,en;q=0.8'); // 'fr'
 * requestLanguage('pref_language=nl', 'fr-CH'); // 'nl'
 * requestLanguage(undefined, 'pt-BR,it;q=0.5'); // 'en'
 */
export function requestLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  if (readCookie(cookieHeader, PREF_LANGUAGE_COOKIE.name) !== undefined) return preferredLanguage(cookieHeader);
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const primary = tag.split('-', 1)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * Stores the visitor's language choice (spec 4.2): writes the pref_language cookie for the page's
 * host, Secure on https.
 *
 * @example
 * storePreferredLanguage('de'); // then reload so the server renders German
 */
export function storePreferredLanguage(
  language: Language,
  /** Where it writes: the page's document and location. */
  target: { readonly document: { cookie: string }; readonly location: { host: string; protocol: string } } = {
    document,
    location,
  },
): void {
  const cookie = prefLanguageCookie(language, {
    host: target.location.host,
    secure: target.location.protocol === 'https:',
  });
  target.document.cookie = serializePrefLanguageCookie(cookie);
}
