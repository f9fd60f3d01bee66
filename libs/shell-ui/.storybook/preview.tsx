import type { Preview } from '@storybook/react-vite';
import type { ViewportMap } from 'storybook/viewport';
import { lazy, Suspense, type ComponentProps } from 'react';
import { BRAND_IDS, isBrandId } from '@therapy-shell/brand-config';
import { USER_TYPES, LANGUAGES } from '@therapy-shell/core';
import { LANGUAGE_NAMES } from '@therapy-shell/i18n';
import { BREAKPOINTS } from '../src/constants.ts';
import { storyLanguage, storyUserType } from '../src/story-helpers.ts';
import { brandStylesheet } from './brand-stylesheets.ts';
import { emulateMedia } from './media-emulation.ts';

/**
 * The accessibility checks of every story (the Accessibility tab and the visual tests, which read
 * its results): axe's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Under a test runner (the visual tests announce themselves as Storybook's) only the violations'
 * elements are collected: it halves the check's time, and the Accessibility tab a person opens still
 * lists every element that passes.
 */
const UNDER_TEST_RUNNER = typeof navigator !== 'undefined' && navigator.userAgent.includes('StorybookTestRunner');

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
    // media-emulation.ts: what the shell's styles do when the visitor's system asks for them.
    forcedColors: {
      description: "Forced colours (Windows' contrast themes): the system's colours instead of the brand's",
      toolbar: {
        title: 'Forced colours',
        icon: 'contrast',
        items: [
          { value: 'off', title: "Forced colours: the browser's setting" },
          { value: 'active', title: 'Forced colours: on' },
        ],
        dynamicTitle: true,
      },
    },
    reducedMotion: {
      description: 'Reduced motion: what the shell does when the visitor asks for less movement',
      toolbar: {
        title: 'Reduced motion',
        icon: 'play',
        items: [
          { value: 'off', title: "Reduced motion: the browser's setting" },
          { value: 'reduce', title: 'Reduced motion: on' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    brand: 'main',
    language: 'en',
    userType: 'logged_out_user',
    forcedColors: 'off',
    reducedMotion: 'off',
  },
  parameters: {
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: WCAG_22_AA },
        ...(UNDER_TEST_RUNNER ? { resultTypes: ['violations'] } : {}),
      },
    },
    docs: { extractComponentDescription: componentDescription, container: ToolbarDocsContainer },
    // The designers' introduction and the brands' tokens first, then the shell's frame, its dialogs,
    // the pieces product teams import, and last the pieces that stay inside the shell.
    options: { storySort: { order: ['Introduction', 'Tokens', 'Shell', 'Dialogs', 'Shared', 'Internal'] } },
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
  },
  decorators: [
    (Story, { globals }) => {
      // Before the story renders, so that its first render already sees the emulated media.
      emulateMedia(document, {
        forcedColors: globals['forcedColors'] === 'active' ? 'active' : undefined,
        reducedMotion: globals['reducedMotion'] === 'reduce' ? 'reduce' : undefined,
      });
      const brand = isBrandId(globals['brand']) ? globals['brand'] : 'main';
      return (
        <div data-brand={brand} data-user-type={storyUserType(globals)} lang={storyLanguage(globals)}>
          <style>{brandStylesheet(brand)}</style>
          <Story />
        </div>
      );
    },
  ],
};

export default preview;
