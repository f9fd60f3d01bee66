// The settings dialogs and the consent banner. The dialogs' code is a chunk of its own
// (shell-dialog-set.tsx), never in the first-load JavaScript (DESIGN.md section 3): it is fetched
// when the browser is idle after hydration, or when a pointer or focus reaches a trigger, and at
// the latest on the first click. A click before it has arrived is kept: its trigger shows busy and
// the dialog opens as soon as the chunk is there. The banner is in the first-load code: its buttons
// work from hydration on.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { whenLoadedAndIdle } from '@therapy-shell/core';
import { NO_CONSENT, type ConsentChoices, type ConsentStore } from '@therapy-shell/consent';
import type { Translate } from '@therapy-shell/i18n';
import type { ErrorReporter } from '@therapy-shell/request';
import { ConsentBanner, type ConsentBannerChoice } from '@therapy-shell/shell-ui';
import type { ShellDialogSetProps } from './shell-dialog-set.tsx';
import type { DialogTrigger, FooterDialog } from './chrome-rules.ts';

type DialogsChunkState =
  | { status: 'idle' | 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; DialogSet: ComponentType<ShellDialogSetProps> };

/** The dialogs' chunk as a store: one load at a time, kept once loaded. */
export interface DialogsChunk {
  state(): DialogsChunkState;
  subscribe(listener: () => void): () => void;
  /** Starts loading unless it is loading or loaded; after a failed load only with `retry` (a click asks again). */
  load(retry: boolean): void;
}

/**
 * The store of a chunk loaded by `importer`. A failed load is not repeated by itself: the next
 * click tries once more (the bundler's loader has already retried a network failure once).
 *
 * @example
 * const chunk = createDialogsChunk(() => import('./shell-dialog-set.tsx'));
 */
export function createDialogsChunk(
  importer: () => Promise<{ default: ComponentType<ShellDialogSetProps> }>,
): DialogsChunk {
  let state: DialogsChunkState = { status: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: DialogsChunkState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load(retry) {
      if (state.status === 'loading' || state.status === 'loaded' || (state.status === 'failed' && !retry)) return;
      set({ status: 'loading' });
      importer().then(
        (module) => set({ status: 'loaded', DialogSet: module.default }),
        (error: unknown) => set({ status: 'failed', error }),
      );
    },
  };
}

/** The chunk the frame uses; tests give their own. */
export const DialogsChunkContext = createContext<DialogsChunk>(
  createDialogsChunk(() => import('./shell-dialog-set.tsx')),
);

/** The idle prefetch waits for the page's load event, then for an idle moment, each at most this long. */
const PREFETCH_IDLE_TIMEOUT_MS = 5000;

