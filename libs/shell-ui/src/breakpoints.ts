import { BREAKPOINTS } from './constants.ts';

/**
 * The breakpoints as CSS custom properties (`--ts-bp-md: 768px`, ...), to set beside the brand's theme
 * variables on the document element. CSS cannot use custom properties inside `@media`, so stylesheets
 * write the numbers there and use these in `calc()`, `max-width` and container sizes.
 *
 * @example
 * <html style={{ ...themeCssVariables(brand), ...breakpointCssVariables() }}>
 */
export function breakpointCssVariables(): Readonly<Record<`--ts-bp-${string}`, string>> {
  return {
    '--ts-bp-xs': `${BREAKPOINTS.xs}px`,
    '--ts-bp-sm': `${BREAKPOINTS.sm}px`,
    '--ts-bp-md': `${BREAKPOINTS.md}px`,
    '--ts-bp-lg': `${BREAKPOINTS.lg}px`,
    '--ts-bp-xl': `${BREAKPOINTS.xl}px`,
    '--ts-bp-2xl': `${BREAKPOINTS['2xl']}px`,
  };
}
