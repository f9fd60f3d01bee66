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
      'ResponseTooLargeError',
      'UnauthorizedError',
      'configureBrowserClient',
      'createRequestClient',
      'createServerClient',
      'createShellApi',
      'del',
      'get',
      'isIgnorable',
      'isRequestError',
      'patch',
      'post',
      'put',
      'reportLevel',
      'request',
      'shellApi',
      'silentReporter',
    ]);
  });
});
