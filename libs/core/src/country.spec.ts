import { COUNTRY_IDS, COUNTRY_MAP, EU_MEMBER_CODES } from './constants.ts';
import { countryIdByCode, isEuropeanUnionCountry, isEuropeanUnionMember } from './country.ts';

describe('country ids of the European countries with dedicated handling (spec 3.2)', () => {
  it.each([
    ['FR', 'FRA', 78],
    ['DE', 'DEU', 85],
    ['NL', 'NLD', 154],
    ['ES', 'ESP', 205],
  ] as const)('%s has id %s', (alpha2, alpha3, id) => {
    expect(COUNTRY_IDS[alpha2]).toBe(id);
    expect(countryIdByCode(alpha3)).toBe(id);
    expect(countryIdByCode(alpha2.toLowerCase())).toBe(id);
  });
});

describe('code-to-id map (spec 3.2)', () => {
  it.each([
    ['USA', 'us', 1],
    ['AUS', 'au', 15],
    ['PRI', 'pr', 178],
    ['GBR', 'gb', 232],
  ] as const)('%s maps to %s', (alpha3, alpha2, id) => {
    expect(COUNTRY_MAP[alpha3]).toBe(id);
    expect(countryIdByCode(alpha3)).toBe(id);
    expect(countryIdByCode(alpha2)).toBe(id);
  });

  it.each(['CHE', 'XX', '', 'constructor'])('knows no id for %p', (code) => {
    expect(countryIdByCode(code)).toBeUndefined();
  });
});

describe('EU members (spec 3.2)', () => {
  it.each([
    ['DEU', 'de'],
    ['NLD', 'nl'],
    ['FRA', 'fr'],
    ['AUT', 'at'],
    ['BEL', 'be'],
    ['BGR', 'bg'],
    ['HRV', 'hr'],
    ['CYP', 'cy'],
    ['CZE', 'cz'],
    ['DNK', 'dk'],
    ['EST', 'ee'],
    ['FIN', 'fi'],
    ['GRC', 'gr'],
    ['HUN', 'hu'],
    ['IRL', 'ie'],
    ['ITA', 'it'],
    ['LVA', 'lv'],
    ['LTU', 'lt'],
    ['LUX', 'lu'],
    ['MLT', 'mt'],
    ['POL', 'pl'],
    ['PRT', 'pt'],
    ['ROU', 'ro'],
    ['SVK', 'sk'],
    ['SVN', 'si'],
    ['ESP', 'es'],
    ['SWE', 'se'],
  ])('%s (%s) is an EU member', (alpha3, alpha2) => {
    expect(isEuropeanUnionMember(alpha3)).toBe(true);
    expect(isEuropeanUnionMember(alpha2)).toBe(true);
  });

  it('has exactly the 27 members of the spec', () => {
    expect(EU_MEMBER_CODES).toHaveLength(27);
  });

  it.each(['GBR', 'USA', 'AUS', 'PRI', 'CHE', 'NOR', 'gb', 'us', ''])('%p is not an EU member', (code) => {
    expect(isEuropeanUnionMember(code)).toBe(false);
  });
});

describe('isEuropeanUnionCountry (the session country, spec 3.2)', () => {
  it.each([
    ['the server flags it', { countryId: 14, isEuropeanUnionMember: true }, true],
    ['it is France by id, even with a stale flag', { countryId: 78, isEuropeanUnionMember: false }, true],
    ['it is Australia', { countryId: 15, isEuropeanUnionMember: false }, false],
    ['it is the United Kingdom', { countryId: 232, isEuropeanUnionMember: false }, false],
    ['it is unknown', null, false],
  ])('%s: %p is %s', (_case, country, expected) => {
    expect(isEuropeanUnionCountry(country)).toBe(expected);
  });
});
