// The shell's data for a product team's page: what the page-load step already fetched, read by the
// page's components (useShell) and by its getServerSideProps (getShellData), so a page never asks the
// backend again for the visitor or the site.
import { useContext, useMemo } from 'react';
import type { BrandId } from '@therapy-shell/brand-config';
import type { Language, SessionUser, SiteConfig, TemplateName } from '@therapy-shell/core';
import { ShellDataContext, type PageShellData, type PageSiteConfig, type PageVisitor } from './shell-data-context.ts';

export type { PageShellData, PageSiteConfig, PageVisitor };

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

/**
 * The shell's data for the page: the visitor (the session user without its CSRF token), what of
 * the site config a page may read, the language, the brand, the country and the template. From
 * what the page-load step already fetched: no backend call. Works in the server render and in the
 * browser; throws outside a page the shell frames (the fallback page renders no product page).
 *
 * @example
 * function Greeting() {
 *   const { visitor, site } = useShell();
 *   return <p>{visitor.user_type === 'client' ? 'Welcome back' : `Welcome to ${site.product_name}`}</p>;
 * }
 */
export function useShell(): PageShellData {
  const source = useContext(ShellDataContext);
  const data = useMemo(
    () =>
      source && 'visitor' in source
        ? source
        : source
          ? pageShellData({
              session: source.session,
              config: source.config,
              language: source.language,
              brand: source.brand,
              country: source.country,
              template: source.page?.template ?? 'Home',
            })
          : null,
    [source],
  );
  if (!data) throw new Error('useShell() reads the shell of a framed page: render the page through createShellApp().');
  return data;
}

/** Where the `_app` leaves what the page-load step resolved on the request, for getServerSideProps. */
const SHELL_DATA = Symbol.for('therapy-shell.page-shell-data');

/** What the `_app` leaves on a request: the page-load step's answers, made into page data only when asked for. */
type Attached = Parameters<typeof pageShellData>[0] | null;

/**
 * Leaves what the page-load step resolved on the page's request (the `_app` does it before
 * getServerSideProps runs); null when the step failed.
 *
 * @example
 * attachShellData(req, { session, config, language, brand, country, template });
 */
export function attachShellData(req: object, input: Attached): void {
  (req as { [SHELL_DATA]?: Attached })[SHELL_DATA] = input;
}

/**
 * The shell's data in a page's `getServerSideProps`: the same as {@link useShell}, from what the
 * page-load step already fetched for this request (Next.js runs the `_app`'s step first). Null when
 * the step failed (the visitor then sees the fallback page, whatever the page returns) or on a page
 * the shell does not frame.
 *
 * @example
 * export const getServerSideProps: GetServerSideProps = async (context) => {
 *   const shell = getShellData(context);
 *   return { props: { greeting: shell?.visitor.user_type === 'client' ? 'client' : 'visitor' } };
 * };
 */
export function getShellData(context: { req: object }): PageShellData | null {
  const attached = (context.req as { [SHELL_DATA]?: Attached })[SHELL_DATA];
  return attached ? pageShellData(attached) : null;
}
