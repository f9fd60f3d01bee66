import { BRAND_IDS } from './brands.ts';
import { DEVELOPMENT_PRODUCT_NAMES } from './development.ts';

describe('DEVELOPMENT_PRODUCT_NAMES', () => {
  it('names every brand, each differently', () => {
    expect(Object.keys(DEVELOPMENT_PRODUCT_NAMES).sort()).toEqual([...BRAND_IDS].sort());
    expect(new Set(Object.values(DEVELOPMENT_PRODUCT_NAMES)).size).toBe(BRAND_IDS.length);
  });
});
