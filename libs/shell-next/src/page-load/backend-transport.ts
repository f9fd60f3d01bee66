// Server only (app-page-load.ts imports it; never reachable from the browser bundle): the page-load
// step's transport to the backend, undici's Agent (its dispatch API, not request or fetch) with
// keep-alive connections per backend origin.
//
// Why undici's Agent and its dispatch API (with CallHandler, a handler of our own: the answer read
// whole, no stream, promise per step or header parsing): it costs less CPU per page than the
// node:http transport shell-next had written by hand, for less code of ours. The figures are in
// docs/ssr-performance.md ("The speed code"); the benchmark keeps that transport as its measuring
// stick (tools/bench/src/run/node-http-transport.ts) and fails its row above 1.05× of it.
//
// An answer's body is limited as it arrives (the call's `maxBodyBytes`, set by the request client):
// past it, or at a Content-Length above it, the handler stops reading and drops the connection, so
// no answer takes more of the server's memory than the limit. The dispatch API decodes no content
// coding and the transport asks for none (`Accept-Encoding: identity`): the bytes counted are the
// bytes held, and a backend that compresses anyway gets its answer read as the bytes it is (not
// JSON: a failure of the call), never inflated.
//
// Two things undici's pool does its own way: it may open up to twice as many connections as calls
// in flight (a call can come before the connection that just answered is free again) and keeps
// them; and it takes a shorter `Keep-Alive: timeout` the backend announces, less 2 s.
import { Agent, errors, type Dispatcher } from 'undici';
import type { NetworkFailure, RequestTransport, TransportRequest, TransportResponse } from '@therapy-shell/request';

/** Options of {@link createBackendTransport}. */
export interface BackendTransportOptions {
  /**
   * An idle kept-alive connection is closed after this many milliseconds (default 4000: below the
   * 5 s keep-alive timeout of Node's HTTP server, so a connection the backend is closing is not
   * reused), or 2 s before the `Keep-Alive: timeout` the backend announces, when that is sooner.
   */
  idleTimeoutMs?: number;
  /** Connections per backend origin at most (default 256). */
  connections?: number;
}

/** The request layer's transport over keep-alive connections, and a way to close them. */
export type BackendTransport = RequestTransport & {
  /** Closes every kept connection (calls in flight fail). */
  destroy(): Promise<void>;
};

/** A call's failure as the request layer reads it: an Error with a `reason` (and the answer's `status` when too large). */
function transportFailure(
  reason: NetworkFailure | 'too-large',
  message: string,
  cause?: unknown,
  status?: number,
): Error & { reason: NetworkFailure | 'too-large'; status?: number } {
  return Object.assign(
    new Error(message, cause === undefined ? {} : { cause }),
    status === undefined ? { reason } : { reason, status },
  );
}

/**
 * A header of an answer's raw headers, as undici's parsed headers give it (a name in lower case,
 * values in latin1), repeated headers joined as fetch's Headers.get joins them; null when absent.
 */
function rawHeader(rawHeaders: Buffer[], name: string): string | null {
  let value: string | null = null;
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const raw = rawHeaders[i] as Buffer;
    // A name of another length cannot match (latin1: a character per byte); most are skipped unread.
    if (raw.length !== name.length || raw.toString('latin1').toLowerCase() !== name) continue;
    const one = (rawHeaders[i + 1] as Buffer).toString('latin1');
    value = value === null ? one : `${value}, ${one}`;
  }
  return value;
}

/** Whether a Content-Length announces more than `maxBytes` (a missing or unreadable one says nothing). */
function declaresMoreThan(contentLength: string | null, maxBytes: number): boolean {
  if (contentLength === null) return false;
  const value = contentLength.trim();
  return /^\d+$/.test(value) && Number(value) > maxBytes;
}

/** A kept connection the backend closed before it answered (a GET is tried once more). */
function closedByBackend(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET';
}

/**
 * One call's answer, read through undici's dispatch handler: the status, the raw headers and the
 * body's chunks, decoded as undici's `body.text()` decodes them (UTF-8, a BOM skipped). Its request
 * API wraps every answer in a Readable stream and a promise per step, and parses every header;
 * none of that is needed for a JSON answer read whole (its stream and header parsing were about a
 * fifth of undici's CPU per page). Headers are looked up only when asked for. Past `maxBytes` (or at
 * a Content-Length above it) it stops: the chunks are let go, the connection is dropped, and
 * `tooLarge` is set before the call fails.
 */
class CallHandler implements Dispatcher.DispatchHandler {
  private abort: ((reason: Error) => void) | undefined;
  private stopped = false;
  private status = 0;
  private rawHeaders: Buffer[] = [];
  private chunks: Buffer[] = [];
  private length = 0;
  /** The answer went past the limit: the status it had. */
  tooLarge: { status: number } | undefined;

  constructor(
    private readonly resolve: (response: TransportResponse) => void,
    private readonly reject: (error: unknown) => void,
    private readonly maxBytes: number | undefined,
  ) {}

