import { developmentProductName, type BrandId } from '@therapy-shell/brand-config';

/** JSON object as personas and answers hold them. */
export type JsonObject = { [key: string]: unknown };

/**
 * Placeholder for dev-api's own `host:port` in site config strings (`snowplow_external_endpoint`,
 * `error_logging.dsn`): replaced by the address the request came in on, so the sinks are reached
 * on whatever port dev-api serves.
 */
export const DEV_API_HOST = '{dev-api-host}';

/**
 * Replaces {@link DEV_API_HOST} in every string of a JSON value.
 *
 * @example
 * fillDevApiHost({ dsn: 'http://public@{dev-api-host}/1' }, '127.0.0.1:4000'); // { dsn: 'http://public@127.0.0.1:4000/1' }
 */
export function fillDevApiHost<T>(value: T, host: string): T {
  if (typeof value === 'string') return value.split(DEV_API_HOST).join(host) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDevApiHost(item, host)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDevApiHost(item, host)])) as T;
  }
  return value;
}

/** A logged-out visitor from the US on a desktop browser: what a persona does not say. */
export const LOGGED_OUT_SESSION: JsonObject = {
  id: -1,
  user_type: 'logged_out_user',
  geo_country: 'us',
  show_impressum: false,
  show_do_not_sell_info: false,
  is_mobile: false,
  is_android: false,
  is_android_app: false,
  is_ios: false,
  is_ios_app: false,
  is_app: false,
  is_chrome: true,
  post_signup_experiments: {},
  // The page hands the CSRF token to the request layer; dev-api gives every visitor one.
  csrf_token: 'dev-csrf-token',
};

/**
 * The site config dev-api serves for a brand when a persona says nothing else. Product names are
 * development names: the real ones come from the backend.
 */
export function brandSiteConfig(brand: BrandId): JsonObject {
  return {
    product_code_name: brand,
    product_name: developmentProductName(brand),
    site_id: 1,
    localizejs_language: 'en',
    root_domain: 'localhost',
    fqdn: 'localhost',
    sites_fqdn: ['localhost'],
    cdn_host_assets: 'cdn.localhost',
    environment_name: 'development',
    is_manage: false,
    is_staging: false,
    is_development_cloud: false,
    is_development_local: true,
    is_qa_server: false,
    // The tracker and the error reporter send to dev-api's sinks ({dev-api-host}: the host and port
    // the site config was asked on, filled in by the shell endpoints).
    snowplow_external_endpoint: `http://${DEV_API_HOST}`,
    error_logging: { dsn: `http://public@${DEV_API_HOST}/1` },
    // pusher-js connects to dev-api's own Pusher-protocol endpoint (ws_port: the port asked).
    socket: { api_key: 'dev-key', cluster: 'dev', ws_host: '127.0.0.1', force_tls: false },
    features: {
      show_business_link: brand === 'main',
      reviews_page: brand === 'main',
      advice: brand === 'main',
      security_logos_display: true,
      social_links_display: true,
    },
    tracking: {
      ms_cookie_consent_settings: {
        cookie_name_ms_cookie_test: 'OptanonConsent',
        performance_setting: 'C0002',
        targeting_setting: 'C0004',
        // An opt-out region by default (nothing to ask; GPC still refuses targeting): the persona
        // consent-required (and visitor-fr) stand for visitors who must be asked first.
        ms_cookie_consent_required: false,
      },
    },
  };
}

/**
 * Merges plain objects: values of `over` win, nested objects merge, arrays are replaced.
 *
 * @example
 * deepMerge({ a: { b: 1, c: 2 } }, { a: { c: 3 } }); // { a: { b: 1, c: 3 } }
 */
export function deepMerge(base: JsonObject, over: JsonObject | undefined): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over ?? {})) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
