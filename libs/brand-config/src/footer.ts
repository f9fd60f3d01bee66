import { experimentVariant, isFeatureOn } from '@therapy-shell/core';
import {
  DASHBOARD_PATH_PREFIX,
  FOOTER_LABEL_KEYS,
  FOOTERLESS_PATH_SECTIONS,
  FOOTERLESS_TEMPLATES,
  ORGANISATION_FOOTER_PATHS,
  PATHS,
  SOCIAL_LABEL_KEYS,
  SOCIAL_NETWORKS,
  SOCIAL_PROFILE_URLS,
  TREEHOUSE_EXPERIMENT,
} from './constants.ts';
import { brandData } from './brands.ts';
import { isPathInSection, type ShellContext } from './context.ts';
import { healthDataPath, impressumPath, termsPath, withdrawalFormPath } from './routes.ts';
import type { FooterLink, FooterVariant, SocialLink } from './types.ts';

/**
 * Whether the page has no footer (spec 2.5): the mood tracker templates (Report, Onboarding,
 * Settings), VoiceMessage, CreateANewPin, counselor settings (and the payer enrollment intro), id
 * verification, brand 5's GetStarted on mobile, and dashboard paths for users in the TEST variant
 * of FF_TREEHOUSE.
 *
 * @example
 * isFooterHidden(ctx); // true on /counselor-settings/payment/
 */
export function isFooterHidden(ctx: Pick<ShellContext, 'brand' | 'user' | 'page'>): boolean {
  const { brand, user, page } = ctx;
  if ((FOOTERLESS_TEMPLATES as readonly string[]).includes(page.template)) return true;
  if (FOOTERLESS_PATH_SECTIONS.some((section) => isPathInSection(page.path, section))) return true;
  if (brand === 'fifth' && page.template === 'GetStarted' && page.device.isMobile) return true;
  return (
    page.path.startsWith(DASHBOARD_PATH_PREFIX) &&
    experimentVariant(user, TREEHOUSE_EXPERIMENT.name) === TREEHOUSE_EXPERIMENT.hidingVariant
  );
}

/**
 * The footer variant of a brand and page (spec 2.5): brand 5 always has its own footer and brand 2
 * the organisation-site footer; /partner-login and /betterhelpbusiness-start have the
 * organisation-site footer on every brand; GetStarted has the second-theme footer (its mobile
 * variant on mobile); other pages have the brand's footer. Whether it shows at all is
 * {@link isFooterHidden}.
 *
 * @example
 * footerVariant(ctx); // 'second-theme-mobile' on brand main's GetStarted on a phone
 */
export function footerVariant(ctx: Pick<ShellContext, 'brand' | 'page'>): FooterVariant {
  const { brand, page } = ctx;
  if (brand === 'fifth' || brand === 'organisation') return brandData(brand).footerVariant;
  if (ORGANISATION_FOOTER_PATHS.some((section) => isPathInSection(page.path, section))) return 'organisation-site';
  if (page.template === 'GetStarted') return page.device.isMobile ? 'second-theme-mobile' : 'second-theme';
  return brandData(brand).footerVariant;
}

/**
 * The footer's link list (spec 2.5), in the spec's order: Terms & Conditions (counselor terms for
 * counselors), Privacy Policy, Web Accessibility, Sharing Settings (Do Not Sell My Information when
 * show_do_not_sell_info), Cancel Subscription (unless the server says it is unavailable: an
 * unknown answer shows it, spec 8.2), Health Data (US only), Legal Information (show_impressum),
 * Withdrawal form (when available) and Cookie Settings.
 *
 * @example
 * footerLinks(ctx).map((link) => link.id);
 * // ['terms', 'privacy', 'accessibility', 'sharingSettings', 'cancelSubscription', 'cookieSettings']
 */
