import { parseCookies, type SessionUser, type SiteConfig } from '@therapy-shell/core';
import { ANALYTICS_ID_COOKIE_PREFIX } from './constants.ts';

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

/**
 * The visitor's analytics id from a Cookie header or `document.cookie`: the domain user id at the
 * head of Snowplow's `_sp_id.<hash>` cookie; undefined without one (spec 7.2: the sync needs it).
 *
 * @example
 * analyticsIdOf('_sp_id.1fff=7d6c2b4a-0c1e-4f7a-9a55-3b1e2a9f0d11.1717480000.1.1717480000.1717480000'); // '7d6c2b4a-...'
 */
export function analyticsIdOf(cookieHeader: string | null | undefined): string | undefined {
  const cookies = parseCookies(cookieHeader);
  for (const [name, value] of Object.entries(cookies)) {
    if (!name.startsWith(ANALYTICS_ID_COOKIE_PREFIX)) continue;
    const id = value.split('.')[0];
    if (id && /^[A-Za-z0-9-]{1,64}$/.test(id)) return id;
  }
  return undefined;
}

/** Input of {@link syncMultisiteCookie}. */
export interface MultisiteSyncInput {
  user: MultisiteContext['user'];
  config: MultisiteContext['config'];
  /** The page's cookies (`document.cookie`). */
  cookies: string;
  /**
   * One credentialed GET `{site}/api/multi_cookie/?session_id=...&action=set_snowplow_id`, logging
   * 'Failed to assigned Snowplow multisite cookie' on failure: request's `shellApi.multisiteCookie`.
   */
  call: (site: string, sessionId: string) => Promise<boolean>;
}

/**
 * The multisite analytics cookie sync of spec 7.2: one call per other site of `sites_fqdn` when
 * {@link multisiteSyncTargets} allows it, with the analytics id as `session_id`. Resolves with the
 * number of sites that answered; a failure is logged by `call` and never thrown.
 *
 * @example
 * await syncMultisiteCookie({ user, config, cookies: document.cookie, call: shellApi.multisiteCookie });
 */
export async function syncMultisiteCookie(input: MultisiteSyncInput): Promise<number> {
  const id = analyticsIdOf(input.cookies);
  const targets = multisiteSyncTargets({
    user: input.user,
    config: input.config,
    hasAnalyticsIdCookie: id !== undefined,
  });
  if (!id || targets.length === 0) return 0;
  const answers = await Promise.all(targets.map((site) => input.call(site, id).catch(() => false)));
  return answers.filter(Boolean).length;
}
