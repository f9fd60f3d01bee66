import { z } from 'zod';
import { CLIENT_STAGES, USER_TYPES } from './constants.ts';
import type { SessionUser } from './session-user.ts';
import type { SiteConfig } from './site-config.ts';

// Schemas of the backend's answers to the page-load step (DESIGN.md section 5), checked at the
// boundary so that no page is built from garbage. They check what the shell reads and let other
// fields through untouched (the backend may add fields).

const optionalFlag = z.boolean().optional();
const countrySchema = z.looseObject({
  countryId: z.number().int(),
  isEuropeanUnionMember: z.boolean(),
  prefLanguageReadable: z.string().optional(),
  countryMap: z.record(z.string(), z.number()).optional(),
});

const sessionSchema = z.looseObject({
  csrf_token: z.string().max(512).optional(),
  id: z.number().int(),
  user_type: z.enum(USER_TYPES),
  stage: z.enum(CLIENT_STAGES).nullable().optional(),
  counselor_id: z.number().int().nullable().optional(),
  is_test_counselor: optionalFlag,
  account_id: z.number().int().nullable().optional(),
  show_impressum: optionalFlag,
  show_do_not_sell_info: optionalFlag,
  post_signup_experiments: z.record(z.string(), z.looseObject({ variant_name: z.string() }).optional()).optional(),
  geo_country: z.string().max(8).optional(),
  is_mobile: optionalFlag,
  is_android: optionalFlag,
  is_android_app: optionalFlag,
  is_ios: optionalFlag,
  is_ios_app: optionalFlag,
  is_app: optionalFlag,
  is_chrome: optionalFlag,
  country: countrySchema.nullable().optional(),
});

const consentSettingsSchema = z.looseObject({
  cookie_name_ms_cookie_test: z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/, 'a cookie name'),
  performance_setting: z.string(),
  targeting_setting: z.string(),
  ms_cookie_consent_required: z.boolean(),
});

const siteConfigSchema = z.looseObject({
  product_code_name: z.string().min(1),
  product_name: z.string().min(1).max(200),
  site_id: z.number().int().optional(),
  localizejs_language: z.string().optional(),
  root_domain: z.string().optional(),
  fqdn: z.string().optional(),
  sites_fqdn: z.array(z.string()).optional(),
  cdn_host_assets: z.string().optional(),
  assets_app_version: z.string().optional(),
  app_version: z.string().optional(),
  contrib_app_version: z.string().optional(),
  env_image_tag: z.string().optional(),
  snowplow_external_endpoint: z.string().optional(),
  socket: z
    .looseObject({
      api_key: z.string(),
      cluster: z.string(),
      ws_host: z.string().optional(),
      ws_port: z.number().int().optional(),
      force_tls: z.boolean().optional(),
    })
    .optional(),
  error_logging: z.record(z.string(), z.unknown()).optional(),
  is_manage: optionalFlag,
  is_staging: optionalFlag,
  is_development_cloud: optionalFlag,
  is_development_local: optionalFlag,
  is_qa_server: optionalFlag,
  environment_name: z.string().nullable().optional(),
  features: z
    .looseObject({
      show_business_link: optionalFlag,
      reviews_page: optionalFlag,
      advice: optionalFlag,
      security_logos_display: optionalFlag,
      social_links_display: optionalFlag,
    })
    .optional(),
  tracking: z.looseObject({ ms_cookie_consent_settings: consentSettingsSchema.optional() }).optional(),
});

const translationsSchema = z.record(z.string(), z.string());

/** A backend answer that does not have the shape the shell needs; `field` names the first wrong field. */
export class BackendDataError extends Error {
  override readonly name = 'BackendDataError' as const;
  /** The endpoint whose answer was wrong, for example `/api/session`. */
  readonly endpoint: string;
  /** Dotted path of the first wrong field (`user_type`, `features.advice`), or `(root)`. */
  readonly field: string;

  constructor(endpoint: string, field: string, problem: string) {
    super(`Malformed answer of ${endpoint}: field "${field}" ${problem}`);
    this.endpoint = endpoint;
    this.field = field;
  }
}

/**
 * Whether a value is a {@link BackendDataError} (checks the name too, across realms).
 *
 * @example
 * if (isBackendDataError(error)) log(error.field);
 */
export function isBackendDataError(value: unknown): value is BackendDataError {
  return value instanceof BackendDataError || (value instanceof Error && value.name === 'BackendDataError');
}

function check<T>(schema: z.ZodType, endpoint: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data as T;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
  throw new BackendDataError(endpoint, field, issue?.message ?? 'is invalid');
}

/**
 * Checks GET /api/session's answer (spec 3.1); throws {@link BackendDataError} naming the wrong field.
 *
 * @example
 * const session = parseSessionUser(await api.getJson('/api/session'));
 */
export function parseSessionUser(data: unknown): SessionUser {
  return check<SessionUser>(sessionSchema, '/api/session', data);
}

/**
 * Checks GET /api/site-config's answer (spec 3.3); throws {@link BackendDataError} naming the wrong field.
 *
 * @example
 * const config = parseSiteConfig(await api.getJson('/api/site-config'));
 */
export function parseSiteConfig(data: unknown): SiteConfig {
  return check<SiteConfig>(siteConfigSchema, '/api/site-config', data);
}

/**
 * Checks GET /api/translations' answer: message texts by key; throws {@link BackendDataError}.
 *
 * @example
 * const overrides = parseTranslations(await api.getJson('/api/translations', { language }));
 */
export function parseTranslations(data: unknown): Record<string, string> {
  return check<Record<string, string>>(translationsSchema, '/api/translations', data);
}
