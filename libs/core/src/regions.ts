// Region lists of spec 3.2 ("state or province name to short code"). The spec does not show their
// contents; these are public facts from ISO 3166-2 (subdivision code without the country prefix).
import { COUNTRY_IDS } from './constants.ts';
import { countryIdByCode } from './country.ts';

/**
 * A region list: region name to its short code.
 *
 * @example
 * const states: RegionList = GERMAN_STATES;
 */
export type RegionList = Readonly<Record<string, string>>;

/**
 * A metropolitan French department: its number and the region it belongs to.
 *
 * @example
 * const gironde: FrenchDepartment = FRENCH_DEPARTMENTS['Gironde']; // { code: '33', region: 'NAQ' }
 */
export interface FrenchDepartment {
  /** Department number (ISO 3166-2:FR code without `FR-`), for example `01` or `2A`. */
  readonly code: string;
  /** Short code of its region, a key of the values of {@link FRENCH_REGIONS}. */
  readonly region: FrenchRegionCode;
}

/**
 * Germany's 16 Länder (ISO 3166-2:DE), by their German names.
 *
 * @example
 * GERMAN_STATES['Bayern']; // 'BY'
 */
export const GERMAN_STATES = {
  'Baden-Württemberg': 'BW',
  Bayern: 'BY',
  Berlin: 'BE',
  Brandenburg: 'BB',
  Bremen: 'HB',
  Hamburg: 'HH',
  Hessen: 'HE',
  'Mecklenburg-Vorpommern': 'MV',
  Niedersachsen: 'NI',
  'Nordrhein-Westfalen': 'NW',
  'Rheinland-Pfalz': 'RP',
  Saarland: 'SL',
  Sachsen: 'SN',
  'Sachsen-Anhalt': 'ST',
  'Schleswig-Holstein': 'SH',
  Thüringen: 'TH',
} as const satisfies RegionList;

/**
 * The Netherlands' 12 provinces (ISO 3166-2:NL), by their Dutch names.
 *
 * @example
 * DUTCH_PROVINCES['Noord-Holland']; // 'NH'
 */
export const DUTCH_PROVINCES = {
  Drenthe: 'DR',
  Flevoland: 'FL',
  Friesland: 'FR',
  Gelderland: 'GE',
  Groningen: 'GR',
  Limburg: 'LI',
  'Noord-Brabant': 'NB',
  'Noord-Holland': 'NH',
  Overijssel: 'OV',
  Utrecht: 'UT',
  Zeeland: 'ZE',
  'Zuid-Holland': 'ZH',
} as const satisfies RegionList;

/**
 * Spain's 17 autonomous communities and 2 autonomous cities (ISO 3166-2:ES), by their Spanish names.
 *
 * @example
 * SPANISH_AUTONOMOUS_COMMUNITIES['Cataluña']; // 'CT'
 */
export const SPANISH_AUTONOMOUS_COMMUNITIES = {
  Andalucía: 'AN',
  Aragón: 'AR',
  'Principado de Asturias': 'AS',
  'Illes Balears': 'IB',
  Canarias: 'CN',
  Cantabria: 'CB',
  'Castilla y León': 'CL',
  'Castilla-La Mancha': 'CM',
  Cataluña: 'CT',
  'Comunitat Valenciana': 'VC',
  Extremadura: 'EX',
  Galicia: 'GA',
  'Comunidad de Madrid': 'MD',
  'Región de Murcia': 'MC',
  'Comunidad Foral de Navarra': 'NC',
  'País Vasco': 'PV',
  'La Rioja': 'RI',
  Ceuta: 'CE',
  Melilla: 'ML',
} as const satisfies RegionList;

/**
 * France's 13 metropolitan regions (ISO 3166-2:FR), by their French names.
 *
 * @example
 * FRENCH_REGIONS['Île-de-France']; // 'IDF'
 */
export const FRENCH_REGIONS = {
  'Auvergne-Rhône-Alpes': 'ARA',
  'Bourgogne-Franche-Comté': 'BFC',
  Bretagne: 'BRE',
  'Centre-Val de Loire': 'CVL',
  Corse: '20R',
  'Grand Est': 'GES',
  'Hauts-de-France': 'HDF',
  'Île-de-France': 'IDF',
  Normandie: 'NOR',
  'Nouvelle-Aquitaine': 'NAQ',
  Occitanie: 'OCC',
  'Pays de la Loire': 'PDL',
  "Provence-Alpes-Côte d'Azur": 'PAC',
} as const satisfies RegionList;

