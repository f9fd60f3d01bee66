import { z } from 'zod';
import { CLIENT_STAGES, LOGGED_OUT_USER_ID, USER_TYPES } from './constants.ts';
import type { SessionUser } from './session-user.ts';
import type { SiteConfig } from './site-config.ts';
import { BACKEND_PATHS } from './backend-paths.ts';

// The backend contract: what the shell reads of each answer it uses (spec 3, 7.2), as zod schemas.
// They are published as JSON Schema (backendContract) and read tolerantly (DESIGN.md section 5):
// a field is either required (the page cannot be built without it: drift there throws
// BackendDataError and the page answers with the fallback page) or optional with a documented
// default (drift there gives the default and one drift report naming the field, never its value).
// Drift is null where null is not allowed, the wrong type, an unknown enum value, an oversized
// string, or a field the contract does not know. A field that is absent is not drift.

/** Text of at most `max` characters (an oversized string is drift). */
const text = (max: number) => z.string().max(max);
/** An integer id; the backend may send it as a numeric string ("42"), which is read as a number. */
const numericId = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,15}$/)
    .transform(Number),
]);
const flag = z.boolean().optional();

const countrySchema = z.object({
  countryId: numericId,
  isEuropeanUnionMember: z.boolean(),
  prefLanguageReadable: text(64).optional(),
  countryMap: z.record(text(8), z.number()).optional(),
});

/** GET /api/session (spec 3.1). Required: `id`, `user_type` (an unknown type reads as logged out). */
const sessionSchema = z.object({
  csrf_token: text(512).optional(),
  id: numericId,
  user_type: z.enum(USER_TYPES),
  stage: z
    .enum(CLIENT_STAGES satisfies readonly NonNullable<SessionUser['stage']>[])
    .nullable()
    .optional(),
  counselor_id: numericId.nullable().optional(),
  is_test_counselor: flag,
  account_id: numericId.nullable().optional(),
  show_impressum: flag,
  show_do_not_sell_info: flag,
  post_signup_experiments: z.record(text(128), z.object({ variant_name: text(128) }).optional()).optional(),
  geo_country: text(8).optional(),
  is_mobile: flag,
  is_android: flag,
  is_android_app: flag,
  is_ios: flag,
  is_ios_app: flag,
  is_app: flag,
  is_chrome: flag,
  country: countrySchema.nullable().optional(),
});

const consentSettingsSchema = z.object({
  cookie_name_ms_cookie_test: z.string().regex(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]{1,64}$/, 'a cookie name'),
  performance_setting: text(16),
  targeting_setting: text(16),
  ms_cookie_consent_required: z.boolean(),
});

/** GET /api/site-config (spec 3.3). Required: `product_code_name` (it names the brand). */
const siteConfigSchema = z.object({
  // What the schema cannot say, said where a backend team reads it (the published contract).
  product_code_name: text(64)
    .min(1)
    .describe(
      "The site's brand: the id of the brand the app is built for (SHELL_BRAND) or a product code the app maps to it (SHELL_BRAND_CODES). Any other value, another brand's included, is a configuration error: every page but /gethelpnow/ answers 500 with the fallback page.",
    ),
  product_name: text(200).min(1).optional(),
  site_id: numericId.optional(),
  localizejs_language: text(16).optional(),
  root_domain: text(253).optional(),
  fqdn: text(253).optional(),
  sites_fqdn: z.array(text(253)).max(64).optional(),
  cdn_host_assets: text(2048).optional(),
  assets_app_version: text(128).optional(),
  app_version: text(128).optional(),
  contrib_app_version: text(128).optional(),
  env_image_tag: text(128).optional(),
  snowplow_external_endpoint: text(2048).optional(),
  socket: z
    .object({
      api_key: text(256),
      cluster: text(64),
      ws_host: text(253).optional(),
      ws_port: numericId.optional(),
      force_tls: flag,
    })
    .optional(),
  error_logging: z.record(text(64), z.unknown()).optional(),
  is_manage: flag,
  is_staging: flag,
  is_development_cloud: flag,
  is_development_local: flag,
  is_qa_server: flag,
  environment_name: text(64).nullable().optional(),
  features: z
    .object({
      show_business_link: flag,
      reviews_page: flag,
      advice: flag,
      security_logos_display: flag,
      social_links_display: flag,
    })
    .optional(),
  tracking: z.object({ ms_cookie_consent_settings: consentSettingsSchema.optional() }).optional(),
});

/** Longest translation text the shell takes (a longer one is drift: the shell's own text is used). */
const TRANSLATION_MAX_LENGTH = 4000;

