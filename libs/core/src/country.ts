import { ALPHA2_TO_ALPHA3, COUNTRY_IDS, COUNTRY_MAP, EU_MEMBER_CODES } from './constants.ts';
import type { Country } from './session-user.ts';

const EUROPEAN_IDS_BY_ALPHA3: Readonly<Record<string, number>> = {
  FRA: COUNTRY_IDS.FR,
  DEU: COUNTRY_IDS.DE,
  NLD: COUNTRY_IDS.NL,
  ESP: COUNTRY_IDS.ES,
};

function toAlpha3(code: string): string {
  const upper = code.trim().toUpperCase();
  if (upper.length === 2 && Object.hasOwn(ALPHA2_TO_ALPHA3, upper)) {
    return ALPHA2_TO_ALPHA3[upper as keyof typeof ALPHA2_TO_ALPHA3];
  }
  return upper;
}

/**
 * The country id of an ISO 3166-1 code (alpha-3 as the spec writes them, or alpha-2 as geo_country
 * carries them; any case), for the countries the catalogue knows (spec 3.2); undefined otherwise.
 *
 * @example
 * countryIdByCode('AUS'); // 15
 * countryIdByCode('de'); // 85
 */
export function countryIdByCode(code: string): number | undefined {
  const alpha3 = toAlpha3(code);
  if (Object.hasOwn(COUNTRY_MAP, alpha3)) return COUNTRY_MAP[alpha3 as keyof typeof COUNTRY_MAP];
  return Object.hasOwn(EUROPEAN_IDS_BY_ALPHA3, alpha3) ? EUROPEAN_IDS_BY_ALPHA3[alpha3] : undefined;
}

/**
 * Whether an ISO 3166-1 code (alpha-3 or alpha-2, any case) is an EU member state (spec 3.2).
 *
 * @example
 * isEuropeanUnionMember('AUT'); // true
 * isEuropeanUnionMember('gb'); // false
 */
export function isEuropeanUnionMember(code: string): boolean {
  return (EU_MEMBER_CODES as readonly string[]).includes(toAlpha3(code));
}

/**
 * Whether a session's country is in the EU: the server's isEuropeanUnionMember flag, or one of the
 * EU country ids the catalogue knows (FR, DE, NL, ES), so a stale flag cannot hide them.
 *
 * @example
 * isEuropeanUnionCountry({ countryId: 85, isEuropeanUnionMember: true }); // true
 * isEuropeanUnionCountry(null); // false
 */
export function isEuropeanUnionCountry(
  country: Pick<Country, 'countryId' | 'isEuropeanUnionMember'> | null | undefined,
): boolean {
  if (!country) return false;
  return country.isEuropeanUnionMember === true || (Object.values(COUNTRY_IDS) as number[]).includes(country.countryId);
}
