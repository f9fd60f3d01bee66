// No hooks and no 'use client': on the App Router the header is a React Server Component, and only
// its navigation's menu (HeaderNav) and the slots it is given hydrate.
import type { ReactNode } from 'react';
import type { BrandLogo, HeaderContent, NavigationLink } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { BrandMark } from './brand-mark.tsx';
import { definedProps, Link, PlainLink, type LinkComponent, type LinkSite } from './link.tsx';
import styles from './header.module.css';
import { HeaderNav } from './header-nav.tsx';

/**
 * Props of the shell header.
 *
 * @example
 * const props: HeaderProps = {
 *   productName: 'Acme Therapy',
 *   t,
 *   ...headerContent(ctx), // brand-config: kind, navigation, showNotifications
 *   notifications: <NotificationBell count={3} t={t} />,
 * };
 */
export interface HeaderProps {
  /**
   * Product name from the site config: the wordmark beside the logo mark, and the home link's name.
   * Without it (the site config is unknown: /gethelpnow/ during an outage) the mark alone is the
   * home link, named Home.
   */
  productName?: string | undefined;
  /** Translator of the current language. */
  t: Translate;
  /**
   * `standard`, or `portal` for portal accounts (spec 2.5, 6: brand-config's `headerContent`). The
   * portal header is reduced: logo, notifications and actions, no main navigation.
   */
  kind?: HeaderContent['kind'] | undefined;
  /** Where the logo links to. */
  homeHref?: string | undefined;
  /** The brand's logo mark (brand-config `themeTokens(brand).logo`), drawn inline before the wordmark; the wordmark alone when absent. */
  logo?: BrandLogo | undefined;
  /** Main navigation (brand-config's `headerContent`), labels translated here; ignored by the portal header. */
  navigation?: readonly NavigationLink[] | undefined;
  /** Path of the current page: the navigation link to it gets `aria-current="page"`. */
  currentPath?: string | undefined;
  /** Whether the notification slot shows (brand-config's `headerContent`: never for logged-out users). */
  showNotifications?: boolean | undefined;
  /** The notification component, rendered only when `showNotifications` is true. */
  notifications?: ReactNode;
  /** Buttons or links at the end of the header (sign in, account menu, ...). */
  actions?: ReactNode;
  /** Further content after the actions. */
  children?: ReactNode;
  /** Controlled open state of the mobile menu. */
  menuOpen?: boolean | undefined;
  /** Open state of the mobile menu when uncontrolled. */
  defaultMenuOpen?: boolean | undefined;
  /** Called when the mobile menu opens or closes. */
  onMenuOpenChange?: ((open: boolean) => void) | undefined;
  /** Injected router link for the logo and internal navigation links; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
  /**
   * What makes a link internal (spec 2.8): the site's domain and the sites that count as this one
   * (`rootDomain` from the site config's `root_domain`, `allowedDomains` from its `sites_fqdn`).
   * Without it only paths are internal.
   */
  site?: LinkSite | undefined;
}

/**
 * The site header (spec 2.5): the `banner` landmark with the product's home link (the brand's logo
 * mark and the product name as wordmark), the main navigation in `<nav aria-label="Main">`, the
 * notification slot and actions. Below the lg breakpoint the navigation is a menu behind a toggle button (`aria-expanded`, `aria-controls`):
 * Escape closes it and gives focus back to the toggle, choosing a link or tabbing out closes it.
 * Each link is internal or external by the rule of spec 2.8 (`site`): internal links go through the
 * injected router link, external ones (the Business link) open in a new tab, say so to assistive
 * technology and carry `rel="noopener noreferrer"`. Portal accounts get the reduced `portal` header
 * without navigation.
 *
 * @example
 * <Header
 *   productName="Acme Therapy"
 *   t={t}
 *   kind={header.kind}
 *   logo={themeTokens(brand).logo}
 *   navigation={header.navigation}
 *   showNotifications={header.showNotifications}
 *   notifications={<NotificationBell count={unread} t={t} onClick={openInbox} />}
 *   linkComponent={RouterLink}
 * />
 */
export function Header({
  productName,
  t,
  kind = 'standard',
  homeHref = '/',
  logo,
  navigation = [],
  currentPath,
  showNotifications = false,
  notifications,
  actions,
  children,
  menuOpen,
  defaultMenuOpen,
  onMenuOpenChange,
  linkComponent: Router = PlainLink,
  site,
}: HeaderProps) {
  const hasNavigation = kind === 'standard' && navigation.length > 0;
  // After an external link's label: it opens in a new tab.
  const newTabHint = <span className={styles.visuallyHidden}> {t('shell.opensInNewTab')}</span>;

  return (
    <header className={styles.header} data-kind={kind}>
      <Link
        href={homeHref}
        site={site}
        linkComponent={Router}
        className={styles.logo}
        aria-label={productName ? t('header.homeLink', { productName }) : t('nav.home')}
      >
        {logo ? <BrandMark logo={logo} className={styles.logoMark} /> : null}
        {productName ? <span className={styles.wordmark}>{productName}</span> : null}
      </Link>
      {hasNavigation ? (
        <HeaderNav
          {...definedProps({
            label: t('nav.label'),
            openLabel: t('nav.openMenu'),
            closeLabel: t('nav.closeMenu'),
            menuOpen,
            defaultMenuOpen,
            onMenuOpenChange,
          })}
        >
          {navigation.map((link) => (
            <li key={link.id}>
              <Link
                href={link.href}
                site={site}
                linkComponent={Router}
                className={styles.link}
                aria-current={link.href === currentPath ? 'page' : undefined}
                newTabHint={newTabHint}
              >
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </HeaderNav>
      ) : null}
      {(showNotifications && notifications) || actions || children ? (
        <div className={styles.tools}>
          {showNotifications ? notifications : null}
          {actions}
          {children}
        </div>
      ) : null}
    </header>
  );
}
