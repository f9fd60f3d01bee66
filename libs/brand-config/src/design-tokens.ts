// A brand's design tokens as a Design Tokens Format Module 2025.10 document (the Design Tokens
// Community Group's format, which Figma, Tokens Studio, Style Dictionary and Terrazzo read). The
// brand's own tokens come from its data module (its `theme`); the scales every brand shares (type
// scale, spacing, shadows, breakpoints, status colours) are the data below, which shell-ui's
// stylesheets write as numbers (its design-tokens.spec.ts keeps the two equal).
//
// `tokens/<brand>.tokens.json` is this document for each brand, shipped in the package; a test keeps
// the files equal to it, and `nx run brand-config:tokens -c update` writes them (with the stylesheet
// of the shell's custom properties that Style Dictionary makes from each file: tokens/<brand>.css).
import type { BrandId } from './brands.ts';
import { themeTokens } from './theme.ts';
import type { ThemeTokens } from './types.ts';

/** The `$schema` of a Design Tokens Format Module 2025.10 document. */
export const DTCG_SCHEMA = 'https://www.designtokens.org/schemas/2025.10/format.json';

/** A colour value of the format (sRGB, components 0 to 1, with the hex fallback design tools show). */
export interface DtcgColor {
  readonly colorSpace: 'srgb';
  readonly components: readonly [number, number, number];
  readonly alpha?: number;
  readonly hex: string;
}

/** A dimension value of the format. */
export interface DtcgDimension {
  readonly value: number;
  readonly unit: 'px' | 'rem';
}

/** A shadow value of the format. */
export interface DtcgShadow {
  readonly color: DtcgColor;
  readonly offsetX: DtcgDimension;
  readonly offsetY: DtcgDimension;
  readonly blur: DtcgDimension;
  readonly spread: DtcgDimension;
}

/** One token: a value, and what it is for. */
export interface DtcgToken<Value> {
  readonly $value: Value;
  readonly $description?: string;
}

type Tokens<Value> = Readonly<Record<string, DtcgToken<Value>>>;

/** A group of tokens of one type: the type, what the group is for, and its tokens by name. */
export interface DtcgGroup<Type extends string, Value> {
  readonly $type: Type;
  readonly $description: string;
  readonly [name: string]: DtcgToken<Value> | string;
}

/** The document of one brand: one group per kind of token, each with the type of its tokens. */
export interface DesignTokenDocument {
  readonly $schema: typeof DTCG_SCHEMA;
  readonly $description: string;
  readonly color: DtcgGroup<'color', DtcgColor>;
  readonly 'font-family': DtcgGroup<'fontFamily', readonly string[]>;
  readonly 'font-size': DtcgGroup<'dimension', DtcgDimension>;
  readonly 'font-weight': DtcgGroup<'fontWeight', number>;
  readonly 'line-height': DtcgGroup<'number', number>;
  readonly radius: DtcgGroup<'dimension', DtcgDimension>;
  readonly space: DtcgGroup<'dimension', DtcgDimension>;
  readonly shadow: DtcgGroup<'shadow', DtcgShadow>;
  readonly breakpoint: DtcgGroup<'dimension', DtcgDimension>;
}

/** The theme tokens that are CSS values: each brand's `--ts-*` custom properties (`tokens/<brand>.css`). */
export type CssThemeToken = Exclude<keyof ThemeTokens, 'logo' | 'accessibilityWidget'>;

/**
 * Where each CSS theme token sits in the document: its group and its name there. `$root` is the
 * format's name for a group's own value, so `font-family` is the body font and `font-family.heading`
 * the headings' (the custom property is the path without `$root`: `--ts-font-family`).
 */
export const THEME_TOKEN_PATHS = {
  colorPrimary: ['color', 'primary'],
  colorOnPrimary: ['color', 'on-primary'],
  colorText: ['color', 'text'],
  colorBackground: ['color', 'background'],
  colorFooter: ['color', 'footer'],
  colorOnFooter: ['color', 'on-footer'],
  colorBackgroundGetStartedGo: ['color', 'background-get-started-go'],
  colorBackgroundContactUsAlternate: ['color', 'background-contact-us-alternate'],
  fontFamily: ['font-family', '$root'],
  fontFamilyHeading: ['font-family', 'heading'],
  radius: ['radius', '$root'],
  radiusLarge: ['radius', 'large'],
} as const satisfies Record<CssThemeToken, readonly ['color' | 'font-family' | 'radius', string]>;

