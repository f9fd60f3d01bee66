import type { ReactNode } from 'react';
import type { Translate } from '@therapy-shell/i18n';
import { PlainLink, type LinkComponent } from './link.tsx';
import styles from './header.module.css';

/**
 * Props of the shell header.
 *
 * @example
 * const props: HeaderProps = { productName: 'Acme Therapy', t };
 */
export interface HeaderProps {
  /** Product name from the site config, shown as the logo text. */
  productName: string;
  /** Translator of the current language. */
  t: Translate;
  /** Where the logo links to. */
  homeHref?: string;
  /** Navigation and actions rendered after the logo. */
  children?: ReactNode;
  /** Injected router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * The site header: the `banner` landmark with the product's home link.
 *
 * @example
 * <Header productName="Acme Therapy" t={createTranslator('en')} />
 */
export function Header({ productName, t, homeHref = '/', children, linkComponent: Link = PlainLink }: HeaderProps) {
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.logo} aria-label={t('header.homeLink', { productName })}>
        {productName}
      </Link>
      {children}
    </header>
  );
}
