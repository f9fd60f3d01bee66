'use client';

import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { clsx } from 'clsx';
import styles from './button.module.css';

/**
 * Interaction state of a button, as its `data-state` attribute.
 *
 * @example
 * button.dataset.state === ('loading' satisfies ButtonState);
 */
export type ButtonState = 'idle' | 'loading' | 'disabled';

/**
 * Props of a button: the native button's props plus look, size and loading.
 *
 * @example
 * const props: ButtonProps = { variant: 'secondary', size: 'sm', children: 'Cancel' };
 */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Look of the button; `primary` by default. */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger' | undefined;
  /** Height: `sm` 2 rem, `md` 2.75 rem (a comfortable touch target; the default), `lg` 3.25 rem. */
  size?: 'sm' | 'md' | 'lg' | undefined;
  /** Busy: shows a spinner, ignores clicks and stays focusable (so focus is not lost while saving). */
  loading?: boolean | undefined;
  /** Fills the width of its container. */
  fullWidth?: boolean | undefined;
}

/**
 * Button (spec 2.8) with variants, sizes and the loading and disabled states. `type` is `button`
 * unless given, so a button inside a form does not submit by accident.
 *
 * @example
 * <Button variant="primary" loading={saving} type="submit">Save</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  className,
  type = 'button',
  onClick,
  children,
  ...props
}: ButtonProps) {
  const state: ButtonState = disabled ? 'disabled' : loading ? 'loading' : 'idle';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...props}
      type={type}
      className={clsx(styles.button, className)}
      data-variant={variant}
      data-size={size}
      data-state={state}
      data-full-width={fullWidth ? '' : undefined}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      <span className={styles.label}>{children}</span>
    </button>
  );
}
