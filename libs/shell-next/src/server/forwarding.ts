// What the page-load step tells the backend about the visitor (DESIGN.md section 3): the backend
// must answer for this visitor, not for "node". Pure functions of the incoming request.
import { REQUEST_ID_PATTERN, LOOPBACK_ADDRESSES } from '../common/constants.ts';
import { addressMatcher, type AddressMatcher } from './env.ts';

/** The headers of an incoming request and its connection, as Node's IncomingMessage has them. */
export interface IncomingHeaders {
  headers: Readonly<Record<string, string | string[] | undefined>>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * One header as a string ('' when absent; repeated headers joined with ", ").
 *
 * @example
 * headerValue(req, 'user-agent'); // 'Mozilla/5.0 ...'
 */
export function headerValue(req: IncomingHeaders, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? '';
}

/**
 * The client's request id when it is one we can trust to log: 1 to 64 letters, digits, `.`, `_`
 * or `-`. Anything else (too long, other characters) gives undefined, and a new id is made.
 *
 * @example
 * incomingRequestId('req-1'); // 'req-1'
 * incomingRequestId('x'.repeat(500)); // undefined
 */
export function incomingRequestId(value: string): string | undefined {
  return REQUEST_ID_PATTERN.test(value) ? value : undefined;
}

function normaliseAddress(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

// One matcher per list of trusted proxies (an options object keeps its list for the life of the process).
const matchers = new WeakMap<readonly string[], AddressMatcher>();

/**
 * The matcher of a list of trusted proxies (addresses and CIDR ranges), made once per list.
 *
 * @example
 * trustedProxyMatcher(['10.0.0.0/8'])('10.2.3.4'); // true
 */
export function trustedProxyMatcher(trustedProxies: readonly string[] = LOOPBACK_ADDRESSES): AddressMatcher {
  let matcher = matchers.get(trustedProxies);
  if (!matcher) matchers.set(trustedProxies, (matcher = addressMatcher(trustedProxies)));
  return matcher;
}

/** Set on a request whose X-Forwarded-For the request guards already made (installRequestGuards). */
export const FORWARDED_FOR_SET = Symbol.for('therapy-shell.forwarded-for');

/**
 * The X-Forwarded-For chain to tell the backend: the connection's peer appended to the chain the
 * request brought, which is kept only when that peer is a trusted proxy, so a visitor cannot make
 * up an address. One rule for the page-load step, the /api proxy and the request guards.
 *
 * @example
 * forwardedFor('203.0.113.7', '127.0.0.1', ['127.0.0.1']); // '203.0.113.7, 127.0.0.1'
 * forwardedFor('203.0.113.7', '10.0.4.2', ['10.0.0.0/16']); // '203.0.113.7, 10.0.4.2'
 * forwardedFor('6.6.6.6', '198.51.100.9', ['127.0.0.1']); // '198.51.100.9'
 */
export function forwardedFor(
  chain: string,
  remoteAddress: string | undefined,
  trustedProxies: readonly string[] | AddressMatcher = LOOPBACK_ADDRESSES,
): string {
  const peer = remoteAddress ? normaliseAddress(remoteAddress) : undefined;
  const trusted = typeof trustedProxies === 'function' ? trustedProxies : trustedProxyMatcher(trustedProxies);
  const kept = peer && trusted(peer) ? chain.trim() : '';
  return [kept, peer].filter(Boolean).join(', ');
}

/**
 * Headers forwarded on every backend call of the page-load step: the visitor's User-Agent and
 * Accept-Language, and X-Forwarded-For. The connection's peer is appended to the chain; a chain
 * the request brought is kept only when that peer is a trusted proxy (loopback by default), so a
 * visitor cannot make up an address.
 *
 * @example
 * forwardedHeaders({ headers: { 'user-agent': 'UA', 'x-forwarded-for': '203.0.113.7' }, socket: { remoteAddress: '127.0.0.1' } });
 * // { 'user-agent': 'UA', 'x-forwarded-for': '203.0.113.7, 127.0.0.1' }
 */
export function forwardedHeaders(
  req: IncomingHeaders,
  trustedProxies: readonly string[] | AddressMatcher = LOOPBACK_ADDRESSES,
): Record<string, string> {
  const out: Record<string, string> = {};
  const userAgent = headerValue(req, 'user-agent');
  if (userAgent) out['user-agent'] = userAgent;
  const acceptLanguage = headerValue(req, 'accept-language');
  if (acceptLanguage) out['accept-language'] = acceptLanguage;
  // The request guards made it already, from the same rule: it is kept as it is.
  const guarded = (req as { [FORWARDED_FOR_SET]?: true })[FORWARDED_FOR_SET] === true;
  const chain = guarded
    ? headerValue(req, 'x-forwarded-for')
    : forwardedFor(headerValue(req, 'x-forwarded-for'), req.socket?.remoteAddress, trustedProxies);
  if (chain) out['x-forwarded-for'] = chain;
  return out;
}
