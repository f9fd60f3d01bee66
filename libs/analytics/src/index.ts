export { createAnalytics } from './tracker.ts';
export type {
  Analytics,
  AnalyticsOptions,
  AnalyticsPage,
  AnalyticsState,
  AnalyticsUserContext,
  SnowplowApi,
  StructuredEvent,
  SelfDescribingEvent,
} from './tracker.ts';
export { silentEvents, SHELL_EVENTS } from './events.ts';
export type { ShellEventName, ShellEventProperties, ShellEventSink } from './events.ts';
export { multisiteSyncTargets, syncMultisiteCookie, analyticsIdOf, MULTISITE_EXCLUDED_SITE_ID } from './multisite.ts';
export type { MultisiteContext, MultisiteSyncInput } from './multisite.ts';
export { createErrorReporter } from './error-reporter.ts';
export type { ErrorReporterOptions, ShellErrorReporter, SentryBrowserApi } from './error-reporter.ts';
export { errorReportingSettings } from './error-settings.ts';
export type { ErrorReportingSettings } from './error-settings.ts';
export { rateLimitBackoffMs } from './rate-limit.ts';
export { USER_CONTEXT_SCHEMA, ERROR_MESSAGE_MAX_LENGTH, METADATA_MAX_LENGTH } from './constants.ts';