  /** Ends the call (time limit or the caller's signal): it fails with undici's RequestAbortedError. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.abort?.(new errors.RequestAbortedError());
  }

  onConnect(abort: (reason?: Error) => void): void {
    if (this.stopped) abort(new errors.RequestAbortedError());
    else this.abort = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    // 1xx answers (100 Continue) come before the real one.
    if (statusCode >= 200) {
      this.status = statusCode;
      this.rawHeaders = rawHeaders;
      if (this.maxBytes !== undefined && declaresMoreThan(rawHeader(rawHeaders, 'content-length'), this.maxBytes))
        return this.overLimit();
    }
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.tooLarge) return false;
    this.length += chunk.length;
    if (this.maxBytes !== undefined && this.length > this.maxBytes) return this.overLimit();
    this.chunks.push(chunk);
    return true;
  }

  /** Past the limit: nothing more is read or kept, and the call fails (onError follows the abort). */
  private overLimit(): false {
    this.tooLarge = { status: this.status };
    this.chunks = [];
    this.stop();
    return false;
  }

  onComplete(): void {
    const { chunks, length } = this;
    const rawHeaders = this.rawHeaders;
    let text = '';
    if (length > 0) {
      const buffer = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, length);
      const bom = buffer.length > 2 && buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf;
      text = buffer.toString('utf8', bom ? 3 : 0);
    }
    this.resolve({
      status: this.status,
      text,
      header: (name) => rawHeader(rawHeaders, name),
    });
  }

  onError(error: Error): void {
    this.reject(error);
  }
}

/**
 * Creates the backend transport: undici's `Agent` with keep-alive connections per origin. A call
 * answers its status, headers and text read to the end, and follows no redirect (the request client
 * treats a 3xx as an error of the call: following it would send the visitor's headers wherever the
 * backend points). It fails with reason `timeout` past `timeoutMs`, `aborted` when the caller's
 * signal aborts (either drops that connection), and `network` when the backend cannot be reached
 * (`cause` is the socket error), and `too-large` (with the answer's `status`) when the answer's body
 * goes past `maxBodyBytes` or its Content-Length says it would (that connection is dropped at once).
 * It asks for no compression. A GET whose kept connection the backend closed before answering is
 * tried once more within the same time limit.
 *
 * @example
 * const transport = createBackendTransport();
 * const api = createServerClient({ origin: 'http://127.0.0.1:4000', requestId, transport });
 */
export function createBackendTransport(options: BackendTransportOptions = {}): BackendTransport {
  const idleMs = options.idleTimeoutMs ?? 4_000;
  // undici keeps a connection for what the backend's `Keep-Alive: timeout` announces, less 2 s, else
  // keepAliveTimeout; keepAliveMaxTimeout caps the announced one.
  const agent = new Agent({
    keepAliveTimeout: idleMs,
    keepAliveMaxTimeout: idleMs,
    connections: options.connections ?? 256,
  });

  // One promise per call, settled by the handler's callbacks: no async function or await of its own
  // (under the server's AsyncLocalStorage every promise of a page is tracked, and a page makes four
  // calls).
  const transport = (call: TransportRequest): Promise<TransportResponse> => {
    const { signal } = call;
    if (signal?.aborted) return Promise.reject(transportFailure('aborted', 'The call was aborted', signal.reason));
    return new Promise<TransportResponse>((resolve, reject) => {
      let timedOut = false;
      let handler: CallHandler;
      let tries = 0;
      const request: Dispatcher.DispatchOptions = {
        origin: call.url.origin,
        path: `${call.url.pathname}${call.url.search}`,
        method: call.method,
        // No content coding: the limit counts the bytes that are held, and nothing is inflated.
        headers: call.headers['accept-encoding'] ? call.headers : { ...call.headers, 'accept-encoding': 'identity' },
        body: call.body,
      };
      const onAbort = () => handler.stop();
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const answered = (response: TransportResponse) => {
        settle();
        resolve(response);
      };
      const failed = (error: unknown) => {
        // A GET whose kept connection the backend closed before answering: once more, on a fresh one.
        // (An answer over the limit fails with the handler's own abort, never tried again.)
        if (tries === 1 && closedByBackend(error) && call.method === 'GET' && !timedOut && !signal?.aborted) {
          send();
          return;
        }
        settle();
        const { tooLarge } = handler;
        if (tooLarge)
          reject(
            transportFailure(
              'too-large',
              `The answer's body is larger than ${call.maxBodyBytes ?? 0} bytes`,
              error,
              tooLarge.status,
            ),
          );
        else if (timedOut) reject(transportFailure('timeout', `No answer within ${call.timeoutMs} ms`, error));
        else if (signal?.aborted) reject(transportFailure('aborted', 'The call was aborted', signal.reason));
        else {
          const message = (error as { message?: unknown } | null)?.message;
          reject(transportFailure('network', typeof message === 'string' ? message : String(error), error));
        }
      };
      const send = () => {
        tries += 1;
        handler = new CallHandler(answered, failed, call.maxBodyBytes);
        try {
          agent.dispatch(request, handler);
        } catch (error) {
          // A call undici refuses as it is given (a header value it cannot send), or a closed agent.
          failed(error);
        }
      };
      const timer = setTimeout(() => {
        timedOut = true;
        handler.stop();
      }, call.timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      send();
    });
  };
  return Object.assign(transport, { destroy: () => agent.destroy() });
}

let shared: BackendTransport | undefined;

/**
 * The process's backend transport (made on first use): every page request shares its keep-alive connections.
 *
 * @example
 * await loadShell(req, { ...options, transport: sharedBackendTransport() });
 */
export function sharedBackendTransport(): BackendTransport {
  shared ??= createBackendTransport();
  return shared;
}
