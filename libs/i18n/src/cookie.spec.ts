import { PREF_LANGUAGE_COOKIE } from './constants.ts';
import {
  preferredLanguage,
  prefLanguageCookie,
  requestLanguage,
  prefLanguageCookieDomain,
  serializePrefLanguageCookie,
  storePreferredLanguage,
} from './cookie.ts';

describe('pref_language cookie (spec 7.2, 9)', () => {
  it('lives 30 days', () => {
    expect(PREF_LANGUAGE_COOKIE.maxAgeSeconds).toBe(30 * 24 * 60 * 60);
  });

  it.each([
    ['drops www.', 'www.acme.example', 'acme.example'],
    ['keeps a bare domain', 'acme.example', 'acme.example'],
    ['keeps other subdomains', 'app.acme.example', 'app.acme.example'],
    ['drops only a leading www.', 'www.www2.acme.example', 'www2.acme.example'],
    ['drops the port', 'www.acme.example:3000', 'acme.example'],
    ['lower-cases', 'WWW.Acme.Example', 'acme.example'],
    ['drops a trailing dot', 'www.acme.example.', 'acme.example'],
    ['localhost is host-only', 'localhost:3000', undefined],
    ['an IPv4 address is host-only', '127.0.0.1:3000', undefined],
    ['an IPv6 address is host-only', '[::1]:3000', undefined],
  ])('%s: %p -> %p', (_rule, host, domain) => {
    expect(prefLanguageCookieDomain(host)).toBe(domain);
  });

  it('builds the Set-Cookie value for an https site', () => {
    const cookie = prefLanguageCookie('de', { host: 'www.acme.example', secure: true });
    expect(serializePrefLanguageCookie(cookie)).toBe(
      'pref_language=de; Max-Age=2592000; Domain=acme.example; Path=/; SameSite=Lax; Secure',
    );
  });

  it('builds a host-only cookie without Secure for local http development', () => {
    const cookie = prefLanguageCookie('nl', { host: 'localhost:3000', secure: false });
    expect(cookie).toEqual({
      name: 'pref_language',
      value: 'nl',
      path: '/',
      maxAgeSeconds: 2592000,
      sameSite: 'Lax',
      secure: false,
    });
    expect(serializePrefLanguageCookie(cookie)).toBe('pref_language=nl; Max-Age=2592000; Path=/; SameSite=Lax');
  });
});

describe('language selector default (spec 4.2, 5: the language cookie, else en)', () => {
  it.each([
    ['the cookie', 'pref_language=fr', 'fr'],
    ['the cookie among others', 'a=1; pref_language=nl; b=2', 'nl'],
    ['the cookie, normalised', 'pref_language=en-GB', 'en'],
    ['the cookie, decoded', 'pref_language=de%2DAT', 'de'],
    ['en without the cookie', 'a=1', 'en'],
    ['en for an unknown language', 'pref_language=pt', 'en'],
    ['en for a malformed value', 'pref_language=%E0%A4%A', 'en'],
    ['en without cookies', undefined, 'en'],
    ['en for a cookie whose name only ends like it', 'xpref_language=de', 'en'],
  ])('picks %s: %p -> %s', (_rule, header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('storing the language choice (spec 4.2)', () => {
  it.each([
    [
      'https://www.acme.example',
      'www.acme.example',
      'https:',
      'pref_language=fr; Max-Age=2592000; Domain=acme.example; Path=/; SameSite=Lax; Secure',
    ],
    ['http://localhost:3000', 'localhost:3000', 'http:', 'pref_language=fr; Max-Age=2592000; Path=/; SameSite=Lax'],
  ])('on %s writes the pref_language cookie for the host', (_site, host, protocol, written) => {
    const target = { document: { cookie: '' }, location: { host, protocol } };
    storePreferredLanguage('fr', target);
    expect(target.document.cookie).toBe(written);
  });
});

describe('requestLanguage: the language of a page that cannot ask the backend', () => {
  it.each<[string, string | undefined, string | undefined, string]>([
    ['the cookie wins', 'pref_language=nl', 'fr-CH,fr;q=0.9', 'nl'],
    ['a cookie of an unknown language is en, as the language selector reads it', 'pref_language=pt', 'fr', 'en'],
    ['without a cookie, Accept-Language', undefined, 'fr-CH,fr;q=0.9,en;q=0.8', 'fr'],
    ['by weight, not by order', 'theme=dark', 'en;q=0.4,de-DE;q=0.9', 'de'],
    ['the first supported language', undefined, 'pt-BR,it;q=0.9,es;q=0.5', 'es'],
    ['nothing supported: en', undefined, 'pt-BR,it;q=0.9', 'en'],
    ['a hostile header: en', undefined, '"><script>alert(1)</script>', 'en'],
    ['nothing at all: en', undefined, undefined, 'en'],
  ])('%s', (_rule, cookie, acceptLanguage, expected) => {
    expect(requestLanguage(cookie, acceptLanguage)).toBe(expected);
  });
});
