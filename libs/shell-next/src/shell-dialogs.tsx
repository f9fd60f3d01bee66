import type { ReactNode } from 'react';
import { cancelSettingsLoginPath, type ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { LanguageOption } from '@therapy-shell/core';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import { useConsent, useConsentStore } from '@therapy-shell/consent/react';
import { isLanguage, preferredLanguage, storePreferredLanguage, type Translate } from '@therapy-shell/i18n';
import { shellApi, type ErrorReporter } from '@therapy-shell/request';
import { CancelSubscriptionDialog, CookieSettingsDialog, LanguageSettingsDialog, type LinkComponent } from '@therapy-shell/shell-ui';
import type { FooterDialog } from './shell-footer.tsx';

/** Props of {@link ShellDialogs}. */
export interface ShellDialogsProps {
  ctx: ShellContext;
  t: Translate;
  /** Languages the language dialog offers. */
  languages: readonly LanguageOption[];
  /** The open dialog, if any. */
  open: FooterDialog | 'none';
  /** Called with false when the open dialog closes. */
  onOpenChange: (open: boolean) => void;
  events: ShellEventSink;
  reporter: ErrorReporter;
  linkComponent: LinkComponent;
}

function ConsentChoicesOf({ store, children }: { store: ConsentStore; children: (choices: ConsentChoices) => ReactNode }) {
  const { choices } = useConsent(store);
  return <>{children(choices)}</>;
}

/**
 * The settings dialogs of spec 2.6: language (4.2), cookie settings (4.3) and the subscription
 * cancellation request (4.1), wired to the request layer, consent store and events.
 *
 * @example
 * <ShellDialogs ctx={ctx} t={t} languages={languages} open={dialog} onOpenChange={close} events={events} reporter={reporter} linkComponent={PlainLink} />
 */
export function ShellDialogs({ ctx, t, languages, open, onOpenChange, events, reporter, linkComponent }: ShellDialogsProps) {
  const consent = useConsentStore({
    settings: ctx.config.tracking?.ms_cookie_consent_settings,
    rootDomain: ctx.config.root_domain,
    confirm: () => shellApi.confirmCookieChoices(),
    reporter,
  });

  const saveLanguage = (language: string) => {
    if (!isLanguage(language)) return;
    storePreferredLanguage(language);
    events.track('language_option_selected', { language });
    onOpenChange(false);
    window.location.reload();
  };

  return (
    <>
      <LanguageSettingsDialog
        open={open === 'language'}
        onOpenChange={onOpenChange}
        languages={languages}
        defaultLanguage={typeof document === 'undefined' ? 'en' : preferredLanguage(document.cookie)}
        onSave={saveLanguage}
        t={t}
      />
      {consent ? (
        <ConsentChoicesOf store={consent}>
          {(choices) => <CookieSettingsDialog open={open === 'cookies'} onOpenChange={onOpenChange} choices={choices} onSave={(next) => consent.save(next)} t={t} />}
        </ConsentChoicesOf>
      ) : (
        <CookieSettingsDialog open={false} onOpenChange={onOpenChange} choices={NO_CONSENT} onSave={async () => undefined} t={t} />
      )}
      <CancelSubscriptionDialog
        open={open === 'cancel'}
        onOpenChange={onOpenChange}
        onSubmit={async (email) => ({ kind: (await shellApi.unsubscribe(email)).kind })}
        accountSettingsHref={cancelSettingsLoginPath()}
        onEvent={(event) => events.track(event)}
        t={t}
        linkComponent={linkComponent}
      />
    </>
  );
}
