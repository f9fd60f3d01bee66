import type { TemplateName } from '@therapy-shell/core';

/** Props of a placeholder page. */
export interface PlaceholderProps {
  /** Visible title of the page. */
  title: string;
  /** The template the page declared (shown so designers and tests can see which rules apply). */
  template: TemplateName;
}

/**
 * Body of a placeholder page: product teams provide the real page; the shell around it is what
 * this app shows and tests. The page's title is its `metadata` (the home page sets none: the
 * shell's, the product name, names it).
 *
 * @example
 * <Placeholder title="FAQ" template="Faq" />
 */
export function Placeholder({ title, template }: PlaceholderProps) {
  return (
    <>
      <h1>{title}</h1>
      <p data-template={template}>
        This page stands in for the {template} template; a product team provides the real page.
      </p>
    </>
  );
}
