// The settings dialogs of spec 2.6 (language 4.2, cookie settings 4.3, cancellation 4.1): a chunk
// of its own, which shell-dialogs.tsx fetches after hydration (idle, intent or the first click), so
// their code is not in first-load JS.
import type { ReactNode } from 'react';
import { cancelSettingsLoginPath } from '@therapy-shell/brand-config';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import { useConsent } from '@therapy-shell/consent/react';
import { isLanguage } from '@therapy-shell/core';
import { preferredLanguage, storePreferredLanguage } from '@therapy-shell/i18n';
import { shellApi } from '@therapy-shell/request';
import { CancelSubscriptionDialog, CookieSettingsDialog, LanguageSettingsDialog } from '@therapy-shell/shell-ui';
import type { ShellDialogSetProps } from './shell-dialogs.tsx';

function ConsentChoicesOf({
  store,
  children,
}: {
  store: ConsentStore;
  children: (choices: ConsentChoices) => ReactNode;
}) {
  const { choices } = useConsent(store);
  return <>{children(choices)}</>;
}

/**
 * The three settings dialogs wired to the request layer, consent store and events. A chunk of its
 * own, loaded by shell-dialogs.tsx.
 *
 * @example
 * <ShellDialogSet ctx={ctx} t={t} languages={languages} open="language" onOpenChange={close} events={events} linkComponent={PlainLink} consent={consent} />
 */
export default function ShellDialogSet({
  t,
  languages,
  open,
  onOpenChange,
  events,
  linkComponent,
  consent,
}: ShellDialogSetProps) {
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
          {(choices) => (
            <CookieSettingsDialog
              open={open === 'cookies'}
              onOpenChange={onOpenChange}
              choices={choices}
              onSave={(next) => consent.save(next)}
              t={t}
            />
          )}
        </ConsentChoicesOf>
      ) : (
        <CookieSettingsDialog
          open={false}
          onOpenChange={onOpenChange}
          choices={NO_CONSENT}
          onSave={async () => undefined}
          t={t}
        />
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
