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

function cut(value: string): string {
  return value.length > ERROR_FIELD_MAX_LENGTH ? value.slice(0, ERROR_FIELD_MAX_LENGTH) : value;
}

/**
 * Base class of every error the request layer throws. Fields are cut to 250 characters (spec 8.1).
 *
 * @example
 * try { await client.getJson('/api/session'); } catch (e) { if (isRequestError(e)) console.log(e.status); }
 */
export class RequestError extends Error {
  override readonly name: string = 'RequestError';
  readonly url: string;
  readonly status: number;
  readonly responseText: string;
  readonly severity: Severity;
  readonly requestId: string;

  constructor(message: string, details: RequestErrorDetails) {
    super(cut(message), details.cause === undefined ? undefined : { cause: details.cause });
    this.url = cut(details.url);
    this.status = details.status;
    this.responseText = cut(details.responseText ?? '');
    this.severity = details.severity ?? 'error';
    this.requestId = cut(details.requestId ?? '');
  }
}

/**
 * The call never got an answer: network failure, refused connection, abort or timeout.
 * `status` is 0 and `cause` keeps the underlying error.
 *
 * @example
 * if (isNetworkError(e)) retryLater();
 */
export class NetworkError extends RequestError {
  override readonly name = 'NetworkError' as const;
}

/**
 * Whether a value is a {@link RequestError} (or subclass), also across realms where `instanceof` fails.
 *
 * @example
 * isRequestError(new NetworkError('offline', { url: '/api/session', status: 0 })); // true
 */
export function isRequestError(value: unknown): value is RequestError {
  if (value instanceof RequestError) return true;
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RequestError>;
  return (
    typeof candidate.name === 'string' &&
    candidate.name.endsWith('Error') &&
    typeof candidate.url === 'string' &&
    typeof candidate.status === 'number' &&
    typeof candidate.requestId === 'string'
  );
}

/**
 * Whether a value is a {@link NetworkError}.
 *
 * @example
 * isNetworkError(error); // true when the backend could not be reached
 */
export function isNetworkError(value: unknown): value is NetworkError {
  return isRequestError(value) && value.name === 'NetworkError';
}
