// Limits on what a request's headers can make the server do, applied at the HTTP server before
// Next.js sees the request. Next.js 16.4.6 tests every page request's User-Agent against a
// bot-detection regular expression (HTML_LIMITED_BOT_UA_RE, next/dist/shared/lib/router/utils/
// html-bots.js) that backtracks on long strings: a 15 kB User-Agent made one page take 0.9 s
// instead of 10 ms, the time growing with the square of its length, and four such requests at
// once made every other visitor wait. No browser sends more than a few hundred bytes.
//
// Done through Node's public diagnostics channel `http.server.request.start` (published before the
// server emits 'request'), so nothing of Node's or Next's internals is patched; it covers every
// server of the process (next start, the standalone server.js, serve.mjs's).
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { FORWARDED_FOR_SET, forwardedFor, trustedProxyMatcher } from './forwarding.ts';
import { shellEnv, type AddressMatcher } from './env.ts';

/**
 * The longest value kept of each header that code on the request path reads with regular
 * expressions (bytes of the UTF-8 text; longer values are cut there).
 */
export const REQUEST_HEADER_LIMITS: Readonly<Record<string, number>> = {
  'user-agent': 512,
  'accept-language': 512,
  'x-forwarded-host': 256,
  'x-forwarded-for': 1024,
  'x-request-id': 128,
  referer: 2048,
};

/** Node's public diagnostics channel published before a server emits 'request'. */
const REQUEST_START = 'http.server.request.start';

/** Set on globalThis once the guards are installed: the /api proxy then trusts X-Forwarded-For. */
export const REQUEST_GUARDS_INSTALLED = Symbol.for('therapy-shell.request-guards');

function cut(value: string, limit: number): string {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= limit) return value;
  // Cut at a character boundary: a partial UTF-8 sequence at the end is dropped.
  return bytes
    .subarray(0, limit)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/**
 * Cuts the headers of {@link REQUEST_HEADER_LIMITS} of one incoming request to their limits, in
 * place (`headers` and `rawHeaders`).
 *
 * @example
 * limitRequestHeaders(req); // req.headers['user-agent'] is at most 512 bytes now
 */
export function limitRequestHeaders(request: Pick<IncomingMessage, 'headers' | 'rawHeaders'>): void {
  const { headers, rawHeaders } = request;
  for (const name in REQUEST_HEADER_LIMITS) {
    const value = headers[name];
    const limit = REQUEST_HEADER_LIMITS[name] as number;
    if (typeof value === 'string' && value.length > limit / 4) headers[name] = cut(value, limit);
  }
  // A value of n characters is at least n bytes: only one longer than a quarter of the smallest
  // limit can be too long, so most headers are passed by their length alone (every request runs this).
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const value = rawHeaders[i + 1] as string;
    if (value.length <= SHORTEST_LIMIT / 4) continue;
    const limit = REQUEST_HEADER_LIMITS[(rawHeaders[i] as string).toLowerCase()];
    if (limit !== undefined && value.length > limit / 4) rawHeaders[i + 1] = cut(value, limit);
  }
}

const SHORTEST_LIMIT = Math.min(...Object.values(REQUEST_HEADER_LIMITS));

/**
 * What a request may claim about itself only through a trusted proxy: the client's address, the
 * scheme and host it used. From any other peer these headers are removed before anything reads
 * them (Next.js takes the page's protocol from X-Forwarded-Proto).
 */
export const PROXY_CLAIM_HEADERS: readonly string[] = [
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-ssl',
  'x-forwarded-scheme',
  'x-url-scheme',
  'front-end-https',
];

/**
 * The header the request guards set on every request: `1` when its peer is a trusted proxy, absent
 * otherwise (a client's own is removed first). The `/api` proxy passes client-address and geo
 * headers on to the backend only when it is set, and never passes it on itself.
 */
export const TRUSTED_PEER_HEADER = 'x-therapy-shell-trusted-peer';

// What setForwardedFor removes, made once (it runs for every request).
const REMOVED_FROM_TRUSTED: ReadonlySet<string> = new Set([TRUSTED_PEER_HEADER]);
const REMOVED_FROM_OTHERS: ReadonlySet<string> = new Set([TRUSTED_PEER_HEADER, ...PROXY_CLAIM_HEADERS]);

