// Public API of @therapy-shell/request: what a product team calls. Everything else (constants,
// encoding, retry and forward-location rules, endpoint fallbacks) stays inside the library's
// modules; its own tests import those by relative path.
export {
  request,
  get,
  post,
  put,
  patch,
  del,
  configureBrowserClient,
  shellApi,
  CSRF_META_NAME,
} from './default-client.ts';
export { createRequestClient } from './client.ts';
export { createServerClient } from './server-client.ts';
export { createShellApi, isIgnorable } from './endpoints.ts';
export {
  RequestError,
  FetchError,
  BadRequestError,
  UnauthorizedError,
  RateLimitError,
  NetworkError,
  ResponseTooLargeError,
  isRequestError,
} from './errors.ts';
export { silentReporter, reportLevel } from './reporter.ts';

export type {
  Method,
  RequestOptions,
  RequestClient,
  RequestClientConfig,
  ForwardLocationConfig,
  RequestTransport,
  TransportRequest,
  TransportResponse,
} from './client.ts';
export type { ErrorReporter, ReportContext } from './reporter.ts';
export type { Severity, NetworkFailure, RequestErrorDetails } from './errors.ts';
export type { Params } from './encode.ts';
export type { ShellApi, LocaleSelector, UnsubscribeResult, ExperimentAssignment } from './endpoints.ts';
