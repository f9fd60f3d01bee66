import {
  CSRF_FIELD,
  DEFAULT_RETRY_AFTER_MS,
  DEFAULT_TIMEOUT_MS,
  FORWARD_LOCATION_HEADER,
  MAX_RETRY_WAIT_MS,
  NULL_STATUSES,
  REQUEST_ID_HEADER,
} from './constants.ts';
import { appendParams, type Params } from './encode.ts';
import {
  BadRequestError,
  FetchError,
  NetworkError,
  RateLimitError,
  RequestError,
  ResponseTooLargeError,
  UnauthorizedError,
  isNetworkError,
  isRateLimitError,
  isResponseTooLargeError,
  type NetworkFailure,
} from './errors.ts';
import { safeForwardLocation } from './forward-location.ts';
import { reportLevel, silentReporter, type ErrorReporter } from './reporter.ts';

/** Methods of spec 7.1. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Options of one call. */
export interface RequestOptions {
  /** GET: the query string; other methods: the form-encoded body (or entries added to `formData`). */
  params?: Params;
  /** Multipart body for non-GET calls; `params` and the CSRF token are added to a copy of it. */
  formData?: FormData;
  /** Extra request headers. */
  headers?: Readonly<Record<string, string>>;
  /** Cancels the call; it then fails with a NetworkError whose reason is 'aborted'. */
  signal?: AbortSignal;
  /** Abort after this many milliseconds (default: the client's, 30000 in the browser). */
  timeoutMs?: number;
  /** Credentials mode for cross-origin calls (same-origin calls always send cookies). */
  credentials?: RequestCredentials;
  /**
   * GET only: how many times to retry after a network failure, a timeout, a 502/503/504, or a 429
   * whose Retry-After is at most 10 s. Default 0. Non-idempotent methods are never retried.
   */
  retries?: number;
  /** Set false when the caller reports failures itself (endpoint clients with fallbacks do). */
  report?: boolean;
  /**
   * Largest answer body this call reads, in bytes after decompression (default: the client's);
   * past it the call fails with a ResponseTooLargeError.
   */
  maxBodyBytes?: number;
}

/** Where `forward-location` may navigate, besides this site, and how to navigate. */
export interface ForwardLocationConfig {
  /** Sibling sites (`sites_fqdn` of the site config). */
  siblings?: readonly string[];
  /** Further allowed domains (subdomains included). */
  allowedDomains?: readonly string[];
  /** Performs the navigation; defaults to `location.assign` in the browser. */
  navigate?: (url: URL) => void;
}

/** A call as a {@link RequestTransport} is asked to send it. */
export interface TransportRequest {
  readonly method: Method;
  readonly url: URL;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The form-encoded body of a non-GET call (its content type is in `headers`). */
  readonly body?: string | undefined;
  /** Give up after this many milliseconds: reject with a {@link TransportFailure} whose reason is 'timeout'. */
  readonly timeoutMs: number;
  /** The caller's signal: when it aborts, reject with a {@link TransportFailure} whose reason is 'aborted'. */
  readonly signal?: AbortSignal | undefined;
  /**
   * Read at most this many bytes of the answer's body: past them, or at a Content-Length above
   * them, stop reading, drop the connection and reject with a {@link TransportFailure} whose reason
   * is 'too-large' (and whose `status` is the answer's). Undefined: no limit. A transport that asks
   * for no compression (it decodes none) counts the bytes as they come.
   */
  readonly maxBodyBytes?: number | undefined;
}

/** The answer to a call, read to the end. */
export interface TransportResponse {
  readonly status: number;
  /** A response header by its lower-case name, or null. */
  header(name: string): string | null;
  readonly text: string;
}

/**
 * Sends calls without the WHATWG fetch objects (Request, Headers, streams, Response, AbortSignal
 * timers), which cost a server more CPU than the call itself. Server side only; the
 * client then uses `fetch` only for multipart bodies. shell-next's backend transport is one. A
 * transport follows no redirect: it answers a 3xx as it is, and the client treats it as any other
 * unexpected status.
 */
export type RequestTransport = (request: TransportRequest) => Promise<TransportResponse>;

/**
 * How a transport's call failed (it rejects with an Error that has this `reason`): no answer, or
 * an answer whose body went past `maxBodyBytes` ('too-large', with the answer's `status`).
 */
