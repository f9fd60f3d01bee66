import type { BrandId } from './brands.ts';

/**
 * A brand's logo: an image the app serves, with its intrinsic size to reserve space (no layout shift).
 *
 * @example
 * const { src, width, height }: BrandLogo = themeTokens('main').logo;
 */
export interface BrandLogo {
  /** Same-origin path of the image, under the app's public folder. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
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

const logo = (brand: BrandId) => ({ src: `/brands/${brand}/logo.svg`, width: 160, height: 40 }) as const;

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
 * themeTokens('faith').logo.src; // '/brands/faith/logo.svg'
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
