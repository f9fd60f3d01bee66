// Server only (shell-app.tsx imports it in its server branch; never reachable from the browser
// bundle): the page-load step's transport to the backend over node:http(s) with one keep-alive
// agent per process, as a `fetch` and as the request layer's `RequestTransport`. Node's global
// fetch (undici) also keeps connections alive, but its WHATWG layers (Request, streams, AbortSignal
// plumbing) cost about three times the CPU of node:http per call, and the page-load step makes
// several calls per page (issue 11). The transport skips the WHATWG objects altogether: no
// Headers, no Response and its body stream, no AbortSignal timer per call.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { NetworkFailure, RequestTransport, TransportRequest, TransportResponse } from '@therapy-shell/request';

/** How a transport's call failed: an Error with the reason the request layer reads. */
type TransportFailure = Error & { readonly reason: NetworkFailure };

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
  /** Used for what this transport does not handle itself (Request objects, streamed or multipart bodies, redirects a fetch caller asks to follow). */
  fallback?: typeof globalThis.fetch;
}

/** A `fetch` to the backend over keep-alive connections, the same connections as a request-layer transport, and a way to close them. */
export type BackendFetch = typeof globalThis.fetch & {
  /** The request layer's transport over the same keep-alive connections (`createServerClient({ transport })`). */
  readonly transport: RequestTransport;
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

/** One call as the connection sends it. */
interface Call {
  method: string;
  headers: Record<string, string>;
  payload?: string | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number | undefined;
  timeoutError?: () => Error;
}

/** An answer read to the end. */
interface Answer {
  status: number;
  statusText: string;
  rawHeaders: readonly string[];
  body: Buffer<ArrayBuffer>;
}

function transportFailure(reason: TransportFailure['reason'], message: string, cause?: unknown): TransportFailure {
  return Object.assign(new Error(message, cause === undefined ? {} : { cause }), { reason });
}

function isTransportFailure(error: unknown): error is TransportFailure {
  return typeof error === 'object' && error !== null && typeof (error as Partial<TransportFailure>).reason === 'string';
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
  const agentOptions = {
    keepAlive: true,
    timeout: options.idleTimeoutMs ?? 4_000,
    maxSockets: options.maxSockets ?? 256,
  };
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  const fallback = options.fallback ?? ((...args: Parameters<typeof globalThis.fetch>) => globalThis.fetch(...args));

  /**
   * One call over the kept connections, its answer read to the end. Rejects with the abort
   * reason, a `fetch failed` TypeError, or what `timeoutError` makes when `timeoutMs` passes.
   */
  const exchange = (url: URL, call: Call, retry: boolean): Promise<Answer> =>
    new Promise<Answer>((resolve, reject) => {
      const { signal } = call;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const https = url.protocol === 'https:';
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const request: ClientRequest = (https ? httpsRequest : httpRequest)(
        url,
        { method: call.method, headers: call.headers, agent: https ? agents.https : agents.http },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => finish(() => reject(error)));
          response.on('end', () =>
            finish(() =>
              resolve({
                status: response.statusCode ?? 0,
                statusText: response.statusMessage ?? '',
                rawHeaders: response.rawHeaders,
                body: Buffer.concat(chunks),
              }),
            ),
          );
        },
      );
      const onAbort = () => {
        request.destroy();
        finish(() => reject(signal?.reason));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (call.timeoutMs !== undefined) {
        timer = setTimeout(() => {
          request.destroy();
          finish(() => reject(call.timeoutError?.() ?? new Error(`No answer within ${call.timeoutMs} ms`)));
        }, call.timeoutMs);
      }
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (
          retry &&
          request.reusedSocket &&
          error.code === 'ECONNRESET' &&
          (call.method === 'GET' || call.method === 'HEAD')
        ) {
          finish(() => resolve(exchange(url, call, false)));
          return;
        }
        finish(() => reject(new TypeError('fetch failed', { cause: error })));
      });
      request.end(call.payload);
    });

  const send = async (url: URL, init: RequestInit): Promise<Response> => {
    const headers = headerRecord(init.headers);
    let payload: string | undefined;
    if (init.body !== undefined && init.body !== null) {
      payload = String(init.body);
      headers['content-type'] ??=
        init.body instanceof URLSearchParams
          ? 'application/x-www-form-urlencoded;charset=UTF-8'
          : 'text/plain;charset=UTF-8';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    const answer = await exchange(
      url,
      { method: (init.method ?? 'GET').toUpperCase(), headers, payload, signal: init.signal ?? undefined },
      true,
    );
    // As fetch does: 'manual' answers the redirect as it is, 'error' fails, and the default follows
    // it (through the global fetch: the backend's API paths do not redirect).
    if (REDIRECT_STATUSES.has(answer.status)) {
      if (init.redirect === 'error')
        throw new TypeError('fetch failed', {
          cause: new Error(`Redirected (${answer.status}) with redirect: 'error'`),
        });
      if (init.redirect !== 'manual') return fallback(url, init);
    }
    const pairs: [string, string][] = [];
    for (let i = 0; i + 1 < answer.rawHeaders.length; i += 2)
      pairs.push([answer.rawHeaders[i] as string, answer.rawHeaders[i + 1] as string]);
    return new Response(NULL_BODY_STATUSES.has(answer.status) ? null : answer.body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: pairs,
    });
  };

  const transport: RequestTransport = async (call: TransportRequest): Promise<TransportResponse> => {
    const headers = { ...call.headers };
    if (call.body !== undefined) headers['content-length'] = String(Buffer.byteLength(call.body));
    let answer: Answer;
    try {
      answer = await exchange(
        call.url,
        {
          method: call.method,
          headers,
          payload: call.body,
          signal: call.signal,
          timeoutMs: call.timeoutMs,
          timeoutError: () => transportFailure('timeout', `No answer within ${call.timeoutMs} ms`),
        },
        true,
      );
    } catch (error) {
      if (isTransportFailure(error)) throw error;
      if (call.signal?.aborted) throw transportFailure('aborted', 'The call was aborted', error);
      // exchange() wraps a connection error in fetch's `TypeError('fetch failed')`; the transport names the cause itself.
      // (Errors of Node's own modules may come from another realm: duck-typed, not instanceof.)
      const wrapped = (error as { cause?: unknown } | null)?.cause;
      const cause = error instanceof TypeError && typeof wrapped === 'object' && wrapped !== null ? wrapped : error;
      const message = (cause as { message?: unknown } | null)?.message;
      throw transportFailure('network', typeof message === 'string' ? message : String(cause), cause);
    }
    // A redirect is answered as it is, never followed (the request client treats it as an error of
    // the call): following it would send the visitor's headers wherever the backend points, past
    // the call's time limit.
    const text = answer.body.toString('utf8');
    const { rawHeaders } = answer;
    return {
      status: answer.status,
      text,
      header(name) {
        // Repeated headers are joined as fetch's Headers.get joins them.
        let value: string | null = null;
        for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
          if ((rawHeaders[i] as string).toLowerCase() === name)
            value = value === null ? (rawHeaders[i + 1] as string) : `${value}, ${rawHeaders[i + 1] as string}`;
        }
        return value;
      },
    };
  };

  const backendFetch = ((input: Parameters<typeof globalThis.fetch>[0], init: RequestInit = {}) => {
    const url = typeof input === 'string' ? new URL(input) : input instanceof URL ? input : undefined;
    const simpleBody =
      init.body === undefined ||
      init.body === null ||
      typeof init.body === 'string' ||
      init.body instanceof URLSearchParams;
    if (!url || !simpleBody || (url.protocol !== 'http:' && url.protocol !== 'https:')) return fallback(input, init);
    return send(url, init);
  }) as BackendFetch;
  Object.defineProperties(backendFetch, {
    transport: { value: transport },
    sockets: {
      value: () => ({
        active: count(agents.http.sockets) + count(agents.https.sockets),
        idle: count(agents.http.freeSockets) + count(agents.https.freeSockets),
      }),
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