export function footerLinks(ctx: Pick<ShellContext, 'user' | 'availability'>): FooterLink[] {
  const { user, availability } = ctx;
  const links: FooterLink[] = [
    { id: 'terms', labelKey: FOOTER_LABEL_KEYS.terms, kind: 'link', href: termsPath(ctx) },
    { id: 'privacy', labelKey: FOOTER_LABEL_KEYS.privacy, kind: 'link', href: PATHS.privacy },
    { id: 'accessibility', labelKey: FOOTER_LABEL_KEYS.accessibility, kind: 'link', href: PATHS.accessibility },
    {
      id: 'sharingSettings',
      labelKey: user.show_do_not_sell_info === true ? FOOTER_LABEL_KEYS.doNotSell : FOOTER_LABEL_KEYS.sharingSettings,
      kind: 'action',
      action: 'openSharingSettings',
    },
  ];
  if (availability?.show_cancel_subscription !== false) {
    links.push({
      id: 'cancelSubscription',
      labelKey: FOOTER_LABEL_KEYS.cancelSubscription,
      kind: 'action',
      action: 'openCancelSubscription',
    });
  }
  const healthData = healthDataPath(ctx);
  if (healthData)
    links.push({ id: 'healthData', labelKey: FOOTER_LABEL_KEYS.healthData, kind: 'link', href: healthData });
  const impressum = impressumPath(ctx);
  if (impressum) links.push({ id: 'impressum', labelKey: FOOTER_LABEL_KEYS.impressum, kind: 'link', href: impressum });
  const withdrawal = withdrawalFormPath(ctx);
  if (withdrawal)
    links.push({ id: 'withdrawalForm', labelKey: FOOTER_LABEL_KEYS.withdrawalForm, kind: 'link', href: withdrawal });
  links.push({
    id: 'cookieSettings',
    labelKey: FOOTER_LABEL_KEYS.cookieSettings,
    kind: 'action',
    action: 'openCookieSettings',
  });
  return links;
}

/**
 * Whether the footer shows the language button with the current language's name (spec 2.5, 6):
 * only when the server's language selector answer says so; an unknown answer hides it (spec 8.2).
 *
 * @example
 * showsLanguageButton({ availability: { show_language_selector: true } }); // true
 */
export function showsLanguageButton(ctx: Pick<ShellContext, 'availability'>): boolean {
  return ctx.availability?.show_language_selector === true;
}

/**
 * Whether the footer shows the crisis text line: everyone but counselors (spec 2.5, 6). The crisis
 * notice itself, with its link to immediate-help resources, is always in the footer (spec 1): there
 * is deliberately no rule that could hide it.
 *
 * @example
 * showsCrisisTextLine({ user: { id: 7, user_type: 'counselor' } }); // false
 */
export function showsCrisisTextLine(ctx: Pick<ShellContext, 'user'>): boolean {
  return ctx.user.user_type !== 'counselor';
}

/**
 * Whether the footer gets its mobile layout adjustments: clients and portal accounts on mobile
 * (spec 2.5, 6).
 *
 * @example
 * hasMobileFooterLayout(ctx); // true for a client on a phone
 */
export function hasMobileFooterLayout(ctx: Pick<ShellContext, 'user' | 'page'>): boolean {
  const type = ctx.user.user_type;
  return ctx.page.device.isMobile && (type === 'client' || type === 'portal_account');
}

/**
 * Whether the fallback error page shows the decorative footer: brand 1 only (spec 2.5).
 *
 * @example
 * showsDecorativeFallbackFooter('main'); // true
 */
export function showsDecorativeFallbackFooter(brand: ShellContext['brand']): boolean {
  return brand === 'main';
}

/**
 * The footer's social links (spec 2.5): Facebook, Instagram, TikTok, X and LinkedIn when the
 * feature social_links_display is on; none otherwise.
 *
 * @example
 * socialLinks(ctx).map((link) => link.network); // ['facebook', 'instagram', 'tiktok', 'x', 'linkedin']
 */
export function socialLinks(ctx: Pick<ShellContext, 'brand' | 'config'>): SocialLink[] {
  if (!isFeatureOn(ctx.config, 'social_links_display')) return [];
  const handle = brandData(ctx.brand).socialHandle;
  return SOCIAL_NETWORKS.map((network) => ({
    network,
    labelKey: SOCIAL_LABEL_KEYS[network],
    href: SOCIAL_PROFILE_URLS[network].replace('{handle}', handle),
  }));
}
