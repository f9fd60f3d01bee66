// Health endpoints of a deployed shell app (docs/deploy.md): what a load balancer, an orchestrator
// or a container's HEALTHCHECK asks. Pure functions of their options and a fetch: the app's proxy.ts
// answers them before any page or /api route.
import { BACKEND_PATHS } from '@therapy-shell/core';
import { resolveBrand, type BrandCodeMap } from '@therapy-shell/brand-config';
import { readShellEnv, shellEnv, type EnvSource } from './env.ts';
import { PRIVATE_NO_STORE, staticSecurityHeaders } from '../common/security-headers.ts';

/** Readiness: brand, version and whether the backend answers for this brand (200, or 503 when it does not, names another brand, or the server is draining). */
export const SHELL_HEALTH_PATH = '/_shell/health';
/** Liveness: the process answers (200 while it runs, also while draining); the backend is not asked. */
export const SHELL_LIVENESS_PATH = '/_shell/live';
/** How long the backend probe may take (`SHELL_HEALTH_TIMEOUT_MS`); a load balancer's own check timeout is usually 2-5 s. */
export const SHELL_HEALTH_TIMEOUT_MS = 1000;
/**
 * What the readiness probe asks the backend: the site config, the cheapest answer every page needs
 * (asked without cookies, like the page-load step's cached call).
 */
export const SHELL_HEALTH_PROBE_PATH = BACKEND_PATHS.siteConfig;
/**
 * The global flag a start wrapper sets on SIGTERM (`globalThis[Symbol.for(...)] = true`): from
 * then on readiness answers 503 `draining`, so a load balancer stops sending new visitors while the
 * requests in flight finish. tools/deploy/serve.mjs sets it.
 */
export const SHELL_DRAINING_FLAG = 'therapy-shell.draining';

/** Options of {@link checkShellHealth} and {@link shellHealthResponse}. */
export interface ShellHealthOptions {
  /** The build's brand id. */
  brand: string;
  /** The deployed version (`SHELL_VERSION`, else the app's package version). */
  version: string;
  /** Backend origin (`SHELL_API_ORIGIN`). Never part of the answer. */
  apiOrigin: string;
  /** The site host the probe names in `X-Forwarded-Host` (the first of `SHELL_SITE_HOSTS`), if any. */
  siteHost?: string | undefined;
  /** Probe time limit (default {@link SHELL_HEALTH_TIMEOUT_MS}). */
  timeoutMs?: number | undefined;
  /** Whether the server is shutting down; default: the {@link SHELL_DRAINING_FLAG} global. */
  draining?: boolean | undefined;
  /** Production: HSTS on the answer. */
  production?: boolean | undefined;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch;
  /** Injected monotonic clock in milliseconds, for tests. */
  now?: () => number;
  /**
   * How long one backend probe answers every readiness check (default {@link SHELL_HEALTH_CACHE_MS}):
   * a storm of probes (many balancers, short intervals) is one backend call a second. 0: every
   * check asks the backend.
   */
  cacheMs?: number | undefined;
  /**
   * What a backend that does not answer does to readiness (`SHELL_HEALTH_BACKEND`): `required`
   * (default) answers 503 `unavailable`, so a balancer that fails open (HAProxy's backup servers)
   * prefers instances that reach it; `reported` answers 200 `degraded` and only reports it, for an
   * orchestrator that takes every unready instance out (Kubernetes): all instances share the one
   * backend, and during its outage they must still serve the fallback and crisis pages.
   */
  backend?: 'required' | 'reported' | undefined;
  /**
   * The product code map (`SHELL_BRAND_CODES`): the site config's product_code_name must map to
   * `brand`, else readiness answers 503 `misconfigured` whatever `backend` says.
   */
  brandCodes?: BrandCodeMap | undefined;
}

/** How long one backend probe answers the readiness checks of a process (1 s). */
export const SHELL_HEALTH_CACHE_MS = 1000;

/** The most of the site config the probe reads: real ones are a few kB. */
const PROBE_MAX_BODY_BYTES = 262_144;

/** What one backend probe found: its health, and the product code its site config names. */
interface Probe {
  backend: BackendHealth;
  productCode: string | undefined;
}

// The backend probes of this process, per fetch and target: one in flight or fresh at a time.
const probes = new WeakMap<typeof globalThis.fetch, Map<string, { at: number; probe: Promise<Probe> }>>();

