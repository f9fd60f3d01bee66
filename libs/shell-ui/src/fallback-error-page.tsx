import type { Translate } from '@therapy-shell/i18n';
import styles from './fallback-error-page.module.css';

/**
 * Props of the fallback error page.
 *
 * @example
 * const props: FallbackErrorPageProps = { t, productName: 'Acme Therapy' };
 */
export interface FallbackErrorPageProps {
  /** Translator of the current language; English when the language is unknown. */
  t: Translate;
  /** Product name for the branded variant's logo (spec 2.7); no logo when absent. */
  productName?: string | undefined;
}

/**
 * The page shown when the page-load step fails (spec 2.7): heading "We're having an issue" and the
 * apology text; branded variants show a logo.
 *
 * @example
 * <FallbackErrorPage t={createTranslator('en')} productName="Acme Therapy" />
 */
export function FallbackErrorPage({ t, productName }: FallbackErrorPageProps) {
  return (
    <section className={styles.page} aria-labelledby="fallback-error-heading" data-testid="fallback-error-page">
      <div>
        {productName ? (
          <div className={styles.logo} role="img" aria-label={productName}>
            {productName}
          </div>
        ) : null}
        <h1 id="fallback-error-heading" className={styles.heading}>
          {t('fallback.heading')}
        </h1>
        <p className={styles.text}>{t('fallback.text')}</p>
      </div>
    </section>
  );
}