export interface TransportFailure extends Error {
  readonly reason: NetworkFailure | 'too-large';
  readonly status?: number;
}

function failureReason(cause: unknown): TransportFailure['reason'] | undefined {
  const reason = (cause as Partial<TransportFailure> | null)?.reason;
  return reason === 'network' || reason === 'timeout' || reason === 'aborted' || reason === 'too-large'
    ? reason
    : undefined;
}

/** Configuration of a client. One per browser page, or one per incoming server request. */
export interface RequestClientConfig {
  /** Origin of the site (browser) or of the backend (server); a function is read on every call. */
  origin: string | (() => string | undefined);
  /** Server side: the visitor's Cookie header, forwarded on same-origin calls only. */
  cookie?: string | undefined;
  /**
   * Server side: headers sent on every same-origin call, such as the visitor's User-Agent,
   * Accept-Language and X-Forwarded-For (a call's own headers win). Never sent cross-origin.
   */
  headers?: Readonly<Record<string, string>>;
  /** Request id for every call (server: the incoming page request's), or a generator; default a UUID per call. */
  requestId?: string | (() => string);
  /** CSRF token appended to same-origin non-GET calls, or a getter read on every call. */
  csrfToken?: string | (() => string | undefined) | undefined;
  /** Receives the reports of spec 8.2. */
  reporter?: ErrorReporter;
  /** forward-location rules. */
  forwardLocation?: ForwardLocationConfig;
  /** Default timeout in milliseconds (30000). */
  timeoutMs?: number;
  /**
   * Largest answer body a call reads, in bytes after decompression (default: no limit; the server
   * client's is 262144); past it the call fails with a ResponseTooLargeError. The server client
   * counts it as the body arrives and never holds it whole (`readBody`); server code sets it: an
   * answer of any size would otherwise be held in the server's memory.
   */
  maxBodyBytes?: number;
  /**
   * How an answer is read when `maxBodyBytes` is set: its text, or undefined past the limit. The
   * server client counts the bytes as they stream and cancels at the limit (a gzip bomb never
   * inflates whole); the default reads the text whole and then compares its length, which keeps that
   * code out of a browser's bundle.
   */
  readBody?: (response: Response, maxBytes: number) => Promise<string | undefined>;
  /** Injected fetch. */
  fetch?: typeof globalThis.fetch;
  /** Server side: sends the calls instead of `fetch` (multipart bodies still go through `fetch`). */
  transport?: RequestTransport;
  /** Injected sleep used between retries. */
  sleep?: (ms: number) => Promise<void>;
  /** Injected clock, for Retry-After dates. */
  now?: () => number;
}

/**
 * A request client: the methods of spec 7.1 over one configuration, which never changes. A client
 * with other settings is a new client (`extend`), so nothing set for one visitor reaches another.
 */
export interface RequestClient {
  /** Calls a path (or an absolute URL); resolves with the JSON answer, or null for 204/499 (spec 8.1). */
  request<T = unknown>(method: Method, path: string, options?: RequestOptions): Promise<T | null>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
  post<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
  put<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
  patch<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
  del<T = unknown>(path: string, options?: RequestOptions): Promise<T | null>;
  /**
   * GET a same-origin path (a single leading "/") and return its JSON answer; an answer of null
   * (204/499) is a FetchError 'No data'. For calls whose answer the caller cannot do without.
   *
   * @example
   * const session = await api.getJson<SessionUser>('/api/session');
   */
  getJson<T>(path: string, query?: Readonly<Record<string, string>>): Promise<T>;
  /**
   * A new client with this one's configuration and the given settings on top (as ky's `extend`);
   * this client is unchanged.
   *
   * @example
   * const page = client.extend({ csrfToken: session.csrf_token, reporter });
   */
  extend(settings: Partial<RequestClientConfig>): RequestClient;
  /** The reporter in use (endpoint clients report their own fallbacks through it). */
  readonly reporter: ErrorReporter;
}

/** A call on its way: its answer's promise, and how a failure of it reads (a transport's are mapped here). */
interface SentCall {
  readonly sent: Promise<TransportResponse>;
  readonly failed: ((cause: unknown) => never) | undefined;
  readonly base: string;
  readonly url: URL;
  readonly requestId: string;
  readonly maxBodyBytes: number | undefined;
}

