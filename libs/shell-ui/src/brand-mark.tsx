import type { BrandLogo } from '@therapy-shell/brand-config';
import { clsx } from 'clsx';
import styles from './brand-mark.module.css';

/**
 * Props of the brand's logo mark.
 *
 * @example
 * const props: BrandMarkProps = { logo: themeTokens('faith').logo };
 */
export interface BrandMarkProps {
  /** The brand's mark (brand-config's `themeTokens(brand).logo`). */
  logo: BrandLogo;
  className?: string | undefined;
}

/**
 * A brand's logo mark, drawn inline: the base shape takes the text colour (`currentColor`,
 * the brand's primary colour in the header) and the details `--ts-logo-detail` (default: the colour
 * on the primary), so a theme or a dark header recolours it without a second asset. Decorative:
 * the product name beside it, or the link around it, names it.
 *
 * @example
 * <a href="/" aria-label="Acme Therapy home"><BrandMark logo={themeTokens(brand).logo} /> Acme Therapy</a>
 */
export function BrandMark({ logo, className }: BrandMarkProps) {
  return (
    <svg className={clsx(styles.mark, className)} viewBox={logo.viewBox} aria-hidden="true" focusable="false">
      {logo.shapes.map((shape, index) => (
        <path
          key={index}
          className={shape.tone === 'base' ? styles.base : styles.detail}
          fillRule="evenodd"
          d={shape.d}
        />
      ))}
    </svg>
  );
}
