export {
  ERROR_FIELD_MAX_LENGTH,
  REQUEST_ID_HEADER,
  FORWARD_LOCATION_HEADER,
  CSRF_FIELD,
  DEFAULT_SERVER_TIMEOUT_MS,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_RETRY_AFTER_MS,
  CANNOT_UNSUBSCRIBE_MESSAGE,
  MULTISITE_COOKIE_FAILURE_MESSAGE,
} from './constants.ts';
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
  truncateField,
} from './errors.ts';
export type { Severity, RequestErrorDetails, NetworkFailure } from './errors.ts';
export { appendParams } from './encode.ts';
export type { Params, ParamValue } from './encode.ts';
export { safeForwardLocation, isSameOrigin } from './forward-location.ts';
export type { ForwardLocationPolicy } from './forward-location.ts';
export { silentReporter } from './reporter.ts';
export type { ErrorReporter, ReportContext } from './reporter.ts';
export { createRequestClient, retryAfterMs } from './client.ts';
export type { Method, RequestOptions, RequestClient, RequestClientConfig, ForwardLocationConfig } from './client.ts';
export { defaultClient, request, get, post, put, patch, del, setCsrfToken, setErrorReporter, setForwardLocation, shellApi } from './default-client.ts';
export { createServerClient } from './server-client.ts';
export type { ServerClient, ServerClientOptions } from './server-client.ts';
export { createShellApi, FALLBACKS, isIgnorable } from './endpoints.ts';
export type {
  ShellApi,
  LanguageOption,
  LocaleSelector,
  UnsubscribeResult,
  ExperimentAssignment,
  SocketNotificationInput,
  SocketNotificationAnswer,
} from './endpoints.ts';
