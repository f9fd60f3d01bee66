import type { Toast } from '@therapy-shell/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { TOAST_FOCUSABLE_TIMEOUT_MS, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS } from './constants.ts';
import { parseToastBody } from './toast-body.ts';

/**
 * What `toast.show()` takes: any field of a {@link Toast} (spec 3.4) but its `id`. `variant` is
 * `info` when absent; `hasTimeout` is true unless it is `false`.
 *
 * @example
 * const options: ToastOptions = { title: 'Saved', variant: 'success', key: 'settings' };
 */
export type ToastOptions = { readonly [Field in keyof Omit<Toast, 'id'>]?: Toast[Field] | undefined };

/**
 * Thrown by `show()` during server rendering. A toast store lives as long as its module, and on
 * the server that module serves every visitor: a toast shown there could reach someone else's page.
 * Check `error.name === 'ToastOnServerError'` where `instanceof` may fail across realms.
 *
 * @example
 * try { toast.show({ title: 'Saved' }); } catch (error) { if (error instanceof ToastOnServerError) moveItToAnEffect(); }
 */
export class ToastOnServerError extends Error {
  override readonly name = 'ToastOnServerError' as const;

  constructor() {
    super(
      'toast.show() was called during server rendering; toasts are shown only in the browser. ' +
        'Call it from an event handler or an effect, which run in the browser only.',
    );
  }
}

/**
 * Options of {@link createToastStore}.
 *
 * @example
 * const options: ToastStoreOptions = { isServer: () => false };
 */
export interface ToastStoreOptions {
  /**
   * Whether the code runs on the server, read on each `show()` (which then throws
   * {@link ToastOnServerError}). Default: there is no `window` global. Tests inject it.
   */
  isServer?: (() => boolean) | undefined;
}

const noWindow = (): boolean => typeof window === 'undefined';

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
 * function renderWithToasts(store: ToastStore = createToastStore()) { return <ToastViewport store={store} label="Notifications" closeLabel="Close" />; }
 */
export type ToastStore = StoreApi<ToastState>;

/**
 * Creates a toast store. The shell uses one shared store (`toastStore`, what `<Toaster>` shows); the
 * library's tests and stories make their own and hand it to `<ToastViewport store={...}>`. Its
 * `show()` works in the browser only: on the server it throws {@link ToastOnServerError}.
 *
 * @example
 * const store = createToastStore();
 * store.getState().show({ title: 'Saved' });
 * store.getState().toasts.length; // 1
 */
export function createToastStore({ isServer = noWindow }: ToastStoreOptions = {}): ToastStore {
  let counter = 0;
  return createStore<ToastState>()((set, get) => ({
    toasts: [],
    show: (options) => {
      if (isServer()) throw new ToastOnServerError();
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
      const replaced = next.key === undefined ? -1 : toasts.findIndex((shown) => shown.key === next.key);
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
 * nothing: no timer runs until a mounted `<Toaster />` shows a toast. It is one per module, so on
 * the server it would be shared by every visitor: there `show()` throws and `<Toaster />` renders
 * none of its toasts.
 *
 * @example
 * toastStore.getState().toasts; // what the viewport shows (or will show once it mounts)
 */
export const toastStore: ToastStore = /* @__PURE__ */ createToastStore();

/**
 * The imperative toast facade over `toastStore`, callable from anywhere in the browser, also before
 * `<Toaster />` mounts (the viewport shows what was queued). During server rendering `show()` throws
 * {@link ToastOnServerError}.
 *
 * @example
 * const id = toast.show({ title: 'Saved', body: 'See [your settings](https://example.com/settings/).' });
 * toast.dismiss(id);
 */
export const toast = {
  /** Shows a toast and returns its id; throws {@link ToastOnServerError} on the server. */
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
  const focusable = shown.body !== undefined && parseToastBody(shown.body).some((part) => part.kind === 'link');
  return focusable ? TOAST_FOCUSABLE_TIMEOUT_MS : TOAST_TIMEOUT_MS;
}
