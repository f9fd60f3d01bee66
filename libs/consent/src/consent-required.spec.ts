import { consentChoiceRequired } from './consent-required.ts';
import { createConsentStore } from './consent-store.ts';

const stored = `OptanonConsent=${encodeURIComponent('groups=C0001:1,C0002:0,C0004:1&interactionCount=1')}`;
const required = { ms_cookie_consent_required: true };

// Spec 4.3: consent is asked while the site requires it and no valid choice is stored. The server
// (banner in the HTML) and the browser's store must agree, or the page would shift or flash.
describe('consentChoiceRequired', () => {
  it.each([
    ['no settings and no cookie', undefined, undefined, true],
    ['required and no cookie', required, undefined, true],
    ['required and a stored choice', required, stored, false],
    ['required and a stored choice among other cookies', required, `a=1; ${stored}; b=2`, false],
    ['required and a malformed cookie', required, 'OptanonConsent=%E0%A4%A', true],
    ['required and a cookie without groups', required, 'OptanonConsent=interactionCount%3D1', true],
    ['not required and no cookie', { ms_cookie_consent_required: false }, undefined, false],
    [
      'a custom cookie name holding the choice',
      { ms_cookie_consent_required: true, cookie_name_ms_cookie_test: 'MyConsent' },
      stored.replace('OptanonConsent', 'MyConsent'),
      false,
    ],
    [
      'a custom cookie name, choice under the default name',
      { ms_cookie_consent_required: true, cookie_name_ms_cookie_test: 'MyConsent' },
      stored,
      true,
    ],
  ])('%s', (_case, settings, cookie, expected) => {
    expect(consentChoiceRequired(cookie, settings)).toBe(expected);
    const store = createConsentStore({
      settings,
      cookies: { read: () => cookie ?? '', write: () => undefined },
      confirm: async () => undefined,
      globalPrivacyControl: false,
    });
    expect(store.getState().required).toBe(expected);
  });
});
