// Server only (shell-app.tsx imports it in its server branch; never reachable from the browser
// bundle): the page-load step's transport to the backend. A `fetch` over node:http(s) with one
// keep-alive agent per process. Node's global fetch (undici) also keeps connections alive, but
// its WHATWG layers (Request, streams, AbortSignal plumbing) cost about three times the CPU of
// node:http per call, and the page-load step makes several calls per page (issue 11).
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Options of {@link createBackendFetch}. */
export interface BackendFetchOptions {
  /**
   * An idle kept-alive connection is closed after this many milliseconds (default 4000: below
   * the 5 s keep-alive timeout of Node's HTTP server, so a connection the backend is closing is
   * not reused).
   */
  idleTimeoutMs?: number;
  /** Connections per backend origin at most (default 256). */
  maxSockets?: number;
  /** Used for what this transport does not handle itself (Request objects, streamed or multipart bodies, redirects). */
  fallback?: typeof globalThis.fetch;
}

/** A `fetch` to the backend over keep-alive connections, and a way to close them. */
export type BackendFetch = typeof globalThis.fetch & {
  /** Open connections per origin and whether they are in use (for tests and metrics). */
  readonly sockets: () => { active: number; idle: number };
  /** Closes every kept connection. */
  destroy(): void;
};

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  if (headers instanceof Headers) headers.forEach((value, name) => (out[name] = value));
  else if (Array.isArray(headers)) for (const [name, value] of headers) out[name.toLowerCase()] = value;
  else for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
  return out;
}

function count(sockets: NodeJS.ReadOnlyDict<unknown[]>): number {
  return Object.values(sockets).reduce((total, list) => total + (list?.length ?? 0), 0);
}

/**
 * Creates a backend `fetch` with its own keep-alive agents. It handles what the request layer's
 * server calls send (a URL or string, any method, string or URLSearchParams body, an abort
 * signal) and answers a standard `Response`; anything else goes to `fallback` (the global fetch).
 * A GET whose reused connection was closed by the backend meanwhile is retried once on a fresh one.
 *
 * @example
 * const backendFetch = createBackendFetch();
 * const api = createServerClient({ origin: 'http://127.0.0.1:4000', requestId, fetch: backendFetch });
 */
export function createBackendFetch(options: BackendFetchOptions = {}): BackendFetch {
  const agentOptions = { keepAlive: true, timeout: options.idleTimeoutMs ?? 4_000, maxSockets: options.maxSockets ?? 256 };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  const fallback = options.fallback ?? ((...args: Parameters<typeof globalThis.fetch>) => globalThis.fetch(...args));

  const send = (url: URL, init: RequestInit, retry: boolean): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const method = (init.method ?? 'GET').toUpperCase();
      const headers = headerRecord(init.headers);
      let payload: string | undefined;
      if (init.body !== undefined && init.body !== null) {
        payload = String(init.body);
        headers['content-type'] ??= init.body instanceof URLSearchParams ? 'application/x-www-form-urlencoded;charset=UTF-8' : 'text/plain;charset=UTF-8';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      const https = url.protocol === 'https:';
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const request: ClientRequest = (https ? httpsRequest : httpRequest)(url, { method, headers, agent: https ? agents.https : agents.http }, (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => finish(() => reject(error)));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (REDIRECT_STATUSES.has(status) && init.redirect !== 'manual' && init.redirect !== 'error') {
            // fetch follows redirects: the backend's API paths do not redirect, so the global fetch does it.
            finish(() => resolve(fallback(url, init)));
            return;
          }
          const pairs: [string, string][] = [];
          for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) pairs.push([response.rawHeaders[i] as string, response.rawHeaders[i + 1] as string]);
          finish(() =>
            resolve(new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage ?? '', headers: pairs })),
          );
        });
      });
      const onAbort = () => {
        request.destroy();
        finish(() => reject(signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (retry && request.reusedSocket && error.code === 'ECONNRESET' && (method === 'GET' || method === 'HEAD')) {
          finish(() => resolve(send(url, init, false)));
          return;
        }
        finish(() => reject(new TypeError('fetch failed', { cause: error })));
      });
      request.end(payload);
    });

  const backendFetch = ((input: Parameters<typeof globalThis.fetch>[0], init: RequestInit = {}) => {
    const url = typeof input === 'string' ? new URL(input) : input instanceof URL ? input : undefined;
    const simpleBody = init.body === undefined || init.body === null || typeof init.body === 'string' || init.body instanceof URLSearchParams;
    if (!url || !simpleBody || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback(input, init);
    return send(url, init, true);
  }) as BackendFetch;
  Object.defineProperties(backendFetch, {
    sockets: {
      value: () => ({ active: count(agents.http.sockets) + count(agents.https.sockets), idle: count(agents.http.freeSockets) + count(agents.https.freeSockets) }),
    },
    destroy: {
      value: () => {
        agents.http.destroy();
        agents.https.destroy();
      },
    },
  });
  return backendFetch;
}

let shared: BackendFetch | undefined;

/**
 * The process's backend fetch (made on first use): every page request shares its keep-alive connections.
 *
 * @example
 * await loadShell(req, { ...options, fetch: sharedBackendFetch() });
 */
export function sharedBackendFetch(): BackendFetch {
  shared ??= createBackendFetch();
  return shared;
}
