import { assertBrandId, BRAND_IDS, BrandConfigError, parseBrandCodes, resolveBrand } from './brands.ts';

describe('brands (DESIGN.md section 4)', () => {
  it('lists the eight brand ids in the spec order', () => {
    expect(BRAND_IDS).toEqual(['main', 'organisation', 'faith', 'pride', 'fifth', 'regional', 'teen', 'eighth']);
  });

  it.each(BRAND_IDS.map((id) => [id]))('resolves product_code_name %s to itself by default', (id) => {
    expect(resolveBrand(id)).toBe(id);
  });

  it('resolves a configured product code through SHELL_BRAND_CODES', () => {
    const codes = parseBrandCodes('{"acme-care":"main","acme-faith":"faith"}');
    expect(resolveBrand('acme-care', codes)).toBe('main');
    expect(resolveBrand('acme-faith', codes)).toBe('faith');
    expect(resolveBrand('teen', codes)).toBe('teen');
  });

  it('rejects an unknown product code with a message naming it and the known codes', () => {
    expect(() => resolveBrand('nope')).toThrow(BrandConfigError);
    expect(() => resolveBrand('nope')).toThrow(/"nope" maps to no brand\. Known product codes: main, organisation/);
  });

  it('does not resolve inherited object keys as product codes', () => {
    expect(() => resolveBrand('constructor', {})).toThrow(BrandConfigError);
  });

  it.each([
    ['not json', /not valid JSON/],
    ['[]', /must be a JSON object/],
    ['{"x":"unknown"}', /maps "x" to "unknown", which is not a brand id\. Valid ids: main, organisation, faith/],
  ])('rejects SHELL_BRAND_CODES=%s', (json, message) => {
    expect(() => parseBrandCodes(json)).toThrow(message);
  });

  it('reads an absent SHELL_BRAND as main and rejects a wrong one listing the valid ids', () => {
    expect(assertBrandId(undefined)).toBe('main');
    expect(assertBrandId('pride')).toBe('pride');
    expect(() => assertBrandId('mian')).toThrow(
      'SHELL_BRAND="mian" is not a brand id. Valid ids: main, organisation, faith, pride, fifth, regional, teen, eighth.',
    );
  });
});
