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
  setCsrfToken,
  setErrorReporter,
  setForwardLocation,
  shellApi,
  CSRF_META_NAME,
} from './default-client.ts';
export { createRequestClient } from './client.ts';
export { createServerClient } from './server-client.ts';
export { createShellApi } from './endpoints.ts';
export {
  RequestError,
  FetchError,
  BadRequestError,
  UnauthorizedError,
  RateLimitError,
  NetworkError,
  isRequestError,
  isFetchError,
  isBadRequestError,
  isUnauthorizedError,
  isRateLimitError,
  isNetworkError,
} from './errors.ts';
export { silentReporter } from './reporter.ts';

export type {
  Method,
  RequestOptions,
  RequestClient,
  RequestClientConfig,
  ForwardLocationConfig,
  RequestTransport,
  TransportRequest,
  TransportResponse,
  TransportFailure,
} from './client.ts';
export type { ServerClient, ServerClientOptions } from './server-client.ts';
export type { ErrorReporter, ReportContext } from './reporter.ts';
export type {
  ShellApi,
  LocaleSelector,
  UnsubscribeResult,
  ExperimentAssignment,
  SocketNotificationInput,
  SocketNotificationAnswer,
} from './endpoints.ts';
export type { LanguageOption } from '@therapy-shell/core';
