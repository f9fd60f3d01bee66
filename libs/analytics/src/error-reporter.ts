import type * as SentryModule from '@sentry/react';
import type { ErrorEvent as SentryEvent, EventHint } from '@sentry/react';
import { nextTask } from '@therapy-shell/core';
import { reportLevel, type ErrorReporter, type ReportContext } from '@therapy-shell/request';
import {
  ERROR_BUFFER_SIZE,
  ERROR_MESSAGE_MAX_LENGTH,
  ERROR_STACK_FRAMES,
  SAME_FAILURE_MS,
  SAME_FAILURE_WAIT_MS,
} from './constants.ts';
import { matchesAny, type ErrorReportingSettings } from './error-settings.ts';
import { rateLimitBackoffMs } from './rate-limit.ts';
import { pageUrl, scrubText } from './scrub.ts';

/** The part of @sentry/react the reporter uses; injectable so tests need no SDK. */
export type SentryBrowserApi = Pick<
  typeof SentryModule,
  | 'BrowserClient'
  | 'Scope'
  | 'makeFetchTransport'
  | 'defaultStackParser'
  | 'getClient'
  | 'setCurrentClient'
  | 'globalHandlersIntegration'
  | 'dedupeIntegration'
  | 'linkedErrorsIntegration'
>;

/** Tags every report carries (spec 8.2): which brand, which page template, which kind of visitor. */
export interface ErrorReportTags {
  brand: string;
  template: string;
  user_type: string;
}

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
  /** The tags of a report, read when it is sent (the template changes with client-side navigation). */
  tags?: () => ErrorReportTags;
  /**
   * The window whose uncaught errors and unhandled promise rejections are reported; defaults to
   * the page's (none on a server). Null: only what is handed to `report()`.
   */
  window?: (Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { location?: { href: string } }) | null;
}

/** The reporter the page hands to the request layer: buffers until it is started and the SDK has loaded. */
export interface ShellErrorReporter extends ErrorReporter {
  /** Consent given: sends what was buffered and what is reported from now on, loading the SDK (once) when there is something to send. */
  start(): Promise<void>;
  /** Consent withdrawn: reports are buffered again (up to 30) and not sent. */
  stop(): void;
  /**
   * Reports a window `error` or `unhandledrejection` event that happened before the reporter was
   * made (the page keeps them from hydration on), as an uncaught error.
   */
  reportUncaught(event: Event): void;
  /** The page is left: stops, and stops listening for the window's errors. */
  close(): void;
  /** Reports waiting for the SDK. */
  readonly buffered: number;
}

type SentryClient = InstanceType<SentryBrowserApi['BrowserClient']>;
type SentryIntegration = ReturnType<SentryBrowserApi['dedupeIntegration']>;
/** An integration of a client (any name): one of its `integrations`. */
type SentryClientIntegration = ConstructorParameters<SentryBrowserApi['BrowserClient']>[0]['integrations'][number];
type SentryScope = InstanceType<SentryBrowserApi['Scope']>;
/** The shell's rules for one event: the event as it may leave, or null when it must not. */
type EventRules = (event: SentryEvent, hint: EventHint) => SentryEvent | null;

/** The reporter the shell's client works for: its rules, and its fetch (which watches for rate limits). */
interface ClientOwner {
  rules: EventRules;
  fetch: typeof globalThis.fetch;
  /** Whether the shell reported the failure of this uncaught event itself, just now (see {@link sameFailureOnce}). */
  reported: (event: SentryEvent) => boolean;
}

/** The key of a failure: the error's type and message (a stack is cut, and React throws anew on each render). */
function failureKey(type: string | undefined, message: string | undefined): string {
  return `${type ?? 'Error'}\u0000${message ?? ''}`;
}

/** The outermost exception of an event (Sentry lists an error's causes first). */
function outermost(event: SentryEvent): { type?: string; value?: string } | undefined {
  return event.exception?.values?.at(-1);
}

