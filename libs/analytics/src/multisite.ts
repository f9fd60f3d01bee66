import type { SessionUser, SiteConfig } from '@therapy-shell/core';

/** Site that never takes part in the multisite cookie sync (spec 7.2). */
export const MULTISITE_EXCLUDED_SITE_ID = 11;

/** What decides the multisite analytics cookie sync (spec 7.2, 6). */
export interface MultisiteContext {
  user: Pick<SessionUser, 'user_type'>;
  config: Pick<SiteConfig, 'is_manage' | 'site_id' | 'environment_name' | 'sites_fqdn' | 'fqdn'>;
  /** An analytics id cookie exists. */
  hasAnalyticsIdCookie: boolean;
}

/**
 * The other sites to call `/api/multi_cookie/` on: each sibling in sites_fqdn, when an analytics id
 * cookie exists, not on manage, the user is not a recruiter, site_id is not 11 and no
 * environment_name is set (spec 7.2). Empty when the sync must not run.
 *
 * @example
 * multisiteSyncTargets({ user: { user_type: 'client' }, hasAnalyticsIdCookie: true,
 *   config: { fqdn: 'a.example', sites_fqdn: ['a.example', 'b.example'] } }); // ['b.example']
 */
export function multisiteSyncTargets(ctx: MultisiteContext): string[] {
  const { config } = ctx;
  if (!ctx.hasAnalyticsIdCookie) return [];
  if (config.is_manage === true) return [];
  if (ctx.user.user_type === 'recruiter') return [];
  if (config.site_id === MULTISITE_EXCLUDED_SITE_ID) return [];
  if (config.environment_name) return [];
  return (config.sites_fqdn ?? []).filter((site) => site !== config.fqdn);
}
