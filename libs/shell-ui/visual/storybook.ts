// Driving the static Storybook build (libs/shell-ui/storybook-static) in Chromium for the visual
// tests: the build is served from disk through Playwright's request routing (no server, no port),
// and each story is rendered in one long-lived page per worker through Storybook's own channel,
// which is much faster than loading the preview anew for each of the ~1,600 pictures.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';

/** Where `nx run shell-ui:build-storybook` (and so `npm test`) writes the static site. */
export const STORYBOOK_STATIC = fileURLToPath(new URL('../storybook-static', import.meta.url));

/** The origin the static build is served at, inside the test's browser only. */
const ORIGIN = 'http://storybook.visual';

/** One story of the build's index (`index.json`). */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

/**
 * The stories of the static build. The build must exist: `npm test` makes it in its first step.
 *
 * @example
 * const stories = indexedStories(); // [{ id: 'shell-footer--minimal', title: 'Shell/Footer', name: 'Minimal', tags: [...] }, ...]
 */
export function indexedStories(): IndexedStory[] {
  const index = join(STORYBOOK_STATIC, 'index.json');
  if (!existsSync(index)) {
    throw new Error(
      `No Storybook build at ${STORYBOOK_STATIC}: build it first (npx nx run shell-ui:build-storybook, or npm run storybook:build).`,
    );
  }
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as {
    entries: Record<string, IndexedStory & { type: string }>;
  };
  return Object.values(entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }));
}

/** The user's toolbar choices for one picture (the story's own globals still win, as in Storybook). */
export interface ToolbarGlobals {
  brand: string;
  language: string;
}

/** What rendering a story gave: the viewport it was taken at and axe's violations, one line each. */
export interface RenderedStory {
  width: number;
  violations: string[];
  /** The WCAG tags axe ran with (the preview's `a11y` parameters). */
  axeTags: string[];
}

/** A viewport of the preview's presets (`parameters.viewport.options`), by the story's `viewport` global. */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/**
 * A page with the static build loaded and every story file imported in the build's order, so each
 * worker's page has the same stylesheets in the same order whatever stories it shows first.
 *
 * @example
 * const page = await openStorybook(browser);
 */
