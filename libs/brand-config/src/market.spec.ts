import { BRAND_MESSAGE_KEYS } from './message-keys.ts';
import { credentialMarket, credentialWording, supportEmail } from './market.ts';
import { context, counselor } from './testing/context.ts';

describe('credential wording and CV/Resume per market (spec 9)', () => {
  it.each([
    [
      'UK uses Credential(s)',
      { country: { countryId: 232, isEuropeanUnionMember: false } },
      'uk',
      'credentials.credentials',
      'credentials.cv',
    ],
    [
      'EU uses Credential(s)',
      { country: { countryId: 14, isEuropeanUnionMember: true } },
      'eu',
      'credentials.credentials',
      'credentials.cv',
    ],
    [
      'France (EU) uses Credential(s)',
      { country: { countryId: 78, isEuropeanUnionMember: true } },
      'eu',
      'credentials.credentials',
      'credentials.cv',
    ],
    [
      'DE uses Documents',
      { country: { countryId: 85, isEuropeanUnionMember: true } },
      'de',
      'credentials.credentialDocuments',
      'credentials.cv',
    ],
    [
      'NL uses Documents',
      { country: { countryId: 154, isEuropeanUnionMember: true } },
      'nl',
      'credentials.credentialDocuments',
      'credentials.cv',
    ],
    [
      'Australia uses Credential with membership',
      { country: { countryId: 15, isEuropeanUnionMember: false } },
      'au',
      'credentials.credentialMembership',
      'credentials.cv',
    ],
    [
      'elsewhere License (US)',
      { country: { countryId: 1, isEuropeanUnionMember: false } },
      'other',
      'credentials.license',
      'credentials.resume',
    ],
    [
      'elsewhere License (Puerto Rico)',
      { country: { countryId: 178, isEuropeanUnionMember: false } },
      'other',
      'credentials.license',
      'credentials.resume',
    ],
  ])('%s', (_rule, user, market, credentialLabelKey, resumeLabelKey) => {
    expect(credentialMarket(user)).toBe(market);
    expect(credentialWording(context({ user: { ...counselor, ...user } }))).toEqual({
      credentialLabelKey,
      resumeLabelKey,
    });
  });

  it.each([
    ['gb', 'uk'],
    ['GB', 'uk'],
    ['au', 'au'],
    ['de', 'de'],
    ['nl', 'nl'],
    ['it', 'eu'],
    ['us', 'other'],
    ['ch', 'other'],
    ['', 'other'],
  ])('without an account country, geo_country %p is market %s', (geo_country, market) => {
    expect(credentialMarket({ geo_country })).toBe(market);
  });

  it('returns message keys that the i18n catalogue defines', () => {
    for (const geo_country of ['gb', 'de', 'au', 'us']) {
      const wording = credentialWording(context({ user: { geo_country } }));
      expect(BRAND_MESSAGE_KEYS).toEqual(expect.arrayContaining([wording.credentialLabelKey, wording.resumeLabelKey]));
    }
  });
});

describe('support email per language (spec 9)', () => {
  it.each([
    ['en', 'contact@acme.example'],
    ['de', 'kontakt@acme.example'],
    ['fr', 'hello@acme.example'],
    ['nl', 'ondersteuning@acme.example'],
    ['es', 'ayuda@acme.example'],
  ] as const)('%s: %s', (language, email) => {
    expect(supportEmail(language, 'acme.example')).toBe(email);
  });

  it('drops the www. of a site host (the fqdn of a config without root_domain)', () => {
    expect(supportEmail('de', ' www.acme.example ')).toBe('kontakt@acme.example');
  });

  it.each([undefined, null, '', '  '])('is undefined without a domain (%p)', (domain) => {
    expect(supportEmail('en', domain)).toBeUndefined();
  });
});
