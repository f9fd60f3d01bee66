import { incomingRequestId } from '../forwarding.ts';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from './security-headers.ts';
import { REQUEST_GUARDS_INSTALLED } from './request-guards.ts';

/** Request headers not passed to the backend: hop-by-hop, and what fetch sets itself. */
const DROPPED_REQUEST_HEADERS = new Set([
  // Hop-by-hop, or made anew for the backend.
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'content-length',
  'expect',
  // What only this proxy may say about the request: where it came from and what it asked for.
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-server',
  'x-real-ip',
  'x-client-ip',
  'x-original-url',
  'x-rewrite-url',
  'x-original-host',
  'x-http-method-override',
  'x-http-method',
  'x-method-override',
]);
/** Answer headers not passed back: hop-by-hop, and the encoding fetch has already undone. */
const DROPPED_RESPONSE_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
]);

/** How long a proxied call may take before the browser gets a 504 (the browser client's own limit is 30 s). */
export const API_PROXY_TIMEOUT_MS = 30_000;

/** Options of {@link proxyApiRequest}. */
export interface ApiProxyOptions {
  /** Backend origin (`SHELL_API_ORIGIN`). */
  apiOrigin: string;
  /** Production: HSTS on the answers. */
  production: boolean;
  /**
   * Host names of the site (`SHELL_SITE_HOSTS`): the X-Forwarded-Host the backend is told is the
   * request's host when it is one of them, else the first. None: the request's host.
   */
  siteHosts?: readonly string[] | undefined;
  /**
   * Whether the request guards made the request's X-Forwarded-For (default: whether they are
   * installed in this process). Only then is it forwarded: otherwise it is whatever the client sent.
   */
  trustForwardedFor?: boolean | undefined;
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
 * Whether a path may reach the backend through the proxy: `/api/*` only, never the server-side
 * endpoints of `/api/internal/*` (spec 7.2), whatever their case or doubled slashes.
 *
 * @example
 * isProxiedPath('/api/session'); // true
 * isProxiedPath('/api/internal/presignup_experiments/assign'); // false
 * isProxiedPath('/favicon.ico/'); // false
 */
export function isProxiedPath(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  // As a lenient backend would read it: decoded, case-folded, slashes collapsed.
  const path = decoded.replace(/[/\\]+/g, '/').toLowerCase();
  return path.startsWith('/api/') && path !== '/api/internal' && !path.startsWith('/api/internal/');
}

/**
 * Passes a same-origin `/api/*` request to the backend exactly (method, path with its trailing
 * slash, query, body, cookies both ways) and answers with the backend's answer plus the security
 * headers and `private, no-store`. An unreachable backend gives 502, a slow one 504, both JSON.
 * Anything else (another path, `/api/internal/*`) answers 404 without reaching the backend. What
 * the request says about its own path or origin (Forwarded, X-Original-URL, X-Rewrite-URL,
 * X-Forwarded-*) is dropped; X-Forwarded-For is forwarded only as the request guards made it, the
 * X-Forwarded-Host is a configured site host, and an X-Request-Id the logs cannot take is dropped.
 *
 * @example
 * // proxy.ts of a Next.js app
 * export function proxy(request: NextRequest) { return proxyApiRequest(request, { apiOrigin, production }); }
 * export const config = { matcher: '/api/:path*' };
 */
export async function proxyApiRequest(request: Request, options: ApiProxyOptions): Promise<Response> {
  const incoming = new URL(request.url);
  if (!isProxiedPath(incoming.pathname)) {
    return withShellHeaders(
      Response.json({ status: 'failure', error: 'Not found' }, { status: 404 }),
      options.production,
    );
  }
  const target = new URL(`${incoming.pathname}${incoming.search}`, options.apiOrigin);
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!DROPPED_REQUEST_HEADERS.has(name)) headers.set(name, value);
  });
  // A request id the backend's logs can take, or none (the backend makes its own).
  const requestId = request.headers.get('x-request-id');
  if (requestId !== null && incomingRequestId(requestId) === undefined) headers.delete('x-request-id');
  const trustForwardedFor =
    options.trustForwardedFor ??
    (globalThis as { [REQUEST_GUARDS_INSTALLED]?: unknown })[REQUEST_GUARDS_INSTALLED] !== undefined;
  const chain = request.headers.get('x-forwarded-for');
  if (trustForwardedFor && chain) headers.set('x-forwarded-for', chain);
  const host = (request.headers.get('host') ?? incoming.host).toLowerCase();
  const hostName = host.replace(/:\d+$/, '');
  const siteHosts = options.siteHosts ?? [];
  headers.set(
    'x-forwarded-host',
    siteHosts.length === 0 ? host : siteHosts.includes(hostName) ? hostName : (siteHosts[0] as string),
  );
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
    const timedOut =
      typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError';
    return withShellHeaders(
      Response.json(
        { status: 'failure', error: timedOut ? 'Backend timed out' : 'Backend unreachable' },
        { status: timedOut ? 504 : 502 },
      ),
      options.production,
    );
  }
  const answer = new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText });
  upstream.headers.forEach((value, name) => {
    if (!DROPPED_RESPONSE_HEADERS.has(name)) answer.headers.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
  return withShellHeaders(answer, options.production);
}
