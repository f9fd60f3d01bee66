'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { clsx } from 'clsx';
import type { Translate } from '@therapy-shell/i18n';
import { NotificationBell, unreadCount } from './notification-bell.tsx';
import styles from './notification-center.module.css';

/**
 * Props of the notification component: plain data in, one callback out.
 *
 * @example
 * const props: NotificationCenterProps = { unread: 2, items, connection: 'connected', onOpen: inbox.markAllRead, t };
 */
export interface NotificationCenterProps {
  /** Unread notifications received in this session (the badge shows 99+ past 99). */
  unread: number;
  /** The latest notifications, newest first: plain data, already turned into text by the caller. */
  items: readonly { id: string | number; title: string; body?: string | undefined; read: boolean }[];
  /** Whether live updates arrive (the root's `data-connection`); 'disconnected' shows that they are paused. */
  connection: 'connected' | 'disconnected';
  /** Called when the list opens: the caller marks the notifications read. */
  onOpen?: (() => void) | undefined;
  /** Translator of the current language. */
  t: Translate;
  className?: string | undefined;
}

/**
 * One notification as the list shows it.
 *
 * @example
 * const item: NotificationCenterItem = { id: 1, title: 'New message from your therapist', read: false };
 */
export type NotificationCenterItem = NotificationCenterProps['items'][number];

/**
 * The notification component of the header (spec 2.5: logged-in users only; the shell decides):
 * the bell with the unread count, a polite live region announcing each new notification, and a
 * disclosure that opens the latest ones. Opening calls `onOpen` (mark read); Escape, a click
 * outside, a followed link or the browser's Back close it, and Escape returns focus to the bell.
 *
 * @example
 * <NotificationCenter unread={unread} items={items} connection={status} onOpen={inbox.markAllRead} t={t} />
 */
export function NotificationCenter({ unread, items, connection, onOpen, t, className }: NotificationCenterProps) {
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const newestRef = useRef<string | number | undefined>(items[0]?.id);
  const panelId = useId();
  const titleId = useId();
  const statusId = useId();

  // Announce a notification that arrived after mount (not the ones the page started with).
  const newest = items[0];
  useEffect(() => {
    if (!newest || newest.id === newestRef.current) return;
    newestRef.current = newest.id;
    if (!newest.read) setAnnouncement(`${t('notifications.received')} ${newest.title}`);
  }, [newest, t]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    // Escape closes from anywhere while open; focus goes back to the bell unless it moved elsewhere on purpose.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      const active = document.activeElement;
      if (!active || active === document.body || rootRef.current?.contains(active)) buttonRef.current?.focus();
    };
    // Leaving the page closes it: a link followed by keyboard (no pointer press came first), and
    // the browser's Back or Forward. Else the list stays open on the next page (the Pages Router
    // keeps the header), or comes back open with the page the App Router kept.
    const close = () => setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', close);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', close);
    };
  }, [open]);

  function toggle() {
    const next = !open;
    setOpen(next);
    if (next) onOpen?.();
  }

  // What says that live updates are paused: in the open list, and the bell's description either way.
  const status =
    connection === 'disconnected' ? (
      <p id={statusId} className={styles.status}>
        {t('notifications.disconnected')}
      </p>
    ) : null;

  // The list is in the document only while open (aria-controls with it): closed, the component's
  // HTML is the bell and the live region alone. On the server the Pages Router renders it in a
  // Suspense boundary (the shell's lazy part), and React moves a boundary of more than 500 bytes
  // out of place on a long page, behind an inline script that the page's CSP blocks (shell-next's
  // shell-frame.server.spec.tsx holds the closed state to that, in every language).
  return (
    <div
      ref={rootRef}
      className={clsx(styles.root, className)}
      data-state={open ? 'open' : 'closed'}
      data-connection={connection}
    >
      <NotificationBell
        ref={buttonRef}
        count={unreadCount(unread)}
        t={t}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={status ? statusId : undefined}
        onClick={toggle}
      />
      {status ? <span className={styles.offline} aria-hidden="true" /> : null}
      {open ? (
        <div id={panelId} className={styles.panel} role="region" aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {t('notifications.title')}
          </h2>
          {status}
          {items.length === 0 ? (
            <p className={styles.empty}>{t('notifications.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.id} className={styles.item} data-state={item.read ? 'read' : 'unread'}>
                  <span className={styles.itemTitle}>{item.title}</span>
                  {item.body ? <span className={styles.itemBody}>{item.body}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : status ? (
        <div hidden>{status}</div>
      ) : null}
      <div className={styles.announcer} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
