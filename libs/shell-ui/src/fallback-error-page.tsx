import type { BrandLogo } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { WaveDivider } from './dividers.tsx';
import styles from './fallback-error-page.module.css';

/**
 * Props of the fallback error page.
 *
 * @example
 * const props: FallbackErrorPageProps = { t, productName: 'Acme Therapy', decorativeFooter: true };
 */
export interface FallbackErrorPageProps {
  /** Translator of the current language; English when the language is unknown. */
  t: Translate;
  /**
   * Product name (spec 2.7): the logo's alt text, or the text logo when there is no `logo` image.
   * Often unknown when the page-load step failed.
   */
  productName?: string | undefined;
  /**
   * The brand's logo image (brand-config's `themeTokens(brand).logo`), known from the build's brand
   * even when the site config failed. Without `productName` it is decorative (`alt=""`), since the
   * heading says what matters.
   */
  logo?: BrandLogo | undefined;
  /**
   * Brand 1's decorative footer (spec 2.5; brand-config's `showsDecorativeFallbackFooter`): a wave
   * and a band in the footer colour, purely decorative and hidden from assistive technology.
   */
  decorativeFooter?: boolean | undefined;
}

/**
 * The page shown when the page-load step fails (spec 2.7): heading "We're having an issue" and the
 * apology text; branded variants show a logo, and brand 1 a decorative footer. It takes no data
 * beyond its props, so it renders whatever else failed.
 *
 * @example
 * <FallbackErrorPage t={createTranslator('en')} productName="Acme Therapy" logo={themeTokens('main').logo} decorativeFooter />
 */
export function FallbackErrorPage({
  t,
  productName,
  logo,
  decorativeFooter = false,
}: FallbackErrorPageProps) {
  return (
    <section
      className={styles.page}
      aria-labelledby="fallback-error-heading"
      data-testid="fallback-error-page"
      data-decorative-footer={decorativeFooter ? 'shown' : 'hidden'}
    >
      <div className={styles.content}>
        {logo ? (
          <img
            className={styles.logoImage}
            src={logo.src}
            width={logo.width}
            height={logo.height}
            alt={productName ? t('shell.logoAlt', { productName }) : ''}
          />
        ) : productName ? (
          <div className={styles.logo} role="img" aria-label={productName}>
            {productName}
          </div>
        ) : null}
        <h1 id="fallback-error-heading" className={styles.heading}>
          {t('fallback.heading')}
        </h1>
        <p className={styles.text}>{t('fallback.text')}</p>
      </div>
      {decorativeFooter ? (
        <div className={styles.decorativeFooter} aria-hidden="true" data-testid="decorative-footer">
          <WaveDivider />
          <div className={styles.band} />
        </div>
      ) : null}
    </section>
  );
}
