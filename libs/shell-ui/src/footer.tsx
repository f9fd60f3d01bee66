import type { ReactNode } from 'react';
import type { Translate } from '@therapy-shell/i18n';
import { PlainLink, type LinkComponent } from './link.tsx';
import styles from './footer.module.css';

/**
 * Where the crisis notice links to (spec 2.1: /gethelpnow/ holds crisis resources).
 *
 * @example
 * <a href={CRISIS_RESOURCES_PATH}>Get help now</a>
 */
export const CRISIS_RESOURCES_PATH = '/gethelpnow/';

/**
 * Props of the shell footer.
 *
 * @example
 * const props: FooterProps = { productName: 'Acme Therapy', year: 2026, t };
 */
export interface FooterProps {
  /** Product name from the site config, used in the copyright line. */
  productName: string;
  /** Current year for the copyright line; the caller passes it so server and client agree. */
  year: number;
  /** Translator of the current language. */
  t: Translate;
  /** Footer links and other content between the crisis notice and the copyright line. */
  children?: ReactNode;
  /** Injected router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/**
 * The site footer: the `contentinfo` landmark. It always carries the crisis notice with its link to
 * immediate-help resources (spec 1), and the copyright with the product name and year (spec 2.5).
 *
 * @example
 * <Footer productName="Acme Therapy" year={2026} t={createTranslator('en')} />
 */
export function Footer({ productName, year, t, children, linkComponent: Link = PlainLink }: FooterProps) {
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <p className={styles.crisis} data-testid="crisis-notice">
        {t('footer.crisisNotice')} <Link href={CRISIS_RESOURCES_PATH}>{t('footer.crisisLink')}</Link>
      </p>
      {children}
      <p className={styles.copyright}>{t('footer.copyright', { year, productName })}</p>
    </footer>
  );
}
