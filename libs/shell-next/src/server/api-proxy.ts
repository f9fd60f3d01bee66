import { BACKEND_PATHS } from '@therapy-shell/core';
import { incomingRequestId } from './forwarding.ts';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from '../common/security-headers.ts';
import { PROXY_CLAIM_HEADERS, REQUEST_GUARDS_INSTALLED, TRUSTED_PEER_HEADER } from './request-guards.ts';

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
  // The request guards' mark of a trusted peer: for this proxy alone.
  TRUSTED_PEER_HEADER,
]);

/**
 * What only a trusted proxy may tell the backend about the visitor: its address and, from a CDN,
 * where it is. Passed on only when the request guards found the peer to be a trusted proxy
 * (`SHELL_TRUSTED_PROXIES`); a visitor's own are dropped.
 */
const TRUSTED_ONLY_REQUEST_HEADERS = new Set([
  ...PROXY_CLAIM_HEADERS,
  'x-forwarded-for',
  'cf-ipcountry',
  'cf-ipcity',
  'cf-ipcontinent',
  'cf-iplatitude',
  'cf-iplongitude',
  'cf-region',
  'cf-region-code',
  'cf-postal-code',
  'cf-timezone',
  'x-vercel-ip-country',
  'x-vercel-ip-country-region',
  'x-vercel-ip-city',
  'x-appengine-country',
  'x-appengine-region',
  'x-appengine-city',
  'x-country-code',
  'x-geo-country',
]);

/** Whether a request header names the visitor's address or place and so needs a trusted peer. */
function trustedOnly(name: string, geoHeaders: readonly string[]): boolean {
  return TRUSTED_ONLY_REQUEST_HEADERS.has(name) || name.startsWith('cloudfront-viewer-') || geoHeaders.includes(name);
}
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
  /**
   * Request headers that name the visitor's country (`SHELL_GEO_COUNTRY_HEADER`, lower-case), passed
   * on like the CDNs' own geo headers: only from a trusted proxy.
   */
  geoCountryHeaders?: readonly string[] | undefined;
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

/** The most rounds of percent-decoding a path may need: more is not a path a browser sends. */
const MAX_DECODE_ROUNDS = 4;

/**
 * A path as a backend might read it, whatever its own path handling: percent-decoded at any depth,
 * Unicode compatibility forms and accents folded and lower-cased, backslashes as slashes, `;` parameters,
 * trailing dots and spaces of each segment dropped, empty and `.` segments removed and `..`
 * resolved. Undefined for what no well-formed path holds: NUL and other control characters, a
 * `%` that does not decode, or more encoding than {@link MAX_DECODE_ROUNDS} rounds undo.
 *
 * @example
 * normalisedApiPath('/api/x/..%2fInternal./assign'); // '/api/internal/assign'
 * normalisedApiPath('/api/a%00b'); // undefined
 */
export function normalisedApiPath(pathname: string): string | undefined {
  let decoded = pathname;
  for (let round = 0; ; round += 1) {
    if (!decoded.includes('%')) break;
    if (round === MAX_DECODE_ROUNDS) return undefined;
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
  }
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const segments: string[] = [];
  // Compatibility forms (fullwidth letters) and accents folded, for the comparison only.
  const folded = decoded.normalize('NFKC').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  for (const raw of folded.split(/[/\\]/)) {
    const segment = raw.replace(/;.*$/s, '').trimEnd();
    if (segment === '..') segments.pop();
    else {
      // Trailing dots and spaces are dropped by some servers' path handling (`internal.` is `internal`).
      const kept = segment.replace(/[.\s]+$/, '');
      if (kept !== '') segments.push(kept);
    }
  }
  return `/${segments.join('/')}`;
}

/**
 * Where the backend's server-side endpoints begin (spec 7.2: `assignExperiments`), read from core's
 * contract: `/api/internal`.
 */
const INTERNAL_PREFIX = BACKEND_PATHS.assignExperiments.split('/').slice(0, 3).join('/');

/** One segment of a well-formed `/api` path: what RFC 3986 allows in a segment, without `;`. */
const API_SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,=:@]|%[0-9A-Fa-f]{2})+$/;

/**
 * Whether a path may reach the backend through the proxy: a well-formed `/api/<segment>...` path
 * (no empty, `.` or `..` segment, no `;`, nothing but what a segment allows) that is not, as any
 * backend might read it ({@link normalisedApiPath}), the server-side endpoints of `/api/internal`
 * or below (spec 7.2).
 *
 * @example
 * isProxiedPath('/api/session'); // true
 * isProxiedPath('/api/internal/presignup_experiments/assign'); // false
 * isProxiedPath('/api/%252e%252e/api/internal/x'); // false
 * isProxiedPath('/favicon.ico/'); // false
 */
export function isProxiedPath(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  const segments = pathname.slice('/api/'.length).split('/');
  // A trailing slash is the backend's own style (spec 7.2: /api/subscription/unsubscribe/).
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  if (segments.some((segment) => !API_SEGMENT.test(segment) || /^(?:\.|%2e){1,2}$/i.test(segment))) return false;
  const normalised = normalisedApiPath(pathname);
  if (normalised === undefined) return false;
  return (
    normalised.startsWith('/api/') &&
    normalised.length > '/api/'.length &&
    normalised !== INTERNAL_PREFIX &&
    !normalised.startsWith(`${INTERNAL_PREFIX}/`)
  );
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
  // Client-address and geo headers only from a peer the request guards trust.
  const trustedPeer = request.headers.get(TRUSTED_PEER_HEADER) === '1';
  const geoHeaders = options.geoCountryHeaders ?? [];
  request.headers.forEach((value, name) => {
    if (DROPPED_REQUEST_HEADERS.has(name)) return;
    if (!trustedPeer && trustedOnly(name, geoHeaders)) return;
    headers.set(name, value);
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
