import { Fragment, type ReactNode } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { storyBrand, storyLanguage, storyUserType } from '../src/story-helpers.ts';

/**
 * The toolbar's brand, language and user type as a Storybook URL `globals` value
 * (`brand:faith;language:de;userType:client`).
 */
function toolbarGlobalsParam(globals: Readonly<Record<string, unknown>>): string {
  return `brand:${storyBrand(globals)};language:${storyLanguage(globals)};userType:${storyUserType(globals)}`;
}

/** The toolbar's globals on a docs page (read through its first story; an MDX page without stories has none). */
function docsToolbarGlobals(context: DocsContainerProps['context']): Readonly<Record<string, unknown>> {
  const [story] = context.componentStories();
  if (!story) return {};
  const { userGlobals, globals } = context.getStoryContext(story);
  return userGlobals ?? globals;
}

/**
 * The docs pages' container. Stories that render in a frame of their own on a docs page (modal
 * dialogs and toasts: see their `docs.story.inline`) are separate previews that do not hear the
 * toolbar, so their frame address carries the toolbar's brand, language and user type, and the
 * page's stories are mounted anew when the toolbar changes.
 */
export default function ToolbarDocsContainer({
  context,
  children,
  ...rest
}: DocsContainerProps & { children?: ReactNode }) {
  const param = toolbarGlobalsParam(docsToolbarGlobals(context));
  // Storybook's docs blocks build each frame's address from PREVIEW_URL (default iframe.html).
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=${param}`;
  return (
    <DocsContainer context={context} {...rest}>
      <Fragment key={param}>{children}</Fragment>
    </DocsContainer>
  );
}
