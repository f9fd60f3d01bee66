import type { BrandId } from './brands.ts';

/** Theme tokens of one brand; shell-ui turns them into CSS custom properties. */
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
  /** Corner radius of controls. */
  radius: string;
}

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

// Colour pairs are chosen for WCAG AA contrast (4.5:1 or better) of text on background.
const THEMES = {
  main: { colorPrimary: '#2e6b47', colorOnPrimary: '#ffffff', colorText: '#1f2a24', colorBackground: '#ffffff', colorFooter: '#1f3d2b', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '8px' },
  organisation: { colorPrimary: '#1d4f91', colorOnPrimary: '#ffffff', colorText: '#14233a', colorBackground: '#ffffff', colorFooter: '#14233a', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '4px' },
  faith: { colorPrimary: '#6a3d8f', colorOnPrimary: '#ffffff', colorText: '#2a1d35', colorBackground: '#fffdf8', colorFooter: '#3b2550', colorOnFooter: '#ffffff', fontFamily: 'Georgia, "Times New Roman", serif', radius: '8px' },
  pride: { colorPrimary: '#b0245f', colorOnPrimary: '#ffffff', colorText: '#2b1520', colorBackground: '#ffffff', colorFooter: '#3a1a2b', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '12px' },
  fifth: { colorPrimary: '#0d6e73', colorOnPrimary: '#ffffff', colorText: '#0f2b2d', colorBackground: '#ffffff', colorFooter: '#0f2b2d', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '6px' },
  regional: { colorPrimary: '#2e6b47', colorOnPrimary: '#ffffff', colorText: '#1f2a24', colorBackground: '#ffffff', colorFooter: '#243b2f', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '8px' },
  teen: { colorPrimary: '#5a3fc0', colorOnPrimary: '#ffffff', colorText: '#1e1838', colorBackground: '#ffffff', colorFooter: '#241c4a', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '16px' },
  eighth: { colorPrimary: '#a14a12', colorOnPrimary: '#ffffff', colorText: '#2d1a0c', colorBackground: '#ffffff', colorFooter: '#3a2211', colorOnFooter: '#ffffff', fontFamily: SYSTEM_FONT, radius: '8px' },
} as const satisfies Record<BrandId, ThemeTokens>;

/**
 * Theme tokens of a brand.
 *
 * @example
 * themeTokens('faith').colorPrimary; // '#6a3d8f'
 */
export function themeTokens(brand: BrandId): ThemeTokens {
  return THEMES[brand];
}

/**
 * CSS custom properties (`--ts-color-primary`, ...) for a brand's tokens, ready for a style attribute.
 *
 * @example
 * themeCssVariables('main')['--ts-color-primary']; // '#2e6b47'
 */
export function themeCssVariables(brand: BrandId): Record<`--ts-${string}`, string> {
  const tokens = themeTokens(brand);
  const vars: Record<`--ts-${string}`, string> = {};
  for (const [key, value] of Object.entries(tokens)) {
    vars[`--ts-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return vars;
}
