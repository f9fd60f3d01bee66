import { ERROR_FIELD_MAX_LENGTH } from './constants.ts';

/** Severity of a request error as reporting sees it (spec 8.1, 8.2). */
export type Severity = 'error' | 'warning';

/** What a request error knows about the call that failed. */
export interface RequestErrorDetails {
  url: string;
  status: number;
  responseText?: string;
  severity?: Severity;
  requestId?: string;
  cause?: unknown;
}

/**
 * Cuts a value to the spec's 250 characters.
 *
 * @example
 * truncateField('x'.repeat(300)).length; // 250
 */
export function truncateField(value: string): string {
  return value.length > ERROR_FIELD_MAX_LENGTH ? value.slice(0, ERROR_FIELD_MAX_LENGTH) : value;
}

/**
 * Base class of every error the request layer throws. `url`, `status` (as text in reports),
 * `responseText`, `severity` and `requestId` are cut to 250 characters (spec 8.1).
 *
 * @example
 * try { await get('/api/locale/selector'); } catch (e) { if (isRequestError(e)) console.log(e.status, e.requestId); }
 */
export class RequestError extends Error {
  override readonly name: string = 'RequestError';
  readonly url: string;
  readonly status: number;
  readonly responseText: string;
  readonly severity: Severity;
  readonly requestId: string;

  constructor(message: string, details: RequestErrorDetails) {
    super(truncateField(message), details.cause === undefined ? undefined : { cause: details.cause });
    this.url = truncateField(details.url);
    this.status = details.status;
    this.responseText = truncateField(details.responseText ?? '');
    this.severity = details.severity ?? 'error';
    this.requestId = truncateField(details.requestId ?? '');
  }
}

/**
 * The answer could not be used: 200 with a non-JSON or empty body, or a status the catalogue
 * treats as a failure ('Failed to retrieve data'), spec 8.1.
 *
 * @example
 * isFetchError(e) && e.message; // 'No data'
 */
export class FetchError extends RequestError {
  override readonly name = 'FetchError' as const;
}

/**
 * 400 or 422 ('Bad Request', warning), or 200 with JSON `status: 'failure'` (spec 8.1). For the
 * latter, `data` holds the parsed answer so callers can read its `message`.
 *
 * @example
 * if (isBadRequestError(e) && e.data?.message === 'cannot_unsubscribe_BHB') showNotice();
 */
export class BadRequestError extends RequestError {
  override readonly name = 'BadRequestError' as const;
  /** The parsed JSON answer of a 200 `status: 'failure'` response, when there was one. */
  readonly data: Readonly<Record<string, unknown>> | undefined;

  constructor(message: string, details: RequestErrorDetails & { data?: Readonly<Record<string, unknown>> }) {
    super(message, details);
    this.data = details.data;
  }
}

/**
 * 401 or 403: 'Unauthorized', warning (spec 8.1, 6).
 *
 * @example
 * if (isUnauthorizedError(e)) redirectToLogin();
 */
export class UnauthorizedError extends RequestError {
  override readonly name = 'UnauthorizedError' as const;
}

/**
 * 429: 'Rate limit exceeded', warning (spec 8.1). `retryAfterMs` comes from Retry-After (seconds
 * or an HTTP date), else 60 s (spec 9).
 *
 * @example
 * if (isRateLimitError(e)) setTimeout(retry, e.retryAfterMs);
 */
export class RateLimitError extends RequestError {
  override readonly name = 'RateLimitError' as const;
  readonly retryAfterMs: number;

  constructor(message: string, details: RequestErrorDetails & { retryAfterMs: number }) {
    super(message, details);
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** Why a call got no answer. */
export type NetworkFailure = 'network' | 'timeout' | 'aborted';

/**
 * The call never got an answer: network failure or refused connection, the timeout, or the
 * caller's AbortSignal. `status` is 0 and `cause` keeps the underlying error.
 *
 * @example
 * if (isNetworkError(e) && e.reason === 'aborted') return; // the caller cancelled
 */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError' as const;
  readonly reason: NetworkFailure;

  constructor(message: string, details: RequestErrorDetails & { reason?: NetworkFailure }) {
    super(message, details);
    this.reason = details.reason ?? 'network';
  }
}

/**
 * The answer's body was larger than the call allows (`maxBodyBytes`): more bytes arrived, counted
 * after decompression, or its Content-Length said so. Reading stopped there and the connection was
 * dropped, so the answer never took more memory than the limit. `status` is the answer's status,
 * `maxBytes` the limit; the response text is empty.
 *
 * @example
 * if (isRequestError(e, 'ResponseTooLargeError')) console.warn(`answer over ${e.maxBytes} bytes`);
 */
export class ResponseTooLargeError extends RequestError {
  override readonly name = 'ResponseTooLargeError' as const;
  /** The limit the answer went past, in bytes. */
  readonly maxBytes: number;

  constructor(message: string, details: RequestErrorDetails & { maxBytes: number }) {
    super(message, details);
    this.maxBytes = details.maxBytes;
  }
}

const REQUEST_ERROR_NAMES = [
  'RequestError',
  'FetchError',
  'BadRequestError',
  'UnauthorizedError',
  'RateLimitError',
  'NetworkError',
  'ResponseTooLargeError',
];

/**
 * Whether a value is one of the request layer's errors, also across realms and package copies
 * where `instanceof` fails; with a class name, whether it is that kind.
 *
 * @example
 * isRequestError(new NetworkError('offline', { url: '/api/session', status: 0 })); // true
 * if (isRequestError(error, 'BadRequestError')) showFieldErrors(error.data);
 */
export function isRequestError<
  N extends (
    FetchError | BadRequestError | UnauthorizedError | RateLimitError | NetworkError | ResponseTooLargeError
  )['name'],
>(
  value: unknown,
  name: N,
): value is Extract<
  FetchError | BadRequestError | UnauthorizedError | RateLimitError | NetworkError | ResponseTooLargeError,
  { name: N }
>;
export function isRequestError(value: unknown): value is RequestError;
export function isRequestError(value: unknown, name?: string): boolean {
  return isAnyRequestError(value) && (name === undefined || value.name === name);
}

function isAnyRequestError(value: unknown): value is RequestError {
  if (value instanceof RequestError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RequestError>;
  return (
    typeof candidate.name === 'string' &&
    REQUEST_ERROR_NAMES.includes(candidate.name) &&
    typeof candidate.url === 'string' &&
    typeof candidate.status === 'number' &&
    typeof candidate.requestId === 'string'
  );
}

function guard<T extends RequestError>(name: string) {
  return (value: unknown): value is T => isAnyRequestError(value) && value.name === name;
}

/** @example isFetchError(e) */
export const isFetchError = guard<FetchError>('FetchError');
/** @example isBadRequestError(e) */
export const isBadRequestError = guard<BadRequestError>('BadRequestError');
/** @example isUnauthorizedError(e) */
export const isUnauthorizedError = guard<UnauthorizedError>('UnauthorizedError');
/** @example isRateLimitError(e) */
export const isRateLimitError = guard<RateLimitError>('RateLimitError');
/** @example isNetworkError(e) */
export const isNetworkError = guard<NetworkError>('NetworkError');
/** @example isResponseTooLargeError(e) */
export const isResponseTooLargeError = guard<ResponseTooLargeError>('ResponseTooLargeError');
