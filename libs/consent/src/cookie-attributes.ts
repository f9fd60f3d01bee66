import { cookieDomain, type CookieAttributes } from '@therapy-shell/core';
import { CONSENT_COOKIE_DAYS, SECONDS_PER_DAY } from './constants.ts';

/**
 * Attributes of the consent cookie (spec 9): 365 days, SameSite Lax, the parent domain (the site's
 * `root_domain` when the host is under it, see `cookieDomain` in @therapy-shell/core), Secure on https.
 *
 * @example
 * consentCookieAttributes({ hostname: 'www.example.com', protocol: 'https:' });
 * // { maxAgeSeconds: 31536000, domain: 'example.com', path: '/', sameSite: 'Lax', secure: true }
 */
export function consentCookieAttributes(
  location: { hostname: string; protocol: string },
  rootDomain?: string,
): CookieAttributes {
  return {
    maxAgeSeconds: CONSENT_COOKIE_DAYS * SECONDS_PER_DAY,
    domain: cookieDomain(location.hostname, rootDomain),
    path: '/',
    sameSite: 'Lax',
    secure: location.protocol === 'https:',
  };
}
