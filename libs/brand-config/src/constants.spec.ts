import {
  ADVICE_LABEL_KEYS,
  CREDENTIAL_LABEL_KEYS,
  FOOTER_LABEL_KEYS,
  NAVIGATION_LABEL_KEYS,
  SOCIAL_LABEL_KEYS,
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
