import type { IconName } from './icon-sprite.ts';
import { ICON_SPRITE_PATH } from './icon-sprite-path.ts';
import { definedProps } from './link.tsx';

/**
 * Props of {@link Icon}.
 *
 * @example
 * const props: IconProps = { name: 'globe', size: 20 };
 */
export interface IconProps {
  /** The icon of the shell's sprite. */
  name: IconName;
  /** Width and height in CSS pixels. */
  size: number;
  className?: string | undefined;
}

/**
 * One of the shell's icons, drawn from its sprite in `currentColor` (the sprite is fetched once, then
 * cached: see icon-sprite.ts). Decorative: the control around it carries the name.
 *
 * @example
 * <button aria-label="Close"><Icon name="close" size={16} /></button>
 */
export function Icon({ name, size, className }: IconProps) {
  // No className or size props when none is given (definedProps); the spread last, as in
  // eslint.config.mjs's per-page props rule.
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      {...definedProps({ className, width: size, height: size })}
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