export async function openStorybook(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: DEFAULT_VIEWPORT,
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'no-preference',
    forcedColors: 'none',
    // Storybook pauses CSS animations at their end instead of waiting for them under a test runner.
    userAgent: `${browser.browserType().name()} StorybookTestRunner (therapy-shell visual tests)`,
  });
  await context.route(`${ORIGIN}/**`, (route) => {
    const path = join(STORYBOOK_STATIC, decodeURIComponent(new URL(route.request().url()).pathname));
    if (!path.startsWith(STORYBOOK_STATIC) || !existsSync(path) || statSync(path).isDirectory()) {
      return route.fulfill({ status: 404, body: 'not in the static build' });
    }
    return route.fulfill({ path });
  });
  // Anything else (a story loading from the network) is refused: the pictures depend on the build alone.
  await context.route(/^(?!http:\/\/storybook\.visual\/)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/iframe.html?id=${indexedStories()[0]?.id ?? ''}&viewMode=story`);
  await previewReady(page);
  return page;
}

/** Waits until the page's Storybook preview has its story store and every story file loaded. */
async function previewReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } })
      .__STORYBOOK_PREVIEW__;
    return preview?.storyStoreValue !== undefined;
  });
  await page.evaluate(async () => {
    const preview = (
      window as unknown as { __STORYBOOK_PREVIEW__: { storyStoreValue: { loadAllCSFFiles: () => Promise<unknown> } } }
    ).__STORYBOOK_PREVIEW__;
    await preview.storyStoreValue.loadAllCSFFiles();
  });
}

/**
 * Shows a story with the toolbar's brand and language at the story's viewport (its `viewport` global,
 * else 1280 px, or `width`), waits until it has rendered, run its play function and had its
 * accessibility check, fonts and images loaded, and answers its width and axe's violations.
 *
 * @example
 * const { violations } = await showStory(page, 'shell-footer--minimal', { brand: 'faith', language: 'de' }, 390);
 */
export async function showStory(
  page: Page,
  storyId: string,
  globals: ToolbarGlobals,
  width?: number,
): Promise<RenderedStory> {
  try {
    return await renderStory(page, storyId, globals, width);
  } catch (error) {
    // Now and then, under load, the preview's page loads anew while a story renders (seen on the
    // first story of a worker): once the new page is ready the story is shown again, once.
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState('load');
    await previewReady(page);
    return renderStory(page, storyId, globals, width);
  }
}

async function renderStory(
  page: Page,
  storyId: string,
  globals: ToolbarGlobals,
  width?: number,
): Promise<RenderedStory> {
  // The story's own viewport preset, read from the preview.
  const preset = await page.evaluate(async (id) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__: {
          storyStoreValue: {
            loadStory: (options: { storyId: string }) => Promise<{
              storyGlobals: Record<string, unknown>;
              parameters: Record<string, unknown>;
            }>;
          };
        };
      }
    ).__STORYBOOK_PREVIEW__;
    const story = await preview.storyStoreValue.loadStory({ storyId: id });
    const value = (story.storyGlobals['viewport'] as { value?: string } | undefined)?.value;
    const options = (story.parameters['viewport'] as { options?: Record<string, { styles: { width: string } }> })
      ?.options;
    return value ? Number.parseInt(options?.[value]?.styles.width ?? '', 10) || undefined : undefined;
  }, storyId);
  const viewport = { width: width ?? preset ?? DEFAULT_VIEWPORT.width, height: DEFAULT_VIEWPORT.height };
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current.height !== viewport.height) await page.setViewportSize(viewport);

  const finished = await page.evaluate(
    ({ id, toolbar }) =>
      new Promise<{ status: string; error?: string; a11y?: unknown }>((resolve) => {
        type Channel = {
          on: (event: string, listener: (payload: never) => void) => void;
          off: (event: string, listener: (payload: never) => void) => void;
          emit: (event: string, payload: unknown) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (payload: never) => void][] = [];
        const done = (result: { status: string; error?: string; a11y?: unknown }) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          resolve(result);
        };
        const listen = (event: string, listener: (payload: never) => void) => {
          listeners.push([event, listener]);
          channel.on(event, listener);
        };
        listen(
          'storyFinished',
          (payload: { storyId: string; status: string; reporters: { type: string; result: unknown }[] }) => {
            if (payload.storyId !== id) return;
            done({ status: payload.status, a11y: payload.reporters.find((report) => report.type === 'a11y')?.result });
          },
        );
        for (const event of ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']) {
          listen(event, (payload: unknown) => done({ status: event, error: JSON.stringify(payload).slice(0, 2000) }));
        }
        // Only what changes is sent: new globals re-render the story on show (an extra render and axe
        // run if it is not the one wanted), and a story shown again needs a render of its own.
        const globals = { ...toolbar, userType: 'logged_out_user', forcedColors: 'off', reducedMotion: 'off' };
        const key = JSON.stringify(globals);
        const shown = window as unknown as { __visualShown?: { id: string; key: string } };
        const previous = shown.__visualShown;
        shown.__visualShown = { id, key };
        if (previous?.key !== key) channel.emit('updateGlobals', { globals });
        if (previous?.id !== id) channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        else if (previous.key === key) channel.emit('forceReRender', {});
      }),
    { id: storyId, toolbar: globals },
  );
  if (finished.error !== undefined)
    throw new Error(`${storyId} did not render (${finished.status}): ${finished.error}`);

  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images, (image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
    );
  });
  // The shell's lazy images get their sources only once an observer has seen them within 200 px of
  // the viewport (until then an <img> without a source is `complete`): seen once taken too early.
  await imagesInViewLoaded(page);
  // The icons are <use> references into the shell's sprite, which Chromium loads on its own: until it
  // has, an icon has no box and draws nothing.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll<SVGUseElement>('svg use')).every((use) => {
        const box = use.getBoundingClientRect();
        return use.getClientRects().length === 0 || box.width > 0 || use.getBBox().width > 0;
      }),
    undefined,
    { timeout: 5_000 },
  );
  const a11y = finished.a11y as
    | {
        violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
        toolOptions?: { runOnly?: { values?: string[] } };
      }
    | undefined;
  if (!a11y) throw new Error(`${storyId}: Storybook ran no accessibility check (its a11y parameters turn it off?)`);
  return {
    width: viewport.width,
    violations: a11y.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    ),
    axeTags: a11y.toolOptions?.runOnly?.values ?? [],
  };
}

/**
 * A PNG of what the story shows: from the top left to the bottom right of its content (the story
 * root's elements, open dialogs and fixed toasts, shadows included), at most the page.
 *
 * @example
 * expect(await storyPicture(page)).toMatchSnapshot(['shell-footer--minimal', 'faith.png']);
 */
export async function storyPicture(page: Page): Promise<Buffer> {
  const clip = await contentBox(page);
  const viewport = page.viewportSize() ?? DEFAULT_VIEWPORT;
  if (clip.height > viewport.height) {
    // Taller than the viewport: the viewport grows to the whole story first (a full-page screenshot
    // would resize it while it is taken), and what loads on coming into view (the shell's lazy
    // images, within 200 px) has loaded, in every picture alike. A story whose content grows with the
    // viewport (`150vh`) keeps what is below it unloaded, as before.
    await page.setViewportSize({ width: viewport.width, height: clip.height });
    await imagesInViewLoaded(page);
  }
  return page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** Waits until every image within 200 px of the viewport has loaded (or failed), the shell's lazy ones included. */
async function imagesInViewLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((image) => {
        const box = image.getBoundingClientRect();
        if (image.getClientRects().length === 0 || box.top > window.innerHeight + 200) return true;
        return image.complete && !['pending', 'loading'].includes(image.dataset['state'] ?? '');
      }),
    undefined,
    { timeout: 5_000 },
  );
}

/** From the top left of the page to the bottom right of the story's content, at most the page. */
function contentBox(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  return page.evaluate(() => {
    // Room for shadows and focus rings outside an element's box.
    const MARGIN = 32;
    let right = 0;
    let bottom = 0;
    const root = document.getElementById('storybook-root');
    const elements = [
      ...(root ? Array.from(root.querySelectorAll('*')) : []),
      ...Array.from(document.querySelectorAll('dialog[open], dialog[open] *')),
    ];
    for (const element of elements) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      right = Math.max(right, rect.right + window.scrollX);
      bottom = Math.max(bottom, rect.bottom + window.scrollY);
    }
    const page = document.documentElement;
    return {
      x: 0,
      y: 0,
      width: Math.min(Math.ceil(right) + MARGIN, Math.max(page.scrollWidth, window.innerWidth)),
      height: Math.min(Math.ceil(bottom) + MARGIN, Math.max(page.scrollHeight, window.innerHeight)),
    };
  });
}
