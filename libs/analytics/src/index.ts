// Public API of @therapy-shell/analytics: the tracker, the event catalogue, the multisite sync and
// the error reporter. The rules behind them (which sites to sync, the rate-limit back-off) stay in
// their modules; the library's own tests import those by relative path.
export { createAnalytics } from './tracker.ts';
export type {
  Analytics,
  AnalyticsOptions,
  AnalyticsPage,
  AnalyticsState,
  AnalyticsUserContext,
  IntlWarmup,
  SnowplowApi,
  StartWorker,
  StructuredEvent,
  SelfDescribingEvent,
  WarmupWorker,
} from './tracker.ts';
export { silentEvents, SHELL_EVENTS } from './events.ts';
export type { ShellEventName, ShellEventProperties, ShellEventSink } from './events.ts';
export { syncMultisiteCookie } from './multisite.ts';
export type { MultisiteContext, MultisiteSyncInput } from './multisite.ts';
export { createErrorReporter } from './error-reporter.ts';
export type { ErrorReporterOptions, ErrorReportTags, ShellErrorReporter, SentryBrowserApi } from './error-reporter.ts';
export { errorReportingSettings } from './error-settings.ts';
export type { ErrorReportingSettings } from './error-settings.ts';
export { measureWebVitals } from './web-vitals.ts';
export type { WebVitalsApi, WebVitalsOptions, WebVitalsPage } from './web-vitals.ts';
export { USER_CONTEXT_SCHEMA, WEB_VITAL_SCHEMA, ERROR_MESSAGE_MAX_LENGTH, METADATA_MAX_LENGTH } from './constants.ts';
