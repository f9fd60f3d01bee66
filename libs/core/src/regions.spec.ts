import { COUNTRY_IDS } from './constants.ts';
import {
  DUTCH_PROVINCES,
  FRENCH_DEPARTMENTS,
  FRENCH_REGIONS,
  GERMAN_STATES,
  SPANISH_AUTONOMOUS_COMMUNITIES,
  regionList,
} from './regions.ts';

describe('region lists (spec 3.2, contents from ISO 3166-2)', () => {
  it.each([
    ['Germany', COUNTRY_IDS.DE, 16, 'Nordrhein-Westfalen', 'NW'],
    ['the Netherlands', COUNTRY_IDS.NL, 12, 'Zuid-Holland', 'ZH'],
    ['France (departments to regions)', COUNTRY_IDS.FR, 96, 'Bouches-du-Rhône', 'PAC'],
    ['Spain', COUNTRY_IDS.ES, 19, 'Andalucía', 'AN'],
  ])('%s has its list: %s entries, %s is %s', (_country, countryId, size, name, code) => {
    const list = regionList(countryId);
    expect(Object.keys(list ?? {})).toHaveLength(size);
    expect(list?.[name]).toBe(code);
  });

  it.each([1, 15, 232])('country %s has no region list', (countryId) => {
    expect(regionList(countryId)).toBeUndefined();
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
