import * as publicApi from './index.ts';

// The public API is a decision: a new export (or a lost one) has to show up here and in the README.
describe('public API', () => {
  it('exports exactly what a product team calls', () => {
    expect(Object.keys(publicApi).sort()).toEqual([
      'BadRequestError',
      'CSRF_META_NAME',
      'FetchError',
      'NetworkError',
      'RateLimitError',
      'RequestError',
      'UnauthorizedError',
      'createRequestClient',
      'createServerClient',
      'createShellApi',
      'del',
      'get',
      'isBadRequestError',
      'isFetchError',
      'isNetworkError',
      'isRateLimitError',
      'isRequestError',
      'isUnauthorizedError',
      'patch',
      'post',
      'put',
      'request',
      'setCsrfToken',
      'setErrorReporter',
      'setForwardLocation',
      'shellApi',
      'silentReporter',
    ]);
  });
});
