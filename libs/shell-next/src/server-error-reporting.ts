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
import { parseSiteConfig, type BackendDrift } from '@therapy-shell/core';
import { driftMessage } from './backend-drift.ts';
import type { PageLoadErrorLog } from './load-shell.ts';

/** Longest wait for the service when reporting, so the fallback page is never held for long. */
const REPORT_FLUSH_MS = 2000;

/** Longest wait for the site config that names the service. */
const CONFIG_TIMEOUT_MS = 1500;

/** Options of {@link reportPageLoadFailure}. */
export interface PageLoadReportOptions {
  /** Backend origin: its site config names the error-reporting service (`error_logging`). */
  apiOrigin: string;
  /** Settings already known (tests, or a config the caller holds); skips the config call. */
  settings?: ErrorReportingSettings | null;
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

async function settingsFromBackend(options: PageLoadReportOptions): Promise<ErrorReportingSettings | null> {
  try {
    const response = await (options.fetch ?? globalThis.fetch)(
      `${options.apiOrigin.replace(/\/+$/, '')}/api/site-config`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
      },
    );
    if (!response.ok) return null;
    return errorReportingSettings(parseSiteConfig(await response.json()));
  } catch {
    return null;
  }
}

/** One event for the error-reporting service. */
interface ServerEvent {
  level: 'error' | 'warning';
  message: string;
  tags: Record<string, string>;
  extras: Record<string, string | number>;
}

/** Sends one event through the process's client for the service the settings name. Never throws. */
async function sendServerEvent(event: ServerEvent, options: PageLoadReportOptions, what: string): Promise<void> {
  try {
    const settings = options.settings === undefined ? await settingsFromBackend(options) : options.settings;
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
      extras: {
        requestId,
        userAgent: cut(entry.userAgent, METADATA_MAX_LENGTH),
        forwardedHost: cut(entry.forwardedHost, METADATA_MAX_LENGTH),
        url: cut(entry.url, METADATA_MAX_LENGTH),
        referer: cut(entry.referer, METADATA_MAX_LENGTH),
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
