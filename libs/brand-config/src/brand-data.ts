// What a brand's data module (src/brands/<id>.ts) holds, and the pieces its values are made of.
// Everything in BrandData differs between brands and stays out of every other brand's build
// (brands.ts explains how); the rules that read it are shared by every brand.
import type { BrandLogo, CrisisCountry, FooterVariant, ThemeTokens } from './types.ts';

/**
 * The data of one brand: one module per brand, `src/brands/<id>.ts` (README: "Adding a brand").
 *
 * @example
 * brandData('faith').theme.colorPrimary; // '#6a3d8f'
 */
export interface BrandData<Id extends string = string> {
  /** The brand id: lower-case letters, digits and dashes, the name of its module's file. */
  readonly id: Id;
  /** The product name in development: dev-api's `product_name` and Storybook's wordmark (real sites take it from their site config). */
  readonly developmentProductName: string;
  /**
   * Colours, fonts, radii, the logo mark and the accessibility widget's colours. Text colours keep
   * WCAG AA contrast (4.5:1) on their background and the mark is unlike every other brand's (both
   * checked by tests); the real palettes are not in the spec.
   */
  readonly theme: ThemeTokens;
  /** The footer outside the pages with their own footer (spec 2.5; mapping not shown). */
  readonly footerVariant: FooterVariant;
  /** The social media handle of the footer's links (spec 2.5; accounts not shown). */
  readonly socialHandle: string;
  /** The neutral page the quick exit leaves for. */
  readonly quickExitUrl: string;
  /** The country the brand serves first, for a visitor whose request names none. */
  readonly homeMarket: CrisisCountry;
}

/**
 * A brand data module's one brand, with its id kept as a literal type (the brand ids are read from
 * the data: `BrandId`).
 *
 * @example
 * export const BRANDS = [defineBrand({ id: 'faith', ... })] as const;
 */
export function defineBrand<const Id extends string>(data: BrandData<Id>): BrandData<Id> {
  return data;
}

/** The neutral page of the quick exit when a brand names no other: common, dull, and nothing to explain (what GOV.UK's Exit this page uses). */
export const DEFAULT_QUICK_EXIT_URL = 'https://www.bbc.co.uk/weather';

/** Font stacks the brands share. */
export const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const SERIF_FONT = 'Georgia, "Times New Roman", serif';

// Base shapes of the logo marks (40 x 40), shared by the brands: a rounded square, a circle, a hexagon.
export const ROUNDED_SQUARE =
  'M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0z';
export const CIRCLE = 'M20 0a20 20 0 1 0 0 40a20 20 0 1 0 0-40z';
export const HEXAGON = 'M20 0l17.32 10v20L20 40L2.68 30V10z';

/**
 * A logo mark: a base shape in the primary colour with a detail on it in the colour on primary
 * (details use the even-odd rule: rings and pins have holes).
 *
 * @example
 * logoMark(CIRCLE, 'M20 8c5 6 8 10.5 8 14.5a8 8 0 0 1-16 0C12 18.5 15 14 20 8z');
 */
export function logoMark(base: string, detail: string): BrandLogo {
  return {
    viewBox: '0 0 40 40',
    shapes: [
      { tone: 'base', d: base },
      { tone: 'detail', d: detail },
    ],
  };
}
