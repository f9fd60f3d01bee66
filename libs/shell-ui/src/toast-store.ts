import { createStore, type StoreApi } from 'zustand/vanilla';
import { TOAST_FOCUSABLE_TIMEOUT_MS, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from './constants.ts';
import { parseToastBody } from './toast-body.ts';

/**
 * Look of a toast.
 *
 * @example
 * const variant: ToastVariant = 'error';
 */
export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

/**
 * What `toast.show()` takes: the toast fields of spec 3.4.
 *
 * @example
 * const options: ToastOptions = { title: 'Saved', variant: 'success', key: 'settings' };
 */
export interface ToastOptions {
  /** Bold first line. */
  title?: string | undefined;
  /** Text; `[label](https://...)` becomes a link for http(s) URLs only (spec 4.4). */
  body?: string | undefined;
  /** Look; `info` when absent. */
  variant?: ToastVariant | undefined;
  /** Class of an icon-font glyph shown before the text (for example `fa fa-check`). */
  iconClassName?: string | undefined;
  /** `false`: the toast stays until closed; otherwise its timer closes it (spec 9). */
  hasTimeout?: boolean | undefined;
  /** A toast with the key of a shown toast replaces that one in place, with a fresh timer. */
  key?: string | undefined;
}

/**
 * A toast in the store.
 *
 * @example
 * const [oldest]: readonly Toast[] = toastStore.getState().toasts;
 */
export interface Toast {
  /** Unique per show; a replacement by key gets a new id (and so a new timer). */
  readonly id: string;
  readonly key: string | undefined;
  readonly title: string | undefined;
  readonly body: string | undefined;
  readonly variant: ToastVariant;
  readonly iconClassName: string | undefined;
  readonly hasTimeout: boolean;
}

/**
 * State and actions of a toast store.
 *
 * @example
 * const count = (state: ToastState) => state.toasts.length;
 */
export interface ToastState {
  /** Shown toasts, oldest first; never more than `TOAST_MAX_VISIBLE`. */
  readonly toasts: readonly Toast[];
  /** Adds (or, by key, replaces) a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
}

/**
 * A toast store: a plain zustand vanilla store, usable without React.
 *
 * @example
 * function renderWithToasts(store: ToastStore = createToastStore()) { return <Toaster store={store} label="Notifications" closeLabel="Close" />; }
 */
export type ToastStore = StoreApi<ToastState>;

/**
 * Creates a toast store. The shell uses one shared store (`toastStore`); tests and embedded apps can
 * make their own and hand it to `<Toaster store={...}>`.
 *
 * @example
 * const store = createToastStore();
 * store.getState().show({ title: 'Saved' });
 * store.getState().toasts.length; // 1
 */
export function createToastStore(): ToastStore {
  let counter = 0;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show: (options) => {
      counter += 1;
      const next: Toast = {
        id: `toast-${counter}`,
        key: options.key,
        title: options.title,
        body: options.body,
        variant: options.variant ?? 'info',
        iconClassName: options.iconClassName,
        hasTimeout: options.hasTimeout !== false,
      };
      const toasts = get().toasts;
      const replaced =
        next.key === undefined ? -1 : toasts.findIndex((shown) => shown.key === next.key);
      if (replaced >= 0) {
        set({ toasts: toasts.map((shown, index) => (index === replaced ? next : shown)) });
      } else {
        // Spec 4.4: at most 3 visible; when 3 are shown the oldest is closed first.
        set({ toasts: [...toasts, next].slice(-TOAST_MAX_VISIBLE) });
      }
      return next.id;
    },
    dismiss: (id) => {
      set({ toasts: id === undefined ? [] : get().toasts.filter((shown) => shown.id !== id) });
    },
  }));
}

/**
 * The shell's shared toast store, read by `<Toaster />` unless it is given another. Creating it starts
 * nothing: no timer runs until a mounted `<Toaster />` shows a toast.
 *
 * @example
 * toastStore.getState().toasts; // what the viewport shows (or will show once it mounts)
 */
export const toastStore: ToastStore = /* @__PURE__ */ createToastStore();

/**
 * The imperative toast facade over `toastStore`, callable from anywhere, also before `<Toaster />`
 * mounts (the viewport shows what was queued).
 *
 * @example
 * const id = toast.show({ title: 'Saved', body: 'See [your settings](https://example.com/settings/).' });
 * toast.dismiss(id);
 */
export const toast = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions): string => toastStore.getState().show(options),
  /** Closes a toast by id, or all toasts. */
  dismiss: (id?: string): void => toastStore.getState().dismiss(id),
};

/**
 * How long a toast stays before its timer closes it (spec 9): none when `hasTimeout` is false,
 * 10000 ms when it holds focusable content (a link in its body), else 5000 ms.
 *
 * @example
 * toastTimeout({ hasTimeout: true, body: 'Read [more](https://example.com)' }); // 10000
 */
export function toastTimeout(shown: Pick<Toast, 'hasTimeout' | 'body'>): number | null {
  if (!shown.hasTimeout) return null;
  const focusable =
    shown.body !== undefined && parseToastBody(shown.body).some((part) => part.kind === 'link');
  return focusable ? TOAST_FOCUSABLE_TIMEOUT_MS : TOAST_TIMEOUT_MS;
}
