/** Error metadata (url, status, response text, severity, request id) is cut to this length (spec 8.1, 9). */
export const ERROR_FIELD_MAX_LENGTH = 250;

/** Header carrying the client-generated request id (spec 7.1). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Default time a server-side call may take before it is aborted; the page-load step must not hang. */
export const DEFAULT_SERVER_TIMEOUT_MS = 10_000;
