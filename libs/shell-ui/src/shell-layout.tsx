import type { ReactNode } from 'react';
import type { PageTheme } from '@therapy-shell/brand-config';
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
  /**
   * The quick exit (`<QuickExit>`) on pages that have it: right after the skip link, so
   * keyboard users reach it second, and sticky at the top while the page scrolls.
   */
  quickExit?: ReactNode;
  /**
   * The page theme (spec 2.4: brand-config's `pageTheme(ctx)`), as the layout's
   * `data-page-theme`: `get-started-go` and `contact-us-alternate` give the page area the brand's
   * background for them (`--ts-color-background-get-started-go`,
   * `--ts-color-background-contact-us-alternate`); `default` or none, the brand's page background.
   */
  pageTheme?: PageTheme | undefined;
  /** The page. */
  children: ReactNode;
}

/**
 * Every page's frame (spec 2.5): skip link, the quick exit where a page has one, header, main
 * content area, footer; the page theme (spec 2.4) colours the page behind the main content area.
 *
 * @example
 * <ShellLayout t={t} header={<Header ... />} footer={<Footer ... />} quickExit={<QuickExit t={t} href={url} />} pageTheme={pageTheme(ctx)}>{page}</ShellLayout>
 */
export function ShellLayout({ t, header, footer, quickExit, pageTheme, children }: ShellLayoutProps) {
  return (
    <div className={styles.layout} data-page-theme={pageTheme}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      {quickExit}
      {header}
      <main id={MAIN_CONTENT_ID} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
