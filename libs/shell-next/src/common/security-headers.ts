// Security headers of the shell (DESIGN.md section 7). Pure functions: the page's policy is built per
// request from its nonce and the site config; the static headers go on every answer through
// next.config's headers(), API proxy answers and static files included.

/** The path browsers post the page policy's violation reports to (csp-report.ts answers it). */
export const CSP_REPORT_PATH = '/_shell/csp-report';

/** The name of that endpoint in the page's `Reporting-Endpoints` header (the policy's `report-to`). */
export const CSP_REPORT_GROUP = 'csp';

/** What the page's Content-Security-Policy allows beyond the site itself, from the site config. */
export interface PolicySources {
  /** Per-request nonce of the page's scripts and style elements (base64). */
  nonce: string;
  /** Development (`next dev`): its hot reloading needs eval and injected style elements. */
  development?: boolean | undefined;
  /** Origins the page connects to: socket and Pusher hosts, the Snowplow collector, the error-reporting host. */
  connect?: readonly (string | undefined)[] | undefined;
  /** Origin(s) of the static-asset hosts: the site config's `cdn_host_assets` and the build's asset prefix (`SHELL_ASSET_PREFIX`). */
  assets?: string | readonly (string | undefined)[] | undefined;
  /** Origin of the accessibility widget, only on pages where its rules load it. */
  widget?: string | undefined;
}

/**
 * The origin of a URL or bare host for a policy source list (`https://cdn.example`), or undefined
 * for anything that is not an http(s) or ws(s) origin, so no data can widen the policy with
 * keywords or wildcards.
 *
 * @example
 * policyOrigin('https://collector.example/com.snowplow/tp2'); // 'https://collector.example'
 * policyOrigin("'unsafe-inline'"); // undefined
 */
export function policyOrigin(value: string | undefined, defaultScheme = 'https:'): string | undefined {
  if (!value) return undefined;
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `${defaultScheme}//${value}`;
  try {
    const url = new URL(text);
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) || url.username || url.password) return undefined;
    if (!/^[a-z0-9.-]+$/i.test(url.hostname) && !/^\[[0-9a-f:.]+\]$/i.test(url.hostname)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * The page's Content-Security-Policy: scripts only with this request's nonce (and what they load,
 * `strict-dynamic`), never `unsafe-inline` for scripts; connections only to the site and the hosts
 * of the config; no framing by anyone (`frame-ancestors 'none'`); no plugins; no base or form
 * targets elsewhere. Style attributes are allowed (`style-src-attr`): a few component sizes are set
 * that way, and CSS cannot run script. The brand's custom properties come in a style element with
 * the nonce.
 *
 * @example
 * res.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, connect: [config.snowplow_external_endpoint] }));
 */
export function contentSecurityPolicy(sources: PolicySources): string {
  const unique = (items: readonly (string | undefined)[]) => [
    ...new Set(items.filter((item): item is string => Boolean(item))),
  ];
  const nonce = `'nonce-${sources.nonce}'`;
  const widget = sources.widget ? [sources.widget] : [];
  const assets = unique(typeof sources.assets === 'string' ? [sources.assets] : (sources.assets ?? []));
  const connect = unique([...(sources.connect ?? []).map((origin) => policyOrigin(origin)), ...widget]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [nonce, "'strict-dynamic'", ...(sources.development ? ["'unsafe-eval'"] : []), ...widget]],
    // Under next dev, styles arrive as injected elements without a nonce (and a nonce would void 'unsafe-inline').
    [
      'style-src',
      sources.development ? ["'self'", "'unsafe-inline'", ...assets] : ["'self'", nonce, ...assets, ...widget],
    ],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...assets, ...widget]],
    ['font-src', ["'self'", ...assets, ...widget]],
    ['connect-src', ["'self'", ...(sources.development ? ['ws:'] : []), ...connect]],
    ['frame-src', ["'self'", ...widget]],
    // The offline copy's service worker (/_shell/sw.js): script-src's nonce cannot allow it. blob:
    // for the analytics tracker's one-line worker that starts the browser's Intl data off the main
    // thread (@therapy-shell/analytics, intlWarmup); a blob: URL is made only by script that runs.
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // Violations go to the shell's endpoint, which passes them on to the error-reporting service:
    // report-to for browsers with the Reporting API (the page's Reporting-Endpoints header names
    // the group), report-uri for the others.
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** One header of next.config's headers(). */
export interface HeaderEntry {
  key: string;
  value: string;
}

/**
 * Headers for every answer (pages, API proxy answers, static files): no MIME sniffing, no
 * framing, a referrer only of the origin to other sites, powerful features off except the
 * microphone and camera for the site itself (voice messages, sessions), HSTS in production, and
 * for answers that are not pages a policy that allows nothing (the page's own policy replaces it).
 *
 * @example
 * async headers() { return [{ source: '/:path*', headers: staticSecurityHeaders({ production: true }) }]; }
 */
export function staticSecurityHeaders(options: { production: boolean }): HeaderEntry[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Content-Security-Policy',
      value: "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    },
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** `Cache-Control` of every per-visitor answer: pages and the proxied session (DESIGN.md section 7). */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * The header rules for next.config's headers(): the security headers on everything, and
 * `private, no-store` on the proxied per-visitor API answers.
 *
 * @example
 * // next.config.mjs
 * async headers() { return shellHeaders({ production: process.env.NODE_ENV === 'production' }); }
 */
export function shellHeaders(options: { production: boolean }): { source: string; headers: HeaderEntry[] }[] {
  // next dev serves some of its own scripts from /_next/static/development/ as JSON, which nosniff
  // would make the browser refuse: development leaves its own files alone.
  const everything = options.production ? '/:path*' : '/:path((?!_next/static/development/).*)';
  return [
    { source: everything, headers: staticSecurityHeaders(options) },
    { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: PRIVATE_NO_STORE }] },
  ];
}
