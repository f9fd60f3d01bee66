// Server only: reports the page-load step's failures (spec 4.8, 8.2) to the error-reporting
// service through Sentry's Node SDK. shell-app imports this module dynamically inside its server
// branch, and this module imports @sentry/node dynamically: neither reaches a browser bundle.
import type * as SentryNode from '@sentry/node';
import { errorReportingSettings, ERROR_MESSAGE_MAX_LENGTH, METADATA_MAX_LENGTH, type ErrorReportingSettings } from '@therapy-shell/analytics';
import { parseSiteConfig } from '@therapy-shell/core';
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
    const response = await (options.fetch ?? globalThis.fetch)(`${options.apiOrigin.replace(/\/+$/, '')}/api/site-config`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    return errorReportingSettings(parseSiteConfig(await response.json()));
  } catch {
    return null;
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
    scope.setLevel('error');
    scope.setTag('request_id', cut(entry.requestId, METADATA_MAX_LENGTH));
    scope.setExtras({
      requestId: cut(entry.requestId, METADATA_MAX_LENGTH),
      userAgent: cut(entry.userAgent, METADATA_MAX_LENGTH),
      forwardedHost: cut(entry.forwardedHost, METADATA_MAX_LENGTH),
      url: cut(entry.url, METADATA_MAX_LENGTH),
      referer: cut(entry.referer, METADATA_MAX_LENGTH),
      error: cut(entry.error, METADATA_MAX_LENGTH),
    });
    scope.captureMessage(cut(`${entry.message}: ${entry.error}`, ERROR_MESSAGE_MAX_LENGTH), 'error');
    await client.flush(REPORT_FLUSH_MS);
  } catch (error) {
    process.stderr.write(`${JSON.stringify({ level: 'warning', message: 'Failed to report the page-load failure', error: String(error) })}\n`);
  }
}
