import { KEEPALIVE_MAX_INFLIGHT_BYTES, KEEPALIVE_MAX_INFLIGHT_REQUESTS } from './constants.ts';

/**
 * What is in flight when a request is about to start.
 *
 * @example
 * const load: InFlight = { bytes: 1200, requests: 2 };
 */
export interface InFlight {
  /** Body bytes of the keepalive requests still in flight. */
  bytes: number;
  /** Number of keepalive requests still in flight. */
  requests: number;
}

/**
 * Spec 9: a request may use fetch `keepalive` (and so outlive the page) while the in-flight bytes,
 * its own body included, stay at most 60000 and fewer than 15 requests are in flight. Browsers
 * refuse keepalive requests beyond their own quota, so staying under it keeps the request working.
 *
 * @example
 * shouldKeepalive({ bytes: 0, requests: 0 }, 200); // true
 * shouldKeepalive({ bytes: 59900, requests: 1 }, 200); // false
 */
export function shouldKeepalive(inFlight: InFlight, bodyBytes: number): boolean {
  return (
    inFlight.bytes + bodyBytes <= KEEPALIVE_MAX_INFLIGHT_BYTES && inFlight.requests < KEEPALIVE_MAX_INFLIGHT_REQUESTS
  );
}

function bodySize(body: BodyInit | null | undefined): number {
  if (body === null || body === undefined) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).byteLength;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body.size;
  // FormData and streams have no size up front: too big to promise.
  return Number.POSITIVE_INFINITY;
}

/**
 * Wraps a fetch so each call sets `keepalive` by {@link shouldKeepalive}, counting what is in flight
 * through this wrapper.
 *
 * @example
 * const fetchWithKeepalive = createKeepaliveFetch(globalThis.fetch);
 * await fetchWithKeepalive('/api/socket', { method: 'POST', body: 'action=generate_token' }); // keepalive: true
 */
export function createKeepaliveFetch(base: () => typeof globalThis.fetch): typeof globalThis.fetch {
  const inFlight: InFlight = { bytes: 0, requests: 0 };
  return async (input, init) => {
    const size = bodySize(init?.body);
    const keepalive = shouldKeepalive(inFlight, size);
    if (!keepalive) return base()(input, { ...init, keepalive: false });
    inFlight.bytes += size;
    inFlight.requests += 1;
    try {
      return await base()(input, { ...init, keepalive: true });
    } finally {
      inFlight.bytes -= size;
      inFlight.requests -= 1;
    }
  };
}
