import fc from 'fast-check';
import { cookieDomain, parseCookies, readCookie, serializeCookie, type CookieAttributes } from './cookie.ts';

describe('parsing cookies', () => {
  it.each([
    ['one cookie', 'a=1', { a: '1' }],
    ['several, with spaces', 'a=1;  b=2 ;c=3', { a: '1', b: '2', c: '3' }],
    ['a URL-encoded value, decoded', 'OptanonConsent=groups%3DC0001%3A1', { OptanonConsent: 'groups=C0001:1' }],
    ['a malformed escape, kept as it is', 'p=%E0%A4%A', { p: '%E0%A4%A' }],
    ['the first of two with one name', 'a=1; a=2', { a: '1' }],
    ['a part without =, ignored', 'junk; a=1', { a: '1' }],
    ['an empty header', '', {}],
  ])('reads %s', (_case, header, expected) => {
    expect(parseCookies(header)).toEqual(expected);
  });

  it('reads nothing from a missing header', () => {
    expect(parseCookies(undefined)).toEqual({});
    expect(parseCookies(null)).toEqual({});
  });

  it('reads one cookie by its exact name, not one whose name only ends like it', () => {
    expect(readCookie('xpref_language=de; pref_language=nl', 'pref_language')).toBe('nl');
    expect(readCookie('xpref_language=de', 'pref_language')).toBeUndefined();
  });

  it('reads no inherited property as a cookie', () => {
    expect(readCookie('a=1', 'toString')).toBeUndefined();
    expect(readCookie('a=1', 'constructor')).toBeUndefined();
    expect(readCookie('constructor=x', 'constructor')).toBe('x');
  });

  it('reads each header afresh, and gives every caller an object of its own', () => {
    // The last header's cookies are kept for the next read of the same header; another header is
    // never answered from them, and a caller that changes its object changes no one else's.
    expect(readCookie('a=1; b=2', 'b')).toBe('2');
    expect(readCookie('a=1', 'b')).toBeUndefined();
    expect(readCookie('a=1; b=3', 'b')).toBe('3');
    const mine = parseCookies('a=1; b=3');
    mine['b'] = 'changed';
    expect(parseCookies('a=1; b=3')).toEqual({ a: '1', b: '3' });
    expect(readCookie('a=1; b=3', 'b')).toBe('3');
    expect(readCookie('', 'b')).toBeUndefined();
    expect(readCookie(undefined, 'b')).toBeUndefined();
  });

  it('reads the same cookies as a fresh parse, whatever the order of headers read (property)', () => {
    const header = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'pref_language'), fc.string()), { maxLength: 4 });
    fc.assert(
      fc.property(fc.array(header, { minLength: 1, maxLength: 5 }), (headers) =>
        headers.every((pairs) => {
          const text = pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
          const first = new Map<string, string>();
          for (const [name, value] of pairs) if (!first.has(name)) first.set(name, value);
          return ['a', 'b', 'pref_language'].every((name) => readCookie(text, name) === first.get(name));
        }),
      ),
      { numRuns: 300 },
    );
  });

  it('never throws and always returns string values, whatever the header (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (header) => {
        const cookies = parseCookies(header);
        return Object.values(cookies).every((value) => typeof value === 'string');
      }),
      { numRuns: 500 },
    );
  });

  it('reads back what it writes, for any name-safe value (property)', () => {
    const attributes: CookieAttributes = {
      maxAgeSeconds: 60,
      domain: undefined,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        const header = serializeCookie('c', value, attributes).split(';')[0];
        return readCookie(header, 'c') === value;
      }),
      { numRuns: 300 },
    );
  });
});

describe('the cookie domain (one rule for every cookie the shell writes: spec 7.2, 9)', () => {
  it.each([
    ['drops www.', 'www.acme.example', undefined, 'acme.example'],
    ['keeps a bare domain', 'acme.example', undefined, 'acme.example'],
    ['keeps other subdomains without a root domain', 'app.acme.example', undefined, 'app.acme.example'],
    ['drops only a leading www.', 'www.www2.acme.example', undefined, 'www2.acme.example'],
    ['drops the port', 'www.acme.example:3000', undefined, 'acme.example'],
    ['lower-cases', 'WWW.Acme.Example', undefined, 'acme.example'],
    ['drops a trailing dot', 'www.acme.example.', undefined, 'acme.example'],
    ['uses the root domain for the host itself', 'example.com', 'example.com', 'example.com'],
    ['uses the root domain for a subdomain', 'app.eu.example.com', 'example.com', 'example.com'],
    ['uses a two-label public suffix root domain', 'shop.example.co.uk', 'example.co.uk', 'example.co.uk'],
    ['ignores a root domain the host is not under', 'www.other.example', 'example.com', 'other.example'],
    ['ignores a single-label root domain', 'www.acme.example', 'example', 'acme.example'],
    ['localhost is host-only', 'localhost:3000', undefined, undefined],
    ['an IPv4 address is host-only', '127.0.0.1:3000', undefined, undefined],
    ['an IPv6 literal is host-only', '[::1]:3000', undefined, undefined],
    ['a bare IPv6 address is host-only', '::1', undefined, undefined],
  ])('%s: %p (root %p) -> %p', (_rule, host, root, expected) => {
    expect(cookieDomain(host, root)).toBe(expected);
  });

  it('never throws, whatever the host (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (host, root) => {
        const domain = cookieDomain(host, root);
        return domain === undefined || typeof domain === 'string';
      }),
    );
  });
});

describe('writing a cookie', () => {
  it('writes every attribute in order, Secure on https', () => {
    expect(
      serializeCookie('pref_language', 'de', {
        maxAgeSeconds: 2592000,
        domain: 'acme.example',
        path: '/',
        sameSite: 'Lax',
        secure: true,
      }),
    ).toBe('pref_language=de; Max-Age=2592000; Domain=acme.example; Path=/; SameSite=Lax; Secure');
  });

  it('writes a host-only cookie without Domain and without Secure on http', () => {
    expect(
      serializeCookie('c', 'v', {
        maxAgeSeconds: 31536000,
        domain: undefined,
        path: '/',
        sameSite: 'Lax',
        secure: false,
      }),
    ).toBe('c=v; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('URL-encodes the value so that ; and = cannot start another attribute', () => {
    expect(
      serializeCookie('c', 'a=1; Domain=evil.example', {
        maxAgeSeconds: 1,
        domain: undefined,
        path: '/',
        sameSite: 'Lax',
        secure: false,
      }),
    ).toBe('c=a%3D1%3B%20Domain%3Devil.example; Max-Age=1; Path=/; SameSite=Lax');
  });
});
