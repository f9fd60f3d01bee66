/**
 * Site config and translations are the same for every visitor of a site and language: they are
 * kept this long in memory (DESIGN.md section 3). The session is never cached.
 */
export const SHELL_CACHE_TTL_MS = 60_000;

/**
 * How long past their time-to-live the per-site caches serve a site's last good site config,
 * translations and language list while refreshing them fails (stale-if-error): a backend outage
 * shorter than this shows no visitor the fallback page once the site was loaded.
 */
export const SHELL_CACHE_STALE_IF_ERROR_MS = 300_000;

/**
 * Time limits of the page-load step (DESIGN.md section 3): each required call, each optional call
 * (defaulted per spec 8.2 when late), and the whole step, after which the fallback page is shown.
 */
export const PAGE_LOAD_TIMEOUTS = { callMs: 3_000, optionalMs: 1_500, budgetMs: 5_000 } as const;

/**
 * Largest answer bodies of the server's backend calls, in bytes after decompression, counted as they
 * arrive (`SHELL_BACKEND_MAX_BODY_BYTES`, `SHELL_TRANSLATIONS_MAX_BODY_BYTES`). Past them a call
 * fails (a required one gives the fallback page, an optional one its default), so no answer takes
 * more of the server's memory than this: a 1 MB gzip bomb once took a server from 119 MB to 2.2 GB.
 * - `backendBytes` (256 KiB): the session, site config and availability answers are a few kB.
 * - `translationsBytes` (2 MiB): the shell's texts of one language are about 20 kB; a backend's
 *   translations with a product's own keys may be far more, and 2 MiB still parses in about 0.1 s.
 */
export const BACKEND_BODY_LIMITS = { backendBytes: 262_144, translationsBytes: 2_097_152 } as const;

/** A client-sent request id is trusted only in this shape (bounded length, log-safe characters). */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** Peers whose X-Forwarded-For chain is kept by default: a proxy on the same machine. */
export const LOOPBACK_ADDRESSES: readonly string[] = ['127.0.0.1', '::1'];

/**
 * How long /gethelpnow/ waits for the shell's answers before it renders from the build's data alone,
 * with a plain header and footer: the crisis page never waits for the page-load budget.
 */
export const CRISIS_PAGE_BUDGET_MS = 1_000;

/**
 * Request headers a CDN or load balancer sets to the visitor's country (CloudFront, Cloudflare), read
 * when the backend cannot be asked (`SHELL_GEO_COUNTRY_HEADER` names others).
 */
export const GEO_COUNTRY_HEADERS: readonly string[] = ['cloudfront-viewer-country', 'cf-ipcountry'];

/**
 * How old the per-visitor answers (session, cancel-subscription and withdrawal availability, language
 * selector) may be when a client-side navigation renders them: older, the navigation asks for them
 * again from the browser (spec 6: they depend on the visitor and change during a visit).
 */
export const VISITOR_ANSWERS_MAX_AGE_MS = 60_000;

/**
 * How long a client-side navigation waits for that refresh before it renders with the answers it
 * has (the refresh goes on and serves the next navigation): the limit of the page-load step's
 * optional calls.
 */
export const VISITOR_ANSWERS_WAIT_MS = PAGE_LOAD_TIMEOUTS.optionalMs;

/** The backend's origin when `SHELL_API_ORIGIN` is unset: dev-api on this machine (DESIGN.md section 5). */
export const DEFAULT_API_ORIGIN = 'http://127.0.0.1:4000';
