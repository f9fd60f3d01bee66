// Server side of the page's security headers: a nonce per page request, the policy built from
// the resolved site config, and `private, no-store` on every page (each is per visitor).
import { parseCookies, type PageContext, type SiteConfig } from '@therapy-shell/core';
import { accessibilityWidgetDecision } from '../frame/accessibility-widget.ts';
import {
  contentSecurityPolicy,
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  policyOrigin,
  PRIVATE_NO_STORE,
} from '../common/security-headers.ts';

// Keyed by the incoming request object: nothing outlives the request, nothing is shared between visitors.
const nonces = new WeakMap<object, string>();

/**
 * The nonce of a page request, made on first use: 16 random bytes, base64.
 *
 * @example
 * const nonce = requestNonce(req);
 */
export function requestNonce(req: object): string {
  let nonce = nonces.get(req);
  if (!nonce) {
    // `apply`, not a spread: a spread walks the bytes through the iterator protocol.
    nonce = btoa(String.fromCharCode.apply(null, nonceBytes() as unknown as number[]));
    nonces.set(req, nonce);
  }
  return nonce;
}

// Random bytes are drawn 4 kB at a time (one call to the CSPRNG per 256 nonces, not one per
// page); each nonce takes 16 bytes no other nonce ever gets.
const NONCE_BYTES = 16;
let pool = new Uint8Array(0);
let taken = 0;
function nonceBytes(): Uint8Array {
  if (taken + NONCE_BYTES > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(NONCE_BYTES * 256));
    taken = 0;
  }
  taken += NONCE_BYTES;
  return pool.subarray(taken - NONCE_BYTES, taken);
}

/**
 * The nonce already made for a page request, if any (the `_document` reads it).
 *
 * @example
 * <NextScript nonce={existingNonce(ctx.req)} />
 */
export function existingNonce(req: object | undefined): string | undefined {
  return req ? nonces.get(req) : undefined;
}

/**
 * Origins the page connects to, from the site config: the Pusher or socket host, the Snowplow
 * collector and the error-reporting host. Values that are not origins are left out.
 *
 * @example
 * connectOrigins({ snowplow_external_endpoint: 'https://collector.example' }); // ['https://collector.example']
 */
export function connectOrigins(config: Partial<SiteConfig>): string[] {
  const out: (string | undefined)[] = [];
  const socket = config.socket;
  if (socket?.ws_host) {
    const scheme = socket.force_tls === false ? 'ws:' : 'wss:';
    out.push(policyOrigin(`${scheme}//${socket.ws_host}${socket.ws_port ? `:${socket.ws_port}` : ''}`));
  } else if (socket?.cluster && /^[a-z0-9-]+$/i.test(socket.cluster)) {
    out.push(`wss://ws-${socket.cluster}.pusher.com`, `https://sockjs-${socket.cluster}.pusher.com`);
  }
  out.push(policyOrigin(config.snowplow_external_endpoint));
  const reporting = config.error_logging;
  for (const key of ['dsn', 'endpoint', 'host']) {
    const value = reporting?.[key];
    // A Sentry DSN names its public key as userinfo (https://key@host/project): the host is what connects.
    if (typeof value === 'string') out.push(policyOrigin(value.replace(/^([a-z]+:\/\/)[^@/]*@/i, '$1')));
  }
  return [...new Set(out.filter((origin): origin is string => Boolean(origin)))];
}

/**
 * Origin of the build's asset prefix (next.config `assetPrefix` from `SHELL_ASSET_PREFIX`, which the
 * app's next.config also puts in `env` so it is inlined here), or undefined without one.
 *
 * @example
 * buildAssetOrigin(); // 'https://cdn.example.com' when built with SHELL_ASSET_PREFIX=https://cdn.example.com/shell
 */
export function buildAssetOrigin(): string | undefined {
  return policyOrigin(process.env.SHELL_ASSET_PREFIX || undefined);
}

/** The page request's response, as much of it as the headers need. */
export interface HeaderSink {
  setHeader(name: string, value: string): unknown;
}

// The policy without its nonce, per site config object and widget origin: the config comes from
// the per-site cache, so the origins are worked out once, not on every page. Keyed
// weakly by the config: nothing outlives it. The nonce is put in per request.
const NONCE_SLOT = '\u0000nonce\u0000';
const NO_CONFIG = {};
const policies = new WeakMap<object, Map<string, string[]>>();

function policyParts(
  config: Partial<SiteConfig> | undefined,
  widgetUrl: string | undefined,
  development: boolean,
): string[] {
  let byVariant = policies.get(config ?? NO_CONFIG);
  if (!byVariant) {
    byVariant = new Map();
    policies.set(config ?? NO_CONFIG, byVariant);
  }
  // Keyed by the widget's URL as configured: its origin (a URL parsed) is worked out on a miss only.
  const variant = `${development ? 'dev' : 'prod'} ${widgetUrl ?? ''} ${process.env.SHELL_ASSET_PREFIX ?? ''}`;
  let parts = byVariant.get(variant);
  if (!parts) {
    const widget = policyOrigin(widgetUrl);
    // The site's asset host, and the build's asset prefix: Next loads lazy chunks' stylesheets from it
    // without a nonce, so it must be in the policy even when the config names another host or none.
    const assets = [config?.cdn_host_assets ? policyOrigin(config.cdn_host_assets) : undefined, buildAssetOrigin()];
    parts = contentSecurityPolicy({
      nonce: NONCE_SLOT,
      development,
      connect: config ? connectOrigins(config) : [],
      assets,
      widget,
    }).split(NONCE_SLOT);
    byVariant.set(variant, parts);
  }
  return parts;
}

/**
 * Sets the page's Content-Security-Policy (with this request's nonce) and `private, no-store`.
 *
 * @example
 * applyPageSecurity(req, res, { config, page, cookie, widgetUrl, development: false });
 */
export function applyPageSecurity(
  req: object,
  res: HeaderSink,
  input: {
    config?: Partial<SiteConfig> | undefined;
    page?: PageContext | undefined;
    cookie?: string | undefined;
    widgetUrl?: string | null | undefined;
    development: boolean;
  },
): string {
  const nonce = requestNonce(req);
  const { config, page, widgetUrl } = input;
  const widgetLoads = Boolean(
    widgetUrl &&
    page &&
    accessibilityWidgetDecision({
      device: page.device,
      path: page.path,
      query: page.query,
      cookies: parseCookies(input.cookie),
    }).load,
  );
  res.setHeader(
    'Content-Security-Policy',
    policyParts(config, widgetLoads ? (widgetUrl ?? undefined) : undefined, input.development).join(nonce),
  );
  // The policy's report-to group: where the Reporting API sends its violations.
  res.setHeader('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  return nonce;
}
