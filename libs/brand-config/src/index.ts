export { BRAND_IDS, BrandConfigError, isBrandId, assertBrandId, parseBrandCodes, resolveBrand } from './brands.ts';
export type { BrandId, BrandCodeMap } from './brands.ts';
export { themeTokens, themeCssVariables } from './theme.ts';
export type { ThemeTokens } from './theme.ts';