/**
 * Short code of a French metropolitan region.
 *
 * @example
 * const region: FrenchRegionCode = 'IDF';
 */
export type FrenchRegionCode = (typeof FRENCH_REGIONS)[keyof typeof FRENCH_REGIONS];

/**
 * France's 96 metropolitan departments (ISO 3166-2:FR), by their French names, each with its
 * number and region (spec 3.2: "France (departments to regions)"). Overseas departments are not
 * listed.
 *
 * @example
 * FRENCH_DEPARTMENTS['Gironde']; // { code: '33', region: 'NAQ' }
 */
export const FRENCH_DEPARTMENTS = {
  Ain: { code: '01', region: 'ARA' },
  Aisne: { code: '02', region: 'HDF' },
  Allier: { code: '03', region: 'ARA' },
  'Alpes-de-Haute-Provence': { code: '04', region: 'PAC' },
  'Hautes-Alpes': { code: '05', region: 'PAC' },
  'Alpes-Maritimes': { code: '06', region: 'PAC' },
  Ardèche: { code: '07', region: 'ARA' },
  Ardennes: { code: '08', region: 'GES' },
  Ariège: { code: '09', region: 'OCC' },
  Aube: { code: '10', region: 'GES' },
  Aude: { code: '11', region: 'OCC' },
  Aveyron: { code: '12', region: 'OCC' },
  'Bouches-du-Rhône': { code: '13', region: 'PAC' },
  Calvados: { code: '14', region: 'NOR' },
  Cantal: { code: '15', region: 'ARA' },
  Charente: { code: '16', region: 'NAQ' },
  'Charente-Maritime': { code: '17', region: 'NAQ' },
  Cher: { code: '18', region: 'CVL' },
  Corrèze: { code: '19', region: 'NAQ' },
  'Corse-du-Sud': { code: '2A', region: '20R' },
  'Haute-Corse': { code: '2B', region: '20R' },
  "Côte-d'Or": { code: '21', region: 'BFC' },
  "Côtes-d'Armor": { code: '22', region: 'BRE' },
  Creuse: { code: '23', region: 'NAQ' },
  Dordogne: { code: '24', region: 'NAQ' },
  Doubs: { code: '25', region: 'BFC' },
  Drôme: { code: '26', region: 'ARA' },
  Eure: { code: '27', region: 'NOR' },
  'Eure-et-Loir': { code: '28', region: 'CVL' },
  Finistère: { code: '29', region: 'BRE' },
  Gard: { code: '30', region: 'OCC' },
  'Haute-Garonne': { code: '31', region: 'OCC' },
  Gers: { code: '32', region: 'OCC' },
  Gironde: { code: '33', region: 'NAQ' },
  Hérault: { code: '34', region: 'OCC' },
  'Ille-et-Vilaine': { code: '35', region: 'BRE' },
  Indre: { code: '36', region: 'CVL' },
  'Indre-et-Loire': { code: '37', region: 'CVL' },
  Isère: { code: '38', region: 'ARA' },
  Jura: { code: '39', region: 'BFC' },
  Landes: { code: '40', region: 'NAQ' },
  'Loir-et-Cher': { code: '41', region: 'CVL' },
  Loire: { code: '42', region: 'ARA' },
  'Haute-Loire': { code: '43', region: 'ARA' },
  'Loire-Atlantique': { code: '44', region: 'PDL' },
  Loiret: { code: '45', region: 'CVL' },
  Lot: { code: '46', region: 'OCC' },
  'Lot-et-Garonne': { code: '47', region: 'NAQ' },
  Lozère: { code: '48', region: 'OCC' },
  'Maine-et-Loire': { code: '49', region: 'PDL' },
  Manche: { code: '50', region: 'NOR' },
  Marne: { code: '51', region: 'GES' },
  'Haute-Marne': { code: '52', region: 'GES' },
  Mayenne: { code: '53', region: 'PDL' },
  'Meurthe-et-Moselle': { code: '54', region: 'GES' },
  Meuse: { code: '55', region: 'GES' },
  Morbihan: { code: '56', region: 'BRE' },
  Moselle: { code: '57', region: 'GES' },
  Nièvre: { code: '58', region: 'BFC' },
  Nord: { code: '59', region: 'HDF' },
  Oise: { code: '60', region: 'HDF' },
  Orne: { code: '61', region: 'NOR' },
  'Pas-de-Calais': { code: '62', region: 'HDF' },
  'Puy-de-Dôme': { code: '63', region: 'ARA' },
  'Pyrénées-Atlantiques': { code: '64', region: 'NAQ' },
  'Hautes-Pyrénées': { code: '65', region: 'OCC' },
  'Pyrénées-Orientales': { code: '66', region: 'OCC' },
  'Bas-Rhin': { code: '67', region: 'GES' },
  'Haut-Rhin': { code: '68', region: 'GES' },
  Rhône: { code: '69', region: 'ARA' },
  'Haute-Saône': { code: '70', region: 'BFC' },
  'Saône-et-Loire': { code: '71', region: 'BFC' },
  Sarthe: { code: '72', region: 'PDL' },
  Savoie: { code: '73', region: 'ARA' },
  'Haute-Savoie': { code: '74', region: 'ARA' },
  Paris: { code: '75', region: 'IDF' },
  'Seine-Maritime': { code: '76', region: 'NOR' },
  'Seine-et-Marne': { code: '77', region: 'IDF' },
  Yvelines: { code: '78', region: 'IDF' },
  'Deux-Sèvres': { code: '79', region: 'NAQ' },
  Somme: { code: '80', region: 'HDF' },
  Tarn: { code: '81', region: 'OCC' },
  'Tarn-et-Garonne': { code: '82', region: 'OCC' },
  Var: { code: '83', region: 'PAC' },
  Vaucluse: { code: '84', region: 'PAC' },
  Vendée: { code: '85', region: 'PDL' },
  Vienne: { code: '86', region: 'NAQ' },
  'Haute-Vienne': { code: '87', region: 'NAQ' },
  Vosges: { code: '88', region: 'GES' },
  Yonne: { code: '89', region: 'BFC' },
  'Territoire de Belfort': { code: '90', region: 'BFC' },
  Essonne: { code: '91', region: 'IDF' },
  'Hauts-de-Seine': { code: '92', region: 'IDF' },
  'Seine-Saint-Denis': { code: '93', region: 'IDF' },
  'Val-de-Marne': { code: '94', region: 'IDF' },
  "Val-d'Oise": { code: '95', region: 'IDF' },
} as const satisfies Readonly<Record<string, FrenchDepartment>>;