/** What each CSS theme token is for (the JSDoc of `ThemeTokens`, for designers' tools). */
const THEME_TOKEN_DESCRIPTIONS = {
  colorPrimary: 'Primary brand colour: buttons, links, focus and selection.',
  colorOnPrimary: 'Text and icons on the primary colour.',
  colorText: 'Page text.',
  colorBackground: 'Page background.',
  colorFooter: 'Footer background.',
  colorOnFooter: 'Text on the footer background.',
  colorBackgroundGetStartedGo:
    'Page background of GetStarted with go=true (the get-started-go page theme): a tint of the primary colour.',
  colorBackgroundContactUsAlternate:
    'Page background of ContactUs for logged-out visitors of brand 1 and for counselors (the contact-us-alternate page theme): a tint of the footer colour.',
  fontFamily: 'Body text.',
  fontFamilyHeading: 'Headings and the wordmark.',
  radius: 'Corners of controls: buttons, fields, badges.',
  radiusLarge: 'Corners of cards, dialogs and panels.',
} as const satisfies Record<CssThemeToken, string>;

/**
 * Status colours every brand shares, the fallbacks shell-ui's stylesheets give `var(--ts-color-*)`
 * (no brand sets them today).
 */
const STATUS_COLORS = {
  danger: ['#b3261e', 'Errors, destructive actions and the unread badge.'],
  'on-danger': ['#ffffff', 'Text on the danger colour.'],
  success: ['#1e7a3c', 'Confirmation toasts and states.'],
  warning: ['#8a5a00', 'Warning toasts and states.'],
  info: ['#1d5fa8', 'Information toasts.'],
  muted: ['#6b6b6b', 'Secondary text on the page background.'],
} as const;

/** The type scale in rem: every font size of shell-ui's stylesheets. */
const FONT_SIZES = {
  '2xs': [0.75, 'Badges and the security logo caption.'],
  xs: [0.8125, 'Status badges.'],
  sm: [0.875, 'Hints, errors, small buttons, the copyright and compact lists.'],
  md: [0.9375, 'Field labels, toast bodies and secondary text.'],
  base: [1, 'Body text and buttons.'],
  lg: [1.125, 'Large buttons and introductions.'],
  xl: [1.25, 'Dialog, banner and section titles; the wordmark.'],
  '2xl': [1.5, 'The wordmark of the fallback page.'],
  '3xl': [1.75, 'Headings of the fallback page and the page error panel.'],
  '4xl': [2, 'Page titles (crisis resources).'],
} as const;

const FONT_WEIGHTS = {
  regular: [400, 'Body text.'],
  'semi-bold': [600, 'Labels, links in lists, emphasis.'],
  bold: [700, 'Headings, titles and buttons.'],
} as const;

const LINE_HEIGHTS = {
  none: [1, 'Single-line badges.'],
  tight: [1.2, 'Headings and buttons.'],
  snug: [1.4, 'Toasts.'],
  normal: [1.5, 'Body text.'],
} as const;

/** Spacing steps in rem (4 px apart up to 24 px): the gaps, paddings and margins of the shell. */
const SPACE = {
  '1': 0.25,
  '2': 0.5,
  '3': 0.75,
  '4': 1,
  '5': 1.25,
  '6': 1.5,
  '8': 2,
  '12': 3,
} as const;

/** Elevation: the black shadows of shell-ui's stylesheets, as [offsetX, offsetY, blur, spread, alpha] in px. */
const SHADOWS = {
  menu: [[0, 8, 24, 0, 0.15], 'Dropdown lists.'],
  popover: [[0, 8, 24, 0, 0.18], 'The notification center panel.'],
  toast: [[0, 6, 24, 0, 0.18], 'Toasts.'],
  dialog: [[0, 16, 48, 0, 0.25], 'Modal dialogs.'],
  'mobile-menu': [[0, 12, 24, -12, 0.3], "The header's open mobile menu."],
  'scroll-top': [[0, 4, 8, -4, 0.3], 'Under a dialog header while its content scrolls.'],
  'scroll-bottom': [[0, -4, 8, -4, 0.3], 'Over a dialog footer while content remains below.'],
} as const;

/** The breakpoints of spec 9 in px (shell-ui's `BREAKPOINTS`; its tests keep them equal). */
const BREAKPOINTS = { xs: 390, sm: 640, md: 768, lg: 992, xl: 1280, '2xl': 1536 } as const;

/**
 * A `#rrggbb` colour as the format's sRGB colour (components rounded to 4 decimals, which keeps
 * every 8-bit channel exact).
 *
 * @example
 * dtcgColor('#ffffff'); // { colorSpace: 'srgb', components: [1, 1, 1], hex: '#ffffff' }
 */