/** GET /api/translations?language=: message texts by key (spec 4.8); every key optional. */
const translationsSchema = z.record(text(256), text(TRANSLATION_MAX_LENGTH));

const languageOptionSchema = z.object({ language: text(8), language_readable: text(64) });

/**
 * The answers the shell reads, by endpoint: the page-load answers above and the calls of spec 7.2
 * the request and realtime libraries make. Each is published as JSON Schema.
 */
/** @internal The contract's answers as zod schemas (tests walk every field of them). */
export const CONTRACT = {
  session: { method: 'GET', path: BACKEND_PATHS.session, schema: sessionSchema },
  siteConfig: { method: 'GET', path: BACKEND_PATHS.siteConfig, schema: siteConfigSchema },
  translations: { method: 'GET', path: BACKEND_PATHS.translations, schema: translationsSchema },
  localeSelector: {
    method: 'GET',
    path: BACKEND_PATHS.localeSelector,
    schema: z.object({ languages: z.array(languageOptionSchema).max(16).optional(), show_language_selector: flag }),
  },
  unsubscribeAvailability: {
    method: 'GET',
    path: BACKEND_PATHS.unsubscribeAvailability,
    schema: z.object({ show_cancel_subscription: flag }),
  },
  withdrawalAvailability: {
    method: 'GET',
    path: BACKEND_PATHS.withdrawalAvailability,
    schema: z.object({ show_withdrawal: flag }),
  },
  unsubscribe: {
    method: 'POST',
    path: BACKEND_PATHS.unsubscribe,
    schema: z.object({
      status: text(32)
        .describe("`success`: the subscription is cancelled; any other value, or none, shows the dialog's error")
        .optional(),
      message: text(1000).describe('Shown with the success, when given').optional(),
    }),
  },
  // The shell reads only the status code of these two: any JSON answer is theirs.
  confirmCookieChoices: { method: 'POST', path: BACKEND_PATHS.confirmCookieChoices, schema: z.unknown() },
  presignupExperiments: {
    method: 'POST',
    path: BACKEND_PATHS.presignupExperiments,
    schema: z.record(text(128), text(128).nullable()),
  },
  assignExperiments: {
    method: 'GET',
    path: BACKEND_PATHS.assignExperiments,
    schema: z.record(text(128), text(128).nullable()),
  },
  socketToken: {
    method: 'POST',
    path: BACKEND_PATHS.socketToken,
    schema: z.object({ socket_auth_token: text(512).min(1) }),
  },
  socketNotification: {
    method: 'POST',
    path: BACKEND_PATHS.socketNotification,
    schema: z.object({ socket_notification: z.unknown(), socket_notification_partner: z.unknown().optional() }),
  },
  pusherTrigger: { method: 'POST', path: BACKEND_PATHS.pusherTrigger, schema: z.unknown() },
  pusherAuthentication: {
    method: 'POST',
    path: BACKEND_PATHS.pusherAuthentication,
    schema: z.object({ auth: text(1024), user_data: text(4096) }),
  },
  pusherAuthorization: {
    method: 'POST',
    path: BACKEND_PATHS.pusherAuthorization,
    schema: z.object({ auth: text(1024), channel_data: text(4096).optional(), shared_secret: text(256).optional() }),
  },
} as const;

/** One answer of the backend contract, as JSON Schema (draft 2020-12). */
export interface ContractAnswer {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The answer's JSON Schema, as the backend may send it (numeric ids as numbers or numeric strings). */
  readonly schema: Readonly<Record<string, unknown>>;
}

/**
 * The backend contract the shell reads (spec 3, 7.2) as JSON Schema, by answer name: what a backend
 * team checks its answers against. tools/scripts/contract.mjs writes it, with an OpenAPI document,
 * into `contract/`.
 *
 * @example
 * backendContract().session.schema; // { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', ... }
 */
export function backendContract(): Readonly<Record<string, ContractAnswer>> {
  return Object.fromEntries(
    Object.entries(CONTRACT).map(([name, { method, path, schema }]) => [
      name,
      {
        method,
        path,
        schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>,
      },
    ]),
  );
}

/**
 * Where an answer departs from the contract: the dotted paths of its drifted or wrong fields
 * (never their values), empty when it conforms. A required field that is wrong is listed like any
 * other. For a backend team's tests and dev-api's own.
 *
 * @example
 * contractProblems('session', { id: 42, user_type: 'client', stage: 'gold' }); // ['stage']
 */
