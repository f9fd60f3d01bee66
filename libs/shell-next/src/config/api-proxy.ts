import { PRIVATE_NO_STORE, staticSecurityHeaders } from './security-headers.ts';

/** Request headers not passed to the backend: hop-by-hop, and what fetch sets itself. */
const DROPPED_REQUEST_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'content-length', 'expect']);
/** Answer headers not passed back: hop-by-hop, and the encoding fetch has already undone. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'set-cookie']);

/** How long a proxied call may take before the browser gets a 504 (the browser client's own limit is 30 s). */
export const API_PROXY_TIMEOUT_MS = 30_000;

/** Options of {@link proxyApiRequest}. */
export interface ApiProxyOptions {
  /** Backend origin (`SHELL_API_ORIGIN`). */
  apiOrigin: string;
  /** Production: HSTS on the answers. */
  production: boolean;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch;
  /** Time limit (default {@link API_PROXY_TIMEOUT_MS}). */
  timeoutMs?: number;
}

function withShellHeaders(response: Response, production: boolean): Response {
  for (const { key, value } of staticSecurityHeaders({ production })) response.headers.set(key, value);
  response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  return response;
}

/**
 * Passes a same-origin `/api/*` request to the backend exactly (method, path with its trailing
 * slash, query, body, cookies both ways) and answers with the backend's answer plus the security
 * headers and `private, no-store`. An unreachable backend gives 502, a slow one 504, both JSON.
 *
 * @example
 * // proxy.ts of a Next.js app
 * export function proxy(request: NextRequest) { return proxyApiRequest(request, { apiOrigin, production }); }
 * export const config = { matcher: '/api/:path*' };
 */
export async function proxyApiRequest(request: Request, options: ApiProxyOptions): Promise<Response> {
  const incoming = new URL(request.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, options.apiOrigin);
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!DROPPED_REQUEST_HEADERS.has(name)) headers.set(name, value);
  });
  headers.set('x-forwarded-host', request.headers.get('host') ?? incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await (options.fetch ?? fetch)(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? API_PROXY_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
    return withShellHeaders(Response.json({ status: 'failure', error: timedOut ? 'Backend timed out' : 'Backend unreachable' }, { status: timedOut ? 504 : 502 }), options.production);
  }
  const answer = new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText });
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) answer.headers.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
  return withShellHeaders(answer, options.production);
}
