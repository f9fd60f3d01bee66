import { countryIdByCode } from '@therapy-shell/core';
import {
  ADVICE_LABEL_KEYS,
  CREDENTIAL_LABEL_KEYS,
  FOOTER_LABEL_KEYS,
  NAVIGATION_LABEL_KEYS,
  SOCIAL_LABEL_KEYS,
  US_COUNTRY_ID,
} from './constants.ts';
import { BRAND_MESSAGE_KEYS } from './message-keys.ts';

describe('BRAND_MESSAGE_KEYS, the contract with the i18n catalogue', () => {
  const used = [
    ...Object.values(NAVIGATION_LABEL_KEYS),
    ...Object.values(FOOTER_LABEL_KEYS),
    ...Object.values(SOCIAL_LABEL_KEYS),
    ...Object.values(ADVICE_LABEL_KEYS),
    ...Object.values(CREDENTIAL_LABEL_KEYS),
  ];

  it('lists exactly the keys the rules can return, each once', () => {
    expect([...BRAND_MESSAGE_KEYS].sort()).toEqual([...new Set(used)].sort());
    expect(new Set(BRAND_MESSAGE_KEYS).size).toBe(BRAND_MESSAGE_KEYS.length);
  });
});

describe('country ids written in brand-config', () => {
  it("holds the US account country id equal to core's (spec 3.2: USA 1)", () => {
    expect(US_COUNTRY_ID).toBe(countryIdByCode('USA'));
  });
});
