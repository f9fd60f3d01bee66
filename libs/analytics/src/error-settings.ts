import type { SiteConfig } from '@therapy-shell/core';

/**
 * Error-reporting settings read from the site config's `error_logging` object (spec 3.3 names it
 * without fields; these are the shell's field names):
 *
 * | field | type | meaning |
 * |---|---|---|
 * | `dsn` | string | Sentry DSN `http(s)://<public key>@<host>/<project>`; no reporting without it |
 * | `release` | string | release of the reports; default `app_version` |
 * | `environment` | string | environment of the reports; default `environment_name`, else from the `is_*` flags |
 * | `ignore_user_agents` | string[] | a report is dropped when the browser's user agent contains one (case-insensitive) |
 * | `ignore_messages` | string[] | a report is dropped when its message contains one (case-insensitive) |
 *
 * Patterns are plain substrings, not regular expressions: matching stays linear-time whatever
 * the config or the message holds (DESIGN.md section 7).
 *
 * @example
 * const settings: ErrorReportingSettings = { dsn: 'https://key@errors.example/1', environment: 'production', ignoreUserAgents: ['HeadlessChrome'], ignoreMessages: ['ResizeObserver'] };
 */
export interface ErrorReportingSettings {
  dsn: string;
  release?: string | undefined;
  environment: string;
  ignoreUserAgents: readonly string[];
  ignoreMessages: readonly string[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item !== '').slice(0, 100)
    : [];
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A DSN the SDK accepts: http(s), a public key as user, a host and a numeric project id. */
const DSN = /^https?:\/\/[^:@/\s]+(?::[^@/\s]*)?@[^/\s]+\/(?:[^\s]*\/)?\d+$/;

/**
 * The error-reporting settings of a site config, or null when it has no usable DSN.
 *
 * @example
 * errorReportingSettings({ error_logging: { dsn: 'https://key@errors.example/1' }, app_version: '1.2.3', environment_name: null });
 * // { dsn: 'https://key@errors.example/1', release: '1.2.3', environment: 'production', ignoreUserAgents: [], ignoreMessages: [] }
 */
export function errorReportingSettings(
  config: Pick<
    SiteConfig,
    | 'error_logging'
    | 'app_version'
    | 'environment_name'
    | 'is_staging'
    | 'is_qa_server'
    | 'is_development_local'
    | 'is_development_cloud'
  >,
): ErrorReportingSettings | null {
  const logging = config.error_logging ?? {};
  const dsn = text(logging['dsn']);
  if (!dsn || !DSN.test(dsn)) return null;
  const environment =
    text(logging['environment']) ??
    text(config.environment_name ?? undefined) ??
    (config.is_development_local || config.is_development_cloud
      ? 'development'
      : config.is_qa_server
        ? 'qa'
        : config.is_staging
          ? 'staging'
          : 'production');
  return {
    dsn,
    release: text(logging['release']) ?? text(config.app_version),
    environment,
    ignoreUserAgents: strings(logging['ignore_user_agents']),
    ignoreMessages: strings(logging['ignore_messages']),
  };
}

/**
 * Whether a text contains one of the patterns, ignoring case (the filter of spec 5).
 *
 * @example
 * matchesAny('Mozilla/5.0 HeadlessChrome/120', ['headlesschrome']); // true
 */
export function matchesAny(value: string, patterns: readonly string[]): boolean {
  const lower = value.toLowerCase();
  return patterns.some((pattern) => lower.includes(pattern.toLowerCase()));
}
