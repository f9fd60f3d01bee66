import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createConsentStore, type ConsentStore } from '@therapy-shell/consent';
import { createTranslator } from '@therapy-shell/i18n';
import { ShellConsentBanner } from './shell-dialogs.tsx';

const t = createTranslator('en');
const required = { ms_cookie_consent_required: true };

function store(cookie = ''): ConsentStore & { written: string[] } {
  const written: string[] = [];
  const consent = createConsentStore({
    settings: required,
    cookies: { read: () => cookie, write: (value) => void written.push(value) },
    confirm: async () => undefined,
    globalPrivacyControl: false,
  });
  return Object.assign(consent, { written });
}

// Spec 4.3 after hydration: the store decides once it is there (the server's HTML: shell-consent-banner.server.spec.tsx).
describe('the consent banner', () => {
  it('keeps a choice made before the store exists and saves it when the store arrives', async () => {
    const { rerender } = render(
      <ShellConsentBanner consent={null} initiallyShown productName="Acme" onSettings={() => undefined} t={t} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all cookies' }));
    const consent = store();
    rerender(
      <ShellConsentBanner consent={consent} initiallyShown productName="Acme" onSettings={() => undefined} t={t} />,
    );
    await waitFor(() => expect(consent.getState().choices).toEqual({ allowPerformance: true, allowTargeting: true }));
    expect(consent.written.some((cookie) => cookie.startsWith('OptanonConsent='))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Accept all cookies' })).toBeNull());
  });

  it('follows the store once it is there: a stored choice hides it whatever the server said', () => {
    const consent = store(`OptanonConsent=${encodeURIComponent('groups=C0001:1,C0002:0,C0004:0')}`);
    render(
      <ShellConsentBanner consent={consent} initiallyShown productName="Acme" onSettings={() => undefined} t={t} />,
    );
    expect(screen.queryByRole('button', { name: 'Accept all cookies' })).toBeNull();
  });
});
