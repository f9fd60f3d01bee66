import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import styles from './dividers.module.css';
import { definedProps } from './link.tsx';

/**
 * Props of a decorative divider.
 *
 * @example
 * const props: DividerProps = { position: 'top', color: 'var(--ts-color-primary)' };
 */
export interface DividerProps {
  /** Fill colour; the brand's footer colour by default. Any CSS colour, also `var(--ts-...)`. */
  color?: string | undefined;
  /** `bottom` (default) sits under a section and shapes the one below; `top` flips it. */
  position?: 'top' | 'bottom' | undefined;
  /** Height in CSS units; the shape stretches to the full width. */
  height?: string | undefined;
  className?: string | undefined;
}

function dividerStyle(color: string | undefined, height: string | undefined): CSSProperties {
  // No height key without a height (definedProps).
  return definedProps({ color: color ?? 'var(--ts-color-footer, #1f2933)', height });
}

/**
 * Decorative wave between two sections (spec 2.8), hidden from assistive technology.
 *
 * @example
 * <WaveDivider color="var(--ts-color-footer)" />
 */
export function WaveDivider({ color, position = 'bottom', height, className }: DividerProps) {
  return (
    <div
      className={clsx(styles.divider, className)}
      data-position={position}
      style={dividerStyle(color, height)}
      aria-hidden="true"
    >
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" focusable="false">
        <path d="M0 40c120 26 240 40 360 40s240-14 360-40 240-40 360-40 240 14 360 40v40H0z" fill="currentColor" />
      </svg>
    </div>
  );
}

/**
 * Decorative curve between two sections (spec 2.8), hidden from assistive technology.
 *
 * @example
 * <CurveDivider position="top" />
 */
export function CurveDivider({ color, position = 'bottom', height, className }: DividerProps) {
  return (
    <div
      className={clsx(styles.divider, className)}
      data-position={position}
      style={dividerStyle(color, height)}
      aria-hidden="true"
    >
      <svg viewBox="0 0 1440 80" preserveAspectRatio="none" focusable="false">
        <path d="M0 80C480 0 960 0 1440 80z" fill="currentColor" />
      </svg>
    </div>
  );
}
