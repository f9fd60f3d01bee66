// The builds the benchmark needs and times: the libraries (Nx, cached), every brand
// (npm run build:brands), the bare page, brand main with client source maps, and brand main after a
// one-line library change (Nx serves the untouched libraries from its cache).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runTimed } from './processes.ts';

export interface BrandBuildTimes {
  readonly seconds: number;
  /** Seconds per brand, as build:brands printed them. */
  readonly perBrand: Readonly<Record<string, number>>;
}

export interface IncrementalBuild {
  readonly seconds: number;
  /** The library file that got one appended comment line (removed again afterwards). */
  readonly file: string;
  /** Nx's own summary of what came from its cache. */
  readonly nxSummary: string;
}

/** Where each router's bare app is (the bare page and the reference pages). */
export const BARE_DIRS = { pages: 'tools/bench/bare', app: 'tools/bench/bare-app' } as const;

/** Where each router's app is, in the workspace. */
export const APP_DIRS = { pages: 'apps/shell', app: 'apps/shell-app' } as const;
export type Router = keyof typeof APP_DIRS;

/** The `next` CLI of the workspace (no npx: one process less, and the workspace's version for sure). */
export function nextBin(root: string): string {
  return join(root, 'node_modules/next/dist/bin/next');
}

/** Per-brand seconds from build:brands' output (`build:brands: brand "main" built in 30.4 s`). */
export function parseBrandTimes(output: string): Record<string, number> {
  const times: Record<string, number> = {};
  for (const match of output.matchAll(/build:brands: brand "([a-z-]+)" built in ([\d.]+) s/g))
    times[match[1] as string] = Number(match[2]);
  return times;
}

/** Nx's summary line of a run (how many tasks came from the cache), or an empty string. */
export function nxCacheSummary(output: string): string {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
  const line = plain.split('\n').find((l) => /read the output from the cache/i.test(l));
  const ran = plain.split('\n').find((l) => /Successfully ran target/i.test(l));
  return [ran, line]
    .filter(Boolean)
    .map((l) => (l as string).trim())
    .join(' ');
}

/** `npm run build:brands`, timed: every brand into apps/shell/.next-<brand> (`router` 'app': apps/shell-app). */
export async function buildBrands(
  root: string,
  env: NodeJS.ProcessEnv,
  router: Router = 'pages',
): Promise<BrandBuildTimes> {
  const { seconds, output } = await runTimed('npm', ['run', 'build:brands'], {
    cwd: root,
    env: { ...env, SHELL_ROUTER: router },
    capture: true,
    quiet: true,
  });
  return { seconds, perBrand: parseBrandTimes(output) };
}

/**
 * The bare page (tools/bench/bare, or `router` 'app': tools/bench/bare-app) into `distDir` (inside
 * it), optionally with client source maps.
 */
export async function buildBare(
  root: string,
  env: NodeJS.ProcessEnv,
  distDir: string,
  sourceMaps: boolean,
  router: Router = 'pages',
): Promise<number> {
  const { seconds } = await runTimed('node', [nextBin(root), 'build'], {
    cwd: join(root, BARE_DIRS[router]),
    env: { ...env, BARE_DIST_DIR: distDir, BARE_SOURCEMAPS: sourceMaps ? '1' : '0' },
    capture: true,
    quiet: true,
  });
  return seconds;
}

/** Brand main with client source maps (SHELL_SOURCEMAPS=1) into apps/shell/<distDir> (apps/shell-app with `router` 'app'). */
export async function buildShellWithSourceMaps(
  root: string,
  env: NodeJS.ProcessEnv,
  distDir: string,
  router: Router = 'pages',
): Promise<number> {
  const { seconds } = await runTimed('node', [nextBin(root), 'build'], {
    cwd: join(root, APP_DIRS[router]),
    env: { ...env, SHELL_BRAND: 'main', SHELL_DIST_DIR: distDir, SHELL_SOURCEMAPS: '1' },
    capture: true,
    quiet: true,
  });
  return seconds;
}

/**
 * Appends one comment line to `file` (workspace-relative), times `nx run shell:build` of brand main
 * into apps/shell/<distDir>, and removes exactly that line again (edits others made meanwhile are
 * kept); then rebuilds the library so its dist/ is back to the unchanged source (from Nx's cache).
 */
export async function incrementalBuild(
  root: string,
  env: NodeJS.ProcessEnv,
  file: string,
  library: string,
  distDir: string,
): Promise<IncrementalBuild> {
  const path = join(root, file);
  if (!existsSync(path)) throw new Error(`The file to change for the incremental build does not exist: ${file}`);
  const line = `// bench: one-line change ${Date.now()}-${process.pid}\n`;
  const original = readFileSync(path, 'utf8');
  const appended = original.endsWith('\n') ? line : `\n${line}`;
  writeFileSync(path, original + appended);
  let result: { seconds: number; output: string };
  try {
    result = await runTimed('npx', ['nx', 'run', 'shell:build', '--outputStyle=static'], {
      cwd: root,
      env: { ...env, SHELL_BRAND: 'main', SHELL_DIST_DIR: distDir },
      capture: true,
      quiet: true,
    });
  } finally {
    const now = readFileSync(path, 'utf8');
    writeFileSync(path, now.includes(appended) ? now.replace(appended, '') : now.replace(line, ''));
    rmSync(join(root, 'apps/shell', distDir), { recursive: true, force: true });
  }
  await runTimed('npx', ['nx', 'run', `${library}:build`, '--outputStyle=static'], {
    cwd: root,
    env,
    capture: true,
    quiet: true,
  });
  return { seconds: result.seconds, file, nxSummary: nxCacheSummary(result.output) };
}
