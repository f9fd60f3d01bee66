import { brandData, type BrandId } from './brands.ts';

/**
 * A brand's logo mark: vector shapes in a square view box, drawn inline beside the
 * product name (the wordmark), so the theme's custom properties colour it and no request is made.
 *
 * @example
 * const { viewBox, shapes }: BrandLogo = themeTokens('main').logo;
 */
export interface BrandLogo {
  /** The SVG view box of the mark (square). */
  readonly viewBox: string;
  /** Shapes in painting order: the base first, its details on top. */
  readonly shapes: readonly { readonly tone: 'base' | 'detail'; readonly d: string }[];
}

/**
 * Colours of the accessibility widget (spec 1, 9: per brand), in the widget's own option names.
 *
 * @example
 * const { leadColor, triggerColor }: AccessibilityWidgetColors = accessibilityWidgetColors('faith');
 */
export interface AccessibilityWidgetColors {
  /** Main colour of the widget's interface. */
  readonly leadColor: string;
  /** Background of the button that opens the widget. */
  readonly triggerColor: string;
}

/**
 * Theme tokens of one brand; shell-ui turns the CSS values into custom properties.
 *
 * @example
 * const tokens: ThemeTokens = themeTokens('pride');
 */
export interface ThemeTokens {
  /** Primary brand colour (buttons, links). */
  colorPrimary: string;
  /** Text on the primary colour. */
  colorOnPrimary: string;
  /** Page text colour. */
  colorText: string;
  /** Page background. */
  colorBackground: string;
  /** Footer background. */
  colorFooter: string;
  /** Text on the footer background. */
  colorOnFooter: string;
  /** Body font stack. */
  fontFamily: string;
  /** Heading font stack. */
  fontFamilyHeading: string;
  /** Corner radius of controls. */
  radius: string;
  /** Corner radius of cards and dialogs. */
  radiusLarge: string;
  /** The brand's logo (not a CSS value). */
  logo: BrandLogo;
  /** The accessibility widget's colours (not CSS values: the widget takes them as options). */
  accessibilityWidget: AccessibilityWidgetColors;
}

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
 * CSS custom properties (`--ts-color-primary`, ...) for a brand's tokens that are CSS values, ready
 * for a style attribute. The logo and the widget colours are not CSS values and are left out.
 *
 * @example
 * themeCssVariables('main')['--ts-color-primary']; // '#2e6b47'
 */
export function themeCssVariables(brand: BrandId): Record<`--ts-${string}`, string> {
  const tokens = themeTokens(brand);
  const vars: Record<`--ts-${string}`, string> = {};
  for (const [key, value] of Object.entries(tokens)) {
    if (typeof value !== 'string') continue;
    vars[`--ts-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
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
