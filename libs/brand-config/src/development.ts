import type { BrandId } from './brands.ts';

/**
 * The brands' product names in development: what dev-api's site config answers (`product_name`)
 * and what Storybook shows as the wordmark. Real sites take the name from their site config.
 *
 * @example
 * DEVELOPMENT_PRODUCT_NAMES.faith; // 'Faithful Counsel'
 */
export const DEVELOPMENT_PRODUCT_NAMES = {
  main: 'Therapy Shell',
  organisation: 'Therapy Shell for Organisations',
  faith: 'Faithful Counsel',
  pride: 'Pride Counselling',
  fifth: 'Fifth Counsel',
  regional: 'Therapy Shell Regional',
  teen: 'Teen Counsel',
  eighth: 'Eighth Counsel',
} as const satisfies Record<BrandId, string>;

/**
 * The brand's product name in development (dev-api's `product_name`, Storybook's wordmark).
 *
 * @example
 * developmentProductName('faith'); // 'Faithful Counsel'
 */
export function developmentProductName(brand: BrandId): string {
  return DEVELOPMENT_PRODUCT_NAMES[brand];
}
