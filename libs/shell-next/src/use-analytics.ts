// The shell's observability, wired after hydration: the page's consent store, the Snowplow
// tracker and the Sentry error reporter, each started only when consent allows (spec 4.3, 4.7,
// 8.2; DESIGN.md section 3). Nothing runs during server rendering or at import time.
import { useEffect, useMemo, useRef, useState } from 'react';
import Router from 'next/router';
import type { ShellContext } from '@therapy-shell/brand-config';
import {
  createAnalytics,
  createErrorReporter,
  errorReportingSettings,
  silentEvents,
  syncMultisiteCookie,
  type Analytics,
  type ShellErrorReporter,
  type ShellEventSink,
} from '@therapy-shell/analytics';
import { whenConsented, type ConsentStore } from '@therapy-shell/consent';
import { useConsentStore } from '@therapy-shell/consent/react';
import { setErrorReporter, shellApi, type ErrorReporter } from '@therapy-shell/request';

/** Input of {@link useShellObservability}. */
export interface ShellObservabilityInput {
  ctx: ShellContext;
  /** The app's reporter (the console by default); reports also go to the error-reporting service. */
  reporter: ErrorReporter;
  /** The app's own event sink; when absent, shell events go to the Snowplow tracker. */
  events?: ShellEventSink | undefined;
  /** Server rendering: no store, no tracker, no reporter. */
  isServer?: boolean;
}

/** What the frame wires: the page's one consent store, the event sink and the reporter. */
export interface ShellObservability {
  /** Null during server rendering. */
  consent: ConsentStore | null;
  events: ShellEventSink;
  reporter: ErrorReporter;
}

interface Services {
  analytics: Analytics | null;
  errors: ShellErrorReporter;
}

/**
 * The shell's consent, analytics and error reporting for one page. After hydration: the reporter
 * goes to the request layer (`setErrorReporter`); with performance consent (now, or on the save
 * that grants it) the tracker and the error SDK are imported and started, and stopped again when
 * consent is withdrawn; one page view for the page and one per client-side route change; with
 * targeting consent as well, the multisite cookie sync (spec 7.2) once the tracker runs.
 *
 * @example
 * const { consent, events, reporter } = useShellObservability({ ctx, reporter: consoleReporter });
 */
export function useShellObservability({ ctx, reporter: appReporter, events: appEvents, isServer = typeof window === 'undefined' }: ShellObservabilityInput): ShellObservability {
  const { config, user, language } = ctx;
  const [services] = useState<Services | null>(() => {
    if (isServer) return null;
    const collector = config.snowplow_external_endpoint;
    return {
      analytics: collector ? createAnalytics({ collector, appId: config.product_code_name, user: { user_type: user.user_type, language } }) : null,
      errors: createErrorReporter(errorReportingSettings(config)),
    };
  });
  const reporter = useMemo<ErrorReporter>(
    () => ({
      report(error, context) {
        appReporter.report(error, context);
        services?.errors.report(error, context);
      },
    }),
    [appReporter, services],
  );
  const consent = useConsentStore({
    settings: config.tracking?.ms_cookie_consent_settings,
    rootDomain: config.root_domain,
    confirm: () => shellApi.confirmCookieChoices(),
    reporter,
  });

  // The request layer reports through the page's reporter from hydration on.
  useEffect(() => {
    setErrorReporter(reporter);
  }, [reporter]);

  // One page view for the page (kept until the tracker starts), one per route change after it.
  const pageViewed = useRef(false);
  useEffect(() => {
    const analytics = services?.analytics;
    if (!analytics) return undefined;
    if (!pageViewed.current) {
      pageViewed.current = true;
      analytics.pageView();
    }
    const onRouteChange = () => analytics.pageView();
    Router.events.on('routeChangeComplete', onRouteChange);
    return () => Router.events.off('routeChangeComplete', onRouteChange);
  }, [services]);

  useEffect(() => {
    if (!consent || !services) return undefined;
    const { analytics, errors } = services;
    const warn = (message: string) => (error: unknown) => appReporter.report(error, { level: 'warning', message });
    const stopPerformance = whenConsented(consent, 'performance', () => {
      analytics?.start().catch(warn('Failed to load the analytics tracker'));
      errors.start().catch(warn('Failed to load the error reporter'));
      return () => {
        analytics?.stop();
        errors.stop();
      };
    });
    const stopTargeting = whenConsented(consent, 'targeting', () => {
      let cancelled = false;
      void analytics?.ready().then(() => {
        if (cancelled) return;
        void syncMultisiteCookie({ user, config, cookies: document.cookie, call: (site, id) => shellApi.multisiteCookie(site, id) });
      });
      return () => {
        cancelled = true;
      };
    });
    return () => {
      stopPerformance();
      stopTargeting();
    };
  }, [consent, services, appReporter, user, config]);

  return { consent, events: appEvents ?? services?.analytics ?? silentEvents, reporter };
}
