// The quick exit's keyboard shortcut without React: Shift pressed on its own three times within a
// window leaves the page (the behaviour of GOV.UK Frontend's Exit this page). Timers are
// injectable so tests and stories control time.
import { QUICK_EXIT_PRESSES, QUICK_EXIT_WINDOW_MS } from './constants.ts';

/** What the shortcut tells its owner: the presses still needed, that the window expired, the message cleared, or exit. */
export type QuickExitShortcutEvent =
  | { readonly type: 'progress'; readonly remaining: number }
  | { readonly type: 'expired' }
  | { readonly type: 'cleared' }
  | { readonly type: 'exit' };

/** Options of {@link createQuickExitShortcut}. */
export interface QuickExitShortcutOptions {
  onEvent: (event: QuickExitShortcutEvent) => void;
  /** Presses that leave the page. */
  presses?: number;
  /** How long to wait for the next press (and how long "expired" stays). */
  windowMs?: number;
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

/** The shortcut: feed it every `keyup`; `dispose` clears its timers. */
export interface QuickExitShortcut {
  keyup(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): void;
  dispose(): void;
}

/**
 * Counts presses of Shift on its own (Shift used as a modifier, as in Shift+A, does not count: the
 * key released after a modified key is ignored), resets when another key is pressed or the window
 * passes, and asks to exit on the last press.
 *
 * @example
 * const shortcut = createQuickExitShortcut({ onEvent: (event) => event.type === 'exit' && leave() });
 * document.addEventListener('keyup', (event) => shortcut.keyup(event), true);
 */
export function createQuickExitShortcut(options: QuickExitShortcutOptions): QuickExitShortcut {
  const presses = options.presses ?? QUICK_EXIT_PRESSES;
  const windowMs = options.windowMs ?? QUICK_EXIT_WINDOW_MS;
  const set = options.setTimeout ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const clear =
    options.clearTimeout ?? ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let count = 0;
  let lastWasModified = false;
  let windowTimer: unknown;
  let messageTimer: unknown;

  const stopTimers = () => {
    if (windowTimer !== undefined) clear(windowTimer);
    if (messageTimer !== undefined) clear(messageTimer);
    windowTimer = undefined;
    messageTimer = undefined;
  };
  const expire = () => {
    stopTimers();
    count = 0;
    options.onEvent({ type: 'expired' });
    messageTimer = set(() => {
      messageTimer = undefined;
      options.onEvent({ type: 'cleared' });
    }, windowMs);
  };

  return {
    keyup(event) {
      if (event.key === 'Shift' && !lastWasModified) {
        count += 1;
        stopTimers();
        if (count >= presses) {
          count = 0;
          options.onEvent({ type: 'exit' });
        } else {
          options.onEvent({ type: 'progress', remaining: presses - count });
          windowTimer = set(expire, windowMs);
        }
      } else if (windowTimer !== undefined) {
        expire();
      }
      lastWasModified = event.shiftKey;
    },
    dispose: stopTimers,
  };
}

/** Options of {@link leavePage}; the browser's objects by default. */
export interface LeavePageOptions {
  /** Announced while the neutral page loads (a neutral word: "Loading."). */
  leavingText: string;
  document?: Document;
  location?: Pick<Location, 'replace'>;
}

/** Marks what {@link leavePage} hid, so {@link restorePage} shows only that again. */
const HIDDEN_BY_EXIT = 'data-quick-exit-hidden';
const OVERLAY = 'data-quick-exit-overlay';

/**
 * Leaves the page at once: hides everything in the body (for eyes, screen readers and the Tab key),
 * covers the window with a plain "Loading." overlay, asks the browser to send no referrer, and
 * replaces the current history entry with the neutral page, so Back does not return here.
 *
 * @example
 * leavePage('https://www.bbc.co.uk/weather', { leavingText: t('quickExit.leaving') });
 */
export function leavePage(href: string, options: LeavePageOptions): void {
  const doc = options.document ?? document;
  for (const child of Array.from(doc.body.children)) {
    if (child.hasAttribute('hidden') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('hidden', '');
    child.setAttribute(HIDDEN_BY_EXIT, '');
  }
  const overlay = doc.createElement('div');
  overlay.setAttribute(OVERLAY, '');
  overlay.setAttribute('role', 'alert');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    background: '#fff',
    color: '#000',
    padding: '1rem',
    font: '1rem system-ui, sans-serif',
  });
  doc.body.appendChild(overlay);
  // Text set after insertion: screen readers announce a changed alert more reliably than a new one.
  overlay.textContent = options.leavingText;
  const referrer = doc.createElement('meta');
  referrer.name = 'referrer';
  referrer.content = 'no-referrer';
  referrer.setAttribute(OVERLAY, '');
  doc.head.appendChild(referrer);
  (options.location ?? doc.defaultView?.location ?? window.location).replace(href);
}

/**
 * Undoes {@link leavePage} when the browser shows this page again from its back-forward cache.
 *
 * @example
 * window.addEventListener('pageshow', () => restorePage());
 */
export function restorePage(doc: Document = document): void {
  for (const element of Array.from(doc.querySelectorAll(`[${HIDDEN_BY_EXIT}]`))) {
    element.removeAttribute('hidden');
    element.removeAttribute(HIDDEN_BY_EXIT);
  }
  for (const overlay of Array.from(doc.querySelectorAll(`[${OVERLAY}]`))) overlay.remove();
}
