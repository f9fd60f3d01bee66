// What each library and npm package adds to a page's first-load JavaScript: each first-load
// chunk's gzip bytes are shared among the original sources of its source map in proportion to the
// characters each produced (gzip compresses a chunk as a whole, so a per-source gzip figure can only
// be such a share). Needs a build with client source maps (apps/shell: SHELL_SOURCEMAPS=1).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { firstLoadFiles, gzipSize, readBuildManifest } from './first-load.ts';
import { attributeCode, type SourceMap } from './source-map.ts';

/** What produced some code: a workspace library, an npm package, an app, the bundler's runtime, or nothing known. */
export type GroupKind = 'library' | 'package' | 'app' | 'runtime' | 'unmapped';

export interface SourceGroup {
  readonly kind: GroupKind;
  readonly name: string;
}

/** A group's share of the first-load JavaScript, in bytes and gzip bytes. */
export interface GroupShare extends SourceGroup {
  readonly gzip: number;
  readonly bytes: number;
}

export interface ChunkInfo {
  readonly file: string;
  readonly gzip: number;
  readonly bytes: number;
  readonly hasMap: boolean;
}

export interface SourceShare {
  readonly source: string;
  readonly group: string;
  readonly kind: GroupKind;
  readonly gzip: number;
  readonly bytes: number;
}

export interface Attribution {
  readonly page: string;
  readonly gzip: number;
  readonly bytes: number;
  readonly chunks: readonly ChunkInfo[];
  /** Largest first. */
  readonly groups: readonly GroupShare[];
  /** Largest first. */
  readonly sources: readonly SourceShare[];
}

/** webpack:// namespaces of prebuilt npm bundles whose own source maps name their sources that way. */
const WEBPACK_NAMESPACES: Readonly<Record<string, string>> = { Pusher: 'pusher-js' };

/** Next.js and Turbopack runtime code that has no file in node_modules. */
const RUNTIME_PREFIXES: readonly (readonly [string, string])[] = [
  ['[turbopack]/', 'Turbopack runtime'],
  ['[next]/', 'next (generated entries)'],
];

/** Group name of the text no source map segment covers. */
export const UNMAPPED = '(unmapped)';

/**
 * The npm package of a path inside node_modules: `@scope/name` or `name`; a package directly
 * nested in another's node_modules is that nested package; a path naming only a scope gives the scope.
 */
function packageOf(afterNodeModules: string): string {
  const parts = afterNodeModules.split('/');
  const first = parts[0] ?? '';
  const scoped = first.startsWith('@') && parts.length > 2;
  const name = scoped ? `${first}/${parts[1] ?? ''}` : first;
  const rest = parts.slice(scoped ? 2 : 1);
  if (rest[0] === 'node_modules' && rest.length > 1) return packageOf(rest.slice(1).join('/'));
  return name;
}

/**
 * The library, npm package, app or runtime an original source (as a source map names it) belongs to.
 *
 * @example
 * groupOfSource('turbopack:///[project]/libs/core/src/cookie.ts'); // { kind: 'library', name: '@therapy-shell/core' }
 * groupOfSource('turbopack:///[project]/node_modules/@sentry/core/src/scope.ts'); // { kind: 'package', name: '@sentry/core' }
 */