/** What the backend probe found. */
export interface BackendHealth {
  /** The backend answered the probe with a 2xx status and a site config in time. */
  reachable: boolean;
  /** The status it answered with; null when it did not answer (refused, dropped, timed out). */
  status: number | null;
  /** How long the probe took (also for a failure), whole milliseconds. */
  latencyMs: number;
  /**
   * Why it is not reachable, as a fixed word (never an error message, which could name internal
   * hosts): no answer in time, no connection, a status other than 2xx, or an answer that is not a
   * site config (not JSON, too large, no product_code_name).
   */
  error?: 'timeout' | 'unreachable' | 'status' | 'answer';
}

/** The readiness answer's body. */
export interface ShellHealth {
  /**
   * `ok` (200), `unavailable` (503: the backend does not answer), `degraded` (200: the backend does
   * not answer and `backend: 'reported'`: the fallback and crisis pages are served),
   * `misconfigured` (503 under either setting: the backend's product code maps to no brand or to
   * another brand than this server's, so every page would be the fallback page) or `draining`
   * (503: shutting down).
   */
  status: 'ok' | 'unavailable' | 'degraded' | 'misconfigured' | 'draining';
  brand: string;
  version: string;
  backend: BackendHealth;
  /** With `misconfigured`: what is wrong, for the operator (the product code and the brands). */
  reason?: string;
}

/** The liveness answer's body. */
export interface ShellLiveness {
  status: 'ok' | 'draining';
  brand: string;
  version: string;
}

/**
 * Whether a start wrapper has marked this process as shutting down ({@link SHELL_DRAINING_FLAG}).
 *
 * @example
 * if (isDraining()) return new Response(null, { status: 503 });
 */
export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[Symbol.for(SHELL_DRAINING_FLAG)] === true;
}

/** Why the backend's product code cannot be served by this server, or undefined when it can. */
function brandMismatch(productCode: string, brand: string, codes: BrandCodeMap | undefined): string | undefined {
  try {
    const resolved = resolveBrand(productCode, codes);
    return resolved === brand
      ? undefined
      : `product_code_name "${productCode}" maps to brand "${resolved}", but this server is brand "${brand}" (SHELL_BRAND_CODES)`;
  } catch {
    return `product_code_name "${productCode}" maps to no brand of this server (brand "${brand}"; SHELL_BRAND_CODES)`;
  }
}

/**
 * Asks the backend for the site config (no cookies, at most `timeoutMs`) and reports brand,
 * version, what the backend did, and whether its product code is this server's brand. Never throws;
 * never includes the backend's origin, body or error messages.
 *
 * @example
 * const health = await checkShellHealth({ brand: 'main', version: '1.4.0', apiOrigin: 'http://10.0.0.5:8080' });
 * health.backend; // { reachable: true, status: 200, latencyMs: 12 }
 */
export async function checkShellHealth(options: ShellHealthOptions): Promise<ShellHealth> {
  const now = options.now ?? (() => performance.now());
  const cacheMs = options.cacheMs ?? SHELL_HEALTH_CACHE_MS;
  const fetchImpl = options.fetch ?? fetch;
  const key = `${options.apiOrigin}|${options.siteHost ?? ''}|${options.timeoutMs ?? SHELL_HEALTH_TIMEOUT_MS}`;
  let cached = probes.get(fetchImpl);
  if (!cached) probes.set(fetchImpl, (cached = new Map()));
  const hit = cached.get(key);
  let probe: Promise<Probe>;
  if (cacheMs > 0 && hit && now() - hit.at < cacheMs) probe = hit.probe;
  else {
    probe = probeBackend(options, fetchImpl, now);
    if (cacheMs > 0) cached.set(key, { at: now(), probe });
  }
  const { backend, productCode } = await probe;
  const draining = options.draining ?? isDraining();
  const reason =
    backend.reachable && productCode !== undefined
      ? brandMismatch(productCode, options.brand, options.brandCodes)
      : undefined;
  const status: ShellHealth['status'] = draining
    ? 'draining'
    : reason
      ? 'misconfigured'
      : backend.reachable
        ? 'ok'
        : options.backend === 'reported'
          ? 'degraded'
          : 'unavailable';
  return {
    status,
    brand: options.brand,
    version: options.version,
    backend,
    ...(status === 'misconfigured' && reason ? { reason } : {}),
  };
}

/** The body of an answer as text, or undefined past `limit` bytes (read no further). */
async function boundedText(answer: Response, limit: number): Promise<string | undefined> {
  const declared = Number(answer.headers.get('content-length') ?? '0');
  if (declared > limit || !answer.body) {
    await answer.body?.cancel().catch(() => undefined);
    return declared > limit ? undefined : '';
  }
  const reader = answer.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The product_code_name of a site config's text, or undefined when it is not one. */
function productCodeOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const code =
      typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, unknown>)['product_code_name']
        : undefined;
    return typeof code === 'string' && code !== '' ? code : undefined;
  } catch {
    return undefined;
  }
}

