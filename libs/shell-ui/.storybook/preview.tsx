import type { Preview } from '@storybook/react-vite';
import type { ViewportMap } from 'storybook/viewport';
import { lazy, Suspense, type ComponentProps, type CSSProperties } from 'react';
import { BRAND_IDS, isBrandId, themeCssVariables } from '@therapy-shell/brand-config';
import { USER_TYPES, LANGUAGES } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from '@therapy-shell/i18n';
import { breakpointCssVariables } from '../src/breakpoints.ts';
import { BREAKPOINTS } from '../src/constants.ts';
import { storyLanguage, storyUserType } from '../src/story-helpers.ts';

// One viewport preset per spec 9 breakpoint, at the breakpoint's width.
const VIEWPORTS: ViewportMap = {
  xs: {
    name: `xs ${BREAKPOINTS.xs}px`,
    styles: { width: `${BREAKPOINTS.xs}px`, height: '844px' },
    type: 'mobile',
  },
  sm: {
    name: `sm ${BREAKPOINTS.sm}px`,
    styles: { width: `${BREAKPOINTS.sm}px`, height: '900px' },
    type: 'mobile',
  },
  md: {
    name: `md ${BREAKPOINTS.md}px`,
    styles: { width: `${BREAKPOINTS.md}px`, height: '1024px' },
    type: 'tablet',
  },
  lg: {
    name: `lg ${BREAKPOINTS.lg}px`,
    styles: { width: `${BREAKPOINTS.lg}px`, height: '800px' },
    type: 'desktop',
  },
  xl: {
    name: `xl ${BREAKPOINTS.xl}px`,
    styles: { width: `${BREAKPOINTS.xl}px`, height: '800px' },
    type: 'desktop',
  },
  '2xl': {
    name: `2xl ${BREAKPOINTS['2xl']}px`,
    styles: { width: `${BREAKPOINTS['2xl']}px`, height: '900px' },
    type: 'desktop',
  },
};

/**
 * A component's JSDoc for its docs page, each `@example` shown as a code block: as plain markdown
 * the example's JSX would be read as HTML and vanish, leaving a bare "@example".
 */
function componentDescription(component: unknown): string {
  const docgen = (component as { __docgenInfo?: { description?: unknown } } | null | undefined)?.__docgenInfo;
  const description = typeof docgen?.description === 'string' ? docgen.description : '';
  const [text = '', ...examples] = description.split(/^@example[ \t]*$/m);
  return [text.trim(), ...examples.map((code) => `Example:\n\n\`\`\`tsx\n${code.trim()}\n\`\`\``)]
    .filter(Boolean)
    .join('\n\n');
}

// The docs pages' container (docs-container.tsx), loaded only when a docs page renders: the docs
// blocks are not needed for stories, nor by the story tests, which import this preview.
const LazyDocsContainer = lazy(() => import('./docs-container.tsx'));
function ToolbarDocsContainer(props: ComponentProps<typeof LazyDocsContainer>) {
  return (
    <Suspense fallback={null}>
      <LazyDocsContainer {...props} />
    </Suspense>
  );
}

const preview: Preview = {
  // A generated docs page per component (addon-docs): its description, props table and every story.
  tags: ['autodocs'],
  globalTypes: {
    brand: {
      description: 'Brand (theme tokens from brand-config)',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: [...BRAND_IDS], dynamicTitle: true },
    },
    language: {
      description: 'Language of the shell texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((value) => ({ value, title: LANGUAGE_NAMES[value] })),
        dynamicTitle: true,
      },
    },
    userType: {
      description: 'User type of the session (spec 3.1)',
      toolbar: { title: 'User type', icon: 'user', items: [...USER_TYPES], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'main', language: 'en', userType: 'logged_out_user' },
  parameters: {
    a11y: { test: 'error' },
    docs: { extractComponentDescription: componentDescription, container: ToolbarDocsContainer },
    // The designers' introduction first, then the shell's frame, its dialogs and the shared pieces.
    options: { storySort: { order: ['Introduction', 'Shell', 'Dialogs', 'Shared'] } },
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
  },
  decorators: [
    (Story, { globals }) => {
      const brand = isBrandId(globals['brand']) ? globals['brand'] : 'main';
      const style = { ...themeCssVariables(brand), ...breakpointCssVariables() } as CSSProperties;
      return (
        <div data-brand={brand} data-user-type={storyUserType(globals)} lang={storyLanguage(globals)} style={style}>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