const JSON_FAILURE_MESSAGE = "Bad Request: JSON response status of 'failure'";

/** The default `readBody`: the text, whole, undefined when it has more UTF-16 units than `maxBytes` allows bytes. */
async function readWhole(response: Response, maxBytes: number): Promise<string | undefined> {
  const text = await response.text();
  return text.length > maxBytes ? undefined : text;
}

/** The error of an answer whose body went past the call's limit. */
function tooLargeError(url: URL, status: number, requestId: string, maxBytes: number, cause?: unknown) {
  return new ResponseTooLargeError('Response too large', {
    url: url.href,
    status,
    requestId,
    maxBytes,
    ...(cause === undefined ? {} : { cause }),
  });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Milliseconds to wait from a Retry-After header: delta-seconds or an HTTP date; 60 s when absent
 * or unreadable (spec 9).
 *
 * @example
 * retryAfterMs('5', Date.now()); // 5000
 */
export function retryAfterMs(header: string | null, now: number): number {
  if (header === null || header.trim() === '') return DEFAULT_RETRY_AFTER_MS;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A body limit as given: a whole number of bytes above 0, or none. */
function bodyLimit(value: number | undefined, where: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`request: ${where} must be a whole number of bytes above 0, got ${String(value)}`);
  return value;
}

function defaultNavigate(url: URL): void {
  globalThis.location?.assign(url.href);
}

// The origin of the last base a call was made against. A server's clients all call one backend,
// so its URL is parsed once, not again with the call's URL on every call (four calls per page).
// The call's URL was parsed against the same base: whether it is same-origin is whether its
// origin is this one.
let lastBase: string | undefined;
let lastBaseOrigin = '';
function originOf(base: string): string {
  if (base !== lastBase) {
    lastBaseOrigin = new URL(base).origin;
    lastBase = base;
  }
  return lastBaseOrigin;
}

/**
 * Creates a request client. In the browser the shell uses one per page (see `request`, `get`, ...);
 * on the server create one per incoming request so nothing (cookies, CSRF token) is shared between
 * visitors.
 *
 * @example
 * const api = createRequestClient({ origin: 'http://127.0.0.1:4000', cookie: req.headers.cookie, requestId });
 * const selector = await api.get<{ languages: unknown[] }>('/api/locale/selector');
 */
export function createRequestClient(config: RequestClientConfig): RequestClient {
  const reporter = config.reporter ?? silentReporter;
  const forward = config.forwardLocation ?? {};
  const csrfToken = () => (typeof config.csrfToken === 'function' ? config.csrfToken() : config.csrfToken);
  const doFetch = (...args: Parameters<typeof globalThis.fetch>) => (config.fetch ?? globalThis.fetch)(...args);
  const sleep = config.sleep ?? defaultSleep;
  const now = config.now ?? Date.now;
  const clientBodyLimit = bodyLimit(config.maxBodyBytes, 'maxBodyBytes');

  function origin(): string {
    const value = typeof config.origin === 'function' ? config.origin() : config.origin;
    if (!value) {
      throw new TypeError(
        'request: no origin is known here; on the server create a client with createRequestClient({ origin })',
      );
    }
    return value;
  }

  function nextRequestId(): string {
    if (typeof config.requestId === 'string') return config.requestId;
    return config.requestId ? config.requestId() : globalThis.crypto.randomUUID();
  }

  function report(error: RequestError): void {
    const { status } = error;
    if (status === 401 || status === 403 || status === 404 || (status >= 500 && status <= 599))
      reporter.report(error, { level: reportLevel(error, 'error') });
  }

  function followForwardLocation(response: TransportResponse, base: string): void {
    const location = response.header(FORWARD_LOCATION_HEADER);
    if (!location) return;
    const target = safeForwardLocation(location, {
      origin: base,
      ...(forward.siblings ? { siblings: forward.siblings } : {}),
      ...(forward.allowedDomains ? { allowedDomains: forward.allowedDomains } : {}),
    });
    if (target) (forward.navigate ?? defaultNavigate)(target);
    else
      reporter.report(new Error(`Refused forward-location to a host that is not allowed: ${location.slice(0, 250)}`), {
        level: 'warning',
      });
  }

  // A call: its checks and request made at once, then one promise for its answer (no async function
  // of its own: under a server's AsyncLocalStorage every promise of a page is tracked).
  function once<T>(method: Method, path: string, options: RequestOptions): Promise<T | null> {
    let call: SentCall;
    try {
      call = send(method, path, options);
    } catch (error) {
      return Promise.reject(error);
    }
    const { base, url, requestId, maxBodyBytes } = call;
    return call.sent.then((response) => answer<T>(response, base, url, requestId, maxBodyBytes), call.failed);
  }

  function send(method: Method, path: string, options: RequestOptions): SentCall {
    if (
      typeof path !== 'string' ||
      path === '' ||
      path.startsWith('//') ||
      (!path.startsWith('/') && !/^https?:\/\//i.test(path))
    ) {
      throw new TypeError(`request: expected a path starting with "/" or an http(s) URL, got "${String(path)}"`);
    }
    if (method === 'GET' && options.formData) throw new TypeError('request: a GET call cannot send formData');
    const base = origin();
    const url = new URL(path, base);
    const sameOrigin = url.origin === originOf(base);
    const requestId = nextRequestId();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    if (sameOrigin) {
      for (const [name, value] of Object.entries(config.headers ?? {})) headers[name.toLowerCase()] ??= value;
      headers[REQUEST_ID_HEADER] = requestId;
      headers['accept'] = 'application/json';
      if (config.cookie) headers['cookie'] = config.cookie;
    }

    let body: URLSearchParams | FormData | undefined;
    if (method === 'GET') {
      // Only with params: reading url.searchParams builds a URLSearchParams (most calls have none).
      if (options.params) appendParams(url.searchParams, options.params);
    } else {
      if (options.formData) {
        const copy = new FormData();
        for (const [key, value] of options.formData.entries()) copy.append(key, value);
        body = appendParams(copy, options.params);
      } else {
        body = appendParams(new URLSearchParams(), options.params);
      }
      // The CSRF token goes only to this site (DESIGN.md section 7).
      const token = sameOrigin ? csrfToken() : undefined;
      if (token) body.append(CSRF_FIELD, token);
    }

    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const maxBodyBytes =
      options.maxBodyBytes === undefined ? clientBodyLimit : bodyLimit(options.maxBodyBytes, 'maxBodyBytes');
    const tooLarge = (status: number, cause?: unknown) =>
      tooLargeError(url, status, requestId, maxBodyBytes ?? 0, cause);
    const failure = (cause: unknown, reason: NetworkFailure): NetworkError => {
      const what =
        reason === 'network'
          ? `failed: ${(cause as Error)?.message ?? String(cause)}`
          : reason === 'timeout'
            ? 'timed out'
            : 'was aborted';
      return new NetworkError(`Request to ${url.pathname} ${what}`, {
        url: url.href,
        status: 0,
        requestId,
        cause,
        reason,
      });
    };

    if (config.transport && !(body instanceof FormData)) {
      if (body) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      let sent: Promise<TransportResponse>;
      try {
        sent = config.transport({
          method,
          url,
          headers,
          body: body?.toString(),
          timeoutMs,
          signal: options.signal,
          maxBodyBytes,
        });
      } catch (cause) {
        sent = Promise.reject(cause);
      }
      return {
        sent,
        failed: (cause: unknown) => {
          if (options.signal?.aborted) throw failure(cause, 'aborted');
          const reason = failureReason(cause);
          if (reason === 'too-large') throw tooLarge((cause as TransportFailure).status ?? 0, cause);
          throw failure(cause, reason ?? 'network');
        },
        base,
        url,
        requestId,
        maxBodyBytes,
      };
    }
    const viaFetch = async (): Promise<TransportResponse> => {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      try {
        const answer = await doFetch(url, {
          method,
          headers: new Headers(headers),
          signal,
          credentials: sameOrigin ? 'same-origin' : (options.credentials ?? 'omit'),
          ...(body ? { body } : {}),
        });
        const text =
          maxBodyBytes === undefined ? await answer.text() : await (config.readBody ?? readWhole)(answer, maxBodyBytes);
        if (text === undefined) throw tooLarge(answer.status);
        return { status: answer.status, header: (name) => answer.headers.get(name), text };
      } catch (cause) {
        if (isResponseTooLargeError(cause)) throw cause;
        throw failure(cause, options.signal?.aborted ? 'aborted' : timeout.aborted ? 'timeout' : 'network');
      }
    };
    return { sent: viaFetch(), failed: undefined, base, url, requestId, maxBodyBytes };
  }

  /** The answer of a call, read as spec 8.1 reads it: its data, null for 204/499, or the error it is. */
  function answer<T>(
    response: TransportResponse,
    base: string,
    url: URL,
    requestId: string,
    maxBodyBytes: number | undefined,
  ): T | null {
    const { text } = response;
    // A transport that does not count (one of a product team's own) still never gets a longer text
    // parsed: a UTF-8 body has at least as many bytes as its text has UTF-16 units.
    if (maxBodyBytes !== undefined && text.length > maxBodyBytes)
      throw tooLargeError(url, response.status, requestId, maxBodyBytes);

    followForwardLocation(response, base);

    const { status } = response;
    const details = { url: url.href, status, responseText: text, requestId };
    if (NULL_STATUSES.includes(status)) return null;
    if (status === 200) {
      if (text.trim() === '') throw new FetchError('No data', details);
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (cause) {
        throw new FetchError('Bad Request: Response not valid JSON', { ...details, cause });
      }
      if (isPlainObject(data) && data['status'] === 'failure') {
        throw new BadRequestError(JSON_FAILURE_MESSAGE, { ...details, severity: 'warning', data });
      }
      return data as T;
    }
    if (status === 400 || status === 422) throw new BadRequestError('Bad Request', { ...details, severity: 'warning' });
    if (status === 401 || status === 403)
      throw new UnauthorizedError('Unauthorized', { ...details, severity: reportLevel(details, 'error') });
    if (status === 429) {
      throw new RateLimitError('Rate limit exceeded', {
        ...details,
        severity: 'warning',
        retryAfterMs: retryAfterMs(response.header('retry-after'), now()),
      });
    }
    throw new FetchError('Failed to retrieve data', details);
  }

  function retryDelay(error: unknown, attempt: number): number | undefined {
    // The same answer again would be as large: never retried, whatever its status.
    if (isResponseTooLargeError(error)) return undefined;
    if (isNetworkError(error)) return error.reason === 'aborted' ? undefined : 250 * 2 ** attempt;
    if (isRateLimitError(error)) return error.retryAfterMs <= MAX_RETRY_WAIT_MS ? error.retryAfterMs : undefined;
    if (error instanceof RequestError && [502, 503, 504].includes(error.status)) return 250 * 2 ** attempt;
    return undefined;
  }

  function reported(error: unknown, options: RequestOptions): never {
    if (error instanceof RequestError && options.report !== false) report(error);
    throw error;
  }

  function request<T = unknown>(method: Method, path: string, options: RequestOptions = {}): Promise<T | null> {
    const retries = method === 'GET' ? Math.max(0, Math.floor(options.retries ?? 0)) : 0;
    // Most calls are never retried: one promise for them, not a loop's (a server page makes four).
    if (retries === 0) return once<T>(method, path, options).catch((error: unknown) => reported(error, options));
    return withRetries<T>(method, path, options, retries);
  }

  async function withRetries<T>(method: Method, path: string, options: RequestOptions, retries: number) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await once<T>(method, path, options);
      } catch (error) {
        const delay = attempt < retries ? retryDelay(error, attempt) : undefined;
        if (delay !== undefined) {
          await sleep(delay);
          continue;
        }
        reported(error, options);
      }
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    del: (path, options) => request('DELETE', path, options),
    getJson<T>(path: string, query?: Readonly<Record<string, string>>): Promise<T> {
      if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) {
        return Promise.reject(
          new TypeError(`Expected a same-origin path starting with a single "/", got "${String(path)}"`),
        );
      }
      return request<T>('GET', path, query ? { params: query } : {}).then((data) => {
        if (data === null) {
          throw new FetchError('No data', {
            url: new URL(path, origin()).href,
            status: 204,
            requestId: typeof config.requestId === 'string' ? config.requestId : '',
          });
        }
        return data;
      });
    },
    extend: (settings) => createRequestClient({ ...config, ...settings }),
    reporter,
  };
}
