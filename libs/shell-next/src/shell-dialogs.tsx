import type { ReactNode } from 'react';
import { cancelSettingsLoginPath, type ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { LanguageOption } from '@therapy-shell/core';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import { useConsent } from '@therapy-shell/consent/react';
import { isLanguage, preferredLanguage, storePreferredLanguage, type Translate } from '@therapy-shell/i18n';
import { shellApi, type ErrorReporter } from '@therapy-shell/request';
import { CancelSubscriptionDialog, ConsentBanner, CookieSettingsDialog, LanguageSettingsDialog, type LinkComponent } from '@therapy-shell/shell-ui';
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
  /** The page's consent store (null during server rendering). */
  consent: ConsentStore | null;
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
 * <ShellDialogs ctx={ctx} t={t} languages={languages} open={dialog} onOpenChange={close} events={events} reporter={reporter} linkComponent={PlainLink} consent={consent} />
 */
export function ShellDialogs({ t, languages, open, onOpenChange, events, linkComponent, consent }: ShellDialogsProps) {
  const saveLanguage = (language: string) => {
    if (!isLanguage(language)) return;
    storePreferredLanguage(language);
    events.track('language_option_selected', { language });
    // The page reloads at once: the event leaves now, with a request that outlives the page.
    events.flush?.();
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

/** Props of {@link ShellConsentBanner}. */
export interface ShellConsentBannerProps {
  /** The page's consent store (null during server rendering: no banner). */
  consent: ConsentStore | null;
  productName: string;
  /** Opens the cookie settings dialog. */
  onSettings: () => void;
  t: Translate;
}

function ConsentBannerOf({ store, productName, onSettings, t }: Omit<ShellConsentBannerProps, 'consent'> & { store: ConsentStore }) {
  const { required, status } = useConsent(store);
  // Spec 4.3: shown while consent is required and no choice is stored; a save hides it.
  return (
    <ConsentBanner
      open={required && status === 'idle'}
      productName={productName}
      onChoose={(choice) => store.save(choice === 'accept-all' ? { allowPerformance: true, allowTargeting: true } : { ...NO_CONSENT })}
      onSettings={onSettings}
      t={t}
    />
  );
}

/**
 * The consent banner wired to the page's consent store: accept all and reject all save through
 * the store (spec 4.3), settings opens the cookie settings dialog.
 *
 * @example
 * <ShellConsentBanner consent={consent} productName={config.product_name} onSettings={() => setDialog('cookies')} t={t} />
 */
export function ShellConsentBanner({ consent, ...props }: ShellConsentBannerProps) {
  return consent ? <ConsentBannerOf store={consent} {...props} /> : null;
}
