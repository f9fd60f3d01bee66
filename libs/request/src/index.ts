export { ERROR_FIELD_MAX_LENGTH, REQUEST_ID_HEADER, DEFAULT_SERVER_TIMEOUT_MS } from './constants.ts';
export { RequestError, NetworkError, isRequestError, isNetworkError } from './errors.ts';
export type { Severity, RequestErrorDetails } from './errors.ts';
export { createServerClient } from './server-client.ts';
export type { ServerClient, ServerClientOptions } from './server-client.ts';
