// First-load JavaScript of a page of a Next.js Pages Router build, from its build-manifest.json:
// the unique .js files of `rootMainFiles`, `pages['/_app']` and `pages[<page>]`, each gzipped at
// level 9 (size-limit's, the size budgets' gate). CSS files of the same lists are counted apart.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The part of Next.js' build-manifest.json the benchmark reads. */
export interface BuildManifest {
  readonly rootMainFiles?: readonly string[];
  readonly pages: Readonly<Record<string, readonly string[] | undefined>>;
}

/** One file with its size and gzip size in bytes. */
export interface SizedFile {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

/** First-load files of a page and their sizes. */
export interface FirstLoad {
  readonly page: string;
  readonly js: readonly SizedFile[];
  readonly css: readonly SizedFile[];
  readonly jsGzip: number;
  readonly jsBytes: number;
  readonly cssGzip: number;
}

/**
 * Gzipped size of some bytes, at zlib level 9 as size-limit measures (npm test's size budgets), so
 * that the report's figures and the gate's agree.
 *
 * @example
 * gzipSize('a'.repeat(1000)); // 29
 */
export function gzipSize(content: string | Uint8Array): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * Reads `<distDir>/build-manifest.json`; a missing build is an error that says how to make it.
 *
 * @example
 * readBuildManifest('apps/shell/.next-main').pages['/'];
 */
export function readBuildManifest(distDir: string): BuildManifest {
  const path = join(distDir, 'build-manifest.json');
  if (!existsSync(path)) {
    throw new Error(
      `No Next.js build at ${distDir} (${path} is missing): build it first (npm run build:brands builds the brands).`,
    );
  }
  return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
}

/**
 * Files a first visit to `page` loads, in manifest order, without duplicates.
 *
 * @example
 * firstLoadFiles({ pages: { '/_app': ['a.js', 'r.js'], '/': ['b.js', 'r.js'] } }); // { js: ['a.js', 'r.js', 'b.js'], css: [] }
 */
export function firstLoadFiles(manifest: BuildManifest, page = '/'): { js: string[]; css: string[] } {
  const pageFiles = manifest.pages[page];
  if (!pageFiles)
    throw new Error(`The build manifest has no page "${page}" (pages: ${Object.keys(manifest.pages).join(', ')}).`);
  const all = [...new Set([...(manifest.rootMainFiles ?? []), ...(manifest.pages['/_app'] ?? []), ...pageFiles])];
  return { js: all.filter((f) => f.endsWith('.js')), css: all.filter((f) => f.endsWith('.css')) };
}

/**
 * First-load JavaScript (and CSS, apart) of `page` in a build: bytes and gzip bytes per file and in total.
 *
 * @example
 * measureFirstLoad('apps/shell/.next-main').jsGzip; // 156274
 */
export function measureFirstLoad(distDir: string, page = '/'): FirstLoad {
  const { js, css } = firstLoadFiles(readBuildManifest(distDir), page);
  const size = (file: string): SizedFile => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzip: gzipSize(content) };
  };
  const jsFiles = js.map(size);
  const cssFiles = css.map(size);
  const sum = (files: readonly SizedFile[], key: 'bytes' | 'gzip') => files.reduce((total, f) => total + f[key], 0);
  return {
    page,
    js: jsFiles,
    css: cssFiles,
    jsGzip: sum(jsFiles, 'gzip'),
    jsBytes: sum(jsFiles, 'bytes'),
    cssGzip: sum(cssFiles, 'gzip'),
  };
}

/**
 * Kilobytes (1000 bytes) with one decimal, as the budgets and the report write them.
 *
 * @example
 * kB(112346); // '112.3 kB'
 */
export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
