import type { BrandId } from './brands.ts';
import { inBundle, type BrandTable } from './bundle-brand.ts';

// Inlined by the app's bundler (bundle-brand.ts explains); only ever read as `process.env.SHELL_BUNDLE_BRAND`.
declare const process: { readonly env: { readonly SHELL_BUNDLE_BRAND?: string } };

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

// One theme per brand. Colour pairs are chosen for WCAG AA contrast (4.5:1 or better) of text on
// background; the real brand palettes are not in the spec. Each logo mark is distinct so the brand is recognisable at favicon size
// (details use the even-odd rule: rings and pins have holes). Each entry is kept only in a bundle
// built for its brand (bundle-brand.ts).
const THEMES: BrandTable<ThemeTokens> = {
  // Logo: a smile.
  main:
    (process.env.SHELL_BUNDLE_BRAND ?? 'main') === 'main'
      ? {
          colorPrimary: '#2e6b47',
          colorOnPrimary: '#ffffff',
          colorText: '#1f2a24',
          colorBackground: '#ffffff',
          colorFooter: '#1f3d2b',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '8px',
          radiusLarge: '16px',
          logo: mark(ROUNDED_SQUARE, 'M10 20a10 10 0 0 0 20 0h-4.5a5.5 5.5 0 0 1-11 0z'),
          accessibilityWidget: { leadColor: '#2e6b47', triggerColor: '#1f3d2b' },
        }
      : undefined,
  // Logo: three people of different heights: a team.
  organisation:
    (process.env.SHELL_BUNDLE_BRAND ?? 'organisation') === 'organisation'
      ? {
          colorPrimary: '#1d4f91',
          colorOnPrimary: '#ffffff',
          colorText: '#14233a',
          colorBackground: '#ffffff',
          colorFooter: '#14233a',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '4px',
          radiusLarge: '8px',
          logo: mark(ROUNDED_SQUARE, 'M10 14h5v16h-5zM17.5 10h5v20h-5zM25 16h5v14h-5z'),
          accessibilityWidget: { leadColor: '#1d4f91', triggerColor: '#14233a' },
        }
      : undefined,
  // Logo: a flame.
  faith:
    (process.env.SHELL_BUNDLE_BRAND ?? 'faith') === 'faith'
      ? {
          colorPrimary: '#6a3d8f',
          colorOnPrimary: '#ffffff',
          colorText: '#2a1d35',
          colorBackground: '#fffdf8',
          colorFooter: '#3b2550',
          colorOnFooter: '#ffffff',
          fontFamily: SERIF_FONT,
          fontFamilyHeading: SERIF_FONT,
          radius: '8px',
          radiusLarge: '16px',
          logo: mark(CIRCLE, 'M20 8c5 6 8 10.5 8 14.5a8 8 0 0 1-16 0C12 18.5 15 14 20 8z'),
          accessibilityWidget: { leadColor: '#6a3d8f', triggerColor: '#3b2550' },
        }
      : undefined,
  // Logo: a heart.
  pride:
    (process.env.SHELL_BUNDLE_BRAND ?? 'pride') === 'pride'
      ? {
          colorPrimary: '#b0245f',
          colorOnPrimary: '#ffffff',
          colorText: '#2b1520',
          colorBackground: '#ffffff',
          colorFooter: '#3a1a2b',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '12px',
          radiusLarge: '24px',
          logo: mark(CIRCLE, 'M20 31S9 24.5 9 17a5.5 5.5 0 0 1 11-2.2A5.5 5.5 0 0 1 31 17c0 7.5-11 14-11 14z'),
          accessibilityWidget: { leadColor: '#b0245f', triggerColor: '#3a1a2b' },
        }
      : undefined,
  // Logo: a ring.
  fifth:
    (process.env.SHELL_BUNDLE_BRAND ?? 'fifth') === 'fifth'
      ? {
          colorPrimary: '#0d6e73',
          colorOnPrimary: '#ffffff',
          colorText: '#0f2b2d',
          colorBackground: '#ffffff',
          colorFooter: '#0f2b2d',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '6px',
          radiusLarge: '12px',
          logo: mark(HEXAGON, 'M20 11a9 9 0 1 0 0 18a9 9 0 1 0 0-18zm0 4.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9z'),
          accessibilityWidget: { leadColor: '#0d6e73', triggerColor: '#0f2b2d' },
        }
      : undefined,
  // Logo: a map pin.
  regional:
    (process.env.SHELL_BUNDLE_BRAND ?? 'regional') === 'regional'
      ? {
          colorPrimary: '#2e6b47',
          colorOnPrimary: '#ffffff',
          colorText: '#1f2a24',
          colorBackground: '#ffffff',
          colorFooter: '#243b2f',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '8px',
          radiusLarge: '16px',
          logo: mark(
            ROUNDED_SQUARE,
            'M20 8a8.5 8.5 0 0 0-8.5 8.5C11.5 23 20 32 20 32s8.5-9 8.5-15.5A8.5 8.5 0 0 0 20 8zm0 5a3.5 3.5 0 1 1 0 7a3.5 3.5 0 1 1 0-7z',
          ),
          accessibilityWidget: { leadColor: '#2e6b47', triggerColor: '#243b2f' },
        }
      : undefined,
  // Logo: a star.
  teen:
    (process.env.SHELL_BUNDLE_BRAND ?? 'teen') === 'teen'
      ? {
          colorPrimary: '#5a3fc0',
          colorOnPrimary: '#ffffff',
          colorText: '#1e1838',
          colorBackground: '#ffffff',
          colorFooter: '#241c4a',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '16px',
          radiusLarge: '24px',
          logo: mark(CIRCLE, 'M20 7.5l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3L20 26.6l-7.4 3.9 1.4-8.3-6-5.9 8.3-1.2z'),
          accessibilityWidget: { leadColor: '#5a3fc0', triggerColor: '#241c4a' },
        }
      : undefined,
  // Logo: two stacked rings: an eight.
  eighth:
    (process.env.SHELL_BUNDLE_BRAND ?? 'eighth') === 'eighth'
      ? {
          colorPrimary: '#a14a12',
          colorOnPrimary: '#ffffff',
          colorText: '#2d1a0c',
          colorBackground: '#ffffff',
          colorFooter: '#3a2211',
          colorOnFooter: '#ffffff',
          fontFamily: SYSTEM_FONT,
          fontFamilyHeading: SYSTEM_FONT,
          radius: '8px',
          radiusLarge: '16px',
          logo: mark(
            ROUNDED_SQUARE,
            'M20 6.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13zm0 3.5a3 3 0 1 1 0 6a3 3 0 1 1 0-6zM20 19a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15zm0 3.5a4 4 0 1 1 0 8a4 4 0 1 1 0-8z',
          ),
          accessibilityWidget: { leadColor: '#a14a12', triggerColor: '#3a2211' },
        }
      : undefined,
};

/**
 * Theme tokens of a brand.
 *
 * @example
 * themeTokens('faith').colorPrimary; // '#6a3d8f'
 * themeTokens('faith').logo.viewBox; // '0 0 40 40'
 */
export function themeTokens(brand: BrandId): ThemeTokens {
  return inBundle(THEMES, brand, 'theme');
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
