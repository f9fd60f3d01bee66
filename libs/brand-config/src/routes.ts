import { countryIdByCode, isEuropeanUnionCountry, type Country } from '@therapy-shell/core';
import {
  ADVICE_BASE_PATHS,
  ADVICE_LABEL_KEYS,
  ADVICE_SUB_PATHS,
  CANCEL_SETTINGS_PATH,
  DEFAULT_ADVICE_BASE_PATH,
  FAQ_TEEN_FLAG,
  LOGIN_REDIRECT_PARAMETER,
  PAGE_PARAMETER,
  PATHS,
} from './constants.ts';
import { isUnitedStatesVisitor, type ShellContext } from './context.ts';
import type { AdviceLinks } from './types.ts';

/**
 * The terms page: counselors get the counselor terms (spec 2.1, 6).
 *
 * @example
 * termsPath(ctx); // '/counselors/terms/' for a counselor, '/terms/' for everyone else
 */
export function termsPath(ctx: Pick<ShellContext, 'user'>): string {
  return ctx.user.user_type === 'counselor' ? PATHS.counselorTerms : PATHS.terms;
}

/**
 * The counselor's payment settings page by the counselor's country (spec 2.1): Australia gets
 * /counselor-settings/payment-au/, an EU member /counselor-settings/payment-eu/ (by the session's
 * flag, or by the EU country ids the catalogue knows, so a stale flag cannot hide them), every
 * other or unknown country /counselor-settings/payment/.
 *
 * @example
 * paymentSettingsPath(session.country); // '/counselor-settings/payment-au/' for { countryId: 15, isEuropeanUnionMember: false }
 * paymentSettingsPath(null); // '/counselor-settings/payment/'
 */
export function paymentSettingsPath(
  country: Pick<Country, 'countryId' | 'isEuropeanUnionMember'> | null | undefined,
): string {
  if (country?.countryId === countryIdByCode('AUS')) return PATHS.paymentSettingsAustralia;
  if (isEuropeanUnionCountry(country)) return PATHS.paymentSettingsEuropeanUnion;
  return PATHS.paymentSettings;
}

/**
 * The FAQ link: on the teen brand's GetStarted page it carries the teen flag (spec 2.1).
 *
 * @example
 * faqPath(ctx); // '/faq/?teen=1' on brand teen's GetStarted page, '/faq/' elsewhere
 */
export function faqPath(ctx: Pick<ShellContext, 'brand' | 'page'>): string {
  if (ctx.brand === 'teen' && ctx.page.template === 'GetStarted') {
    return `${PATHS.faq}?${FAQ_TEEN_FLAG.name}=${FAQ_TEEN_FLAG.value}`;
  }
  return PATHS.faq;
}

/**
 * The link to a page of a paginated list (spec 2.1: pages above 1 get a page query parameter
 * appended), keeping the other parameters and the hash and replacing an existing page parameter.
 * Page 1, or anything but a whole number above 1, gives the path without a page parameter.
 *
 * @example
 * withPage('/advice', 2); // '/advice?page=2'
 * withPage('/advice?page=3&tag=sleep#top', 1); // '/advice?tag=sleep#top'
 */
export function withPage(path: string, page: number): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt === -1 ? '' : path.slice(hashAt);
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params =
    queryAt === -1
      ? []
      : beforeHash
          .slice(queryAt + 1)
          .split('&')
          .filter((part) => part !== '');
  const kept = params.filter((part) => part.split('=', 1)[0] !== PAGE_PARAMETER);
  if (Number.isSafeInteger(page) && page > 1) kept.push(`${PAGE_PARAMETER}=${page}`);
  return `${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

function isOwnKey<T extends object>(object: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(object, key);
}

const SITE = 'https://site.invalid';

/**
 * Whether a redirect target is a path on this site (DESIGN.md section 7: `redir` only to
 * same-origin paths). Judged as a browser would resolve it: control characters (which URL parsing
 * drops, so `/\t/evil.example` becomes `//evil.example`) and backslashes (read as `/`) are refused.
 */
function isSameOriginPath(target: string): boolean {
  // eslint-disable-next-line no-control-regex -- the control characters are what is being refused
  if (!target.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(target)) return false;
  try {
    return new URL(target, SITE).origin === SITE;
  } catch {
    return false;
  }
}

