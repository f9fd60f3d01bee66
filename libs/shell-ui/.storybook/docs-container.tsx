import { Fragment, type ReactNode } from 'react';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { storyBrand, storyLanguage, storyUserType } from '../src/story-helpers.ts';

/**
 * The toolbar's brand, language, user type and media switches as a Storybook URL `globals` value
 * (`brand:faith;language:de;userType:client;forcedColors:active;reducedMotion:off`).
 */
function toolbarGlobalsParam(globals: Readonly<Record<string, unknown>>): string {
  const forcedColors = globals['forcedColors'] === 'active' ? 'active' : 'off';
  const reducedMotion = globals['reducedMotion'] === 'reduce' ? 'reduce' : 'off';
  return `brand:${storyBrand(globals)};language:${storyLanguage(globals)};userType:${storyUserType(globals)};forcedColors:${forcedColors};reducedMotion:${reducedMotion}`;
}

/**
 * Above the docs page of a component that @therapy-shell/shell-ui does not export (its stories are
 * tagged `internal`): a product team cannot import it.
 */
function InternalNote() {
  return (
    <p
      role="note"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderLeft: '4px solid #8a5a00',
        background: '#fdf6e7',
        color: '#1f1f1f',
        fontSize: '0.9375rem',
      }}
    >
      <strong>Shell-internal.</strong> @therapy-shell/shell-ui does not export this component: the shell&apos;s own
      components are built with it, and a product team cannot import it. It is here so that its looks are reviewed and
      tested with the rest.
    </p>
  );
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
  const internal = context.componentStories()[0]?.tags.includes('internal') ?? false;
  // Storybook's docs blocks build each frame's address from PREVIEW_URL (default iframe.html).
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = `iframe.html?globals=${param}`;
  return (
    <DocsContainer context={context} {...rest}>
      <Fragment key={param}>
        {internal && <InternalNote />}
        {children}
      </Fragment>
    </DocsContainer>
  );
}
