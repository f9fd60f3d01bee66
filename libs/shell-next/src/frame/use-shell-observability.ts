// The shell's observability, wired after hydration: a small queue that holds events and reports
// until the runtime (consent-and-telemetry.ts, a chunk of its own) is imported after hydration. The
// runtime makes the page's consent store (the consent cookie is read then), hands the page's reporter
// to the request layer, and starts the Snowplow tracker and the Sentry SDK only when consent allows
// (spec 4.3, 4.7, 8.2; DESIGN.md section 3). None of consent, the request layer or the SDKs is in
// the first-load JavaScript. Nothing runs during server rendering or at import time.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ShellContext } from '@therapy-shell/brand-config';
import { nextTask, whenIdle } from '@therapy-shell/core';
import { silentEvents, type Analytics, type ShellEventSink } from '@therapy-shell/analytics';
import type { ConsentStore } from '@therapy-shell/consent';
import type { ErrorReporter, ReportContext } from '@therapy-shell/request';
import type { RunningConsentAndTelemetry } from './consent-and-telemetry.ts';
import type { PageAnalytics } from './page-analytics.ts';
import type { ShellRouter } from './shell-router.ts';

/** Events and reports held until the runtime arrives (spec 9: an error buffer of 30 events). */
const QUEUE_LIMIT = 30;

/** The runtime is imported when the browser is idle after hydration, at the latest after this. */
const RUNTIME_IDLE_TIMEOUT_MS = 2000;

/** Input of {@link useShellObservability}. */
export interface ShellConsentAndTelemetryInput {
  ctx: ShellContext;
  /** The app's reporter (the console by default); reports also go to the error-reporting service. */
  reporter: ErrorReporter;
  /** The app's own event sink; when absent, shell events go to the Snowplow tracker. */
  events?: ShellEventSink | undefined;
  /** The app's router (page views on client-side navigations); none by default. */
  router?: ShellRouter | undefined;
  /** Server rendering: no store, no tracker, no reporter. */
  isServer?: boolean;
}

/** What the frame wires: the page's one consent store, the event sink and the reporter. */
export interface ShellObservability {
  /** Null during server rendering and until the runtime has read the consent cookie. */
  consent: ConsentStore | null;
  /** The runtime failed to load: no consent store comes on this page. */
  consentFailed: boolean;
  events: ShellEventSink;
  reporter: ErrorReporter;
  /** The page's own events through the shell's tracker; null during server rendering. */
  pageAnalytics: PageAnalytics | null;
}

/** Holds events and reports until the running services are attached, then forwards to them. */
interface Deferred {
  events: ShellEventSink;
  /** The page's own events (usePageAnalytics), through the same tracker. */
  page: PageAnalytics;
  report(error: unknown, context: ReportContext): void;
  /** Keeps the window's uncaught errors and unhandled rejections from hydration on; returns the stop. */
  listen(target: Window): () => void;
  attach(running: RunningConsentAndTelemetry): void;
}

function createDeferred(): Deferred {
  let running: RunningConsentAndTelemetry | undefined;
  const events: ((sink: Analytics) => void)[] = [];
  const reports: [unknown, ReportContext][] = [];
  const uncaught: Event[] = [];
  const keep = (event: Event) => {
    if (uncaught.length < QUEUE_LIMIT) uncaught.push(event);
  };
  const send = (call: (sink: Analytics) => void) => {
    if (running) {
      if (running.events) call(running.events);
    } else if (events.length < QUEUE_LIMIT) events.push(call);
  };
  return {
    page: {
      trackStructured(event) {
        send((sink) => sink.trackStructured(event));
      },
      trackSelfDescribing(event) {
        send((sink) => sink.trackSelfDescribing(event));
      },
    },
    events: {
      track(event, properties) {
        send((sink) => sink.track(event, properties));
      },
      flush() {
        running?.events?.flush?.();
      },
    },
    report(error, context) {
      if (running) running.errors.report(error, context);
      else if (reports.length < QUEUE_LIMIT) reports.push([error, context]);
    },
    listen(target) {
      target.addEventListener('error', keep);
      target.addEventListener('unhandledrejection', keep);
      return () => {
        target.removeEventListener('error', keep);
        target.removeEventListener('unhandledrejection', keep);
      };
    },
    attach(next) {
      running = next;
      // From now on the runtime's reporter listens itself.
      for (const event of uncaught.splice(0)) next.errors.reportUncaught(event);
      const sink = next.events;
      for (const replay of events.splice(0)) if (sink) replay(sink);
      for (const [error, context] of reports.splice(0)) next.errors.report(error, context);
    },
  };
}

