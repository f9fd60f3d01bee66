/**
 * Feature switches of the site config (spec 3.3).
 *
 * @example
 * const features: SiteFeatures = { social_links_display: true };
 */
export interface SiteFeatures {
  show_business_link?: boolean;
  reviews_page?: boolean;
  advice?: boolean;
  security_logos_display?: boolean;
  social_links_display?: boolean;
}

/**
 * Cookie consent settings of the site config (spec 3.3).
 *
 * @example
 * config.tracking?.ms_cookie_consent_settings?.ms_cookie_consent_required; // true while consent is pending
 */
export interface CookieConsentSettings {
  cookie_name_ms_cookie_test: string;
  performance_setting: string;
  targeting_setting: string;
  ms_cookie_consent_required: boolean;
}

/**
 * Site config as GET /api/site-config answers it (spec 3.3).
 *
 * @example
 * const config: SiteConfig = { product_code_name: 'main', product_name: 'Acme Therapy', features: { advice: true } };
 */
export interface SiteConfig {
  product_code_name: string;
  product_name: string;
  site_id?: number;
  localizejs_language?: string;
  root_domain?: string;
  fqdn?: string;
  sites_fqdn?: string[];
  cdn_host_assets?: string;
  assets_app_version?: string;
  app_version?: string;
  contrib_app_version?: string;
  env_image_tag?: string;
  snowplow_external_endpoint?: string;
  /**
   * Pusher settings (spec 3.3: api_key, cluster). `ws_host`, `ws_port` and `force_tls` point
   * pusher-js at another Pusher-protocol server (dev-api in development).
   */
  socket?: { api_key: string; cluster: string; ws_host?: string; ws_port?: number; force_tls?: boolean };
  error_logging?: Record<string, unknown>;
  is_manage?: boolean;
  is_staging?: boolean;
  is_development_cloud?: boolean;
  is_development_local?: boolean;
  is_qa_server?: boolean;
  environment_name?: string | null;
  features?: SiteFeatures;
  tracking?: { ms_cookie_consent_settings?: CookieConsentSettings };
}

/**
 * Whether a feature switch of the site config is on. An absent switch is off.
 *
 * @example
 * isFeatureOn({ product_code_name: 'main', product_name: 'Acme', features: { advice: true } }, 'advice'); // true
 */
export function isFeatureOn(config: Pick<SiteConfig, 'features'>, feature: keyof SiteFeatures): boolean {
  return config.features?.[feature] === true;
}