export function contractProblems(answer: string, data: unknown): string[] {
  const entry = (CONTRACT as Readonly<Record<string, { schema: z.ZodType } | undefined>>)[answer];
  if (!entry) throw new TypeError(`contractProblems: no answer named "${answer}" in the contract`);
  const problems: string[] = [];
  if (entry.schema instanceof z.ZodObject) {
    try {
      readObject(entry.schema.shape as Record<string, z.ZodType>, data, '', answer, (field) => problems.push(field));
    } catch (error) {
      if (!(error instanceof BackendDataError)) throw error;
      problems.push(error.field);
    }
    return problems;
  }
  const result = entry.schema.safeParse(data);
  return result.success
    ? []
    : [
        ...new Set(
          result.error.issues.map((issue) =>
            issue.path.length > 0 ? issue.path.map(String).map(fieldName).join('.') : '(root)',
          ),
        ),
      ];
}

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
 * A field of a backend answer that drifted from the contract, whose default was used: the endpoint
 * and the field's dotted path, never its value.
 */
export interface BackendDrift {
  readonly endpoint: string;
  readonly field: string;
}

/** Receives each drifted field of an answer (the shell reports each distinct one once, as a warning). */
export type DriftListener = (drift: BackendDrift) => void;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object schema inside optional/nullable wrappers, if the field is an object. */
function objectShape(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
  return current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodType>) : undefined;
}

/** A field name as reported: a name the backend made up may be long, and is cut. */
const fieldName = (key: string) => (key.length > 64 ? `${key.slice(0, 64)}…` : key);
const joinPath = (path: string, key: string) => (path ? `${path}.${fieldName(key)}` : fieldName(key));

/** What {@link readObject} needs to know of a field, which never changes. */
interface FieldFacts {
  readonly key: string;
  readonly schema: z.ZodType;
  readonly optional: boolean;
  readonly nested: Record<string, z.ZodType> | undefined;
  /**
   * For a field whose schema takes a value as it is (a boolean, an enum, a string with at most a
   * length limit, a safe integer, an empty record, or null where allowed): that check, without zod (whose parse builds
   * a context and a result per field; the session alone is read on every page). It answers true only
   * for values zod accepts unchanged; anything else goes through zod, which gives the reason a value
   * is refused or its transform.
   */
  readonly plain: ((value: unknown) => boolean) | undefined;
}

const isBoolean = (value: unknown): boolean => typeof value === 'boolean';

/** The check of a schema that takes a value unchanged, when zod's definition is that simple. */
function unchangedCheck(schema: z.ZodType): FieldFacts['plain'] {
  if (schema instanceof z.ZodBoolean) return isBoolean;
  if (schema instanceof z.ZodEnum) {
    const options = new Set<unknown>(schema.options);
    return (value) => typeof value === 'string' && options.has(value);
  }
  const checks = (schema._zod.def as { checks?: readonly z.core.$ZodCheck[] }).checks ?? [];
  const kinds = checks.map((check) => check._zod.def as { check: string; format?: string });
  if (schema instanceof z.ZodString && kinds.every(({ check }) => check === 'max_length' || check === 'min_length')) {
    const max = schema.maxLength ?? Infinity;
    const min = schema.minLength ?? 0;
    return (value) => typeof value === 'string' && value.length <= max && value.length >= min;
  }
  if (schema instanceof z.ZodNumber && kinds.length === 1 && kinds[0]?.format === 'safeint')
    return (value) => Number.isSafeInteger(value);
  // An empty record reads as itself (zod's answer is an equal empty object); one with entries goes
  // through zod, entry by entry.
  if (schema instanceof z.ZodRecord)
    return (value) =>
      isPlainObject(value) && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length === 0;
  // A union gives its first option's answer when that option takes the value (a numeric id: an
  // integer as it is, a numeric string through zod's transform).
  if (schema instanceof z.ZodUnion) {
    const first = schema.options[0];
    return first ? unchangedCheck(first as z.ZodType) : undefined;
  }
  return undefined;
}

/**
 * The check that takes a field's value without zod, when its schema allows one (see
 * `FieldFacts.plain`); exported for its tests, not from the package.
 *
 * @internal
 */
export function plainCheck(schema: z.ZodType): FieldFacts['plain'] {
  let inner = schema;
  let nullable = false;
  for (;;) {
    if (inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodNullable) {
      nullable = true;
      inner = inner.unwrap() as z.ZodType;
    } else break;
  }
  const check = unchangedCheck(inner);
  if (!check || !nullable) return check;
  return (value) => value === null || check(value);
}

