// The modal dialogs open now, in the order they opened. A modal dialog (showModal) makes everything
// outside it inert: a toast shown elsewhere while one is open would sit under its backdrop, out of
// the accessibility tree, unseen and unannounced, its close button out of reach, and could time
// out so. The browser's top layer does not help (a popover outside the dialog is inert too), so the
// toast viewport shows inside the topmost open dialog while there is one (toaster.tsx).

type Listener = () => void;

/**
 * A list of open modal dialogs, newest last, that a component can follow.
 *
 * @example
 * const layer = createModalLayer();
 * layer.open(dialog); layer.top(); // dialog
 */
export interface ModalLayer {
  /** A dialog has opened as a modal: it becomes the top. */
  open(dialog: HTMLDialogElement): void;
  /** A dialog has closed (or unmounted): the one under it, if any, becomes the top again. */
  close(dialog: HTMLDialogElement): void;
  /** The topmost open modal dialog, or null. */
  top(): HTMLDialogElement | null;
  /** Calls `listener` whenever the top changes; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
}

/**
 * A new, empty modal layer (the library's tests make their own; the shell uses {@link modalLayer}).
 *
 * @example
 * const layer = createModalLayer();
 * const stop = layer.subscribe(() => console.log(layer.top()));
 */
export function createModalLayer(): ModalLayer {
  let dialogs: readonly HTMLDialogElement[] = [];
  const listeners = new Set<Listener>();
  const set = (next: readonly HTMLDialogElement[]) => {
    const before = dialogs.at(-1) ?? null;
    dialogs = next;
    if ((dialogs.at(-1) ?? null) !== before) for (const listener of [...listeners]) listener();
  };
  return {
    open: (dialog) => set([...dialogs.filter((open) => open !== dialog), dialog]),
    close: (dialog) => set(dialogs.filter((open) => open !== dialog)),
    top: () => dialogs.at(-1) ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The page's modal layer: shell-ui's `Modal` opens and closes in it, the toast viewport follows its top. */
export const modalLayer: ModalLayer = createModalLayer();