/**
 * One failure, one event, across the two ways it can come: the shell's error boundaries report a
 * part that throws, and React may also have reported the same throw as uncaught (a part that throws
 * while it hydrates: React renders it again in the browser, it throws again, the boundary catches
 * it, and Next.js hands the first throw to `window.reportError`). An uncaught event waits a moment
 * (both happen in the same commit) and is dropped when the shell reported the same failure (the
 * same type and message) since; the shell's report, which names the part, is the one sent.
 */
function sameFailureOnce(owner: () => ClientOwner): SentryClientIntegration {
  return {
    name: 'TherapyShellSameFailureOnce',
    processEvent: async (event) => {
      const uncaught = event.exception?.values?.some((value) => value.mechanism?.handled === false);
      if (!uncaught) return event;
      await new Promise((resolve) => setTimeout(resolve, SAME_FAILURE_WAIT_MS));
      return owner().reported(event as SentryEvent) ? null : event;
    },
  };
}

/**
 * The Sentry client the shell made for this page (when the page had none of its own), and the
 * reporter it works for now. One client per page: a reporter made later (the runtime restarts when
 * the session changes) reuses it and takes it over.
 */
let shellClient: { client: SentryClient; owner: ClientOwner } | undefined;

interface Pending {
  error: unknown;
  context: ReportContext;
  /** How Sentry names an uncaught error's origin (window error, unhandled rejection); none for a report. */
  mechanism?: string;
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
 * An integration applied to uncaught errors only (Sentry's dedupe: the same uncaught error caught
 * twice in a row is sent once). The failures the shell reports are each an event of their own: two
 * failed saves are two reports (spec 8.2); an error object handed over twice is already sent once.
 */
function uncaughtOnly(integration: SentryIntegration): SentryIntegration {
  const { processEvent } = integration;
  if (!processEvent) return integration;
  return {
    ...integration,
    processEvent: (event, hint, client) =>
      event.exception?.values?.some((value) => value.mechanism?.handled === false)
        ? processEvent.call(integration, event, hint, client)
        : event,
  };
}

/** Forgets the page's shell client (tests: each starts as a page that has none). */
export function forgetShellClient(): void {
  shellClient = undefined;
}

/**
 * Creates the page's error reporter backed by Sentry (spec 8.2, 9), implementing request's
 * `ErrorReporter`. Nothing is loaded or sent before `start()`; @sentry/react is imported
 * dynamically only once there is something to send (a page without errors never loads it); until
 * it has loaded, up to 30 reports are buffered, then sent.
 *
 * What is reported: what is handed to `report()` (the request layer, the shell's error boundaries,
 * the page's own reports) and the window's uncaught errors and unhandled promise rejections. Until
 * the SDK runs, the reporter listens for those itself and buffers them; once it runs, Sentry's own
 * global handlers catch them, with deduplication and linked errors (`cause`).
 *
 * The rules, for every event: a message is cut to 500 characters and a stack to the 3 innermost
 * frames; 401 and 403 are warnings; events whose user agent or message matches a filter pattern of
 * the config are dropped; after a rate-limit answer nothing is sent for the time the service names
 * (60 s when it names none); nothing is sent while consent is withdrawn. Events carry the tags
 * brand, template and user type, the page's address without its query, and no personal data (no
 * user, no email addresses, no query strings). Release and environment come from the config. Null
 * settings (no DSN) give a reporter that drops everything.
 *
 * One Sentry client per page: when the page already has one (a product team's own `Sentry.init`),
 * the shell reports through it, applying its rules to its own reports only, and leaves the global
 * handlers to it; otherwise the shell's client becomes the page's client.
 *
 * @example
 * const reporter = createErrorReporter(errorReportingSettings(config), { tags: () => ({ brand, template, user_type }) });
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
  const win = options.window === undefined ? (typeof window === 'undefined' ? null : window) : options.window;
  const buffer: Pending[] = [];
  let scope: SentryScope | undefined;
  /** Whether the SDK runs, so its global handlers (the shell's client's, or the page's own client's) catch the window's errors. */
  let handlersInstalled = false;
  let active = false;
  let closed = false;
  let loading: Promise<void> | undefined;
  let backoffUntil = 0;
  // One failure, one event: an error object handed over twice (the request layer reports a 500,
  // then the caller that catches it reports it again) is sent once.
  const seen = new WeakSet<object>();
  // The failures the shell reported itself, by key, and when: an uncaught event of the same failure is
  // not sent again (sameFailureOnce).
  const reportedAt = new Map<string, number>();
  const reported = (event: SentryEvent): boolean => {
    const exception = outermost(event);
    const at = reportedAt.get(failureKey(exception?.type, exception?.value));
    return at !== undefined && now() - at <= SAME_FAILURE_MS;
  };

