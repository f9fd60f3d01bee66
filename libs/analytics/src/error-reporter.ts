import type * as SentryModule from '@sentry/react';
import { nextTask } from '@therapy-shell/core';
import { reportLevel, type ErrorReporter, type ReportContext } from '@therapy-shell/request';
import { ERROR_BUFFER_SIZE, ERROR_MESSAGE_MAX_LENGTH, ERROR_STACK_FRAMES } from './constants.ts';
import { matchesAny, type ErrorReportingSettings } from './error-settings.ts';
import { rateLimitBackoffMs } from './rate-limit.ts';

/** The part of @sentry/react the reporter uses; injectable so tests need no SDK. */
export type SentryBrowserApi = Pick<
  typeof SentryModule,
  'BrowserClient' | 'Scope' | 'makeFetchTransport' | 'defaultStackParser'
>;

/** Options of {@link createErrorReporter}. */
export interface ErrorReporterOptions {
  /** Loads the SDK; defaults to a dynamic import of @sentry/react (never in first-load JS). */
  load?: () => Promise<SentryBrowserApi>;
  /** The browser's user agent, for the filter; defaults to `navigator.userAgent`. */
  userAgent?: () => string;
  /** Clock in milliseconds, for the rate-limit back-off. */
  now?: () => number;
  /** The fetch the SDK's transport uses; defaults to the page's. */
  fetch?: typeof globalThis.fetch;
}

/** The reporter the page hands to the request layer: buffers until it is started and the SDK has loaded. */
export interface ShellErrorReporter extends ErrorReporter {
  /** Consent given: sends what was buffered and what is reported from now on, loading the SDK (once) when there is something to send. */
  start(): Promise<void>;
  /** Consent withdrawn: reports are buffered again (up to 30) and not sent. */
  stop(): void;
  /** Reports waiting for the SDK. */
  readonly buffered: number;
}

interface Pending {
  error: unknown;
  context: ReportContext;
}

const loadSentry = (): Promise<SentryBrowserApi> => import('@sentry/react');

function cut(value: string): string {
  return value.length > ERROR_MESSAGE_MAX_LENGTH ? value.slice(0, ERROR_MESSAGE_MAX_LENGTH) : value;
}

function messageOf(error: unknown, context: ReportContext): string {
  if (context.message) return context.message;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

function requestFields(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const fields: Record<string, string> = {};
  for (const key of ['url', 'requestId', 'responseText'] as const) {
    const value = (error as Record<string, unknown>)[key];
    if (typeof value === 'string' && value !== '') fields[key] = value;
  }
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') fields['status'] = String(status);
  return fields;
}

/**
 * Creates the page's error reporter backed by Sentry (spec 8.2, 9), implementing request's
 * `ErrorReporter`. Nothing is loaded or sent before `start()`; @sentry/react is imported
 * dynamically only once there is something to send (a page without errors never loads it); until
 * it has loaded, up to 30 reports are buffered, then sent. A report's message is cut to
 * 500 characters and its stack to the 3 innermost frames; 401 and 403 are warnings; reports whose
 * user agent or message matches a filter pattern of the config are dropped; after a rate-limit
 * answer nothing is sent for the time the service names (60 s when it names none). Release and
 * environment come from the config. Null settings (no DSN) give a reporter that drops everything.
 *
 * @example
 * const reporter = createErrorReporter(errorReportingSettings(config));
 * configureBrowserClient({ reporter });
 * whenConsented(consent, 'performance', () => { void reporter.start(); return () => reporter.stop(); });
 */
export function createErrorReporter(
  settings: ErrorReportingSettings | null,
  options: ErrorReporterOptions = {},
): ShellErrorReporter {
  const load = options.load ?? loadSentry;
  const now = options.now ?? Date.now;
  const userAgent = options.userAgent ?? (() => globalThis.navigator?.userAgent ?? '');
  const buffer: Pending[] = [];
  let scope: InstanceType<SentryBrowserApi['Scope']> | undefined;
  let active = false;
  let loading: Promise<void> | undefined;
  let backoffUntil = 0;
  // One failure, one event: an error object handed over twice (the request layer reports a 500,
  // then the caller that catches it reports it again) is sent once.
  const seen = new WeakSet<object>();

  const transportFetch: typeof globalThis.fetch = async (input, init) => {
    const response = await (options.fetch ?? globalThis.fetch)(input, init);
    const backoff = rateLimitBackoffMs(response.status, response.headers, now());
    if (backoff > 0) backoffUntil = Math.max(backoffUntil, now() + backoff);
    return response;
  };

  function send(item: Pending): void {
    if (!scope || now() < backoffUntil) return;
    const level = reportLevel(item.error, item.context.level);
    const message = cut(messageOf(item.error, item.context));
    const event = scope.clone();
    event.setLevel(level);
    event.setExtras({ ...requestFields(item.error), ...item.context.extra });
    if (item.error instanceof Error) event.captureException(item.error, { data: { message } });
    else event.captureMessage(message || 'Unknown error', level);
  }

  /** Loads the SDK once (again after a failed load) and sends what is buffered while started. */
  async function flush(): Promise<void> {
    if (!settings) return;
    loading ??= initialise(settings).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    await loading;
    if (!active) return;
    for (const item of buffer.splice(0)) send(item);
  }

  async function initialise(s: ErrorReportingSettings): Promise<void> {
    const sentry = await load();
    // Its setup is a task of its own, apart from the task that evaluated the SDK (issue 11).
    await nextTask();
    const client = new sentry.BrowserClient({
      dsn: s.dsn,
      release: s.release,
      environment: s.environment,
      transport: (transportOptions) => sentry.makeFetchTransport(transportOptions, transportFetch),
      stackParser: sentry.defaultStackParser,
      // Only what the shell reports: no global handlers, no patched fetch or console.
      integrations: [],
      sendClientReports: false,
      beforeSend(event, hint) {
        const message = (hint.data as { message?: unknown } | undefined)?.message;
        if (typeof message === 'string' && message !== '') event.message = cut(message);
        else if (event.message) event.message = cut(event.message);
        for (const value of event.exception?.values ?? []) {
          if (value.value) value.value = cut(value.value);
          if (value.stacktrace?.frames) value.stacktrace.frames = value.stacktrace.frames.slice(-ERROR_STACK_FRAMES);
        }
        return event;
      },
    });
    const base = new sentry.Scope();
    base.setClient(client);
    client.init();
    scope = base;
  }

  return {
    get buffered() {
      return buffer.length;
    },

    report(error, context) {
      if (!settings) return;
      if (typeof error === 'object' && error !== null) {
        if (seen.has(error)) return;
        seen.add(error);
      }
      // Spec 5: only error reports are filtered, by user agent and by message.
      if (matchesAny(userAgent(), settings.ignoreUserAgents)) return;
      if (settings.ignoreMessages.length > 0 && matchesAny(messageOf(error, context), settings.ignoreMessages)) return;
      const item = { error, context };
      if (active && scope) send(item);
      else {
        if (buffer.length < ERROR_BUFFER_SIZE) buffer.push(item);
        // Started, first report: the SDK is loaded now (a failed load keeps the reports buffered).
        if (active) flush().catch(() => undefined);
      }
    },

    async start() {
      if (!settings) return;
      active = true;
      // The SDK (the largest lazy chunk of the shell) is loaded only when there is something to send.
      if (buffer.length > 0) await flush();
    },

    stop() {
      active = false;
    },
  };
}
