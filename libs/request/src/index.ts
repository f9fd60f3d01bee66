export { ERROR_FIELD_MAX_LENGTH, REQUEST_ID_HEADER, DEFAULT_SERVER_TIMEOUT_MS } from './constants.js';
export { RequestError, NetworkError, isRequestError, isNetworkError } from './errors.js';
export type { Severity, RequestErrorDetails } from './errors.js';
export { createServerClient } from './server-client.js';
export type { ServerClient, ServerClientOptions } from './server-client.js';