async function probeBackend(
  options: ShellHealthOptions,
  fetchImpl: typeof globalThis.fetch,
  now: () => number,
): Promise<Probe> {
  const started = now();
  const timeoutMs = options.timeoutMs ?? SHELL_HEALTH_TIMEOUT_MS;
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'therapy-shell-health' };
  if (options.siteHost) headers['x-forwarded-host'] = options.siteHost;
  try {
    const answer = await fetchImpl(new URL(SHELL_HEALTH_PROBE_PATH, options.apiOrigin), {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (answer.status < 200 || answer.status >= 300) {
      // The body is not needed: releasing it frees the connection.
      await answer.body?.cancel().catch(() => undefined);
      return {
        backend: { reachable: false, status: answer.status, latencyMs: elapsed(now, started), error: 'status' },
        productCode: undefined,
      };
    }
    const productCode = productCodeOf(await boundedText(answer, PROBE_MAX_BODY_BYTES));
    return {
      backend: {
        reachable: productCode !== undefined,
        status: answer.status,
        latencyMs: elapsed(now, started),
        ...(productCode === undefined ? { error: 'answer' as const } : {}),
      },
      productCode,
    };
  } catch (error) {
    const timedOut =
      typeof error === 'object' &&
      error !== null &&
      ['TimeoutError', 'AbortError'].includes(String((error as { name?: unknown }).name));
    return {
      backend: {
        reachable: false,
        status: null,
        latencyMs: elapsed(now, started),
        error: timedOut ? 'timeout' : 'unreachable',
      },
      productCode: undefined,
    };
  }
}

function elapsed(now: () => number, started: number): number {
  return Math.max(0, Math.round(now() - started));
}

function json(body: ShellHealth | ShellLiveness, status: number, production: boolean): Response {
  const response = Response.json(body, { status });
  for (const { key, value } of staticSecurityHeaders({ production })) response.headers.set(key, value);
  // Every probe must reach this server and see the current state: no cache anywhere keeps it.
  response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  return response;
}

/**
 * The readiness answer: JSON {@link ShellHealth}, 200 when the backend answers with a site config
 * of this server's brand (or, with `backend: 'reported'`, also when it does not answer) and the
 * server is not draining, else 503 (`misconfigured` with its `reason` under either setting);
 * `Cache-Control: private, no-store` and the security headers.
 *
 * @example
 * // proxy.ts
 * if (request.nextUrl.pathname === SHELL_HEALTH_PATH) return shellHealthResponse({ brand, version, apiOrigin });
 */
export async function shellHealthResponse(options: ShellHealthOptions): Promise<Response> {
  const health = await checkShellHealth(options);
  return json(health, health.status === 'ok' || health.status === 'degraded' ? 200 : 503, options.production ?? false);
}

/**
 * The liveness answer: JSON {@link ShellLiveness}, always 200 while the process serves (also while
 * draining: restarting a draining or backend-less server helps nobody). The backend is not asked.
 *
 * @example
 * if (request.nextUrl.pathname === SHELL_LIVENESS_PATH) return shellLivenessResponse({ brand, version });
 */
export function shellLivenessResponse(
  options: Pick<ShellHealthOptions, 'brand' | 'version' | 'draining' | 'production'>,
): Response {
  const draining = options.draining ?? isDraining();
  return json(
    { status: draining ? 'draining' : 'ok', brand: options.brand, version: options.version },
    200,
    options.production ?? false,
  );
}

/**
 * The options of the health answers from the environment (server/env.ts): `SHELL_API_ORIGIN`,
 * `SHELL_VERSION` (else `fallbackVersion`), the first of `SHELL_SITE_HOSTS`, `SHELL_HEALTH_TIMEOUT_MS`,
 * `SHELL_HEALTH_BACKEND` and `SHELL_BRAND_CODES` (the site config's product code must name this brand).
 * Without `env`, the process's environment as read when the server started; a wrong value throws
 * `ShellEnvError` with the variable's name.
 *
 * @example
 * shellHealthResponse(healthOptionsFromEnv({ brand: 'main', fallbackVersion: pkg.version }));
 */
export function healthOptionsFromEnv(
  input: { brand: string; fallbackVersion: string },
  env?: EnvSource,
): ShellHealthOptions {
  const read = env === undefined ? shellEnv() : readShellEnv(env);
  return {
    brand: input.brand,
    version: read.version ?? input.fallbackVersion,
    apiOrigin: read.apiOrigin,
    ...(read.siteHosts[0] ? { siteHost: read.siteHosts[0] } : {}),
    timeoutMs: read.healthTimeoutMs,
    backend: read.healthBackend,
    brandCodes: read.brandCodes,
    production: read.production,
  };
}
