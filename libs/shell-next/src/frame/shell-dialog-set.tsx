// The settings dialogs of spec 2.6 (language 4.2, cookie settings 4.3, cancellation 4.1): a chunk
// of its own, which shell-dialogs.tsx fetches after hydration (idle, intent or the first click), so
// their code is not in first-load JS.
import type { ReactNode } from 'react';
import type { ShellEventSink } from '@therapy-shell/analytics';
import { cancelSettingsLoginPath, type ShellContext } from '@therapy-shell/brand-config';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import { useConsent } from '@therapy-shell/consent/react';
import { isLanguage, type LanguageOption } from '@therapy-shell/core';
import { preferredLanguage, storePreferredLanguage, type Translate } from '@therapy-shell/i18n';
import { shellApi } from '@therapy-shell/request';
import {
  CancelSubscriptionDialog,
  CookieSettingsDialog,
  LanguageSettingsDialog,
  type LinkComponent,
} from '@therapy-shell/shell-ui';
import type { FooterDialog } from './chrome-rules.ts';

/** Props of the dialog set (shell-dialog-set.tsx, the chunk). */
export interface ShellDialogSetProps {
  ctx: ShellContext;
  t: Translate;
  /** Languages the language dialog offers. */
  languages: readonly LanguageOption[];
  /** The open dialog, if any. */
  open: FooterDialog | 'none';
  /** Called with false when the open dialog closes. */
  onOpenChange: (open: boolean) => void;
  events: ShellEventSink;
  linkComponent: LinkComponent;
  /** The page's consent store (null during server rendering and until the runtime has made it). */
  consent: ConsentStore | null;
}

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
