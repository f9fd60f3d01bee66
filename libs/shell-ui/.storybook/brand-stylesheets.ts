/// <reference types="vite/client" />
import type { BrandId } from '@therapy-shell/brand-config';

/**
 * Each brand's custom properties (`:root{--ts-color-primary:...}`): brand-config's stylesheets, which
 * Style Dictionary makes from the brands' design tokens, the same text a shell app's pages set.
 * Vite inlines them; Jest (the stories' tests) reads the same files (brand-stylesheets.node.ts).
 */
const STYLESHEETS = import.meta.glob<string>('../../brand-config/tokens/*.css', {
  query: '?inline',
  import: 'default',
  eager: true,
});

/**
 * The brand's stylesheet, as its pages set it.
 *
 * @example
 * <style>{brandStylesheet('faith')}</style>
 */
export function brandStylesheet(brand: BrandId): string {
  const text = STYLESHEETS[`../../brand-config/tokens/${brand}.css`];
  if (text === undefined) throw new Error(`brand-config has no stylesheet of brand ${brand} (tokens/${brand}.css)`);
  return text;
}
