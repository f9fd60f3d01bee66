import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Notification } from './notification.ts';

/**
 * A notification received in this session.
 *
 * @example
 * const item: InboxItem = { id: 1, notification: { notification_type: 'new_message' }, receivedAt: Date.now(), read: false };
 */
export interface InboxItem {
  readonly id: number;
  readonly notification: Notification;
  readonly receivedAt: number;
  readonly read: boolean;
}

/**
 * State of an inbox: the latest notifications (newest first) and how many arrived unread.
 *
 * @example
 * const { unread } = inbox.getState();
 */
export interface InboxState {
  readonly items: readonly InboxItem[];
  /** Unread notifications of this session, including those no longer kept in `items`. */
  readonly unread: number;
}

/**
 * The notifications of this session, for the notification component (unread count, latest list).
 *
 * @example
 * socket.onNotification(inbox.add);
 */
export interface NotificationInbox extends StoreApi<InboxState> {
  add(notification: Notification): void;
  markAllRead(): void;
}

/**
 * Creates an empty inbox keeping the latest `limit` notifications (default 20).
 *
 * @example
 * const inbox = createNotificationInbox();
 * socket.onNotification(inbox.add);
 */
export function createNotificationInbox(options: { limit?: number; now?: () => number } = {}): NotificationInbox {
  const limit = Math.max(1, options.limit ?? 20);
  const now = options.now ?? Date.now;
  let nextId = 1;
  const store = createStore<InboxState>(() => ({ items: [], unread: 0 }));
  return Object.assign(store, {
    add(notification: Notification) {
      const item: InboxItem = { id: nextId++, notification, receivedAt: now(), read: false };
      store.setState(({ items, unread }) => ({ items: [item, ...items].slice(0, limit), unread: unread + 1 }));
    },
    markAllRead() {
      store.setState(({ items }) => ({
        items: items.map((item) => (item.read ? item : { ...item, read: true })),
        unread: 0,
      }));
    },
  });
}
