import { createRequestClient, type RequestClient, type RequestTransport } from './client.ts';
import { DEFAULT_SERVER_TIMEOUT_MS } from './constants.ts';
import { FetchError } from './errors.ts';
import type { ErrorReporter } from './reporter.ts';

/** Options of a server-side client: one per incoming page request, nothing shared between them. */
export interface ServerClientOptions {
  /** Backend origin, for example `http://127.0.0.1:4000`. */
  origin: string;
  /** The visitor's `Cookie` header, forwarded as is to the backend. */
  cookie?: string | undefined;
  /** Request id of the incoming page request, sent on every call so logs line up. */
  requestId: string;
  /** Headers forwarded on every call: what the backend needs to answer for this visitor (User-Agent, Accept-Language, X-Forwarded-For). */
  headers?: Readonly<Record<string, string>>;
  /** Abort a call after this many milliseconds (default 10000). */
  timeoutMs?: number;
  /** Injected fetch (tests, instrumentation); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** Sends the calls instead of `fetch` (shell-next's keep-alive backend transport). */
  transport?: RequestTransport;
  /** Receives the reports of spec 8.2. */
  reporter?: ErrorReporter;
}

/** A server-side client bound to an origin, the visitor's cookies and a request id. */
export interface ServerClient extends RequestClient {
  /** GET a path and return its JSON answer; an answer of null (204/499) is a FetchError 'No data'. */
  getJson<T>(path: string, query?: Readonly<Record<string, string>>): Promise<T>;
}

/**
 * Creates a server-side client for the page-load step and other server code.
 *
 * @example
 * const api = createServerClient({ origin: 'http://127.0.0.1:4000', cookie: req.headers.cookie, requestId });
 * const session = await api.getJson<SessionUser>('/api/session');
 */
export function createServerClient(options: ServerClientOptions): ServerClient {
  const client = createRequestClient({
    origin: options.origin,
    cookie: options.cookie,
    ...(options.headers ? { headers: options.headers } : {}),
    requestId: options.requestId,
    timeoutMs: options.timeoutMs ?? DEFAULT_SERVER_TIMEOUT_MS,
    // The backend's answer is the answer: a redirect is an error of the call (spec 8.1, any other
    // status), never followed, so no visitor's headers go wherever a backend points.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, { ...init, redirect: 'manual' }),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.reporter ? { reporter: options.reporter } : {}),
  });
  return Object.assign(client, {
    async getJson<T>(path: string, query?: Readonly<Record<string, string>>): Promise<T> {
      if (!path.startsWith('/') || path.startsWith('//')) {
        throw new TypeError(`Expected a same-origin path starting with a single "/", got "${path}"`);
      }
      const data = await client.get<T>(path, query ? { params: query } : {});
      if (data === null)
        throw new FetchError('No data', {
          url: new URL(path, options.origin).href,
          status: 204,
          requestId: options.requestId,
        });
      return data;
    },
  });
}
