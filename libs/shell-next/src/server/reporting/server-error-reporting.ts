// Server only: reports the page-load step's failures (spec 4.8, 8.2) to the error-reporting
// service through Sentry's Node SDK. shell-app imports this module dynamically inside its server
// branch, and this module imports @sentry/node dynamically: neither reaches a browser bundle.
import type * as SentryNode from '@sentry/node';
import {
  errorReportingSettings,
  ERROR_MESSAGE_MAX_LENGTH,
  METADATA_MAX_LENGTH,
  type ErrorReportingSettings,
} from '@therapy-shell/analytics';
import { parseSiteConfig, type BackendDrift, BACKEND_PATHS } from '@therapy-shell/core';
import { createServerClient } from '@therapy-shell/request';
import { driftMessage } from './backend-drift.ts';
import type { PageLoadErrorLog } from '../../page-load/load-shell.ts';
import { shellEnv } from '../env.ts';
import { heldSiteConfig } from './held-site-config.ts';

/** Longest wait for the service when reporting, so the fallback page is never held for long. */
const REPORT_FLUSH_MS = 2000;

/** Longest wait for the site config that names the service. */
const CONFIG_TIMEOUT_MS = 1500;

/** Options of {@link reportPageLoadFailure}. */
export interface PageLoadReportOptions {
  /** Backend origin: its site config names the error-reporting service (`error_logging`) when the environment does not. */
  apiOrigin: string;
  /** Settings already known (tests, or a config the caller holds); skips the environment and the config call. */
  settings?: ErrorReportingSettings | null;
  /**
   * The run-time environment (`SHELL_SENTRY_DSN`, `SHELL_SENTRY_ENVIRONMENT`, and
   * `SHELL_BACKEND_MAX_BODY_BYTES` for the site config's answer); defaults to `process.env`.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** Whether this report may go now (the flood limit); defaults to the process's limit, one per error per minute. */
  allow?: (key: string) => boolean;
  /** Injected fetch, for tests. */
  fetch?: typeof globalThis.fetch;
  /** Loads the SDK; defaults to a dynamic import of @sentry/node. */
  load?: () => Promise<Pick<typeof SentryNode, 'NodeClient' | 'Scope' | 'makeNodeTransport' | 'defaultStackParser'>>;
}

type NodeClient = InstanceType<typeof SentryNode.NodeClient>;
const clients = new Map<string, NodeClient>();

