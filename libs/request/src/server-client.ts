import { DEFAULT_SERVER_TIMEOUT_MS, REQUEST_ID_HEADER } from './constants.ts';
import { NetworkError, RequestError } from './errors.ts';

/** Options of a server-side client: one per incoming page request, nothing shared between them. */
export interface ServerClientOptions {
  /** Backend origin, for example `http://127.0.0.1:4000`. */
  origin: string;
  /** The visitor's `Cookie` header, forwarded as is. */
  cookie?: string | undefined;
  /** Request id of the incoming page request, forwarded so logs line up. */
  requestId: string;
  /** Abort a call after this many milliseconds (default 10000). */
  timeoutMs?: number;
  /** Injected fetch (tests, instrumentation); defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

/** A server-side client bound to an origin, the visitor's cookies and a request id. */
export interface ServerClient {
  /** GET a same-origin API path and parse its JSON answer. */
  getJson<T>(path: string, query?: Readonly<Record<string, string>>): Promise<T>;
}

/**
 * Creates a server-side client for the page-load step.
 *
 * @example
 * const api = createServerClient({ origin: 'http://127.0.0.1:4000', cookie: req.headers.cookie, requestId });
 * const session = await api.getJson<SessionUser>('/api/session');
 */
export function createServerClient(options: ServerClientOptions): ServerClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SERVER_TIMEOUT_MS;

  return {
    async getJson<T>(path: string, query?: Readonly<Record<string, string>>): Promise<T> {
      if (!path.startsWith('/') || path.startsWith('//')) {
        throw new TypeError(`Expected a same-origin path starting with a single "/", got "${path}"`);
      }
      const url = new URL(path, options.origin);
      for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
      const headers: Record<string, string> = { accept: 'application/json', [REQUEST_ID_HEADER]: options.requestId };
      if (options.cookie) headers['cookie'] = options.cookie;

      let response: Response;
      try {
        response = await doFetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
      } catch (cause) {
        throw new NetworkError(`Request to ${url.pathname} failed: ${(cause as Error)?.message ?? String(cause)}`, {
          url: url.toString(),
          status: 0,
          requestId: options.requestId,
          cause,
        });
      }
      const text = await response.text();
      const details = { url: url.toString(), status: response.status, responseText: text, requestId: options.requestId };
      if (!response.ok) throw new RequestError('Failed to retrieve data', details);
      if (text === '') throw new RequestError('No data', details);
      try {
        return JSON.parse(text) as T;
      } catch (cause) {
        throw new RequestError('Bad Request: Response not valid JSON', { ...details, cause });
      }
    },
  };
}
