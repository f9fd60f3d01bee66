'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type FocusEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { clsx } from 'clsx';
import type { Toast } from '@therapy-shell/core';
import { CloseButton } from './close-button.tsx';
import { TOAST_MAX_WIDTH_PX } from './constants.ts';
import { modalLayer, type ModalLayer } from './modal-layer.ts';
import { parseToastBody } from './toast-body.ts';
import { toastStore, toastTimeout, type ToastStore } from './toast-store.ts';
import styles from './toaster.module.css';

/**
 * Props of the toast viewport.
 *
 * @example
 * const props: ToasterProps = { label: t('toast.region'), closeLabel: t('toast.close') };
 */
export interface ToasterProps {
  /** Accessible name of the notifications region (for example "Notifications"). */
  label: string;
  /** Accessible name of each toast's close button (for example "Close"). */
  closeLabel: string;
  className?: string | undefined;
}

/**
 * Timer state of a toast, as its `data-state`.
 *
 * @example
 * toastElement.dataset.state === ('paused' satisfies ToastTimerState);
 */
export type ToastTimerState = 'running' | 'paused' | 'persistent';

// What the server renders and hydration starts from: the store may be shared by every visitor of
// the server, so none of its toasts goes into the HTML; queued toasts appear right after hydration.
const NO_TOASTS: readonly Toast[] = [];
const serverSnapshot = (): readonly Toast[] => NO_TOASTS;
const noDialog = (): null => null;

/**
 * The toast viewport (spec 4.4): a polite live region that exists before the first toast, showing the
 * store's toasts oldest first. It shows what was queued before it mounted; each toast's timer starts
 * when it is shown here and pauses while the pointer is over it or focus is inside it. While a
 * `Modal` is open the viewport shows inside it (the rest of the page is inert then: a toast there
 * would be out of sight, sound and reach). During server rendering it renders the empty region only.
 *
 * @example
 * <Toaster label={t('toast.region')} closeLabel={t('toast.close')} />
 * // anywhere, also before the viewport mounts:
 * toast.show({ title: 'Saved', variant: 'success' });
 */
export function Toaster(props: ToasterProps) {
  // Its props named one by one (the per-page props rule, eslint.config.mjs).
  return (
    <ToastViewport label={props.label} closeLabel={props.closeLabel} className={props.className} store={toastStore} />
  );
}

// The same style on every page: one object, not one per render.
const VIEWPORT_STYLE = { '--ts-toast-max-width': `${TOAST_MAX_WIDTH_PX}px` } as CSSProperties;

/**
 * The viewport over a given store: what {@link Toaster} renders with the shared store and the page's
 * modal layer. The library's tests and stories give it a store of their own, so they do not share
 * toasts.
 *
 * @example
 * <ToastViewport store={createToastStore()} label="Notifications" closeLabel="Close" />
 */
export function ToastViewport({
  label,
  closeLabel,
  store,
  layer = modalLayer,
  className,
}: ToasterProps & { store: ToastStore; layer?: ModalLayer | undefined }) {
  const toasts = useSyncExternalStore(store.subscribe, () => store.getState().toasts, serverSnapshot);
  // The topmost open modal dialog, where the viewport shows while there is one.
  const dialog = useSyncExternalStore(layer.subscribe, layer.top, noDialog);
  const dismiss = useCallback((id: string) => store.getState().dismiss(id), [store]);
  // Where focus was before it came into the toasts: a toast closed from its own button gives focus
  // to the next toast's close button, else the one before, else back there, never to the document.
  const cameFrom = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && event.currentTarget.contains(from)))
      cameFrom.current = from instanceof HTMLElement ? from : null;
  };
  const dismissFromButton = useCallback(
    (id: string, item: HTMLElement) => {
      if (item.contains(item.ownerDocument.activeElement)) {
        const neighbour = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector('button');
        const back = cameFrom.current?.isConnected ? cameFrom.current : null;
        (neighbour ?? back)?.focus({ preventScroll: true });
      }
      dismiss(id);
    },
    [dismiss],
  );
  const viewport = (
    <section aria-label={label} className={clsx(styles.viewport, className)} style={VIEWPORT_STYLE} onFocus={onFocus}>
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text" aria-atomic="false">
        {toasts.map((shown) => (
          <ToastItem
            key={shown.id}
            toast={shown}
            closeLabel={closeLabel}
            onClose={dismiss}
            onCloseButton={dismissFromButton}
          />
        ))}
      </ol>
    </section>
  );
  return dialog ? createPortal(viewport, dialog) : viewport;
}

interface ToastItemProps {
  toast: Toast;
  closeLabel: string;
  /** Its timer ran out. */
  onClose: (id: string) => void;
  /** Its close button was pressed: the toast's element, to move focus out of it first. */
  onCloseButton: (id: string, item: HTMLElement) => void;
}

function ToastItem({ toast: shown, closeLabel, onClose, onCloseButton }: ToastItemProps) {
  const titleId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const timeout = toastTimeout(shown);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const remaining = useRef(timeout ?? 0);
  const { id } = shown;
  const close = useCallback(() => onClose(id), [onClose, id]);

  useEffect(() => {
    if (timeout === null || paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(close, Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [timeout, paused, close]);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
  };
  const state: ToastTimerState = timeout === null ? 'persistent' : paused ? 'paused' : 'running';

  return (
    <li
      ref={itemRef}
      className={styles.toast}
      data-variant={shown.variant}
      data-state={state}
      aria-labelledby={shown.title ? titleId : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {shown.iconClassName ? <i className={clsx(styles.icon, shown.iconClassName)} aria-hidden="true" /> : null}
      <div className={styles.content}>
        {shown.title ? (
          <p id={titleId} className={styles.title}>
            {shown.title}
          </p>
        ) : null}
        {shown.body ? <ToastBody body={shown.body} /> : null}
      </div>
      <CloseButton
        label={closeLabel}
        className={styles.close}
        onClick={() => (itemRef.current ? onCloseButton(id, itemRef.current) : close())}
      />
    </li>
  );
}

function ToastBody({ body }: { body: string }) {
  return (
    <p className={styles.body}>
      {parseToastBody(body).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
