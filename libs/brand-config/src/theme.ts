import type { BrandId } from './brands.ts';

/**
 * One shape of a brand's logo mark: SVG path data, painted in the brand's primary colour (`base`)
 * or in the colour that reads on it (`detail`).
 *
 * @example
 * const shape: BrandLogoShape = { tone: 'detail', d: 'M11 22a9 9 0 0 0 18 0h-4a5 5 0 0 1-10 0z' };
 */
export interface BrandLogoShape {
  readonly tone: 'base' | 'detail';
  readonly d: string;
}

/**
 * A brand's logo mark (issue 14): vector shapes in a square view box, drawn inline beside the
 * product name (the wordmark), so the theme's custom properties colour it and no request is made.
 *
 * @example
 * const { viewBox, shapes }: BrandLogo = themeTokens('main').logo;
 */
export interface BrandLogo {
  /** The SVG view box of the mark (square). */
  readonly viewBox: string;
  /** Shapes in painting order: the base first, its details on top. */
  readonly shapes: readonly BrandLogoShape[];
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
 * Names of the tokens that are CSS values, which {@link themeCssVariables} turns into custom properties.
 *
 * @example
 * const token: CssThemeToken = 'colorPrimary';
 */
export type CssThemeToken = {
  [K in keyof ThemeTokens]: ThemeTokens[K] extends string ? K : never;
}[keyof ThemeTokens];

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const SERIF_FONT = 'Georgia, "Times New Roman", serif';

// Base shapes of the marks (40 x 40): a rounded square, a circle, a hexagon.
const ROUNDED_SQUARE = 'M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0z';
const CIRCLE = 'M20 0a20 20 0 1 0 0 40a20 20 0 1 0 0-40z';
const HEXAGON = 'M20 0l17.32 10v20L20 40L2.68 30V10z';

const mark = (base: string, detail: string): BrandLogo => ({
  viewBox: '0 0 40 40',
  shapes: [
    { tone: 'base', d: base },
    { tone: 'detail', d: detail },
  ],
});

// One mark per brand, so each brand is recognisable at favicon size. Details use the even-odd
// rule (rings and pins have holes).
const LOGOS = {
  // A smile.
  main: mark(ROUNDED_SQUARE, 'M10 20a10 10 0 0 0 20 0h-4.5a5.5 5.5 0 0 1-11 0z'),
  // Three people of different heights: a team.
  organisation: mark(ROUNDED_SQUARE, 'M10 14h5v16h-5zM17.5 10h5v20h-5zM25 16h5v14h-5z'),
  // A flame.
  faith: mark(CIRCLE, 'M20 8c5 6 8 10.5 8 14.5a8 8 0 0 1-16 0C12 18.5 15 14 20 8z'),
  // A heart.
  pride: mark(CIRCLE, 'M20 31S9 24.5 9 17a5.5 5.5 0 0 1 11-2.2A5.5 5.5 0 0 1 31 17c0 7.5-11 14-11 14z'),
  // A ring.
  fifth: mark(HEXAGON, 'M20 11a9 9 0 1 0 0 18a9 9 0 1 0 0-18zm0 4.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9z'),
  // A map pin.
  regional: mark(ROUNDED_SQUARE, 'M20 8a8.5 8.5 0 0 0-8.5 8.5C11.5 23 20 32 20 32s8.5-9 8.5-15.5A8.5 8.5 0 0 0 20 8zm0 5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7z'),
  // A star.
  teen: mark(CIRCLE, 'M20 7.5l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3L20 26.6l-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z'),
  // Two stacked rings: an eight.
  eighth: mark(ROUNDED_SQUARE, 'M20 6.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zm0 3.5a3 3 0 1 1 0 6a3 3 0 1 1 0-6zM20 19a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15zm0 3.5a4 4 0 1 1 0 8a4 4 0 1 1 0-8z'),
} as const satisfies Record<BrandId, BrandLogo>;

const logo = (brand: BrandId): BrandLogo => LOGOS[brand];

// Colour pairs are chosen for WCAG AA contrast (4.5:1 or better) of text on background; the real
// brand palettes are not in the spec.
const THEMES = {
  main: {
    colorPrimary: '#2e6b47', colorOnPrimary: '#ffffff', colorText: '#1f2a24', colorBackground: '#ffffff',
    colorFooter: '#1f3d2b', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '8px', radiusLarge: '16px', logo: logo('main'),
    accessibilityWidget: { leadColor: '#2e6b47', triggerColor: '#1f3d2b' },
  },
  organisation: {
    colorPrimary: '#1d4f91', colorOnPrimary: '#ffffff', colorText: '#14233a', colorBackground: '#ffffff',
    colorFooter: '#14233a', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '4px', radiusLarge: '8px', logo: logo('organisation'),
    accessibilityWidget: { leadColor: '#1d4f91', triggerColor: '#14233a' },
  },
  faith: {
    colorPrimary: '#6a3d8f', colorOnPrimary: '#ffffff', colorText: '#2a1d35', colorBackground: '#fffdf8',
    colorFooter: '#3b2550', colorOnFooter: '#ffffff', fontFamily: SERIF_FONT, fontFamilyHeading: SERIF_FONT,
    radius: '8px', radiusLarge: '16px', logo: logo('faith'),
    accessibilityWidget: { leadColor: '#6a3d8f', triggerColor: '#3b2550' },
  },
  pride: {
    colorPrimary: '#b0245f', colorOnPrimary: '#ffffff', colorText: '#2b1520', colorBackground: '#ffffff',
    colorFooter: '#3a1a2b', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '12px', radiusLarge: '24px', logo: logo('pride'),
    accessibilityWidget: { leadColor: '#b0245f', triggerColor: '#3a1a2b' },
  },
  fifth: {
    colorPrimary: '#0d6e73', colorOnPrimary: '#ffffff', colorText: '#0f2b2d', colorBackground: '#ffffff',
    colorFooter: '#0f2b2d', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '6px', radiusLarge: '12px', logo: logo('fifth'),
    accessibilityWidget: { leadColor: '#0d6e73', triggerColor: '#0f2b2d' },
  },
  regional: {
    colorPrimary: '#2e6b47', colorOnPrimary: '#ffffff', colorText: '#1f2a24', colorBackground: '#ffffff',
    colorFooter: '#243b2f', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '8px', radiusLarge: '16px', logo: logo('regional'),
    accessibilityWidget: { leadColor: '#2e6b47', triggerColor: '#243b2f' },
  },
  teen: {
    colorPrimary: '#5a3fc0', colorOnPrimary: '#ffffff', colorText: '#1e1838', colorBackground: '#ffffff',
    colorFooter: '#241c4a', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '16px', radiusLarge: '24px', logo: logo('teen'),
    accessibilityWidget: { leadColor: '#5a3fc0', triggerColor: '#241c4a' },
  },
  eighth: {
    colorPrimary: '#a14a12', colorOnPrimary: '#ffffff', colorText: '#2d1a0c', colorBackground: '#ffffff',
    colorFooter: '#3a2211', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, fontFamilyHeading: SYSTEM_FONT,
    radius: '8px', radiusLarge: '16px', logo: logo('eighth'),
    accessibilityWidget: { leadColor: '#a14a12', triggerColor: '#3a2211' },
  },
} as const satisfies Record<BrandId, ThemeTokens>;

/**
 * Theme tokens of a brand.
 *
 * @example
 * themeTokens('faith').colorPrimary; // '#6a3d8f'
 * themeTokens('faith').logo.viewBox; // '0 0 40 40'
 */
export function themeTokens(brand: BrandId): ThemeTokens {
  return THEMES[brand];
}

/**
 * The accessibility widget's colours of a brand (spec 9: per brand).
 *
 * @example
 * accessibilityWidgetColors('teen'); // { leadColor: '#5a3fc0', triggerColor: '#241c4a' }
 */
export function accessibilityWidgetColors(brand: BrandId): AccessibilityWidgetColors {
  return THEMES[brand].accessibilityWidget;
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
  const { logo: { viewBox, shapes }, colorPrimary, colorOnPrimary } = THEMES[brand];
  const paths = shapes.map(
    (shape) => `<path fill="${shape.tone === 'base' ? colorPrimary : colorOnPrimary}" fill-rule="evenodd" d="${shape.d}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}">${paths.join('')}</svg>\n`;
}
