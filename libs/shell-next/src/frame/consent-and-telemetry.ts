// What the shell starts after hydration: the page's consent store, the analytics tracker, the error
// reporter, and the page's request client set up with the session. Imported by use-shell-observability.ts only
// after hydration (a chunk of its own), so none of it (consent, the request layer, the trackers) is
// in the first-load JavaScript; the SDKs themselves are imported later still, and only with consent
// (spec 4.3, 4.7, 8.2).
import type { BrandId } from '@therapy-shell/brand-config';
import {
  createAnalytics,
  createErrorReporter,
  errorReportingSettings,
  measureWebVitals,
  syncMultisiteCookie,
  type Analytics,
  type ShellErrorReporter,
} from '@therapy-shell/analytics';
import type { SessionUser, SiteConfig } from '@therapy-shell/core';
import { createConsentStore, whenConsented, type ConsentStore } from '@therapy-shell/consent';
import { configureBrowserClient, shellApi, type ErrorReporter } from '@therapy-shell/request';
import { NO_ROUTER, type ShellRouter } from './shell-router.ts';

/** What {@link startConsentAndTelemetry} needs. */
export interface ConsentAndTelemetryInput {
  brand: BrandId;
  config: SiteConfig;
  user: SessionUser;
  language: string;
  /** The current page's template (it changes with client-side navigation), for the error reports' tags. */
  template: () => string;
  /** The app's router: page views on client-side navigations, the landing page's route pattern. */
  router?: ShellRouter | undefined;
  /** Where the runtime's own failures go (the app's reporter). */
  appReporter: ErrorReporter;
  /** The page's reporter (the app's, plus the error-reporting service): handed to the request layer. */
  reporter: ErrorReporter;
}

/** The running services: the tracker's event sink (when a collector is configured) and the error reporter. */
export interface RunningConsentAndTelemetry {
  /** The page's consent store (spec 4.3), made from the consent cookie when the runtime starts. */
  consent: ConsentStore;
  /** The page's tracker (shell events and the page's own), when the site config names a collector. */
  events: Analytics | null;
  errors: ShellErrorReporter;
  /** Stops everything it started (page left, or the frame unmounted). */
  stop(): void;
}

/**
 * Starts the page's observability: with performance consent (now, or on the save that grants it)
 * the tracker and the error SDK are imported and started, and the page's Web Vitals measured
 * (web-vitals, imported then) and sent through the tracker; all stopped again when consent is
 * withdrawn; one page view for the page and one per client-side route change; with targeting
 * consent as well, the multisite cookie sync (spec 7.2) once the tracker runs.
 *
 * @example
 * const running = startConsentAndTelemetry({ brand, template: () => 'Home', config, user, language, appReporter, reporter });
 */
export function startConsentAndTelemetry({
  brand,
  template,
  config,
  user,
  language,
  appReporter,
  reporter,
  router = NO_ROUTER,
}: ConsentAndTelemetryInput): RunningConsentAndTelemetry {
  // The page's request client reports through the page's reporter, sends the session's CSRF token
  // (it also reads it from the page's <meta name="csrf-token"> when first used, so calls made
  // before this chunk arrives carry it too), and lets a forward-location go to the sibling sites.
  configureBrowserClient({
    reporter,
    ...(user.csrf_token ? { csrfToken: user.csrf_token } : {}),
    forwardLocation: { siblings: config.sites_fqdn ?? [] },
  });
  const consent = createConsentStore({
    settings: config.tracking?.ms_cookie_consent_settings,
    rootDomain: config.root_domain,
    confirm: () => shellApi.confirmCookieChoices(),
    reporter,
  });
  const collector = config.snowplow_external_endpoint;
  const analytics = collector
    ? createAnalytics({
        collector,
        appId: config.product_code_name,
        user: { user_type: user.user_type, language },
        // The SDK's first Intl object starts the browser's ICU data: a worker does that, off the
        // main thread (the page's policy allows blob: workers for it: security-headers.ts).
        intlWarmup: 'worker',
      })
    : null;
  // The window's uncaught errors and unhandled rejections are reported too, tagged with the brand,
  // the template and the kind of visitor (never who).
  const errors = createErrorReporter(errorReportingSettings(config), {
    tags: () => ({ brand, template: template(), user_type: user.user_type }),
  });

  // One page view for the page (kept until the tracker starts), one per route change after it.
  analytics?.pageView();
  const unsubscribe = router.subscribe(() => analytics?.pageView());

  // Real-user Web Vitals belong to the page the visit landed on: its template and route pattern
  // (never the URL), taken now, when the runtime starts on that page.
  const landing = { brand, template: template(), route: router.routePattern() };

  const warn = (message: string) => (error: unknown) => appReporter.report(error, { level: 'warning', message });
  const stopPerformance = whenConsented(consent, 'performance', () => {
    analytics?.start().catch(warn('Failed to load the analytics tracker'));
    errors.start().catch(warn('Failed to load the error reporter'));
    let stopVitals: (() => void) | undefined;
    let withdrawn = false;
    if (analytics)
      measureWebVitals(analytics, landing)
        .then((stop) => {
          if (withdrawn) stop();
          else stopVitals = stop;
        })
        .catch(warn('Failed to load the Web Vitals library'));
    return () => {
      withdrawn = true;
      stopVitals?.();
      analytics?.stop();
      errors.stop();
    };
  });
  const stopTargeting = whenConsented(consent, 'targeting', () => {
    let cancelled = false;
    void analytics?.ready().then(() => {
      if (cancelled) return;
      void syncMultisiteCookie({
        user,
        config,
        cookies: document.cookie,
        call: (site, id) => shellApi.multisiteCookie(site, id),
      });
    });
    return () => {
      cancelled = true;
    };
  });

  return {
    consent,
    events: analytics,
    errors,
    stop() {
      unsubscribe();
      stopPerformance();
      stopTargeting();
      errors.close();
    },
  };
}
