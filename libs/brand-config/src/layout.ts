import { isLoggedIn, queryValue } from '@therapy-shell/core';
import { GET_STARTED_GO } from './constants.ts';
import type { ShellContext } from './context.ts';
import type { HeaderKind, PageTheme } from './types.ts';

/**
 * Portal accounts use a different header (spec 2.5, 6).
 *
 * @example
 * headerKind({ user: { id: 3, user_type: 'portal_account' } }); // 'portal'
 */
export function headerKind(ctx: Pick<ShellContext, 'user'>): HeaderKind {
  return ctx.user.user_type === 'portal_account' ? 'portal' : 'standard';
}

/**
 * Whether the notification component shows: not for logged-out users (spec 2.5).
 *
 * @example
 * showsNotifications({ user: { id: -1, user_type: 'logged_out_user' } }); // false
 */
export function showsNotifications(ctx: Pick<ShellContext, 'user'>): boolean {
  return isLoggedIn(ctx.user);
}

/**
 * The page theme (spec 2.4): GetStarted with `go=true` changes its background; ContactUs changes
 * theme for brand 1's logged-out visitors and for counselors; every other page has the brand's
 * `default`. The same answer as {@link pageAttributes}' `pageTheme` once the visitor is known,
 * without the body classes: what shell-ui's `ShellLayout` takes on every render.
 *
 * @example
 * pageTheme(ctx); // 'get-started-go' on /get-started/?go=true
 * <ShellLayout pageTheme={pageTheme(ctx)} ... />
 */
export function pageTheme(ctx: Pick<ShellContext, 'brand' | 'user' | 'page'>): PageTheme {
  const { brand, user, page } = ctx;
  if (page.template === 'GetStarted') {
    return queryValue(page.query, GET_STARTED_GO.name) === GET_STARTED_GO.value ? 'get-started-go' : 'default';
  }
  if (page.template === 'ContactUs') {
    const brandOneLoggedOut = brand === 'main' && !isLoggedIn(user);
    return brandOneLoggedOut || user.user_type === 'counselor' ? 'contact-us-alternate' : 'default';
  }
  return 'default';
}