/**
 * Sets a request's X-Forwarded-For from its connection: the peer appended to the chain the request
 * brought, kept only when the peer is a trusted proxy (forwarding.ts's `forwardedFor`), and marks
 * the request so the page-load step does not append the peer again. From a peer that is not a
 * trusted proxy, the {@link PROXY_CLAIM_HEADERS} are removed; from one that is, the request gets
 * {@link TRUSTED_PEER_HEADER}.
 *
 * @example
 * setForwardedFor(req, ['10.0.0.0/8']);
 */
export function setForwardedFor(
  request: Pick<IncomingMessage, 'headers' | 'socket'> & Partial<Pick<IncomingMessage, 'rawHeaders'>>,
  trustedProxies: readonly string[] | AddressMatcher,
): void {
  const trusted = typeof trustedProxies === 'function' ? trustedProxies : trustedProxyMatcher(trustedProxies);
  const { headers } = request;
  const value = headers['x-forwarded-for'];
  const chain = forwardedFor(
    Array.isArray(value) ? value.join(', ') : (value ?? ''),
    request.socket?.remoteAddress,
    trusted,
  );
  if (chain) headers['x-forwarded-for'] = chain;
  else delete headers['x-forwarded-for'];
  const peerTrusted = trusted(request.socket?.remoteAddress);
  const removed = peerTrusted ? REMOVED_FROM_TRUSTED : REMOVED_FROM_OTHERS;
  for (const name of removed) if (headers[name] !== undefined) delete headers[name];
  const raw = request.rawHeaders;
  if (raw) {
    // The same in rawHeaders, which some readers take instead: pairs of name and value.
    for (let i = raw.length - 2; i >= 0; i -= 2) if (removed.has((raw[i] as string).toLowerCase())) raw.splice(i, 2);
    if (peerTrusted) raw.push(TRUSTED_PEER_HEADER, '1');
  }
  if (peerTrusted) headers[TRUSTED_PEER_HEADER] = '1';
  (request as { [FORWARDED_FOR_SET]?: true })[FORWARDED_FOR_SET] = true;
}

/**
 * Makes every HTTP server of this process, before anything handles a request, cut the headers of
 * {@link REQUEST_HEADER_LIMITS}, set X-Forwarded-For from the connection (the visitor's chain
 * only behind a trusted proxy, the real peer always last) and remove what only a trusted proxy may
 * say ({@link PROXY_CLAIM_HEADERS}), so Next.js, the page-load step and the /api proxy see the same,
 * true request. Call it once in the server process before it serves a page (the shell app does it
 * in `instrumentation.ts`); calling it again changes nothing.
 *
 * @example
 * // What @therapy-shell/shell-next/instrumentation's register() calls on Node.js, after checkShellEnv():
 * installRequestGuards();
 */
export function installRequestGuards(
  options: {
    /** Peers whose forwarded headers are kept: addresses and CIDR ranges (default `SHELL_TRUSTED_PROXIES`, else loopback). */
    trustedProxies?: readonly string[] | undefined;
  } = {},
): 'installed' | 'already-installed' {
  const marked = globalThis as { [REQUEST_GUARDS_INSTALLED]?: (message: unknown) => void };
  if (marked[REQUEST_GUARDS_INSTALLED]) return 'already-installed';
  const trusted = options.trustedProxies ? trustedProxyMatcher(options.trustedProxies) : shellEnv().isTrustedProxy;
  const guard = (message: unknown) => {
    const { request } = message as { request: IncomingMessage };
    limitRequestHeaders(request);
    setForwardedFor(request, trusted);
  };
  subscribe(REQUEST_START, guard);
  marked[REQUEST_GUARDS_INSTALLED] = guard;
  return 'installed';
}

/**
 * Removes the guards again (tests: the diagnostics channel is the process's, shared by every test
 * file a worker runs).
 */
export function uninstallRequestGuards(): void {
  const marked = globalThis as { [REQUEST_GUARDS_INSTALLED]?: (message: unknown) => void };
  const guard = marked[REQUEST_GUARDS_INSTALLED];
  if (guard) unsubscribe(REQUEST_START, guard);
  delete marked[REQUEST_GUARDS_INSTALLED];
}
