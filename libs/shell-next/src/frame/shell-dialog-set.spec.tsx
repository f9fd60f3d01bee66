import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellContext } from '@therapy-shell/brand-config';
import { silentEvents } from '@therapy-shell/analytics';
import { createConsentStore, type ConsentStore } from '@therapy-shell/consent';
import { LANGUAGES, type Language, type SessionUser } from '@therapy-shell/core';
import { createTranslator } from '@therapy-shell/i18n';
import { toast, Toaster } from '@therapy-shell/shell-ui';
import type { FooterDialog } from './chrome-rules.ts';
import ShellDialogSet from './shell-dialog-set.tsx';
import { RouterLink } from '../pages-router/router-link.tsx';
import { pageContext } from './shell-page.ts';

// Saving cookie settings (spec 4.3) closes the dialog and confirms the choice with a toast, a status
// the screen reader announces (WCAG 4.1.3), in the page's language; it is shown once the dialog
// has closed, outside it.

const visitor: SessionUser = { id: -1, user_type: 'logged_out_user', geo_country: 'de' };

function context(language: Language): ShellContext {
  return {
    brand: 'main',
    language,
    user: visitor,
    config: { product_code_name: 'main', product_name: 'Acme Therapy', features: {} },
    page: pageContext({ template: 'Home', asPath: '/', query: {}, session: visitor }),
    availability: { show_cancel_subscription: false, show_withdrawal: false, show_language_selector: true },
  };
}

function consentStore(confirm: () => Promise<void> = async () => undefined): ConsentStore {
  let jar = '';
  return createConsentStore({
    confirm,
    cookies: { read: () => jar, write: (cookie) => (jar = `${jar}; ${cookie.split(';')[0] ?? ''}`) },
    location: { hostname: 'localhost', protocol: 'http:' },
  });
}

/** The dialog set with the cookie settings open, and the page's toast viewport. */
function Page({ language, consent }: { language: Language; consent: ConsentStore }) {
  const t = createTranslator(language);
  const [open, setOpen] = useState<FooterDialog | 'none'>('cookies');
  return (
    <>
      <ShellDialogSet
        ctx={context(language)}
        t={t}
        languages={[]}
        open={open}
        onOpenChange={(next) => (next ? undefined : setOpen('none'))}
        events={silentEvents}
        linkComponent={RouterLink}
        consent={consent}
      />
      <Toaster label={t('toast.region')} closeLabel={t('toast.close')} />
    </>
  );
}

afterEach(() => act(() => toast.dismiss()));

describe('saving cookie settings (spec 4.3)', () => {
  it.each(LANGUAGES.map((language) => [language, createTranslator(language)] as const))(
    'in %s: the dialog closes, then a toast outside it says the settings are saved',
    async (language, t) => {
      const user = userEvent.setup();
      render(<Page language={language} consent={consentStore()} />);
      // Whether the toast ever showed inside the dialog (it would move out as the dialog closes).
      let inDialog = false;
      const observer = new MutationObserver(() => {
        for (const dialog of document.querySelectorAll('dialog'))
          inDialog ||= dialog.textContent?.includes(t('cookieSettings.saved')) ?? false;
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      const dialog = screen.getByRole('dialog', { name: t('cookieSettings.title') });
      await user.click(within(dialog).getByRole('button', { name: t('cookieSettings.save') }));
      const region = screen.getByRole('region', { name: t('toast.region') });
      expect(await within(region).findByText(t('cookieSettings.saved'))).toBeVisible();
      observer.disconnect();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(inDialog).toBe(false);
    },
  );

  it('saving again replaces the toast rather than adding a second', async () => {
    const user = userEvent.setup();
    const consent = consentStore();
    const { rerender } = render(<Page language="en" consent={consent} />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your cookie settings are saved.');
    rerender(<Page key="again" language="en" consent={consent} />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText('Your cookie settings are saved.');
    expect(screen.getAllByText('Your cookie settings are saved.')).toHaveLength(1);
  });

  it('no toast while the save is under way, and none when the dialog is closed before it ends: then at once', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => undefined;
    const held = () => new Promise<void>((resolve) => (answer = resolve));
    render(<Page language="en" consent={consentStore(held)} />);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.queryByText('Your cookie settings are saved.')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Your cookie settings are saved.')).toBeNull();
    await act(async () => answer());
    expect(await screen.findByText('Your cookie settings are saved.')).toBeVisible();
  });
});
