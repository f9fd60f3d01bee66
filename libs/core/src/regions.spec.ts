import { COUNTRY_IDS } from './constants.ts';
import {
  DUTCH_PROVINCES,
  FRENCH_DEPARTMENTS,
  FRENCH_REGIONS,
  GERMAN_STATES,
  SPANISH_AUTONOMOUS_COMMUNITIES,
  regionCode,
  regionList,
} from './regions.ts';

describe('region lists (spec 3.2, contents from ISO 3166-2)', () => {
  it.each([
    ['Germany', COUNTRY_IDS.DE, 'DE', 16, 'Nordrhein-Westfalen', 'NW'],
    ['the Netherlands', COUNTRY_IDS.NL, 'NLD', 12, 'Zuid-Holland', 'ZH'],
    ['France (departments to regions)', COUNTRY_IDS.FR, 'fr', 96, 'Bouches-du-Rhône', 'PAC'],
    ['Spain', COUNTRY_IDS.ES, 'esp', 19, 'Andalucía', 'AN'],
  ])('%s has its list (id %s, code %s): %s names, %s is %s', (_country, countryId, code, size, name, regionShort) => {
    expect(regionList(countryId)).toHaveLength(size);
    expect(regionList(code)).toEqual(regionList(countryId));
    expect(regionList(countryId)).toContain(name);
    expect(regionCode(countryId, name)).toBe(regionShort);
    expect(regionCode(code, name)).toBe(regionShort);
  });

  it.each([1, 15, 232, 'us', 'GBR', 'it', ''])('country %p has no region list', (country) => {
    expect(regionList(country)).toEqual([]);
    expect(regionCode(country, 'Hessen')).toBeUndefined();
  });

  it.each([
    ['a name of another country', COUNTRY_IDS.DE, 'Gironde'],
    ['an inherited object key', COUNTRY_IDS.FR, 'constructor'],
    ['another case', COUNTRY_IDS.DE, 'hessen'],
  ])('gives no code for %s', (_case, country, name) => {
    expect(regionCode(country, name)).toBeUndefined();
  });

  it("names every French department, and the code of each is its region's", () => {
    expect(regionList(COUNTRY_IDS.FR)).toEqual(Object.keys(FRENCH_DEPARTMENTS));
    for (const [name, department] of Object.entries(FRENCH_DEPARTMENTS)) {
      expect(regionCode('FRA', name)).toBe(department.region);
    }
  });

  it.each([
    ['Germany', GERMAN_STATES],
    ['the Netherlands', DUTCH_PROVINCES],
    ['Spain', SPANISH_AUTONOMOUS_COMMUNITIES],
    ['France (regions)', FRENCH_REGIONS],
  ])('gives every region of %s its own short code', (_country, list) => {
    const codes = Object.values(list);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('gives every French department its own number, 01 to 95 with 2A and 2B for Corsica', () => {
    const numbers = Object.values(FRENCH_DEPARTMENTS)
      .map((d) => d.code)
      .sort();
    const expected = Array.from({ length: 95 }, (_, i) => String(i + 1).padStart(2, '0')).filter((n) => n !== '20');
    expect(numbers).toEqual([...expected, '2A', '2B'].sort());
  });

  it.each([
    ['Auvergne-Rhône-Alpes', 'ARA', 12],
    ['Bourgogne-Franche-Comté', 'BFC', 8],
    ['Bretagne', 'BRE', 4],
    ['Centre-Val de Loire', 'CVL', 6],
    ['Corse', '20R', 2],
    ['Grand Est', 'GES', 10],
    ['Hauts-de-France', 'HDF', 5],
    ['Île-de-France', 'IDF', 8],
    ['Normandie', 'NOR', 5],
    ['Nouvelle-Aquitaine', 'NAQ', 12],
    ['Occitanie', 'OCC', 13],
    ['Pays de la Loire', 'PDL', 5],
    ["Provence-Alpes-Côte d'Azur", 'PAC', 6],
  ] as const)('region %s (%s) has %s departments', (name, code, departments) => {
    expect(FRENCH_REGIONS[name]).toBe(code);
    expect(Object.values(FRENCH_DEPARTMENTS).filter((d) => d.region === code)).toHaveLength(departments);
  });
});
