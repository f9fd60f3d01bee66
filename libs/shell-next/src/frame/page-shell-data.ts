// The shell's data for a product team's page, made of what the page-load step resolved: plain data
// and one pure function, read on the server (the App Router's layouts and pages) and in the browser
// (useShell), with no React in it.
import type { BrandId } from '@therapy-shell/brand-config';
import type { Language, SessionUser, SiteConfig, TemplateName } from '@therapy-shell/core';

/**
 * What of the site config a page may read: the site's identity, its sibling sites, its feature
 * switches and its environment. The third-party settings (Pusher key, error-reporting DSN, Snowplow
 * endpoint, consent settings) stay with the shell, which runs those services.
 */
export type PageSiteConfig = Pick<
  SiteConfig,
  | 'product_code_name'
  | 'product_name'
  | 'site_id'
  | 'localizejs_language'
  | 'root_domain'
  | 'fqdn'
  | 'sites_fqdn'
  | 'cdn_host_assets'
  | 'features'
  | 'is_manage'
  | 'is_staging'
  | 'is_development_cloud'
  | 'is_development_local'
  | 'is_qa_server'
  | 'environment_name'
>;

/** The visitor as a page sees it: the session user without its CSRF token (the request layer holds that). */
export type PageVisitor = Omit<SessionUser, 'csrf_token'>;

/**
 * The shell's data for a page: the visitor, what of the site config a page may read, the page's
 * language, the brand, the visitor's country (for crisis help and market rules) and the page's
 * template.
 */
export interface PageShellData {
  visitor: PageVisitor;
  site: PageSiteConfig;
  language: Language;
  brand: BrandId;
  /** Lower-case ISO 3166-1 alpha-2: the session's `geo_country`, else what the request tells. */
  country: string;
  template: TemplateName;
}

const SITE_FIELDS = [
  'product_code_name',
  'product_name',
  'site_id',
  'localizejs_language',
  'root_domain',
  'fqdn',
  'sites_fqdn',
  'cdn_host_assets',
  'features',
  'is_manage',
  'is_staging',
  'is_development_cloud',
  'is_development_local',
  'is_qa_server',
  'environment_name',
] as const satisfies readonly (keyof PageSiteConfig)[];

/**
 * A page's shell data from what the page-load step resolved (the server render, and each
 * client-side navigation).
 *
 * @example
 * const data = pageShellData({ session, config, language: 'en', brand: 'main', country: 'us', template: 'Home' });
 */
export function pageShellData(input: {
  session: SessionUser;
  config: SiteConfig;
  language: Language;
  brand: BrandId;
  country: string;
  template: TemplateName;
}): PageShellData {
  const visitor: PageVisitor & { csrf_token?: unknown } = { ...input.session };
  delete visitor.csrf_token;
  const site: Record<string, unknown> = {};
  for (const field of SITE_FIELDS) if (input.config[field] !== undefined) site[field] = input.config[field];
  return {
    visitor,
    site: site as unknown as PageSiteConfig,
    language: input.language,
    brand: input.brand,
    country: input.country,
    template: input.template,
  };
}