/**
 * The login link that returns to a page of this site after signing in (spec 2.1: /login?redir=...).
 * Targets that are not same-origin paths are replaced by the home page, so the link cannot be used
 * to send visitors elsewhere.
 *
 * @example
 * loginRedirectPath('/account-settings/subscription/'); // '/login?redir=%2Faccount-settings%2Fsubscription%2F'
 */
export function loginRedirectPath(target: string): string {
  const safe = isSameOriginPath(target) ? target : PATHS.home;
  return `${PATHS.login}?${LOGIN_REDIRECT_PARAMETER}=${encodeURIComponent(safe)}`;
}

/**
 * The cancel dialog's login link, back to the cancel settings page (spec 2.1, 4.1).
 *
 * @example
 * cancelSettingsLoginPath(); // '/login?redir=%2Faccount-settings%2Fsubscription%2F'
 */
export function cancelSettingsLoginPath(): string {
  return loginRedirectPath(CANCEL_SETTINGS_PATH);
}

/**
 * Legal Information (/impressum/), only for users with show_impressum (spec 2.1, 6); else null.
 *
 * @example
 * impressumPath({ user: { id: 1, user_type: 'client', show_impressum: true } }); // '/impressum/'
 */
export function impressumPath(ctx: Pick<ShellContext, 'user'>): string | null {
  return ctx.user.show_impressum === true ? PATHS.impressum : null;
}

/**
 * Health Data (/health-data/), for US visitors only (spec 2.1, 6); else null.
 *
 * @example
 * healthDataPath({ user: { id: -1, user_type: 'logged_out_user', geo_country: 'us' } }); // '/health-data/'
 */
export function healthDataPath(ctx: Pick<ShellContext, 'user'>): string | null {
  return isUnitedStatesVisitor(ctx.user) ? PATHS.healthData : null;
}

/**
 * The withdrawal form (/withdrawal-form/), linked only when the server says withdrawal is
 * available (spec 2.1, 6); an unknown answer hides it (spec 8.2).
 *
 * @example
 * withdrawalFormPath({ availability: { show_withdrawal: true } }); // '/withdrawal-form/'
 */
export function withdrawalFormPath(ctx: Pick<ShellContext, 'availability'>): string | null {
  return ctx.availability?.show_withdrawal === true ? PATHS.withdrawalForm : null;
}

/**
 * The advice section's base path for a language (spec 2.3); any other language (the table's
 * "default" row) gets /advice.
 *
 * @example
 * adviceBasePath('de'); // '/de/artikel'
 */
export function adviceBasePath(language: string): string {
  return isOwnKey(ADVICE_BASE_PATHS, language) ? ADVICE_BASE_PATHS[language] : DEFAULT_ADVICE_BASE_PATH;
}

/**
 * The advice section's links for a language (spec 2.3): the base path that landing, category and
 * article pages share, the editorial team (editors and authors) and search paths under it, and the
 * message keys of their link texts (`advice.home` is the advice home link: Advice Home, Ratgeber
 * Übersicht, Advies overzicht, Conseils, Consejo). A language outside the table gets the default
 * row, /advice.
 *
 * @example
 * const { basePath, searchPath, homeLabelKey } = adviceLinks('nl'); // '/nl/artikelen', '/nl/artikelen/search', 'advice.home'
 * <a href={basePath}>{t(homeLabelKey)}</a>;
 */
export function adviceLinks(language: string): AdviceLinks {
  const basePath = adviceBasePath(language);
  return {
    basePath,
    editorialTeamPath: `${basePath}${ADVICE_SUB_PATHS.editorialTeam}`,
    searchPath: `${basePath}${ADVICE_SUB_PATHS.search}`,
    homeLabelKey: ADVICE_LABEL_KEYS.home,
    editorialTeamLabelKey: ADVICE_LABEL_KEYS.editorialTeam,
    searchLabelKey: ADVICE_LABEL_KEYS.search,
  };
}

/**
 * Whether a path is the accessibility statement (/accessibility/, with or without its trailing
 * slash): the accessibility widget's trigger is shown there.
 *
 * @example
 * isAccessibilityPage('/accessibility'); // true
 */
export function isAccessibilityPage(path: string): boolean {
  return path === PATHS.accessibility || `${path}/` === PATHS.accessibility;
}