  const transportFetch: typeof globalThis.fetch = async (input, init) => {
    const response = await (options.fetch ?? globalThis.fetch)(input, init);
    const backoff = rateLimitBackoffMs(response.status, response.headers, now());
    if (backoff > 0) backoffUntil = Math.max(backoffUntil, now() + backoff);
    return response;
  };

  const filtered = (message: string): boolean =>
    settings !== null &&
    (matchesAny(userAgent(), settings.ignoreUserAgents) ||
      (settings.ignoreMessages.length > 0 && matchesAny(message, settings.ignoreMessages)));

  /** The shell's rules on an event about to leave (see above); null drops it. */
  const rules: EventRules = (event, hint) => {
    if (!active || closed || now() < backoffUntil) return null;
    const message = (hint.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message !== '') event.message = message;
    if (event.message) event.message = scrubText(cut(event.message));
    for (const value of event.exception?.values ?? []) {
      if (value.value) value.value = scrubText(cut(value.value));
      if (value.stacktrace?.frames) value.stacktrace.frames = value.stacktrace.frames.slice(-ERROR_STACK_FRAMES);
    }
    // Filters apply to what the SDK caught too (spec 5: by user agent and by message).
    const text = event.message ?? event.exception?.values?.[0]?.value ?? '';
    if (filtered(text)) return null;
    delete event.user;
    delete event.breadcrumbs;
    const href = win?.location?.href;
    event.request = href ? { url: pageUrl(href) } : {};
    if (event.extra)
      event.extra = Object.fromEntries(
        Object.entries(event.extra).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value]),
      );
    const tags = options.tags?.();
    if (tags) event.tags = { ...event.tags, ...tags };
    return event;
  };

  function send(item: Pending): void {
    if (!scope || now() < backoffUntil) return;
    const level = reportLevel(item.error, item.context.level);
    const message = cut(messageOf(item.error, item.context));
    const event = scope.clone();
    event.setLevel(level);
    event.setExtras({ ...requestFields(item.error), ...item.context.extra });
    const hint = item.mechanism ? { mechanism: { handled: false, type: item.mechanism } } : {};
    if (!item.mechanism && item.error instanceof Error) {
      for (const [key, at] of reportedAt) if (now() - at > SAME_FAILURE_MS) reportedAt.delete(key);
      reportedAt.set(failureKey(item.error.name, item.error.message), now());
    }
    if (item.error instanceof Error) event.captureException(item.error, { ...hint, data: { message } });
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
    // Its setup is a task of its own, apart from the task that evaluated the SDK, so
    // neither is a long task that blocks the page.
    await nextTask();
    const current = sentry.getClient<SentryClient>();
    const base = new sentry.Scope();
    if (current && current !== shellClient?.client) {
      // The page's own client (a product team's Sentry.init): the shell's reports go through it,
      // under the shell's rules (an event processor of the shell's scope sees only what is captured
      // on that scope); the team's client keeps its global handlers and its own rules.
      base.setClient(current);
      base.addEventProcessor((event, hint) => (event.type === undefined ? rules(event as SentryEvent, hint) : event));
    } else {
      const owner: ClientOwner = { rules, fetch: transportFetch, reported };
      if (shellClient) shellClient.owner = owner;
      else {
        // The client's transport and rules are those of whichever reporter owns it now.
        const client: SentryClient = new sentry.BrowserClient({
          dsn: s.dsn,
          release: s.release,
          environment: s.environment,
          transport: (transportOptions) =>
            sentry.makeFetchTransport(transportOptions, (input, init) =>
              (shellClient?.owner ?? owner).fetch(input, init),
            ),
          stackParser: sentry.defaultStackParser,
          // The window's errors and rejections, one event for a repeated error, and an error's
          // causes; no patched fetch, console or history, no breadcrumbs.
          integrations: [
            sentry.globalHandlersIntegration(),
            // The shell's rules come before the dedupe, so an event they drop (consent withdrawn)
            // is not the one a later copy counts as a repeat of.
            {
              name: 'TherapyShellRules',
              processEvent: (event, hint) =>
                event.type === undefined ? (shellClient?.owner ?? owner).rules(event as SentryEvent, hint) : event,
            },
            uncaughtOnly(sentry.dedupeIntegration()),
            sameFailureOnce(() => shellClient?.owner ?? owner),
            sentry.linkedErrorsIntegration(),
          ],
          sendClientReports: false,
        });
        shellClient = { client, owner };
        // The page's current client: Sentry's global handlers report only for that one.
        sentry.setCurrentClient(client);
        client.init();
      }
      base.setClient(shellClient?.client);
    }
    handlersInstalled = true;
    scope = base;
    if (active) unlisten();
  }

  // Until the SDK's handlers run, the window's errors come through this (and are buffered).
  const onUncaught = (event: Event) => {
    if (event.type === 'unhandledrejection')
      report(
        (event as PromiseRejectionEvent).reason,
        { level: 'error' },
        'auto.browser.global_handlers.onunhandledrejection',
      );
    else {
      const { error, message } = event as globalThis.ErrorEvent;
      report(error ?? message, { level: 'error' }, 'auto.browser.global_handlers.onerror');
    }
  };
  let listening = false;
  function listen(): void {
    if (!win || listening || closed || !settings) return;
    listening = true;
    win.addEventListener('error', onUncaught);
    win.addEventListener('unhandledrejection', onUncaught);
  }
  function unlisten(): void {
    if (!win || !listening) return;
    listening = false;
    win.removeEventListener('error', onUncaught);
    win.removeEventListener('unhandledrejection', onUncaught);
  }

  function report(error: unknown, context: ReportContext, mechanism?: string): void {
    if (!settings || closed) return;
    if (typeof error === 'object' && error !== null) {
      if (seen.has(error)) return;
      seen.add(error);
    }
    // Spec 5: only error reports are filtered, by user agent and by message.
    if (filtered(messageOf(error, context))) return;
    const item: Pending = mechanism ? { error, context, mechanism } : { error, context };
    if (active && scope) send(item);
    else {
      if (buffer.length < ERROR_BUFFER_SIZE) buffer.push(item);
      // Started, first report: the SDK is loaded now (a failed load keeps the reports buffered).
      if (active) flush().catch(() => undefined);
    }
  }

  listen();

  return {
    get buffered() {
      return buffer.length;
    },

    report(error, context) {
      report(error, context);
    },

    reportUncaught: onUncaught,

    async start() {
      if (!settings || closed) return;
      active = true;
      if (handlersInstalled) unlisten();
      // The SDK (the largest lazy chunk of the shell) is loaded only when there is something to send.
      if (buffer.length > 0) await flush();
    },

    stop() {
      active = false;
      // Consent withdrawn. Once the SDK runs, its handlers catch the window's errors and the rules
      // drop them now (the SDK marks an error it has seen, so it could not be sent later anyway);
      // before, they are buffered as reports are.
      if (!handlersInstalled) listen();
    },

    close() {
      active = false;
      closed = true;
      unlisten();
    },
  };
}
