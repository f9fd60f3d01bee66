import type { Ref } from 'react';

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
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
