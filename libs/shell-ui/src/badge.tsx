import type { ComponentPropsWithRef } from 'react';
import { clsx } from 'clsx';
import styles from './badge.module.css';

/**
 * Look of a badge.
 *
 * @example
 * const variant: BadgeVariant = 'warning';
 */
export type BadgeVariant = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

/**
 * Props of a badge.
 *
 * @example
 * const props: BadgeProps = { variant: 'success', children: 'Active' };
 */
export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant | undefined;
}

/**
 * Badge (spec 2.8): a short label such as a count or a status. Its text is its content; for a count
 * give it words for assistive technology (`aria-label="3 unread messages"`).
 *
 * @example
 * <Badge variant="success">Active</Badge>
 */
export function Badge({ variant = 'neutral', className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={clsx(styles.badge, className)} data-variant={variant}>
      {children}
    </span>
  );
}
