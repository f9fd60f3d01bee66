import Head from 'next/head';
import type { TemplateName } from '@therapy-shell/core';

/** Props of a placeholder page. */
export interface PlaceholderProps {
  /** Visible title of the page. */
  title: string;
  /** The template the page declared (shown so designers and tests can see which rules apply). */
  template: TemplateName;
  /**
   * Whether the page sets the document's title to `title` (the default); without one the shell
   * titles the page with the product name, as the home page shows.
   */
  setsTitle?: boolean;
}

/**
 * Body of a placeholder page: product teams provide the real page; the shell around it is what
 * this app shows and tests.
 *
 * @example
 * <Placeholder title="FAQ" template="Faq" />
 */
export function Placeholder({ title, template, setsTitle = true }: PlaceholderProps) {
  return (
    <>
      {setsTitle ? (
        <Head>
          <title>{title}</title>
        </Head>
      ) : null}
      <h1>{title}</h1>
      <p data-template={template}>
        This page stands in for the {template} template; a product team provides the real page.
      </p>
    </>
  );
}
