// No handlers and no 'use client': on the App Router the footer is a React Server Component, and only
// its buttons (footer-controls.tsx) hydrate. useId is a hook Server Components have.
import { useId, type ReactNode } from 'react';
import type { CrisisLine, FooterAction, FooterContent, FooterLink, SocialLink } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { CrisisHelp } from './crisis-help.tsx';
import { Link, PlainLink, type LinkComponent, type LinkSite } from './link.tsx';
import { SocialIcon } from './social-icon.tsx';
import styles from './footer.module.css';
import { FooterButton, FooterControlsProvider, type FooterControls } from './footer-controls.tsx';
import { Icon } from './icon.tsx';

/**
 * Whether the footer has the mobile layout adjustments, as its `data-layout` attribute.
 *
 * @example
 * footer.dataset.layout === ('mobile' satisfies FooterLayout);
 */
export type FooterLayout = 'mobile' | 'default';

/**
 * Props of the shell footer. The crisis notice has no prop: every footer shows it (spec 1).
 *
 * @example
 * const props: FooterProps = {
 *   productName: 'Acme Therapy',
 *   year: 2026,
 *   t,
 *   ...footerContent(ctx), // brand-config: variant, crisis lines, links, social links, mobile layout
 *   languageButton: undefined,
 *   onAction: openDialog,
 * };
 */
export interface FooterProps {
  /**
   * Product name from the site config, used in the copyright line; without it (the site config is
   * unknown: the plain footer of /gethelpnow/ during an outage) there is no copyright line.
   */
  productName?: string | undefined;
  /** Current year for the copyright line; the caller passes it so server and client agree. */
  year: number;
  /** Translator of the current language. */
  t: Translate;
  /** Footer variant (brand-config's `footerContent`), as `data-variant`; `standard` by default. */
  variant?: FooterContent['variant'] | undefined;
  /**
   * The crisis lines of the visitor's country under the crisis notice (brand-config's
   * `crisisLines`: none for counselors, who see no crisis text line, nor for a country without
   * reviewed lines, where the notice's link to /gethelpnow/ is the way to help).
   */
  crisisLines?: readonly CrisisLine[] | undefined;
  /** The link list (brand-config's `footerContent`): `link` entries render links, `action` entries buttons. */
  links?: readonly FooterLink[] | undefined;
  /** Called with the action of an `action` entry (open Sharing Settings, Cancel Subscription, Cookie Settings). */
  onAction?: ((action: FooterAction) => void) | undefined;
  /**
   * The action (or `language`, the language button) whose dialog was asked for and is still on its
   * way, as when its code loads lazily: that button is `aria-busy` and shows a pending style.
   */
  pending?: FooterAction | 'language' | undefined;
  /**
   * Called when a pointer enters, or focus reaches, an action's button or the language button: the
   * owner can fetch what a click opens before the click.
   */
  onIntent?: (() => void) | undefined;
  /**
   * The language button: the current language's name as the locale selector gives it
   * (`language_readable`), and what a click does (usually: open the language settings dialog and
   * record the language icon click of spec 7.2; rendered as a Server Component, the footer takes it
   * from a {@link FooterControlsProvider} above it). Absent when the language selector is not
   * available (brand-config's `footerContent`).
   */
  languageButton?: { languageName: string; onClick?: (() => void) | undefined } | undefined;
  /** Social links (brand-config's `footerContent`: empty unless `social_links_display`). */
  socialLinks?: readonly SocialLink[] | undefined;
  /** Called when a social link is followed (for the social link click event of spec 7.2). */
  onSocialLinkClick?: ((network: SocialLink['network']) => void) | undefined;
  /** The SSL security logo (spec 2.8: `<SecurityLogo>`, which renders only when `security_logos_display` is on), in the bottom row. */
  securityLogo?: ReactNode;
  /** Layout adjustments for clients and portal accounts on mobile (brand-config's `footerContent`). */
  mobileLayout?: boolean | undefined;
  /** Further content between the link list and the bottom row. */
  children?: ReactNode;
  /** Injected router link for the crisis link and the footer's internal links; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
  /**
   * What makes a link internal (spec 2.8): the site's domain and the sites that count as this one
   * (brand-config has no opinion: the site config's `root_domain` and `sites_fqdn`). Without it only
   * paths are internal.
   */
  site?: LinkSite | undefined;
}

// The footer's variants style the crisis notice's parts themselves.
const CRISIS_CLASSES = {
  root: styles.crisis,
  notice: styles.crisisNotice,
  link: styles.crisisLink,
  lines: styles.crisisLines,
  label: styles.crisisLinesLabel,
  list: styles.crisisLineList,
  line: styles.crisisLine,
  name: styles.crisisLineName,
  contact: styles.crisisContact,
};

