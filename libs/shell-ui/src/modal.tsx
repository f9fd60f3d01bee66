'use client';

import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { clsx } from 'clsx';
import { CloseButton } from './close-button.tsx';
import { modalLayer } from './modal-layer.ts';
import styles from './modal.module.css';

/**
 * Where the modal's content is scrolled, as its `data-scroll` attribute: `none` when the content fits.
 * The header casts a shadow at `middle` and `bottom`, the footer at `top` and `middle` (spec 2.8).
 *
 * @example
 * const shadowOnHeader = (['middle', 'bottom'] as ModalScrollPosition[]).includes(position);
 */
export type ModalScrollPosition = 'none' | 'top' | 'middle' | 'bottom';

/**
 * Where a scrollable box is scrolled. One pixel of tolerance absorbs fractional scroll offsets.
 *
 * @example
 * modalScrollPosition({ scrollTop: 0, scrollHeight: 900, clientHeight: 300 }); // 'top'
 */
export function modalScrollPosition(box: {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}): ModalScrollPosition {
  const overflow = box.scrollHeight - box.clientHeight;
  if (overflow <= 1) return 'none';
  if (box.scrollTop <= 1) return 'top';
  if (box.scrollTop >= overflow - 1) return 'bottom';
  return 'middle';
}

/**
 * Props of the modal dialog.
 *
 * @example
 * const props: ModalProps = { title: 'Terms', closeLabel: 'Close', children: <p>...</p>, defaultOpen: true };
 */
export interface ModalProps {
  /** Title in the header; it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** Accessible name of the close button (for example "Close"). */
  closeLabel: string;
  /** Scrollable content. */
  children: ReactNode;
  /** Actions under the content (for example Save); the footer shadow shows while content is hidden below. */
  footer?: ReactNode;
  /** Controlled open state. */
  open?: boolean | undefined;
  /** Open state when uncontrolled. */
  defaultOpen?: boolean | undefined;
  /** Called with `false` when the user asks to close (close button, Escape, backdrop). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Width: `sm` 25rem, `md` 35rem (default), `lg` 50rem (400, 560 and 800 px at the default text size); always within the screen. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  className?: string | undefined;
}

function showDialog(dialog: HTMLDialogElement) {
  if (dialog.open) return;
  // The native modal dialog makes the rest of the page inert (focus stays inside) and sits in the top
  // layer. Where showModal is missing (jsdom), the open attribute at least shows it.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function hideDialog(dialog: HTMLDialogElement) {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * Modal dialog (spec 2.8) on the native `<dialog>` element: `showModal()` traps focus by making the
 * page inert; Escape, the close button and a backdrop click ask to close; focus returns to where it
 * was; the page behind does not scroll. The header shadows when content is scrolled, the footer when
 * content overflows below (`data-scroll`).
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Button onClick={() => setOpen(true)}>Language</Button>
 * <Modal open={open} onOpenChange={setOpen} title="Choose language" closeLabel="Close" footer={<Button>Save</Button>}>
 *   <DropdownField label="Language" options={options} />
 * </Modal>
 */
export function Modal({
  title,
  closeLabel,
  children,
  footer,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  size = 'md',
  className,
}: ModalProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [scroll, setScroll] = useState<ModalScrollPosition>('none');

  const requestClose = useCallback(() => {
    if (openProp === undefined) setOpenState(false);
    onOpenChange?.(false);
  }, [openProp, onOpenChange]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    const previousPadding = root.style.paddingRight;
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    showDialog(dialog);
    if (!dialog.contains(document.activeElement)) closeRef.current?.focus();
    // The toast viewport shows inside the open dialog (modal-layer.ts says why).
    modalLayer.open(dialog);
    return () => {
      modalLayer.close(dialog);
      hideDialog(dialog);
      root.style.overflow = previousOverflow;
      root.style.paddingRight = previousPadding;
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body) return undefined;
    const update = () => setScroll(modalScrollPosition(body));
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(body);
    for (const child of Array.from(body.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Handled here (not only by the native cancel event) so the state stays controlled and an inner
    // widget that used Escape first (an open dropdown) keeps the dialog open.
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    requestClose();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };
  const onClose = () => {
    // The browser closed it (for example a form with method="dialog"): tell the owner. The close
    // event comes a task after close(); if the dialog is open again by then (React's strict mode
    // runs the opening effect, its cleanup and the effect again when a dialog mounts open), it is
    // the event of a close that was undone, and the dialog stays.
    if (open && !dialogRef.current?.open) requestClose();
  };
  // A click on the backdrop targets the dialog element itself; a drag that started inside does not count.
  const pressedOnBackdrop = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={dialogRef}
      className={clsx(styles.dialog, className)}
      aria-labelledby={titleId}
      data-state={open ? 'open' : 'closed'}
      data-scroll={scroll}
      data-size={size}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      {open ? (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <CloseButton ref={closeRef} label={closeLabel} className={styles.close} onClick={requestClose} />
          </div>
          <div
            ref={bodyRef}
            className={styles.body}
            data-testid="modal-body"
            // A scrollable region must be reachable by keyboard when nothing inside it is focusable.
            tabIndex={scroll === 'none' ? undefined : 0}
            onScroll={(event) => setScroll(modalScrollPosition(event.currentTarget))}
          >
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
