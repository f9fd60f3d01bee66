// The settings dialogs and the consent banner, each loaded when first needed: a dialog when a
// visitor first opens one, the banner only while a consent choice is required. Their code is
// therefore not in the first-load JavaScript of any page (DESIGN.md section 3).
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ShellContext } from '@therapy-shell/brand-config';
import type { ShellEventSink } from '@therapy-shell/analytics';
import type { LanguageOption } from '@therapy-shell/core';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import type { Translate } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import type { ConsentBannerChoice, LinkComponent } from '@therapy-shell/shell-ui';
import ShellConsentBannerOpen from './shell-consent-banner.tsx';
import type { FooterDialog } from './shell-footer.tsx';

const ShellDialogSet = lazy(() => import('./shell-dialog-set.tsx'));

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

/**
 * The settings dialogs of spec 2.6: language (4.2), cookie settings (4.3) and the subscription
 * cancellation request (4.1). Nothing is loaded or rendered until a dialog is first opened; from
 * then on the set stays mounted, so closing returns focus as usual.
 *
 * @example
 * <ShellDialogs ctx={ctx} t={t} languages={languages} open={dialog} onOpenChange={close} events={events} reporter={reporter} linkComponent={PlainLink} consent={consent} />
 */
export function ShellDialogs(props: ShellDialogsProps) {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (props.open !== 'none') setUsed(true);
  }, [props.open]);
  if (!used && props.open === 'none') return null;
  return (
    <Suspense fallback={null}>
      <ShellDialogSet {...props} />
    </Suspense>
  );
}

/** Props of {@link ShellConsentBanner}. */
export interface ShellConsentBannerProps {
  /** The page's consent store (null during server rendering and until the runtime has made it). */
  consent: ConsentStore | null;
  /** The server's decision from the consent cookie: whether the banner shows until the store is there. */
  initiallyShown: boolean;
  productName: string;
  /** Opens the cookie settings dialog. */
  onSettings: () => void;
  t: Translate;
}

const noSubscription = () => () => undefined;

function choicesOf(choice: ConsentBannerChoice): ConsentChoices {
  return choice === 'accept-all' ? { allowPerformance: true, allowTargeting: true } : { ...NO_CONSENT };
}

/**
 * The consent banner wired to the page's consent store: accept all and reject all save through
 * the store (spec 4.3), settings opens the cookie settings dialog. Shown while consent is required
 * and no choice is stored: the server decides it from the request's cookie (so the banner is in
 * the HTML and nothing shifts), the store decides once it is there (a save hides it). A choice
 * made before the store exists (it is made after hydration) is kept and saved when it arrives.
 * Its code is in the first-load JavaScript: its buttons work from hydration on.
 *
 * @example
 * <ShellConsentBanner consent={consent} initiallyShown={shell.consentBanner} productName={config.product_name} onSettings={() => setDialog('cookies')} t={t} />
 */
export function ShellConsentBanner({ consent, initiallyShown, productName, onSettings, t }: ShellConsentBannerProps) {
  const state = useSyncExternalStore(
    consent ? consent.subscribe : noSubscription,
    () => consent?.getState() ?? null,
    () => null,
  );
  const store = useRef(consent);
  store.current = consent;
  const pending = useRef<ConsentChoices | null>(null);
  useEffect(() => {
    if (!consent || !pending.current) return;
    const choices = pending.current;
    pending.current = null;
    void consent.save(choices);
  }, [consent]);
  // Stable, so the banner's boundary is not updated when the store arrives.
  const onChoose = useCallback((choice: ConsentBannerChoice) => {
    if (store.current) return store.current.save(choicesOf(choice));
    pending.current = choicesOf(choice);
    return undefined;
  }, []);
  const shown = state ? state.required && state.status === 'idle' : initiallyShown;
  if (!shown) return null;
  return <ShellConsentBannerOpen productName={productName} onSettings={onSettings} t={t} onChoose={onChoose} />;
}