// France's list maps each department to its region's code: made on first use, not at import.
let frenchDepartmentRegions: RegionList | undefined;

/** The region table of a country id: name to short code; France's departments map to their region. */
function regionTable(country: number | string): RegionList | undefined {
  switch (typeof country === 'number' ? country : countryIdByCode(country)) {
    case COUNTRY_IDS.DE:
      return GERMAN_STATES;
    case COUNTRY_IDS.NL:
      return DUTCH_PROVINCES;
    case COUNTRY_IDS.ES:
      return SPANISH_AUTONOMOUS_COMMUNITIES;
    case COUNTRY_IDS.FR:
      return (frenchDepartmentRegions ??= Object.fromEntries(
        Object.entries(FRENCH_DEPARTMENTS).map(([name, department]) => [name, department.region]),
      ));
    default:
      return undefined;
  }
}

/**
 * The names a region field offers for a country (spec 3.2: "state or province name"): Germany's 16
 * Länder and the Netherlands' 12 provinces alphabetically, Spain's 17 autonomous communities (in
 * the usual official order) then its 2 autonomous cities, France's 96 metropolitan departments by
 * number. The country is a
 * country id (the session's `country.countryId`: FR 78, DE 85, NL 154, ES 205) or an ISO 3166-1
 * code (alpha-2 or alpha-3, any case). Every other country has no region list: empty.
 *
 * @example
 * regionList(85).length; // 16
 * regionList('nl')[0]; // 'Drenthe'
 * regionList('USA'); // []
 */
export function regionList(country: number | string): readonly string[] {
  const table = regionTable(country);
  return table ? Object.keys(table) : [];
}

/**
 * The short code of a region by its name (spec 3.2): ISO 3166-2 without the country prefix for
 * Germany, the Netherlands and Spain; for France, the code of the department's region. Undefined
 * for a name the country's list does not have, or a country without a list. The country is given
 * as for {@link regionList}.
 *
 * @example
 * regionCode(85, 'Hessen'); // 'HE'
 * regionCode('FR', 'Gironde'); // 'NAQ' (Nouvelle-Aquitaine)
 * regionCode('de', 'Texas'); // undefined
 */
export function regionCode(country: number | string, name: string): string | undefined {
  const table = regionTable(country);
  return table && Object.hasOwn(table, name) ? table[name] : undefined;
}