export function dtcgColor(hex: string, alpha?: number): DtcgColor {
  if (!/^#[0-9a-f]{6}$/.test(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const channel = (i: number) => Math.round((parseInt(hex.slice(i, i + 2), 16) / 255) * 10_000) / 10_000;
  return {
    colorSpace: 'srgb',
    components: [channel(1), channel(3), channel(5)],
    ...(alpha === undefined ? {} : { alpha }),
    hex,
  };
}

/**
 * A CSS length of the theme (`8px`, `1.5rem`) as the format's dimension.
 *
 * @example
 * dtcgDimension('8px'); // { value: 8, unit: 'px' }
 */
export function dtcgDimension(css: string): DtcgDimension {
  const match = /^(-?\d*\.?\d+)(px|rem)$/.exec(css);
  if (!match?.[1] || (match[2] !== 'px' && match[2] !== 'rem')) throw new Error(`Not a px or rem length: ${css}`);
  return { value: Number(match[1]), unit: match[2] };
}

/**
 * A CSS font stack as the format's font family: the names in order, without their quotes.
 *
 * @example
 * dtcgFontFamily('system-ui, "Segoe UI", sans-serif'); // ['system-ui', 'Segoe UI', 'sans-serif']
 */
export function dtcgFontFamily(css: string): string[] {
  return css.split(',').map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'));
}

const px = (value: number): DtcgDimension => ({ value, unit: 'px' });
const rem = (value: number): DtcgDimension => ({ value, unit: 'rem' });

function tokens<Value, Source>(
  table: Readonly<Record<string, Source>>,
  token: (source: Source) => DtcgToken<Value>,
): Tokens<Value> {
  return Object.fromEntries(Object.entries(table).map(([name, source]) => [name, token(source)]));
}

/** The theme tokens of one group, under their names there. */
function themeGroup<Value>(
  theme: ThemeTokens,
  group: 'color' | 'font-family' | 'radius',
  value: (css: string) => Value,
): Tokens<Value> {
  const entries = (Object.keys(THEME_TOKEN_PATHS) as CssThemeToken[])
    .filter((key) => THEME_TOKEN_PATHS[key][0] === group)
    .map((key) => [
      THEME_TOKEN_PATHS[key][1],
      { $value: value(theme[key]), $description: THEME_TOKEN_DESCRIPTIONS[key] },
    ]);
  return Object.fromEntries(entries);
}

/**
 * The design tokens of a brand: its colours, fonts and radii (its theme) and the shell's shared
 * type scale, spacing, shadows and breakpoints, as a Design Tokens Format Module 2025.10 document.
 *
 * @example
 * designTokens('faith').color.primary.$value.hex; // '#6a3d8f'
 */
export function designTokens(brand: BrandId): DesignTokenDocument {
  const theme = themeTokens(brand);
  return {
    $schema: DTCG_SCHEMA,
    $description: `Design tokens of brand ${brand} of the Therapy Shell, generated from @therapy-shell/brand-config: do not edit.`,
    color: {
      $type: 'color',
      $description: "The brand's colours, then the status colours every brand shares.",
      ...themeGroup(theme, 'color', (css) => dtcgColor(css)),
      ...tokens(STATUS_COLORS, ([hex, $description]) => ({ $value: dtcgColor(hex), $description })),
    },
    'font-family': {
      $type: 'fontFamily',
      $description: 'Font stacks, most preferred first.',
      ...themeGroup(theme, 'font-family', dtcgFontFamily),
    },
    'font-size': {
      $type: 'dimension',
      $description: 'The type scale.',
      ...tokens(FONT_SIZES, ([size, $description]) => ({ $value: rem(size), $description })),
    },
    'font-weight': {
      $type: 'fontWeight',
      $description: 'Font weights.',
      ...tokens(FONT_WEIGHTS, ([weight, $description]) => ({ $value: weight, $description })),
    },
    'line-height': {
      $type: 'number',
      $description: 'Line heights, as multiples of the font size.',
      ...tokens(LINE_HEIGHTS, ([height, $description]) => ({ $value: height, $description })),
    },
    radius: {
      $type: 'dimension',
      $description: 'Corner radii.',
      ...themeGroup(theme, 'radius', dtcgDimension),
    },
    space: {
      $type: 'dimension',
      $description: 'Spacing steps for gaps, paddings and margins.',
      ...tokens(SPACE, (step) => ({ $value: rem(step) })),
    },
    shadow: {
      $type: 'shadow',
      $description: 'Elevation.',
      ...tokens(SHADOWS, ([[offsetX, offsetY, blur, spread, alpha], $description]) => ({
        $value: {
          color: dtcgColor('#000000', alpha),
          offsetX: px(offsetX),
          offsetY: px(offsetY),
          blur: px(blur),
          spread: px(spread),
        },
        $description,
      })),
    },
    breakpoint: {
      $type: 'dimension',
      $description: 'Viewport widths where the layout changes (min-width).',
      ...tokens(BREAKPOINTS, (width) => ({ $value: px(width) })),
    },
  };
}