// Worked out once per object schema: asking zod whether a required field accepts `undefined` builds
// a failure with its issue on every call, and the session alone is read on every page (about 20
// fields, half of them flags).
const shapeFacts = new WeakMap<Record<string, z.ZodType>, readonly FieldFacts[]>();
function factsOf(shape: Record<string, z.ZodType>): readonly FieldFacts[] {
  let facts = shapeFacts.get(shape);
  if (!facts) {
    facts = Object.entries(shape).map(([key, schema]) => ({
      key,
      schema,
      optional: schema.safeParse(undefined).success,
      nested: objectShape(schema),
      plain: plainCheck(schema),
    }));
    shapeFacts.set(shape, facts);
  }
  return facts;
}

/**
 * Reads an object answer field by field: a required field that drifts throws, an optional one is
 * left out (its default applies) and reported. A nested object is read the same way; when one of its
 * own required fields drifts, the nested object as a whole is left out.
 */
function readObject(
  shape: Record<string, z.ZodType>,
  data: unknown,
  path: string,
  endpoint: string,
  drift: (field: string) => void,
): Record<string, unknown> {
  if (!isPlainObject(data)) throw new BackendDataError(endpoint, path || '(root)', 'is not an object');
  const out: Record<string, unknown> = {};
  for (const { key, schema, optional, nested, plain } of factsOf(shape)) {
    const value = data[key];
    if (value === undefined) {
      if (optional) continue;
      throw new BackendDataError(endpoint, joinPath(path, key), 'is missing');
    }
    if (plain?.(value)) {
      out[key] = value;
      continue;
    }
    if (nested && isPlainObject(value)) {
      if (!optional) {
        out[key] = readObject(nested, value, joinPath(path, key), endpoint, drift);
        continue;
      }
      try {
        out[key] = readObject(nested, value, joinPath(path, key), endpoint, drift);
      } catch (error) {
        if (!(error instanceof BackendDataError)) throw error;
        drift(error.field);
      }
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) out[key] = result.data;
    else if (optional) drift(joinPath(path, key));
    else throw new BackendDataError(endpoint, joinPath(path, key), result.error.issues[0]?.message ?? 'is invalid');
  }
  for (const key of Object.keys(data)) if (!(key in shape)) drift(joinPath(path, key));
  return out;
}

function reader(endpoint: string, onDrift: DriftListener | undefined): (field: string) => void {
  return (field) => onDrift?.({ endpoint, field });
}

/**
 * Reads GET /api/session's answer (spec 3.1) tolerantly. `id` is required (a wrong one throws
 * {@link BackendDataError}); an unknown `user_type` fails closed: the visitor is read as logged out,
 * the least privilege, and the drift is reported. Numeric ids may come as numeric strings.
 *
 * @example
 * const session = parseSessionUser(await api.getJson('/api/session'), (drift) => warnOnce(drift));
 */
export function parseSessionUser(data: unknown, onDrift?: DriftListener): SessionUser {
  const endpoint = BACKEND_PATHS.session;
  const drift = reader(endpoint, onDrift);
  if (isPlainObject(data) && data['user_type'] !== undefined && !USER_TYPES.includes(data['user_type'] as never)) {
    drift('user_type');
    return { id: LOGGED_OUT_USER_ID, user_type: 'logged_out_user' };
  }
  return readObject(sessionSchema.shape, data, '', endpoint, drift) as unknown as SessionUser;
}

/**
 * Reads GET /api/site-config's answer (spec 3.3) tolerantly: `product_code_name` is required (a
 * wrong one throws {@link BackendDataError}); every other field falls back to its default (absent;
 * `product_name` to an empty string, which the header and footer leave out) and is reported.
 *
 * @example
 * const config = parseSiteConfig(await api.getJson('/api/site-config'), (drift) => warnOnce(drift));
 */
export function parseSiteConfig(data: unknown, onDrift?: DriftListener): SiteConfig {
  const endpoint = BACKEND_PATHS.siteConfig;
  const read = readObject(siteConfigSchema.shape, data, '', endpoint, reader(endpoint, onDrift));
  return { ...read, product_name: typeof read['product_name'] === 'string' ? read['product_name'] : '' } as SiteConfig;
}

/**
 * Reads GET /api/translations' answer tolerantly: texts by key. A value that is not a string (or is
 * longer than 4000 characters) is left out, so the shell's own text is used for that key; an answer
 * that is not an object (`[]`, `null`) gives no overrides. Each is reported as drift.
 *
 * @example
 * const overrides = parseTranslations(await api.getJson('/api/translations', { language }), warnOnce);
 */
export function parseTranslations(data: unknown, onDrift?: DriftListener): Record<string, string> {
  const drift = reader(BACKEND_PATHS.translations, onDrift);
  if (!isPlainObject(data)) {
    drift('(root)');
    return {};
  }
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const result = translationsSchema.safeParse({ [key]: value });
    if (result.success) out[key] = value as string;
    else drift(fieldName(key));
  }
  return out;
}