/**
 * The site footer (spec 1, 2.5): the `contentinfo` landmark in one of the six variants
 * (`data-variant`). First, always, the crisis notice with its link to immediate-help resources
 * (/gethelpnow/), then the crisis lines of the visitor's country with `tel:` and `sms:` links
 * (not for counselors); the link list, where page links
 * are links and Sharing Settings, Cancel Subscription and Cookie Settings are buttons that call
 * `onAction`; then the language button with the current language's name, the social links (icons
 * named by their network), the SSL security logo and the copyright with the year and product name.
 * Links are internal or external by the rule of spec 2.8 (`site`): external ones (the social links)
 * open in a new tab, say so to assistive technology and carry `rel="noopener noreferrer"`.
 * `mobileLayout` sets `data-layout="mobile"`. A button whose dialog is
 * `pending` is `aria-busy`, with a progress cursor and a small spinner that stands still under reduced motion.
 * What the buttons do comes from the props here, or, where none are given (the footer rendered as a
 * Server Component), from a {@link FooterControlsProvider} above it; a social link calls
 * `onSocialLinkClick` when given (each carries `data-network` for an owner that listens itself).
 *
 * @example
 * <Footer
 *   productName="Acme Therapy"
 *   year={2026}
 *   t={t}
 *   variant={footer.variant}
 *   crisisLines={footer.crisisLines}
 *   links={footer.links}
 *   onAction={(action) => setOpenDialog(action)}
 *   languageButton={footer.languageButton ? { languageName: 'English', onClick: () => setLanguageOpen(true) } : undefined}
 *   socialLinks={footer.socialLinks}
 *   mobileLayout={footer.mobileLayout}
 *   linkComponent={RouterLink}
 * />
 */
export function Footer({
  productName,
  year,
  t,
  variant = 'standard',
  crisisLines = [],
  links = [],
  onAction,
  pending,
  onIntent,
  languageButton,
  socialLinks = [],
  onSocialLinkClick,
  securityLogo,
  mobileLayout = false,
  children,
  linkComponent: Router = PlainLink,
  site,
}: FooterProps) {
  const socialLabelId = useId();
  const layout: FooterLayout = mobileLayout ? 'mobile' : 'default';
  // After an external link's name: it opens in a new tab.
  const newTabHint = <span className={styles.visuallyHidden}> {t('shell.opensInNewTab')}</span>;
  // Given as props (the footer renders in the browser), what the buttons do goes to them through a
  // provider; a Server Component gets none, and the shell's frame provides them.
  const onLanguage = languageButton?.onClick;
  const controls: FooterControls | null =
    onAction || onIntent || onLanguage || pending ? { onAction, onIntent, onLanguage, pending } : null;
  const footer = (
    <footer className={styles.footer} aria-label={t('footer.label')} data-variant={variant} data-layout={layout}>
      <div className={styles.inner}>
        <CrisisHelp t={t} lines={crisisLines} linkComponent={Router} classes={CRISIS_CLASSES} />
        {links.length > 0 ? (
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.id} className={styles.linkItem}>
                {link.kind === 'link' ? (
                  <Link
                    href={link.href}
                    site={site}
                    linkComponent={Router}
                    newTabHint={newTabHint}
                    className={styles.link}
                    data-id={link.id}
                  >
                    {t(link.labelKey)}
                  </Link>
                ) : (
                  <FooterButton
                    action={link.action}
                    className={styles.link}
                    data-id={link.id}
                    data-action={link.action}
                  >
                    {t(link.labelKey)}
                  </FooterButton>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
        <div className={styles.bottom}>
          {languageButton ? (
            <FooterButton
              action="language"
              className={styles.language}
              aria-label={t('footer.languageButton', { languageName: languageButton.languageName })}
            >
              <Icon name="globe" size={20} />
              <span>{languageButton.languageName}</span>
            </FooterButton>
          ) : null}
          {socialLinks.length > 0 ? (
            <div className={styles.social}>
              <p id={socialLabelId} className={styles.socialLabel}>
                {t('footer.socialLabel')}
              </p>
              <ul className={styles.socialList} aria-labelledby={socialLabelId}>
                {socialLinks.map((social) => (
                  <li key={social.network}>
                    <Link
                      href={social.href}
                      site={site}
                      linkComponent={Router}
                      newTabHint={newTabHint}
                      className={styles.socialLink}
                      data-network={social.network}
                      onClick={onSocialLinkClick && (() => onSocialLinkClick(social.network))}
                    >
                      <SocialIcon network={social.network} />
                      <span className={styles.visuallyHidden}>{t(social.labelKey)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {securityLogo}
          {productName ? <p className={styles.copyright}>{t('footer.copyright', { year, productName })}</p> : null}
        </div>
      </div>
    </footer>
  );
  return controls ? <FooterControlsProvider value={controls}>{footer}</FooterControlsProvider> : footer;
}
