import {
  BadRequestError,
  FetchError,
  NetworkError,
  RateLimitError,
  RequestError,
  UnauthorizedError,
  isBadRequestError,
  isFetchError,
  isNetworkError,
  isRateLimitError,
  isRequestError,
  isUnauthorizedError,
} from './errors.ts';
import { safeForwardLocation } from './forward-location.ts';

const details = { url: '/api/x', status: 500 };

describe('error classes and guards', () => {
  it.each([
    [new FetchError('m', details), 'FetchError', isFetchError],
    [new BadRequestError('m', details), 'BadRequestError', isBadRequestError],
    [new UnauthorizedError('m', details), 'UnauthorizedError', isUnauthorizedError],
    [new RateLimitError('m', { ...details, retryAfterMs: 1 }), 'RateLimitError', isRateLimitError],
    [new NetworkError('m', details), 'NetworkError', isNetworkError],
  ] as const)('%s has the literal name %s, is a RequestError and passes its own guard', (error, name, guard) => {
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(RequestError);
    expect(isRequestError(error)).toBe(true);
    expect(guard(error)).toBe(true);
  });

  it('guards work across realms, by name and fields', () => {
    const foreign = {
      name: 'UnauthorizedError',
      message: 'Unauthorized',
      url: '/x',
      status: 401,
      requestId: 'r',
      responseText: '',
    };
    expect(isRequestError(foreign)).toBe(true);
    expect(isUnauthorizedError(foreign)).toBe(true);
    expect(isFetchError(foreign)).toBe(false);
  });

  it.each([
    null,
    undefined,
    'err',
    new Error('x'),
    { name: 'FetchError' },
    { name: 'TypeError', url: '', status: 0, requestId: '' },
  ])('does not take %p for a RequestError', (value) => expect(isRequestError(value)).toBe(false));

  it('keeps the cause', () => {
    const cause = new Error('socket hang up');
    expect(new NetworkError('m', { ...details, cause }).cause).toBe(cause);
  });
});

describe('safeForwardLocation', () => {
  const policy = {
    origin: 'https://www.site.example',
    siblings: ['www.sister.example'],
    allowedDomains: ['partner.example'],
  };

  it.each([
    ['/dashboard', 'https://www.site.example/dashboard'],
    ['dashboard', 'https://www.site.example/dashboard'],
    ['https://www.site.example/x?y=1', 'https://www.site.example/x?y=1'],
    ['https://www.sister.example/', 'https://www.sister.example/'],
    ['https://WWW.SISTER.EXAMPLE/', 'https://www.sister.example/'],
    ['https://partner.example/a', 'https://partner.example/a'],
    ['https://eu.partner.example/a', 'https://eu.partner.example/a'],
  ])('follows %s', (value, href) => {
    expect(safeForwardLocation(value, policy)?.href).toBe(href);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,x',
    'https://evil.example@www.site.example/',
    'https://user:pass@www.site.example/',
    'http://www.site.example/',
    'https://evil.example/',
    'https://www.site.example.evil.example/',
    'https://notpartner.example/',
    'https://partner.example.evil/',
    'http://[::1]/',
  ])('refuses %s', (value) => {
    expect(safeForwardLocation(value, policy)).toBeNull();
  });
});
