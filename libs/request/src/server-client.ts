import { readBodyText } from './body.ts';
import { createRequestClient, type RequestClient, type RequestClientConfig } from './client.ts';
import { DEFAULT_SERVER_MAX_BODY_BYTES, DEFAULT_SERVER_TIMEOUT_MS } from './constants.ts';

/**
 * Creates a server-side client for the page-load step and other server code: one per incoming page
 * request, nothing shared between them; 10 s timeout by default; redirects are never followed; an
 * answer's body is read up to 262144 bytes after decompression (`maxBodyBytes`), past which the call
 * fails with a ResponseTooLargeError.
 *
 * @example
 * const api = createServerClient({ origin: 'http://127.0.0.1:4000', cookie: req.headers.cookie, requestId });
 * const session = await api.getJson<SessionUser>('/api/session');
 */
export function createServerClient(
  options: Pick<
    RequestClientConfig,
    'cookie' | 'headers' | 'timeoutMs' | 'maxBodyBytes' | 'fetch' | 'transport' | 'reporter'
  > & {
    /** Backend origin, for example `http://127.0.0.1:4000`. */
    origin: string;
    /** Request id of the incoming page request, sent on every call so logs line up. */
    requestId: string;
  },
): RequestClient {
  return createRequestClient({
    origin: options.origin,
    cookie: options.cookie,
    ...(options.headers ? { headers: options.headers } : {}),
    requestId: options.requestId,
    timeoutMs: options.timeoutMs ?? DEFAULT_SERVER_TIMEOUT_MS,
    // A server holds what it reads: no answer may take more of its memory than this.
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_SERVER_MAX_BODY_BYTES,
    // Counted as it arrives (fetch has decompressed it), never read whole first.
    readBody: readBodyText,
    // The backend's answer is the answer: a redirect is an error of the call (spec 8.1, any other
    // status), never followed, so no visitor's headers go wherever a backend points.
    fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, { ...init, redirect: 'manual' }),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.reporter ? { reporter: options.reporter } : {}),
  });
}
