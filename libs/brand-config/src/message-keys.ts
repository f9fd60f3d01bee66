// The i18n message keys the brand rules can return: a closed list declared before any rule, so the
// types (./types.ts) and the rules both read it and it reads neither.

/**
 * Every i18n message key a brand rule can return. @therapy-shell/i18n's catalogue defines each of
 * them in all five languages; brand-config may not import i18n, so the list is the contract.
 *
 * @example
 * for (const key of BRAND_MESSAGE_KEYS) t(key); // shell-next's message-keys.spec.ts: no key is reported missing
 */
export const BRAND_MESSAGE_KEYS = [
  'nav.home',
  'nav.business',
  'nav.about',
  'nav.faq',
  'nav.reviews',
  'nav.advice',
  'nav.careers',
  'nav.findATherapist',
  'nav.onlineTherapy',
  'nav.contact',
  'nav.forTherapists',
  'footer.terms',
  'footer.privacy',
  'footer.accessibility',
  'footer.sharingSettings',
  'footer.doNotSell',
  'footer.cancelSubscription',
  'footer.healthData',
  'footer.impressum',
  'footer.withdrawalForm',
  'footer.cookieSettings',
  'social.facebook',
  'social.instagram',
  'social.tiktok',
  'social.x',
  'social.linkedin',
  'advice.home',
  'advice.editorialTeam',
  'advice.search',
  'credentials.credentials',
  'credentials.credentialDocuments',
  'credentials.credentialMembership',
  'credentials.license',
  'credentials.cv',
  'credentials.resume',
] as const;
