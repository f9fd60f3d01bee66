/** Inlined by withShell() at build time (with-shell.ts): the brand's stylesheet, as its pages set it. */
declare const process: { readonly env: { readonly SHELL_THEME_CSS?: string } };

/**
 * The build's brand's custom properties (`:root{--ts-color-primary:#2e6b47;...;--ts-bp-2xl:1536px}`):
 * brand-config's `tokens/<brand>.css`, which Style Dictionary makes from the brand's design tokens,
 * as withShell() inlined it. The documents set it in a `<style>` element of their head (with the
 * page's nonce), and the offline page in its own. Empty outside a build of withShell() (Jest, a tool
 * that renders a document): the page then has no theme.
 *
 * @example
 * <style nonce={nonce}>{brandStylesheet()}</style>
 */
export function brandStylesheet(): string {
  return process.env.SHELL_THEME_CSS ?? '';
}
