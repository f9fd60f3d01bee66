'use client';

import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';
import type { Translate } from '@therapy-shell/i18n';
import { NOTIFICATION_BADGE_MAX } from './constants.ts';
import styles from './notification-bell.module.css';
import { Icon } from './icon.tsx';

/**
 * Whether there is something unread, as the bell's `data-state` attribute.
 *
 * @example
 * bell.dataset.state === ('unread' satisfies NotificationBellState);
 */
export type NotificationBellState = 'unread' | 'read';

/**
 * Props of the notification bell: the native button's props (for `onClick`, `aria-controls`, ...)
 * plus the unread count and the translator.
 *
 * @example
 * const props: NotificationBellProps = { count: 3, t, onClick: openInbox };
 */
export interface NotificationBellProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Number of unread notifications; anything that is not a whole number of at least 1 counts as none. */
  count: number;
  /** Translator of the current language (for the accessible name). */
  t: Translate;
}

/**
 * The count shown as a number: whole, not negative, 0 for anything else.
 *
 * @example
 * unreadCount(2.7); // 2
 * unreadCount(Number.NaN); // 0
 */
export function unreadCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * The notification component of the header's slot (spec 2.5: logged-in users only; the header
 * decides): a button named "3 unread notifications" (`t('notifications.unread', { count })`; past 99
 * "99+ unread notifications", what the badge shows, `t('notifications.unreadOver')`) with a
 * count badge, which is hidden from assistive technology because the name already says it. No
 * data: the caller passes the count and what a click does.
 *
 * @example
 * <Header showNotifications={headerContent(ctx).showNotifications} notifications={<NotificationBell count={unread} t={t} onClick={openInbox} />} ... />
 */
export function NotificationBell(props: NotificationBellProps) {
  const { count, t, className, type = 'button' } = props;
  const unread = unreadCount(count);
  const state: NotificationBellState = unread > 0 ? 'unread' : 'read';
  // The button's props built by hand, in the order `<button {...rest} type className …>` gives them
  // (the per-page props rule, eslint.config.mjs).
  const button: Record<string, unknown> = {};
  for (const key in props) {
    if (key !== 'count' && key !== 't' && key !== 'className' && key !== 'type')
      button[key] = props[key as keyof NotificationBellProps];
  }
  button['type'] = type;
  button['className'] = clsx(styles.bell, className);
  button['data-state'] = state;
  // Past 99 the name says what the badge shows ("99+ unread notifications"), so that the visible
  // label is in the name (WCAG 2.5.3: a voice-control user says what they see).
  button['aria-label'] =
    unread > NOTIFICATION_BADGE_MAX
      ? t('notifications.unreadOver', { max: NOTIFICATION_BADGE_MAX })
      : t('notifications.unread', { count: unread });
  button['children'] = [
    <Icon key="icon" name="bell" size={24} />,
    unread > 0 ? (
      <span key="count" className={styles.count} aria-hidden="true">
        {unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : unread}
      </span>
    ) : null,
  ];
  return <button {...button} />;
}
