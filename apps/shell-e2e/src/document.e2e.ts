// The shell's document head (ShellHead, shell-next's shell-document.tsx): Next.js writes an inline
// script that hands Turbopack the page's chunk groups, and writes it after the stylesheet. An inline
// script after a stylesheet that is still loading waits for it, and the parser with it: the body
// was parsed only once the CSS had arrived, so the first paint came later. ShellHead writes it before
// the stylesheet. This checks the served page, so an upgrade of Next.js that changes how it writes
// the script (its key, its place, a second copy) fails here, naming the version. Every brand's build
// writes its head with the same code: run on brand main.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './brand-fixture.ts';
import { hydrated } from './hydrated.ts';

const require = createRequire(import.meta.url);
const nextVersion = (JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string })
  .version;

/** An inline script (no src) and its text. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The home page hydrates and the shell's stylesheet applies (its chunks found their bootstrap). */
async function hydratesStyled(page: Page): Promise<void> {
  await page.goto('/');
  await expect.poll(() => hydrated(page)).toBe(true);
  const rules = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href?.includes('/_next/static/'))
      .reduce((count, sheet) => count + sheet.cssRules.length, 0),
  );
  expect(rules, "the shell's stylesheet applies").toBeGreaterThan(0);
}

/** Inline scripts of a piece of markup that push to Turbopack's chunk queue, with their offsets. */
function turbopackBootstraps(markup: string): number[] {
  return [...markup.matchAll(INLINE_SCRIPT)]
    .filter((match) => (match[1] ?? '').includes('TURBOPACK'))
    .map((match) => match.index);
}

test("Turbopack's inline bootstrap comes once, before the stylesheet, and the page still hydrates", async ({
  page,
  request,
  router,
}) => {
  test.skip(router === 'app', "the App Router's document: the test below");
  const html = await (await request.get('/')).text();
  const headEnd = html.indexOf('</head>');
  expect(headEnd).toBeGreaterThan(0);
  const head = html.slice(0, headEnd);

  const bootstraps = turbopackBootstraps(html);
  expect(bootstraps, `next ${nextVersion}: one inline Turbopack bootstrap in the page`).toHaveLength(1);
  const [bootstrap] = bootstraps as [number];
  expect(bootstrap, `next ${nextVersion}: the bootstrap is in the head`).toBeLessThan(headEnd);

  const stylesheets = [...head.matchAll(/<link[^>]*\srel="stylesheet"[^>]*>/g)].map((match) => match.index);
  expect(
    stylesheets.length,
    'the stylesheet stays in the head (it holds the first paint: no unstyled flash)',
  ).toBeGreaterThan(0);
  expect(
    bootstrap,
    `next ${nextVersion}: the bootstrap comes before every stylesheet (ShellHead moves it; see shell-document.tsx)`,
  ).toBeLessThan(Math.min(...stylesheets));
  // No inline script of any kind waits for a stylesheet.
  const firstStylesheet = Math.min(...stylesheets);
  const inlineAfter = [...head.slice(firstStylesheet).matchAll(INLINE_SCRIPT)];
  expect(inlineAfter, 'no inline script after the stylesheet in the head').toEqual([]);

  // The chunk scripts still find their bootstrap: the page hydrates and its styles apply.
  await hydratesStyled(page);
});

// The App Router's document is React's: Next.js hoists the stylesheet to the top of the head and
// loads its chunks with async scripts, and its inline bootstrap comes at the end of the body. The
// shell adds its texts asset (a classic script: it runs before the async chunks hydrate the page),
// its brand stylesheet and a render-blocking link for the first paint (root-layout.tsx).
test('App Router: one bootstrap at the end, no inline script after the stylesheet, the texts the only blocking script', async ({
  page,
  request,
  router,
}) => {
  test.skip(router !== 'app', "the Pages Router's document: the test above");
  const html = await (await request.get('/')).text();
  const headEnd = html.indexOf('</head>');
  expect(headEnd).toBeGreaterThan(0);
  const head = html.slice(0, headEnd);

  const bootstraps = turbopackBootstraps(html);
  expect(bootstraps, `next ${nextVersion}: one inline Turbopack bootstrap in the page`).toHaveLength(1);
  expect(bootstraps[0], `next ${nextVersion}: the bootstrap is in the body`).toBeGreaterThan(headEnd);

  const stylesheets = [...head.matchAll(/<link[^>]*\srel="stylesheet"[^>]*>/g)].map((match) => match.index);
  expect(stylesheets.length, 'the stylesheet is in the head (it holds the first paint)').toBeGreaterThan(0);
  expect([...head.slice(Math.min(...stylesheets)).matchAll(INLINE_SCRIPT)], 'no inline script after it').toEqual([]);
  // Scripts the parser stops for: the shell's texts, nothing else.
  const blocking = [...head.matchAll(/<script([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\s(async|defer|nomodule)(=|\s|$)/i.test(attributes) && !/type="module"/.test(attributes));
  expect(blocking).toHaveLength(1);
  expect(blocking[0]).toMatch(/\ssrc="\/_shell\/messages\/[a-z]{2}\/[A-Za-z0-9_-]{22}\.js"/);
  // The first paint waits for the layout's last element, which is there.
  const expected = /<link rel="expect" href="#([^"]+)" blocking="render"\/>/.exec(head)?.[1];
  expect(expected).toBeTruthy();
  expect(html.indexOf(`id="${expected}"`)).toBeGreaterThan(html.indexOf('</footer>'));

  await hydratesStyled(page);
});