/** The visitor asked the browser to save data: nothing is fetched before they ask for it. */
function savesData(): boolean {
  return (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** What the frame wires to the dialogs' triggers and to {@link ShellDialogs}. */
export interface ShellDialogsControl {
  /** The dialog asked for; it shows once the chunk is there. */
  open: FooterDialog | 'none';
  /** The trigger whose dialog was asked for while the chunk is still on its way (it shows busy). */
  pending: DialogTrigger | null;
  /** Asks for a dialog from a trigger. Stable. */
  request: (dialog: FooterDialog, trigger: DialogTrigger) => void;
  /** Closes the dialog asked for. Stable. */
  close: () => void;
  /** A pointer or focus reached a trigger: fetch the chunk now. Stable. */
  prefetch: () => void;
  /** The dialog set, once its chunk is there. */
  DialogSet: ComponentType<ShellDialogSetProps> | null;
}

/**
 * The dialogs' state for the frame: which one is asked for, by which trigger, and whether it can
 * show (the chunk is there; for cookie settings, the page's consent store too). With
 * `prefetchWhenIdle` (the page has a trigger) the chunk is fetched when the browser is idle after
 * hydration and the page's load event, unless the visitor saves data. Escape while a dialog is on
 * its way takes the request back. A chunk that fails to load for a click is reported as a warning
 * and the trigger leaves its busy state; the next click tries again. Cookie settings asked for when
 * the consent runtime failed to load (reported where it loads) are given up the same way.
 *
 * @example
 * const dialogs = useShellDialogs({ reporter, prefetchWhenIdle: true, consent, consentFailed });
 * <ShellFooter onOpen={dialogs.request} pending={dialogs.pending} onIntent={dialogs.prefetch} ... />
 */
export function useShellDialogs({
  reporter,
  prefetchWhenIdle,
  consent,
  consentFailed,
}: {
  reporter: ErrorReporter;
  prefetchWhenIdle: boolean;
  /** The page's consent store, which cookie settings need (null until the runtime has made it). */
  consent: ConsentStore | null;
  /** No consent store comes: cookie settings cannot open. */
  consentFailed: boolean;
}): ShellDialogsControl {
  const chunk = useContext(DialogsChunkContext);
  const loaded = useSyncExternalStore(chunk.subscribe, chunk.state, chunk.state);
  const [asked, setAsked] = useState<{ dialog: FooterDialog; trigger: DialogTrigger } | null>(null);
  const request = useCallback(
    (dialog: FooterDialog, trigger: DialogTrigger) => {
      chunk.load(true);
      setAsked({ dialog, trigger });
    },
    [chunk],
  );
  const close = useCallback(() => setAsked(null), []);
  const prefetch = useCallback(() => chunk.load(false), [chunk]);
  useEffect(() => {
    if (!prefetchWhenIdle || savesData()) return undefined;
    // After the page's load event: a chunk nobody asked for yet must not hold that event back.
    return whenLoadedAndIdle(prefetch, PREFETCH_IDLE_TIMEOUT_MS);
  }, [prefetchWhenIdle, prefetch]);
  const failed = loaded.status === 'failed' ? loaded : null;
  useEffect(() => {
    if (!failed || !asked) return;
    reporter.report(failed.error, {
      level: 'warning',
      message: 'Failed to load the settings dialogs',
      extra: { part: 'dialogs' },
    });
    setAsked(null);
  }, [failed, asked, reporter]);
  const cookiesGivenUp = asked?.dialog === 'cookies' && !consent && consentFailed;
  useEffect(() => {
    if (cookiesGivenUp) setAsked(null);
  }, [cookiesGivenUp]);
  const waiting = loaded.status !== 'loaded' || (asked?.dialog === 'cookies' && !consent);
  const pending = asked && waiting ? asked.trigger : null;
  // Escape while a dialog is still on its way takes the request back, as it would close the dialog.
  useEffect(() => {
    if (!pending) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAsked(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [pending]);
  return {
    open: asked?.dialog ?? 'none',
    pending,
    request,
    close,
    prefetch,
    DialogSet: loaded.status === 'loaded' ? loaded.DialogSet : null,
  };
}

/** Props of {@link ShellDialogs}. */
export interface ShellDialogsProps extends Omit<ShellDialogSetProps, 'open' | 'onOpenChange'> {
  /** The frame's dialogs ({@link useShellDialogs}). */
  control: Pick<ShellDialogsControl, 'open' | 'close' | 'DialogSet'>;
}

/**
 * The settings dialogs of spec 2.6: language (4.2), cookie settings (4.3) and the subscription
 * cancellation request (4.1). Nothing is rendered until a dialog is first opened with the chunk
 * there; from then on the set stays mounted, so closing returns focus as usual.
 *
 * @example
 * <ShellDialogs control={dialogs} ctx={ctx} t={t} languages={languages} events={events} linkComponent={PlainLink} consent={consent} />
 */
export function ShellDialogs(allProps: ShellDialogsProps) {
  const { open, close, DialogSet } = allProps.control;
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (open !== 'none' && DialogSet) setUsed(true);
  }, [open, DialogSet]);
  if (!DialogSet || (!used && open === 'none')) return null;
  // The rest pattern and the spread only here, once a dialog is used: no page's server render (no
  // dialog open) reaches them.
  // eslint-disable-next-line no-restricted-syntax
  const { control: _control, ...props } = allProps;
  // eslint-disable-next-line no-restricted-syntax
  return <DialogSet {...props} open={open} onOpenChange={(next) => next || close()} />;
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
  /** The cookie settings dialog it asked for is on its way: its settings button shows busy. */
  settingsPending?: boolean | undefined;
  /** A pointer or focus reached the settings button. */
  onSettingsIntent?: (() => void) | undefined;
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
export function ShellConsentBanner({
  consent,
  initiallyShown,
  productName,
  onSettings,
  settingsPending,
  onSettingsIntent,
  t,
}: ShellConsentBannerProps) {
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
  return (
    <ConsentBanner
      open
      productName={productName}
      onChoose={onChoose}
      onSettings={onSettings}
      settingsPending={settingsPending}
      onSettingsIntent={onSettingsIntent}
      t={t}
    />
  );
}
