import type { ReactNode } from 'react';
import type { Translate } from '@therapy-shell/i18n';
import styles from './shell-layout.module.css';

/**
 * Id of the main content area, the skip link's target.
 *
 * @example
 * document.getElementById(MAIN_CONTENT_ID)?.focus();
 */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Props of the shell layout.
 *
 * @example
 * const props: ShellLayoutProps = { t, header: <Header ... />, footer: null, children: page };
 */
export interface ShellLayoutProps {
  /** Translator of the current language (for the skip link). */
  t: Translate;
  /** The header element. */
  header: ReactNode;
  /** The footer element, or null where the rules hide it. */
  footer: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * Every page's frame (spec 2.5): skip link, header, main content area, footer.
 *
 * @example
 * <ShellLayout t={t} header={<Header ... />} footer={<Footer ... />}>{page}</ShellLayout>
 */
export function ShellLayout({ t, header, footer, children }: ShellLayoutProps) {
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      {header}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
