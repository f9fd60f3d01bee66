import { BRAND_IDS } from './brands.ts';
import { developmentProductName } from './development.ts';

describe('developmentProductName', () => {
  it('names every brand, each differently', () => {
    const names = BRAND_IDS.map(developmentProductName);
    expect(names.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(names).size).toBe(BRAND_IDS.length);
  });

  it("gives faith's name from its data", () => {
    expect(developmentProductName('faith')).toBe('Faithful Counsel');
  });
});
