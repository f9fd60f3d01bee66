import {
  BadRequestError,
  FetchError,
  NetworkError,
  RateLimitError,
  RequestError,
  ResponseTooLargeError,
  UnauthorizedError,
  isBadRequestError,
  isFetchError,
  isNetworkError,
  isRateLimitError,
  isRequestError,
  isResponseTooLargeError,
  isUnauthorizedError,
} from './errors.ts';
import { safeForwardLocation } from './forward-location.ts';
import { reportLevel } from './reporter.ts';

const details = { url: '/api/x', status: 500 };

describe('error classes and guards', () => {
  it.each([
    [new FetchError('m', details), 'FetchError', isFetchError],
    [new BadRequestError('m', details), 'BadRequestError', isBadRequestError],
    [new UnauthorizedError('m', details), 'UnauthorizedError', isUnauthorizedError],
    [new RateLimitError('m', { ...details, retryAfterMs: 1 }), 'RateLimitError', isRateLimitError],
    [new NetworkError('m', details), 'NetworkError', isNetworkError],
    [new ResponseTooLargeError('m', { ...details, maxBytes: 1 }), 'ResponseTooLargeError', isResponseTooLargeError],
  ] as const)('%s has the literal name %s, is a RequestError and passes its own guard', (error, name, guard) => {
    expect(error.name).toBe(name);
    expect(error).toBeInstanceOf(RequestError);
    expect(isRequestError(error)).toBe(true);
    expect(guard(error)).toBe(true);
    expect(isRequestError(error, name)).toBe(true);
  });

  it.each([
    ['FetchError', 'NetworkError'],
    ['BadRequestError', 'UnauthorizedError'],
    ['RateLimitError', 'FetchError'],
    ['ResponseTooLargeError', 'FetchError'],
  ] as const)('isRequestError(error of kind %s, %s) is false', (kind, other) => {
    const error = { name: kind, message: 'm', url: '/x', status: 400, requestId: 'r', responseText: '' };
    expect(isRequestError(error, kind)).toBe(true);
    expect(isRequestError(error, other)).toBe(false);
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
    expect(isRequestError(foreign, 'UnauthorizedError')).toBe(true);
    expect(isRequestError(foreign, 'FetchError')).toBe(false);
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

describe('reportLevel (spec 8.2: 401 and 403 are warnings whatever the caller asked)', () => {
  it.each([
    [401, 'error', 'warning'],
    [403, 'error', 'warning'],
    [401, 'warning', 'warning'],
    [404, 'error', 'error'],
    [500, 'error', 'error'],
    [500, 'warning', 'warning'],
    [undefined, 'error', 'error'],
  ] as const)('status %p asked %s: %s', (status, requested, level) => {
    expect(reportLevel(status === undefined ? new Error('x') : { status }, requested)).toBe(level);
  });
});
