// The settings dialogs of spec 2.6 (language 4.2, cookie settings 4.3, cancellation 4.1): a chunk
// of its own, which shell-dialogs.tsx fetches after hydration (idle, intent or the first click), so
// their code is not in first-load JS.
import { useEffect, useRef, type ReactNode } from 'react';
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
  toast,
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

/** The key of the toast that confirms saved cookie settings: a second save replaces it. */
const COOKIES_SAVED = 'cookie-settings-saved';

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

  // A saved choice is confirmed by a toast (a status the screen reader announces), once the dialog
  // has closed: shown while it is open, the toast would show inside it and move out as it closes
  // (modal-layer.ts), announced twice. This effect runs after the dialog's own cleanup of the same
  // commit. A save that finishes after the dialog was closed another way is confirmed at once.
  const openNow = useRef(open);
  openNow.current = open;
  const savedWhileOpen = useRef(false);
  const confirmSaved = () => toast.show({ key: COOKIES_SAVED, title: t('cookieSettings.saved'), variant: 'success' });
  const saveCookies = async (choices: ConsentChoices) => {
    await consent?.save(choices);
    if (openNow.current === 'cookies') savedWhileOpen.current = true;
    else confirmSaved();
  };
  useEffect(() => {
    if (open === 'cookies' || !savedWhileOpen.current) return;
    savedWhileOpen.current = false;
    confirmSaved();
  });

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
              onSave={saveCookies}
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
