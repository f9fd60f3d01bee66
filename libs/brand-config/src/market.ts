import {
  countryIdByCode,
  isEuropeanUnionCountry,
  isEuropeanUnionMember,
  type Language,
  type SessionUser,
} from '@therapy-shell/core';
import { CREDENTIAL_LABEL_KEYS, SUPPORT_EMAIL_LOCAL_PARTS } from './constants.ts';
import type { ShellContext } from './context.ts';
import type { CredentialMarket, CredentialWording } from './types.ts';

const ALPHA2_MARKETS: Readonly<Record<string, CredentialMarket>> = { gb: 'uk', au: 'au', de: 'de', nl: 'nl' };

/**
 * The credential market of a user: from the account's country when known, else from the visitor's
 * geo country. Germany and the Netherlands are EU markets with their own wording.
 *
 * @example
 * credentialMarket({ country: { countryId: 232, isEuropeanUnionMember: false } }); // 'uk'
 * credentialMarket({ geo_country: 'nl' }); // 'nl'
 */
export function credentialMarket(user: Pick<SessionUser, 'country' | 'geo_country'>): CredentialMarket {
  const country = user.country;
  if (country) {
    switch (country.countryId) {
      case countryIdByCode('GBR'):
        return 'uk';
      case countryIdByCode('AUS'):
        return 'au';
      case countryIdByCode('DE'):
        return 'de';
      case countryIdByCode('NL'):
        return 'nl';
      default:
        return isEuropeanUnionCountry(country) ? 'eu' : 'other';
    }
  }
  const geo = (user.geo_country ?? '').trim().toLowerCase();
  if (Object.hasOwn(ALPHA2_MARKETS, geo)) return ALPHA2_MARKETS[geo] ?? 'other';
  return geo !== '' && isEuropeanUnionMember(geo) ? 'eu' : 'other';
}

const WORDING = {
  uk: { credentialLabelKey: CREDENTIAL_LABEL_KEYS.credentials, resumeLabelKey: CREDENTIAL_LABEL_KEYS.cv },
  eu: { credentialLabelKey: CREDENTIAL_LABEL_KEYS.credentials, resumeLabelKey: CREDENTIAL_LABEL_KEYS.cv },
  de: { credentialLabelKey: CREDENTIAL_LABEL_KEYS.credentialDocuments, resumeLabelKey: CREDENTIAL_LABEL_KEYS.cv },
  nl: { credentialLabelKey: CREDENTIAL_LABEL_KEYS.credentialDocuments, resumeLabelKey: CREDENTIAL_LABEL_KEYS.cv },
  au: { credentialLabelKey: CREDENTIAL_LABEL_KEYS.credentialMembership, resumeLabelKey: CREDENTIAL_LABEL_KEYS.cv },
  other: { credentialLabelKey: CREDENTIAL_LABEL_KEYS.license, resumeLabelKey: CREDENTIAL_LABEL_KEYS.resume },
} as const satisfies Record<CredentialMarket, CredentialWording>;

/**
 * Credential wording and CV/Resume of the user's market (spec 9): UK and EU say Credential(s),
 * with Documents in DE and NL; Australia says Credential with membership; elsewhere License. CV
 * replaces Resume in the UK, the EU and Australia.
 *
 * @example
 * credentialWording({ user: { id: 7, user_type: 'counselor', geo_country: 'us' } });
 * // { credentialLabelKey: 'credentials.license', resumeLabelKey: 'credentials.resume' }
 */
export function credentialWording(ctx: Pick<ShellContext, 'user'>): CredentialWording {
  return WORDING[credentialMarket(ctx.user)];
}

/**
 * The support email address of a site in a language (spec 9): the language's local part (en
 * contact, de kontakt, fr hello, nl ondersteuning, es ayuda) at the site's domain. Give the site
 * config's `root_domain`, or its `fqdn` where it has none (a leading `www.` is dropped); undefined
 * when no domain is given.
 *
 * @example
 * supportEmail('de', config.root_domain || config.fqdn); // 'kontakt@acme.example'
 * supportEmail('nl', 'www.acme.example'); // 'ondersteuning@acme.example'
 */
export function supportEmail(language: Language, domain: string | null | undefined): string | undefined {
  const site = domain?.trim().replace(/^www\./i, '');
  return site ? `${SUPPORT_EMAIL_LOCAL_PARTS[language]}@${site}` : undefined;
}
