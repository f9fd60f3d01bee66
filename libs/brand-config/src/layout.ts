import { isLoggedIn, queryValue, type TemplateName } from '@therapy-shell/core';
import { BODY_CLASS_PREFIXES, GET_STARTED_GO } from './constants.ts';
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
 * A template name as a class-name fragment: `GetStarted` -> `get-started`, `AIQuiz` -> `ai-quiz`,
 * `Psychiatry & medication` -> `psychiatry-medication`.
 *
 * @example
 * templateSlug('CreateANewPin'); // 'create-a-new-pin'
 */
export function templateSlug(template: TemplateName): string {
  // Every page's body class needs it: five regular expressions per page, so each slug is worked out
  // once (there are about 90 template names).
  let slug = slugs.get(template);
  if (slug === undefined) {
    slug = template
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    slugs.set(template, slug);
  }
  return slug;
}
const slugs = new Map<string, string>();

/**
 * The body classes of a product and page (spec 1): one for the brand, one for the template.
 *
 * @example
 * bodyClasses({ brand: 'teen', page }); // ['product-teen', 'page-get-started'] on GetStarted
 */
export function bodyClasses(ctx: Pick<ShellContext, 'brand' | 'page'>): string[] {
  return [
    `${BODY_CLASS_PREFIXES.product}${ctx.brand}`,
    `${BODY_CLASS_PREFIXES.page}${templateSlug(ctx.page.template)}`,
  ];
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
