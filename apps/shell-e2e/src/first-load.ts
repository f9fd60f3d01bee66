// What a first visit to a page of a brand's build loads at once, on either router (DESIGN.md
// section 3: no third-party SDK in it), and every script the build has, for the checks that
// nothing third-party is in the first and that it is in the second (not a vacuous check).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { APP_DIRS, type Router } from './servers.ts';

/** One script with its code. */
export interface Script {
  readonly file: string;
  readonly code: string;
}

/** The scripts a first visit to a page loads before it hydrates. */
export interface PageFirstLoad {
  readonly page: string;
  readonly scripts: readonly Script[];
}

/** A brand's build of a router's app (apps/shell/.next-<brand> or apps/shell-app/.next-<brand>), with a trailing slash. */
export function buildDir(brand: string, router: Router): string {
  const dir = fileURLToPath(new URL(`../../../${APP_DIRS[router]}/.next-${brand}/`, import.meta.url));
  if (!existsSync(`${dir}build-manifest.json`))
    throw new Error(
      `No build of brand ${brand} at ${dir}: npm run build:brands (the App Router: SHELL_ROUTER=app npm run build:brands).`,
    );
  return dir;
}

/**
 * Every script of a brand's build (its static chunks, the lazily loaded ones too).
 *
 * @example
 * builtScripts('main', 'app').some((s) => s.code.includes('engine.io')); // true: socket.io-client is built, lazily
 */
export function builtScripts(brand: string, router: Router): Script[] {
  const chunks = `${buildDir(brand, router)}static/chunks/`;
  return readdirSync(chunks, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(`${chunks}${file}`, 'utf8') }));
}

/**
 * The first-load scripts of the pages of a brand's build.
 *
 * - The Pages Router's, from its build manifest, for every page: `rootMainFiles`, `polyfillFiles`,
 *   `pages['/_app']` and the page's own.
 * - The App Router writes no manifest of a page's first load (its chunks are spread over each route
 *   segment's client reference manifest), so its pages are read as served: every page of
 *   app-path-routes-manifest.json without a dynamic segment, fetched through `request` (the
 *   visitor's cookies), and every `<script src>` of its HTML, fetched in turn.
 */
export async function firstLoads(request: APIRequestContext, brand: string, router: Router): Promise<PageFirstLoad[]> {
  const dir = buildDir(brand, router);
  if (router === 'pages') {
    const manifest = JSON.parse(readFileSync(`${dir}build-manifest.json`, 'utf8')) as {
      pages: Record<string, string[]>;
      rootMainFiles?: string[];
      polyfillFiles?: string[];
    };
    const shared = [
      ...(manifest.rootMainFiles ?? []),
      ...(manifest.polyfillFiles ?? []),
      ...(manifest.pages['/_app'] ?? []),
    ];
    return Object.entries(manifest.pages).map(([page, files]) => ({
      page,
      scripts: [...new Set([...shared, ...files])]
        .filter((file) => file.endsWith('.js'))
        .map((file) => ({ file, code: readFileSync(`${dir}${file}`, 'utf8') })),
    }));
  }
  const routes = Object.values(
    JSON.parse(readFileSync(`${dir}app-path-routes-manifest.json`, 'utf8')) as Record<string, string>,
  ).filter((route) => !route.includes('[') && !route.startsWith('/_'));
  const fetched = new Map<string, Promise<string>>();
  const code = (src: string) => {
    if (!fetched.has(src))
      fetched.set(
        src,
        request.get(src).then(async (response) => {
          if (!response.ok()) throw new Error(`${src} answered ${response.status()}`);
          return response.text();
        }),
      );
    return fetched.get(src) as Promise<string>;
  };
  const loads: PageFirstLoad[] = [];
  for (const route of routes) {
    const html = await (await request.get(route === '/' ? '/' : `${route}/`)).text();
    const sources = [...new Set([...html.matchAll(/<script\b[^>]*?\ssrc="([^"]+)"/g)].map((match) => match[1] ?? ''))];
    // A page without scripts would make every check of its first load pass: the HTML was not read.
    if (sources.length === 0) throw new Error(`No <script src> in the HTML of ${route}: ${html.slice(0, 200)}`);
    loads.push({
      page: route,
      scripts: await Promise.all(
        sources.map(async (file) => ({ file, code: await code(file.replaceAll('&amp;', '&')) })),
      ),
    });
  }
  return loads;
}
