// One rule for "the visitor still has to choose" (spec 4.3), read by the consent store in the
// browser and by the page-load step on the server, so the banner is in the server's HTML and the
// page never shifts when it appears (CLS 0).
import { readCookie, type CookieConsentSettings } from '@therapy-shell/core';
import { consentGroupIds, readConsentRecord, type ConsentRecord } from './consent-cookie.ts';
import { DEFAULT_CONSENT_COOKIE_NAME } from './constants.ts';

/**
 * The visitor's stored consent record under the site's cookie name, or null (none, malformed or tampered).
 *
 * @example
 * storedConsent(document.cookie, config.tracking?.ms_cookie_consent_settings);
 */
export function storedConsent(
  cookieHeader: string | undefined,
  settings: Partial<CookieConsentSettings> | undefined,
): ConsentRecord | null {
  const name = settings?.cookie_name_ms_cookie_test || DEFAULT_CONSENT_COOKIE_NAME;
  return readConsentRecord(readCookie(cookieHeader ?? '', name), consentGroupIds(settings));
}

/**
 * Whether consent still has to be asked: the site requires it (unless its settings say
 * `ms_cookie_consent_required: false`) and no valid choice is stored (spec 4.3).
 *
 * @example
 * consentChoiceRequired(req.headers.cookie, config.tracking?.ms_cookie_consent_settings); // true: show the banner
 */
export function consentChoiceRequired(
  cookieHeader: string | undefined,
  settings: Partial<CookieConsentSettings> | undefined,
): boolean {
  return settings?.ms_cookie_consent_required !== false && storedConsent(cookieHeader, settings) === null;
}
