// The header's notification centre and the shell's real-time wiring, a chunk of its own that
// shell-frame.tsx loads lazily: only logged-in users have the centre (brand-config's headerContent),
// so none of it is in the first-load JavaScript of visitors' pages. realtime's hook
// connects (after hydration, by its start rules); this side routes each notification to a toast and
// hands the notification component its data. The Pages Router's frame stays mounted across pages
// and renders ShellNotifications; on the App Router each page has its own header, so the root keeps
// the session (ShellRealtimeHost) and each page's centre shows it (NotificationView).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ShellContext } from '@therapy-shell/brand-config';
import type { Translate } from '@therapy-shell/i18n';
import { useRealtime, type Notification, type RealtimeSession } from '@therapy-shell/realtime/react';
import type { ErrorReporter } from '@therapy-shell/request';
import { NotificationCenter, toast, type NotificationCenterProps } from '@therapy-shell/shell-ui';
import type { NotificationCenterData, RealtimeSlot } from './realtime-slot.ts';

/**
 * The text a notification is shown with: the backend's own words where it sent some (a
 * `notification_data` string, or its `title`/`message` and `body`), else the notification type.
 *
 * @example
 * notificationText({ notification_type: 'new_message', notification_data: 'Your therapist wrote' }); // { title: 'Your therapist wrote' }
 * notificationText({ notification_type: 'new_message' }); // { title: 'new message' }
 */
export function notificationText(notification: Notification): { title: string; body?: string } {
  const data = notification.notification_data;
  if (typeof data === 'string' && data.trim() !== '') return { title: data.trim() };
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    const fields = data as Record<string, unknown>;
    const text = (name: string) =>
      typeof fields[name] === 'string' && (fields[name] as string).trim() !== ''
        ? (fields[name] as string).trim()
        : undefined;
    const title = text('title') ?? text('message');
    const body = text('body') ?? (text('title') ? text('message') : undefined);
    if (title) return body ? { title, body } : { title };
  }
  return { title: notification.notification_type.replace(/_/g, ' ') };
}

function showToast(notification: Notification): void {
  const { title, body } = notificationText(notification);
  toast.show({ title, body, variant: 'info' });
}

/**
 * The notification component's props (all but the translator) from the real-time session:
 * 'disconnected' only once a started connection was lost or gave up, so the bell does not show
 * a pause while it first connects, nor to users who never connect.
 *
 * @example
 * <NotificationCenter {...notificationCenterProps(realtime)} t={t} />
 */
export function notificationCenterProps(realtime: RealtimeSession): Omit<NotificationCenterProps, 't'> {
  const { connection, inbox } = realtime;
  const lost =
    realtime.active && connection.status === 'disconnected' && (connection.reconnectAttempt > 0 || connection.gaveUp);
  return {
    unread: inbox.unread,
    // In the browser only: the inbox fills from the realtime connection, never on the server.
    // eslint-disable-next-line no-restricted-syntax
    items: inbox.items.map((item) => ({ id: item.id, ...notificationText(item.notification), read: item.read })),
    connection: lost ? 'disconnected' : 'connected',
    onOpen: realtime.markAllRead,
  };
}

/**
 * The shell's real-time connections (spec 4.6, 6): started after hydration when the rules say so,
 * stopped on logout, on CreateANewPin and TwoFactorAuth and when the page is left; each
 * `send_notification` becomes a toast and an inbox entry, and while the socket runs, a page's
 * `sendNotification` (@therapy-shell/realtime) emits its answer on it (spec 7.2). Returns the
 * notification component's props.
 *
 * @example
 * const notifications = useShellRealtime(ctx, reporter);
 * <NotificationCenter {...notifications} t={t} />
 */
function useShellRealtime(ctx: ShellContext, reporter: ErrorReporter): Omit<NotificationCenterProps, 't'> {
  const { active, connection, inbox, markAllRead } = useRealtime({
    user: ctx.user,
    config: ctx.config,
    template: ctx.page.template,
    csrfToken: ctx.user.csrf_token,
    reporter,
    onNotification: showToast,
  });
  // The snapshots keep their identity until they change: the list is mapped again only then.
  return useMemo(
    () => notificationCenterProps({ active, connection, inbox, markAllRead }),
    [active, connection, inbox, markAllRead],
  );
}

/** Props of {@link ShellNotifications}. */
export interface ShellNotificationsProps {
  ctx: ShellContext;
  t: Translate;
  reporter: ErrorReporter;
}

/** The notification component with what the session gives it. */
function centre(notifications: NotificationCenterData, t: Translate) {
  // Its props named one by one (the per-page props rule, eslint.config.mjs).
  return (
    <NotificationCenter
      unread={notifications.unread}
      items={notifications.items}
      connection={notifications.connection}
      onOpen={notifications.onOpen}
      t={t}
    />
  );
}

/**
 * The header's notification centre, fed by the real-time session (spec 4.6, 6).
 *
 * @example
 * <ShellNotifications ctx={ctx} t={t} reporter={reporter} />
 */
export default function ShellNotifications({ ctx, t, reporter }: ShellNotificationsProps) {
  const notifications = useShellRealtime(ctx, reporter);
  return centre(notifications, t);
}

/** Props of {@link ShellRealtimeHost}. */
export interface ShellRealtimeHostProps {
  /** The context of the page shown: the visitor, the site config and the template (the start rules). */
  ctx: ShellContext;
  reporter: ErrorReporter;
  /** Where the notification centres of the visit's pages read the session. */
  slot: RealtimeSlot;
}

/**
 * The visit's real-time session on the App Router, rendered once by the shell's root (it renders
 * nothing): its connections and inbox outlive the pages, as the Pages Router's frame does, and what
 * the notification centre shows goes to `slot` for the centre of the page shown
 * ({@link NotificationView}). Each notification is a toast, once.
 *
 * @example
 * <ShellRealtimeHost ctx={ctx} reporter={reporter} slot={slot} />
 */
export function ShellRealtimeHost({ ctx, reporter, slot }: ShellRealtimeHostProps) {
  const notifications = useShellRealtime(ctx, reporter);
  useEffect(() => slot.set(notifications), [slot, notifications]);
  useEffect(() => () => slot.set(null), [slot]);
  return null;
}

/** Props of {@link NotificationView}. */
export interface NotificationViewProps {
  /** The visit's session, as {@link ShellRealtimeHost} keeps it. */
  slot: RealtimeSlot;
  t: Translate;
  reporter: ErrorReporter;
}

// Before the session has started (and on the server): no notification, connected, as the session's
// own first state reads.
const IDLE: NotificationCenterData = { unread: 0, items: [], connection: 'connected' };
const noSession = () => null;

/**
 * The notification centre of one App Router page, showing the visit's session from `slot`.
 *
 * @example
 * <NotificationView slot={slot} t={t} reporter={reporter} />
 */
export function NotificationView({ slot, t }: NotificationViewProps) {
  const notifications = useSyncExternalStore(slot.subscribe, slot.get, noSession) ?? IDLE;
  return centre(notifications, t);
}
