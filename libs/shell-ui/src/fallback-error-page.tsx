import type { BrandLogo, CrisisLine } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { BrandMark } from './brand-mark.tsx';
import { CrisisHelp } from './crisis-help.tsx';
import { WaveDivider } from './dividers.tsx';
import type { LinkComponent } from './link.tsx';
import { QuickExit } from './quick-exit.tsx';
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
   * Product name (spec 2.7): the wordmark beside the logo mark, as in the header. Often unknown
   * when the page-load step failed; the mark alone then shows.
   */
  productName?: string | undefined;
  /**
   * The brand's logo mark (brand-config's `themeTokens(brand).logo`), known from the build's brand
   * even when the site config failed. Without `productName` it is decorative, since the heading
   * says what matters.
   */
  logo?: BrandLogo | undefined;
  /**
   * Brand 1's decorative footer (spec 2.5; brand-config's `showsDecorativeFallbackFooter`): a wave
   * and a band in the footer colour, purely decorative and hidden from assistive technology.
   */
  decorativeFooter?: boolean | undefined;
  /**
   * The crisis lines of the visitor's country (brand-config's `crisisLines`, with the country the
   * request tells). The crisis notice and its link to /gethelpnow/ show in any case.
   */
  crisisLines?: readonly CrisisLine[] | undefined;
  /** The quick exit's neutral page (brand-config's `quickExitUrl`); no quick exit without it. */
  quickExitHref?: string | undefined;
  /** Link for the link to /gethelpnow/; a plain anchor by default. */
  linkComponent?: LinkComponent | undefined;
}

/**
 * The page shown when the page-load step fails (spec 2.7): heading "We're having an issue" and the
 * apology text; branded variants show the logo mark and wordmark of the header, and brand 1 a
 * decorative footer. The way to help survives the failure: the quick exit first, and
 * under the text the crisis notice with its link to /gethelpnow/ and the crisis lines of the
 * visitor's country. It takes no data beyond its props, so it renders whatever else failed, and it
 * works without JavaScript.
 *
 * @example
 * <FallbackErrorPage t={createTranslator('en')} productName="Acme Therapy" logo={themeTokens('main').logo} decorativeFooter crisisLines={crisisDirectory('us')[0].lines} quickExitHref={quickExitUrl('main')} />
 */
export function FallbackErrorPage({
  t,
  productName,
  logo,
  decorativeFooter = false,
  crisisLines,
  quickExitHref,
  linkComponent,
}: FallbackErrorPageProps) {
  return (
    <>
      {quickExitHref ? <QuickExit t={t} href={quickExitHref} /> : null}
      <section
        className={styles.page}
        aria-labelledby="fallback-error-heading"
        data-testid="fallback-error-page"
        data-decorative-footer={decorativeFooter ? 'shown' : 'hidden'}
      >
        <div className={styles.content}>
          {productName ? (
            <div className={styles.logo} role="img" aria-label={productName} data-testid="fallback-logo">
              {logo ? <BrandMark logo={logo} className={styles.logoMark} /> : null}
              {productName}
            </div>
          ) : logo ? (
            <div className={styles.logo} data-testid="fallback-logo">
              <BrandMark logo={logo} className={styles.logoMark} />
            </div>
          ) : null}
          <h1 id="fallback-error-heading" className={styles.heading}>
            {t('fallback.heading')}
          </h1>
          <p className={styles.text}>{t('fallback.text')}</p>
          <div className={styles.crisis}>
            <CrisisHelp t={t} lines={crisisLines} linkComponent={linkComponent} />
          </div>
        </div>
        {decorativeFooter ? (
          <div className={styles.decorativeFooter} aria-hidden="true" data-testid="decorative-footer">
            <WaveDivider />
            <div className={styles.band} />
          </div>
        ) : null}
      </section>
    </>
  );
}
