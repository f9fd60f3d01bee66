import { brandData, type BrandId } from './brands.ts';

/**
 * The brand's product name in development (dev-api's `product_name`, Storybook's wordmark). Real
 * sites take the name from their site config.
 *
 * @example
 * developmentProductName('faith'); // 'Faithful Counsel'
 */
export function developmentProductName(brand: BrandId): string {
  return brandData(brand).developmentProductName;
}
