import { brandData, type BrandId } from './brands.ts';
import type { AccessibilityWidgetColors, ThemeTokens } from './types.ts';

/**
 * Theme tokens of a brand.
 *
 * @example
 * themeTokens('faith').colorPrimary; // '#6a3d8f'
 * themeTokens('faith').logo.viewBox; // '0 0 40 40'
 */
export function themeTokens(brand: BrandId): ThemeTokens {
  return brandData(brand).theme;
}

/**
 * The accessibility widget's colours of a brand (spec 9: per brand).
 *
 * @example
 * accessibilityWidgetColors('teen'); // { leadColor: '#5a3fc0', triggerColor: '#241c4a' }
 */
export function accessibilityWidgetColors(brand: BrandId): AccessibilityWidgetColors {
  return themeTokens(brand).accessibilityWidget;
}

/**
 * A brand's logo mark as a standalone SVG document in the brand's colours, for the favicon
 * (`/brands/<brand>/favicon.svg`, which a test keeps equal to this).
 *
 * @example
 * writeFileSync(`public/brands/${brand}/favicon.svg`, logoMarkSvg(brand));
 */
export function logoMarkSvg(brand: BrandId): string {
  const {
    logo: { viewBox, shapes },
    colorPrimary,
    colorOnPrimary,
  } = themeTokens(brand);
  const paths = shapes.map(
    (shape) =>
      `<path fill="${shape.tone === 'base' ? colorPrimary : colorOnPrimary}" fill-rule="evenodd" d="${shape.d}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${paths.join('')}</svg>\n`;
}
