// The context a framed page's shell data travels in: a module of its own, so the `_app` (first-load
// JavaScript) carries the context alone, and what makes page data of it (shell-data.ts) is in the
// code of the pages that read it.
import { createContext } from 'react';
import type { ShellPageData } from '../page-load/load-shell.ts';
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

/** What the page-load step resolved for a framed page, as the `_app` renders it. */
export type ShellDataSource = Extract<ShellPageData, { status: 'ok' }>;

/**
 * Given by the shell around every page it frames: the page's own data, as it is (useShell() makes
 * page data of it); in a component test, the page data itself (ShellTestProvider).
 */
export const ShellDataContext = createContext<ShellDataSource | PageShellData | null>(null);
