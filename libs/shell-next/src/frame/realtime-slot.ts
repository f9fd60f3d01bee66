// The visit's real-time session as a notification centre reads it, on the App Router. Each App Router
// page has its own header, so its own notification centre: a session made there would open its
// connections again on every navigation and start its inbox at zero. The root makes the session
// once for the visit (shell-notifications.tsx's ShellRealtimeHost) and puts what the centre shows
// here; the centre of the page shown reads it. Small on purpose: it is in the first-load code.
import type { NotificationCenterProps } from '@therapy-shell/shell-ui';

/** What the notification centre shows: its props but the translator. */
export type NotificationCenterData = Omit<NotificationCenterProps, 't'>;

/** One value with listeners: the session's latest, or null before it has started. */
export interface RealtimeSlot {
  get(): NotificationCenterData | null;
  set(value: NotificationCenterData | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * An empty slot.
 *
 * @example
 * const [slot] = useState(createRealtimeSlot);
 */
export function createRealtimeSlot(): RealtimeSlot {
  let value: NotificationCenterData | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
