export { BRAND_IDS, BrandConfigError, isBrandId, assertBrandId, parseBrandCodes, resolveBrand } from './brands.js';
export type { BrandId, BrandCodeMap } from './brands.js';
export { themeTokens, themeCssVariables } from './theme.js';
export type { ThemeTokens } from './theme.js';
