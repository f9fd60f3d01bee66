import { brandData, type BrandId } from './brands.ts';
import { QUICK_EXIT_TEMPLATES } from './constants.ts';
import type { ShellContext } from './context.ts';

/**
 * Whether a page has the quick exit (beyond the spec): the pages where a visitor is most
 * exposed (CrisisResources, GetHelpNow, GetStarted, ClientDashboard), and any page its product team
 * marks (`shellPage({ template, quickExit: true }, Page)`).
 *
 * @example
 * showsQuickExit({ page }, { marked: false }); // true on /gethelpnow/ (GetHelpNow)
 */
export function showsQuickExit(
  ctx: Pick<ShellContext, 'page'>,
  options: { marked?: boolean | undefined } = {},
): boolean {
  return options.marked === true || (QUICK_EXIT_TEMPLATES as readonly string[]).includes(ctx.page.template);
}

/**
 * The neutral page the quick exit replaces the current page with: per brand, a weather page by
 * default (what GOV.UK's Exit this page uses: common, dull, and nothing to explain).
 *
 * @example
 * quickExitUrl('main'); // 'https://www.bbc.co.uk/weather'
 */
export function quickExitUrl(brand: BrandId): string {
  return brandData(brand).quickExitUrl;
}