function cut(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** How long one answer of the backend (its site config's settings, or none) serves the reports. */
const CONFIG_REUSE_MS = 60_000;

// The settings asked of the backend per fetch and origin, with when: one call a minute at most,
// whatever the number of reports (a flood of CSP reports once made one site-config call each).
const fromBackend = new WeakMap<
  typeof globalThis.fetch,
  Map<string, { at: number; settings: Promise<ErrorReportingSettings | null> }>
>();

/**
 * The site config's error-reporting settings, asked without cookies like the page-load step's
 * cached call, through the server client (no redirect followed, the answer read up to
 * `SHELL_BACKEND_MAX_BODY_BYTES`); any failure: none.
 */
async function askBackend(options: PageLoadReportOptions): Promise<ErrorReportingSettings | null> {
  try {
    const client = createServerClient({
      origin: options.apiOrigin,
      requestId: crypto.randomUUID(),
      timeoutMs: CONFIG_TIMEOUT_MS,
      maxBodyBytes: shellEnv().backendMaxBodyBytes,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    return errorReportingSettings(parseSiteConfig(await client.getJson(BACKEND_PATHS.siteConfig)));
  } catch {
    return null;
  }
}

/** The settings of the backend's site config: asked at most once a minute per origin, failures included. */
function settingsFromBackend(options: PageLoadReportOptions): Promise<ErrorReportingSettings | null> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let byOrigin = fromBackend.get(fetchImpl);
  if (!byOrigin) fromBackend.set(fetchImpl, (byOrigin = new Map()));
  const now = Date.now();
  const hit = byOrigin.get(options.apiOrigin);
  if (hit && now - hit.at < CONFIG_REUSE_MS) return hit.settings;
  const settings = askBackend(options);
  byOrigin.set(options.apiOrigin, { at: now, settings });
  return settings;
}

/**
 * Settings from the run-time environment: `SHELL_SENTRY_DSN` names the service without asking the
 * backend (so a page-load failure during an outage is still reported), `SHELL_SENTRY_ENVIRONMENT`
 * its environment (default `production`), `SHELL_VERSION` (the deployed version) its release. Null
 * without a usable DSN.
 */
export function settingsFromEnv(env: Readonly<Record<string, string | undefined>>): ErrorReportingSettings | null {
  const dsn = env['SHELL_SENTRY_DSN']?.trim();
  if (!dsn) return null;
  return errorReportingSettings({
    error_logging: {
      dsn,
      ...(env['SHELL_SENTRY_ENVIRONMENT']?.trim() ? { environment: env['SHELL_SENTRY_ENVIRONMENT'] } : {}),
    },
    environment_name: null,
    ...(env['SHELL_VERSION']?.trim() ? { app_version: env['SHELL_VERSION'] } : {}),
  });
}

/** The reporting variables of the process's environment, as server/env.ts read them. */
function processReportEnv(): Readonly<Record<string, string | undefined>> {
  const env = shellEnv();
  return {
    SHELL_SENTRY_DSN: env.sentryDsn,
    SHELL_SENTRY_ENVIRONMENT: env.sentryEnvironment,
    SHELL_VERSION: env.version,
  };
}

/** The unusable SHELL_SENTRY_DSN values already named on stderr (each is said once per process). */
const refusedDsns = new Set<string>();

/**
 * Settings of a report: the caller's, else the environment's, else the site config the page-load
 * step holds, else the backend's (asked at most once a minute), with the environment's name.
 */
async function reportSettings(options: PageLoadReportOptions): Promise<ErrorReportingSettings | null> {
  if (options.settings !== undefined) return options.settings;
  // The environment the server checked when it started (a wrong DSN stopped the start), unless given.
  const env = options.env ?? processReportEnv();
  const fromEnv = settingsFromEnv(env);
  if (fromEnv) return fromEnv;
  const refused = env['SHELL_SENTRY_DSN']?.trim();
  if (refused && !refusedDsns.has(refused)) {
    refusedDsns.add(refused);
    // The value is not echoed: a DSN's key is a credential, and a mistyped one is close to it.
    process.stderr.write(
      "therapy-shell: SHELL_SENTRY_DSN is set but is not a Sentry DSN (http(s)://<key>@<host>/<project>); the server reports use the site config's error_logging.dsn, so a backend outage goes unreported.\n",
    );
  }
  // The site config the page-load step already has, else the backend's (at most once a minute).
  const held = heldSiteConfig();
  const fromConfig = held ? errorReportingSettings(held) : await settingsFromBackend(options);
  const environment = env['SHELL_SENTRY_ENVIRONMENT']?.trim();
  return fromConfig && environment ? { ...fromConfig, environment } : fromConfig;
}

/** A URL or a path without its query string and fragment. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** How long one distinct error is reported only once (per server process). */
export const REPORT_WINDOW_MS = 60_000;

/** Most distinct errors the flood limit remembers; past that the oldest are forgotten. */
export const REPORT_LIMIT_KEYS = 500;

/**
 * A flood limit: true for the first report of a key, then false for that key until `windowMs`
 * has passed. Remembers at most `maxKeys` keys (expired ones go first, then the oldest).
 *
 * @example
 * const allow = createReportLimiter();
 * allow('TypeError: x|/faq'); // true
 * allow('TypeError: x|/faq'); // false, for a minute
 */
export function createReportLimiter(
  options: { now?: () => number; windowMs?: number; maxKeys?: number } = {},
): (key: string) => boolean {
  const now = options.now ?? Date.now;
  const windowMs = options.windowMs ?? REPORT_WINDOW_MS;
  const maxKeys = options.maxKeys ?? REPORT_LIMIT_KEYS;
  const last = new Map<string, number>();
  return (key) => {
    const time = now();
    const seen = last.get(key);
    if (seen !== undefined && time - seen < windowMs) return false;
    last.delete(key);
    if (last.size >= maxKeys) {
      for (const [old, at] of last) if (time - at >= windowMs) last.delete(old);
      // Map keeps insertion order: the first keys are the oldest.
      for (const old of last.keys()) {
        if (last.size < maxKeys) break;
        last.delete(old);
      }
    }
    last.set(key, time);
    return true;
  };
}

/** The process's flood limit, shared by the page-load failures and the request errors. */
const processLimit = createReportLimiter();

/** One event for the error-reporting service. */
interface ServerEvent {
  level: 'error' | 'warning';
  message: string;
  tags: Record<string, string>;
  extras: Record<string, string | number>;
  /** What makes two events the same error for the flood limit; none, no limit. */
  floodKey?: string;
}

/** Sends one event through the process's client for the service the settings name. Never throws. */
async function sendServerEvent(event: ServerEvent, options: PageLoadReportOptions, what: string): Promise<void> {
  try {
    if (event.floodKey !== undefined && !(options.allow ?? processLimit)(event.floodKey)) return;
    const settings = await reportSettings(options);
    if (!settings) return;
    const sentry = await (options.load ?? (() => import('@sentry/node')))();
    const key = `${settings.dsn}|${settings.release ?? ''}|${settings.environment}`;
    let client = clients.get(key);
    if (!client) {
      client = new sentry.NodeClient({
        dsn: settings.dsn,
        release: settings.release,
        environment: settings.environment,
        transport: sentry.makeNodeTransport,
        stackParser: sentry.defaultStackParser,
        integrations: [],
      });
      client.init();
      clients.set(key, client);
    }
    const scope = new sentry.Scope();
    scope.setClient(client);
    scope.setLevel(event.level);
    for (const [name, value] of Object.entries(event.tags)) scope.setTag(name, value);
    scope.setExtras(event.extras);
    scope.captureMessage(cut(event.message, ERROR_MESSAGE_MAX_LENGTH), event.level);
    await client.flush(REPORT_FLUSH_MS);
  } catch (error) {
    process.stderr.write(
      `${JSON.stringify({ level: 'warning', message: `Failed to report ${what}`, error: String(error) })}\n`,
    );
  }
}

/**
 * Reports one page-load failure as an error event with the metadata of spec 8.2 (original user
 * agent, forwarded host, url, referer, each cut to 250 characters) and the request id, to the
 * service the site config's `error_logging.dsn` names (the same sink as the browser's reports).
 * Never throws: a failure to report is only written to stderr.
 *
 * @example
 * await reportPageLoadFailure(entry, { apiOrigin: 'http://127.0.0.1:4000' });
 */
export async function reportPageLoadFailure(entry: PageLoadErrorLog, options: PageLoadReportOptions): Promise<void> {
  const requestId = cut(entry.requestId, METADATA_MAX_LENGTH);
  await sendServerEvent(
    {
      level: 'error',
      message: `${entry.message}: ${entry.error}`,
      tags: { request_id: requestId },
      // During an outage every page fails the same way: one report a minute per page path says it
      // (the path without its query, so a query string cannot make every request distinct).
      floodKey: `page-load|${withoutQuery(entry.url).slice(0, 200)}|${entry.message}|${entry.error}`,
      extras: {
        requestId,
        userAgent: cut(entry.userAgent, METADATA_MAX_LENGTH),
        forwardedHost: cut(entry.forwardedHost, METADATA_MAX_LENGTH),
        // Without their query strings: reset and unsubscribe links carry tokens there.
        url: cut(withoutQuery(entry.url), METADATA_MAX_LENGTH),
        referer: cut(withoutQuery(entry.referer), METADATA_MAX_LENGTH),
        error: cut(entry.error, METADATA_MAX_LENGTH),
      },
    },
    options,
    'the page-load failure',
  );
}

/** A Content-Security-Policy violation a browser reported, as the shell keeps it (no query strings). */
export interface CspViolation {
  /** The directive that blocked (`script-src-elem`, `style-src`, ...). */
  directive: string;
  /** What was blocked: an origin, or a keyword (`inline`, `eval`, `data`, `blob`). */
  blocked: string;
  /** The path of the page, without its query or hash. */
  documentPath: string;
  /** The script or style that did it, as an origin and path, when the browser names one. */
  source?: string | undefined;
  line?: number | undefined;
}

/**
 * Reports one CSP violation as a warning event (tags `csp_directive`, `csp_blocked`), to the same
 * service as the page-load failures. Never throws.
 *
 * @example
 * await reportCspViolation({ directive: 'script-src-elem', blocked: 'https://evil.example', documentPath: '/faq/' }, { apiOrigin });
 */
export async function reportCspViolation(violation: CspViolation, options: PageLoadReportOptions): Promise<void> {
  await sendServerEvent(
    {
      level: 'warning',
      message: `CSP violation: ${violation.directive} blocked ${violation.blocked} on ${violation.documentPath}`,
      tags: { csp_directive: cut(violation.directive, 64), csp_blocked: cut(violation.blocked, 200) },
      extras: {
        documentPath: cut(violation.documentPath, METADATA_MAX_LENGTH),
        ...(violation.source ? { source: cut(violation.source, METADATA_MAX_LENGTH) } : {}),
        ...(violation.line !== undefined ? { line: violation.line } : {}),
      },
    },
    options,
    'the CSP violation',
  );
}

/**
 * Reports a field of a backend answer that drifted from the contract as a warning event (tags
 * `drift_endpoint`, `drift_field`; never the value), to the same service as the page-load failures.
 * The caller reports each distinct field once per process. Never throws.
 *
 * @example
 * await reportBackendDrift({ endpoint: '/api/site-config', field: 'features' }, { apiOrigin });
 */
export async function reportBackendDrift(drift: BackendDrift, options: PageLoadReportOptions): Promise<void> {
  await sendServerEvent(
    {
      level: 'warning',
      message: driftMessage(drift),
      tags: { drift_endpoint: cut(drift.endpoint, 64), drift_field: cut(drift.field, 200) },
      extras: {},
    },
    options,
    'the backend drift',
  );
}

/** An error thrown by a page's server code or an API route, as {@link reportRequestFailure} reports it. */
export interface RequestFailure {
  /** `Name: message` of what was thrown. */
  error: string;
  /** The top stack frames, one a line, when there is a stack. */
  stack?: string | undefined;
  /** The request id (`X-Request-Id` when trusted, else none). */
  requestId?: string | undefined;
  /** The request path, without its query string. */
  path: string;
  method: string;
  /** The route's file path (`/faq/[slug]`, `/api/x`). */
  route: string;
  /** `render`, `route`, `action` or `proxy`. */
  routeType: string;
}

/**
 * Reports an error of a page's server code or an API route as an error event (tags `route`,
 * `route_type`, `method`, `request_id`; extras path and the top stack frames, each cut to 250
 * characters), once per error and route per minute. Never throws.
 *
 * @example
 * await reportRequestFailure({ error: 'TypeError: x', path: '/faq/', method: 'GET', route: '/faq', routeType: 'render' }, { apiOrigin });
 */
export async function reportRequestFailure(failure: RequestFailure, options: PageLoadReportOptions): Promise<void> {
  const requestId = failure.requestId ? cut(failure.requestId, METADATA_MAX_LENGTH) : undefined;
  await sendServerEvent(
    {
      level: 'error',
      message: failure.error,
      tags: {
        route: cut(failure.route, 200),
        route_type: cut(failure.routeType, 32),
        method: cut(failure.method, 16),
        ...(requestId ? { request_id: requestId } : {}),
      },
      extras: {
        path: cut(failure.path, METADATA_MAX_LENGTH),
        method: cut(failure.method, 16),
        route: cut(failure.route, METADATA_MAX_LENGTH),
        ...(requestId ? { requestId } : {}),
        ...(failure.stack ? { stack: cut(failure.stack, METADATA_MAX_LENGTH) } : {}),
      },
      floodKey: `request|${failure.route}|${failure.error}`,
    },
    options,
    'the request error',
  );
}