/**
 * The shell's consent, analytics and error reporting for one page. After hydration the runtime is
 * imported and started (see consent-and-telemetry.ts): it makes the consent store and hands the
 * reporter to the request layer; what is tracked or reported before it arrives is held and replayed.
 *
 * @example
 * const { consent, events, reporter } = useShellObservability({ ctx, reporter: consoleReporter });
 */
export function useShellObservability({
  ctx,
  reporter: appReporter,
  events: appEvents,
  router,
  isServer = typeof window === 'undefined',
}: ShellConsentAndTelemetryInput): ShellObservability {
  const { brand, config, user, language } = ctx;
  const [deferred] = useState<Deferred | null>(() => (isServer ? null : createDeferred()));
  const reporter = useMemo<ErrorReporter>(
    () => ({
      report(error, context) {
        appReporter.report(error, context);
        deferred?.report(error, context);
      },
    }),
    [appReporter, deferred],
  );
  const [consent, setConsent] = useState<ConsentStore | null>(null);
  const [consentFailed, setConsentFailed] = useState(false);
  // The template of the page shown now, read when an error is reported (not a reason to restart).
  const template = useRef(ctx.page.template);
  template.current = ctx.page.template;

  useEffect(() => {
    if (!deferred) return undefined;
    let left = false;
    let running: RunningConsentAndTelemetry | undefined;
    // What the window throws before the runtime is here is kept (the runtime's reporter listens once it runs).
    let unlisten: (() => void) | undefined = deferred.listen(window);
    // When the browser is idle after hydration (DESIGN.md section 3), at the latest after
    // RUNTIME_IDLE_TIMEOUT_MS: the page's own first work comes first.
    const cancelIdle = whenIdle(() => {
      import('./consent-and-telemetry.ts')
        // Evaluating the runtime's chunk and starting it are two tasks, not one long one.
        .then(({ startConsentAndTelemetry }) => nextTask().then(() => startConsentAndTelemetry))
        .then((start) => {
          if (left) return;
          running = start({
            brand,
            template: () => template.current,
            config,
            user,
            language,
            appReporter,
            reporter,
            router,
          });
          setConsent(running.consent);
          unlisten?.();
          unlisten = undefined;
          deferred.attach(running);
        })
        .catch((error: unknown) => {
          appReporter.report(error, { level: 'warning', message: 'Failed to load analytics and error reporting' });
          if (!left) setConsentFailed(true);
        });
    }, RUNTIME_IDLE_TIMEOUT_MS);
    return () => {
      left = true;
      unlisten?.();
      cancelIdle();
      running?.stop();
    };
    // The runtime starts again when the visitor becomes someone else (who, what kind, which CSRF
    // token), not for each new answer about the same one: a session asked for again (a client-side
    // navigation's) is a new object. Its fields, not the object, are the dependencies (a few bytes
    // of every page's first load, where a comparison of the two would cost more).
  }, [deferred, appReporter, reporter, brand, user.id, user.user_type, user.csrf_token, config, language, router]);

  return {
    consent,
    consentFailed,
    events: appEvents ?? deferred?.events ?? silentEvents,
    reporter,
    pageAnalytics: deferred?.page ?? null,
  };
}
