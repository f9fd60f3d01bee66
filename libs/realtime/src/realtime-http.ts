import { createRequestClient } from '@therapy-shell/request';

/**
 * Form fields of a real-time call.
 *
 * @example
 * const params: RealtimeParams = { action: 'generate_token' };
 */
export type RealtimeParams = Readonly<Record<string, string | number | boolean>>;
import { createKeepaliveFetch } from './keepalive.ts';

/**
 * How the real-time connections call the shell's endpoints: POST a form to a same-origin path and
 * resolve with the JSON answer (or null for 204), rejecting with the request layer's errors.
 * Inject one to route the calls elsewhere (tests, another transport).
 *
 * @example
 * const post: RealtimePost = async (path, params) => (await fetch(path, { method: 'POST', body: new URLSearchParams(params) })).json();
 */
export type RealtimePost = (path: string, params: RealtimeParams) => Promise<unknown>;

/**
 * Where and how the real-time endpoints are called, shared by the notification socket, sending
 * and the messaging channels.
 *
 * @example
 * const http: RealtimeHttpOptions = { csrfToken: () => session.csrf_token };
 */
export interface RealtimeHttpOptions {
  /** Origin of the site; defaults to `location.origin` at call time. */
  origin?: string | undefined;
  /** CSRF token added to each call (spec 7.1), or a getter read at call time. */
  csrfToken?: string | (() => string | undefined) | undefined;
  /** The fetch to wrap; defaults to the global fetch at call time. */
  fetch?: typeof globalThis.fetch | undefined;
  /** Replaces the whole HTTP layer (then origin, csrfToken and fetch are not used). */
  post?: RealtimePost | undefined;
}

/**
 * The POST function of {@link RealtimeHttpOptions}: the request layer's client (spec 7.1: form
 * body, request id, CSRF token, spec 8.1 errors) over a fetch that applies the spec 9 keep-alive
 * rule. It never reports: callers report what is not ignorable themselves. Nothing is created
 * before the first call.
 *
 * @example
 * const post = realtimePost({ csrfToken: 'abc' });
 * const answer = await post('/api/socket', { action: 'generate_token' });
 */
export function realtimePost(options: RealtimeHttpOptions): RealtimePost {
  if (options.post) return options.post;
  let client: ReturnType<typeof createRequestClient> | undefined;
  return (path, params) => {
    client ??= createRequestClient({
      origin: () => options.origin ?? globalThis.location?.origin,
      fetch: createKeepaliveFetch(() => options.fetch ?? globalThis.fetch),
      csrfToken: () => (typeof options.csrfToken === 'function' ? options.csrfToken() : options.csrfToken),
    });
    return client.post(path, { params, report: false });
  };
}
