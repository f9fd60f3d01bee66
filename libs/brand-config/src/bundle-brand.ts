// One brand per client bundle (issue 11). A brand's build carries only its own brand's data: theme
// tokens, logo, footer variant, social handle and quick-exit page of the other seven are left out.
//
// How: the app's bundler inlines `process.env.SHELL_BUNDLE_BRAND` (withShell() and the shell app's
// next.config set it from SHELL_BRAND), and each entry of a per-brand table is written as
//
//   main: (process.env.SHELL_BUNDLE_BRAND ?? 'main') === 'main' ? { ...main's data } : undefined,
//
// which the minifier folds to `undefined` for every other brand, dropping their data from the
// chunk. The expression must be written out literally in each entry: a helper function, a shared
// constant or a `typeof process` guard is not folded by Turbopack's minifier (tried). Where nothing
// inlines the variable (Node, Jest, the dev-api) it is unset and every brand is kept; Storybook
// defines it as undefined (its Vite has no `process`).
import { BrandConfigError, type BrandId } from './brands.ts';

/**
 * A table with one entry per brand, where an entry is `undefined` in a bundle built for another brand.
 *
 * @example
 * const HANDLES: BrandTable<string> = { main: 'therapyshell', ... };
 */
export type BrandTable<T> = { readonly [B in BrandId]: T | undefined };

/**
 * The entry of a brand, or a {@link BrandConfigError} when this bundle was built for another brand
 * (its data is not in the bundle: asking for it is a bug in the caller).
 *
 * @example
 * inBundle(LOGOS, 'main', 'logo');
 */
export function inBundle<T>(table: BrandTable<T>, brand: BrandId, what: string): T {
  const entry = table[brand];
  if (entry === undefined) {
    throw new BrandConfigError(
      `The ${what} of brand "${brand}" is not in this bundle: it was built for one brand only (SHELL_BUNDLE_BRAND).`,
    );
  }
  return entry;
}
