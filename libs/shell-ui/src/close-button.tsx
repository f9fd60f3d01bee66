'use client';

import type { Ref } from 'react';
import { Icon } from './icon.tsx';

/** Props of the close button of dialogs and toasts. */
interface CloseButtonProps {
  /** Accessible name (for example "Close"): the button shows only a cross. */
  label: string;
  className: string | undefined;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement> | undefined;
}

/**
 * The cross button that closes a modal or a toast: one drawing of the cross for both, named by
 * `label`; each caller styles it with its own class.
 *
 * @example
 * <CloseButton label={closeLabel} className={styles.close} onClick={requestClose} />
 */
export function CloseButton({ label, className, onClick, ref }: CloseButtonProps) {
  return (
    <button ref={ref} type="button" className={className} aria-label={label} onClick={onClick}>
      <Icon name="close" size={16} />
    </button>
  );
}