export function groupOfSource(source: string): SourceGroup {
  const webpack = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source);
  if (webpack) {
    const namespace = webpack[1] ?? '';
    const known = WEBPACK_NAMESPACES[namespace];
    if (known) return { kind: 'package', name: known };
    const group = groupOfPath((webpack[2] ?? '').replace(/^\.\//, ''));
    return group ?? { kind: 'package', name: namespace ? `webpack:${namespace}` : 'webpack' };
  }
  const path = source
    .replace(/^[a-z]+:\/\/\/?/, '')
    .replace(/^\[project\]\//, '')
    .replace(/^\.\//, '');
  for (const [prefix, name] of RUNTIME_PREFIXES) if (path.startsWith(prefix)) return { kind: 'runtime', name };
  return groupOfPath(path) ?? { kind: 'runtime', name: `other (${path.split('/').slice(0, 2).join('/')})` };
}

/** The package, library or app of a workspace-relative path; undefined when it is none of them. */
function groupOfPath(path: string): SourceGroup | undefined {
  const nodeModules = path.indexOf('node_modules/');
  if (nodeModules !== -1) return { kind: 'package', name: packageOf(path.slice(nodeModules + 'node_modules/'.length)) };
  const library = /(?:^|\/)libs\/([^/]+)\//.exec(path);
  if (library) return { kind: 'library', name: `@therapy-shell/${library[1] ?? ''}` };
  if (/(?:^|\/)tools\/bench\/bare\//.test(path)) return { kind: 'app', name: 'bare page' };
  const app = /(?:^|\/)(apps\/[^/]+)\//.exec(path);
  if (app) return { kind: 'app', name: app[1] ?? 'app' };
  return undefined;
}

/**
 * The source map of a generated chunk: its `//# sourceMappingURL=` comment (relative to the chunk;
 * `data:` URLs decoded), else `<chunk>.map`; undefined when there is none.
 *
 * @example
 * readChunkSourceMap('apps/shell/.next-bench-sm/static/chunks/0abc.js', code)?.version; // 3
 */
export function readChunkSourceMap(chunkPath: string, code: string): SourceMap | undefined {
  const comment = /\/\/[#@] sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (comment?.startsWith('data:')) {
    const payload = comment.slice(comment.indexOf(',') + 1);
    const text = comment.includes(';base64,')
      ? Buffer.from(payload, 'base64').toString('utf8')
      : decodeURIComponent(payload);
    return JSON.parse(text) as SourceMap;
  }
  const candidates = [comment ? join(dirname(chunkPath), decodeURIComponent(comment)) : undefined, `${chunkPath}.map`];
  const found = candidates.find((path): path is string => path !== undefined && existsSync(path));
  return found ? (JSON.parse(readFileSync(found, 'utf8')) as SourceMap) : undefined;
}

/**
 * Shares of a page's first-load JavaScript by library/package/app/runtime and by original source.
 * A chunk without a source map counts as unmapped (and `chunks[].hasMap` says which).
 *
 * @example
 * attributeFirstLoad('apps/shell/.next-bench-sm').groups.find((g) => g.name === '@therapy-shell/i18n')?.gzip;
 */
export function attributeFirstLoad(distDir: string, page = '/'): Attribution {
  return attributeFiles(distDir, firstLoadFiles(readBuildManifest(distDir), page).js, page);
}

/**
 * The same shares for some client files of a build (paths relative to `distDir`, as
 * `static/chunks/a.js`): the App Router's first load, read from the served page.
 *
 * @example
 * attributeFiles('apps/shell-app/.next-bench-sm', ['static/chunks/a.js'], '/').groups;
 */
export function attributeFiles(distDir: string, js: readonly string[], page: string): Attribution {
  const sources = new Map<string, { gzip: number; bytes: number; group: SourceGroup }>();
  const chunks: ChunkInfo[] = [];
  const add = (name: string, group: SourceGroup, gzip: number, bytes: number) => {
    const entry = sources.get(name) ?? { gzip: 0, bytes: 0, group };
    entry.gzip += gzip;
    entry.bytes += bytes;
    sources.set(name, entry);
  };
  for (const file of js) {
    const path = join(distDir, file);
    const buffer = readFileSync(path);
    const code = buffer.toString('utf8');
    const gzip = gzipSize(buffer);
    const map = readChunkSourceMap(path, code);
    chunks.push({ file, gzip, bytes: buffer.length, hasMap: map !== undefined });
    if (!map) {
      add(`(no source map) ${file}`, { kind: 'unmapped', name: UNMAPPED }, gzip, buffer.length);
      continue;
    }
    const { total, unmapped, bySource } = attributeCode(code, map);
    // Characters -> bytes and gzip bytes of this chunk, in proportion.
    const bytesPerChar = buffer.length / Math.max(total, 1);
    const gzipPerChar = gzip / Math.max(total, 1);
    for (const [source, chars] of bySource)
      add(source, groupOfSource(source), chars * gzipPerChar, chars * bytesPerChar);
    if (unmapped > 0)
      add(
        '(no mapping: bundler glue, newlines, comments)',
        { kind: 'unmapped', name: UNMAPPED },
        unmapped * gzipPerChar,
        unmapped * bytesPerChar,
      );
  }
  const groups = new Map<string, { kind: GroupKind; name: string; gzip: number; bytes: number }>();
  for (const { gzip, bytes, group } of sources.values()) {
    const entry = groups.get(group.name) ?? { ...group, gzip: 0, bytes: 0 };
    entry.gzip += gzip;
    entry.bytes += bytes;
    groups.set(group.name, entry);
  }
  const largestFirst = (a: { gzip: number }, b: { gzip: number }) => b.gzip - a.gzip;
  return {
    page,
    gzip: chunks.reduce((total, c) => total + c.gzip, 0),
    bytes: chunks.reduce((total, c) => total + c.bytes, 0),
    chunks,
    groups: [...groups.values()].sort(largestFirst),
    sources: [...sources]
      .map(([source, { gzip, bytes, group }]) => ({ source, group: group.name, kind: group.kind, gzip, bytes }))
      .sort(largestFirst),
  };
}
