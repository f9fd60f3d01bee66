// The benchmark run's context: its ports, the machine and versions it reports, the brand builds
// it reads, and the Bench object the parts share (options, environment, servers, log).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { type Budgets } from '../lib/budgets.ts';
import { firstLoadFiles, readBuildManifest } from '../lib/first-load.ts';
import { DEFAULT_CHROMIUM_PATH, type ChunkSets, type PageVisit } from './browser.ts';
import { APP_DIRS, BARE_DIRS, nextBin, type Router } from './builds.ts';
import { type BenchOptions } from './options.ts';
import { startServer, type Server } from './processes.ts';
import { REPORT_SCHEMA, type Meta, type VisitSummary } from './report.ts';
import { deployedNodeFlags } from '../lib/node-flags.cjs';

/** Ports of the benchmark's servers (its range is 5100-5199). */
export const PORTS = {
  bare: 5100,
  shell: 5101,
  shellApi: 5102,
  references: 5103,
  shellEdge: 5104,
  appShell: 5105,
  appBare: 5106,
  appReferences: 5107,
  brandApi: 5110,
  brandApp: 5111,
  lighthouse: 5190,
} as const;
export const SOURCEMAP_DIST = '.next-bench-sm';
export const INCREMENTAL_DIST = '.next-bench-incr';
export const BARE_SOURCEMAP_DIST = '.next-sm';
export const PERSONAS = [
  { name: 'logged-out', cookie: undefined },
  { name: 'client', cookie: 'dev_persona=client' },
] as const;

export function chromiumPath(): string {
  const path = process.env['CHROME_PATH'] || process.env['CHROMIUM_PATH'] || DEFAULT_CHROMIUM_PATH;
  if (!existsSync(path)) throw new Error(`No Chromium at ${path}: install Debian's chromium or set CHROME_PATH.`);
  return path;
}

function versionOf(root: string, pkg: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string })
      .version;
  } catch {
    return 'not installed';
  }
}

function git(root: string, args: readonly string[]): string {
  return spawnSync('git', [...args], { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? '';
}

export function meta(
  root: string,
  parts: Meta['parts'],
  date: string,
  durationSeconds: number,
  load: readonly number[],
): Meta {
  const chromium =
    spawnSync(process.env['CHROME_PATH'] || process.env['CHROMIUM_PATH'] || DEFAULT_CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
    }).stdout?.trim() || 'Chromium (version unknown)';
  return {
    schema: REPORT_SCHEMA,
    date,
    durationSeconds,
    parts,
    node: process.version,
    cores: cpus().length,
    cpu: cpus()[0]?.model.trim() ?? 'unknown CPU',
    memoryGb: totalmem() / 1024 ** 3,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: load,
    next: versionOf(root, 'next'),
    react: versionOf(root, 'react'),
    lighthouse: versionOf(root, 'lighthouse'),
    autocannon: versionOf(root, 'autocannon'),
    chromium,
    gitCommit: git(root, ['rev-parse', '--short', 'HEAD']),
    gitDirty: git(root, ['status', '--porcelain', '--untracked-files=no']) !== '',
  };
}

/** The build of `brand` by `router`'s app (apps/shell or apps/shell-app, `.next-<brand>`), which must exist. */
export function brandDist(root: string, brand: string, router: Router = 'pages'): string {
  const dir = join(root, APP_DIRS[router], `.next-${brand}`);
  if (!existsSync(join(dir, 'build-manifest.json'))) {
    const how = router === 'app' ? 'SHELL_ROUTER=app npm run build:brands' : 'npm run build:brands';
    throw new Error(
      `No build of brand "${brand}" at ${APP_DIRS[router]}/.next-${brand}: run ${how} first (or npm run bench with the build part).`,
    );
  }
  return dir;
}

/** First-load chunks of `page`, and the chunks of every other page (what route prefetching fetches). */
export function chunkSets(distDir: string, page: string): ChunkSets {
  const manifest = readBuildManifest(distDir);
  const firstLoad = firstLoadFiles(manifest, page).js;
  const otherPages = Object.entries(manifest.pages)
    .filter(([name]) => name !== page && name !== '/_app')
    .flatMap(([, files]) => files ?? [])
    .filter((file) => file.endsWith('.js') && !firstLoad.includes(file));
  return { firstLoad, otherPages };
}

/** The SDKs whose markers a served chunk contains (read from the build; none for other origins). */
function sdksIn(distDir: string, path: string, sdks: Budgets['thirdPartySdks']): string[] {
  if (!path.startsWith('/_next/static/')) return [];
  const file = join(distDir, path.slice('/_next/'.length));
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  return sdks.filter((sdk) => sdk.markers.some((m) => text.includes(m))).map((sdk) => sdk.id);
}

export function summariseVisit(
  persona: string,
  v: PageVisit,
  distDir: string,
  sdks: Budgets['thirdPartySdks'],
): VisitSummary {
  return {
    persona,
    status: v.status,
    hydrated: v.hydrated,
    hydratedAtMs: v.hydratedAtMs,
    totalJs: v.totalJs,
    firstLoadJs: v.firstLoadJs,
    routePrefetchJs: v.routePrefetchJs,
    lazyJs: v.lazyJs,
    otherOriginJs: v.otherOriginJs,
    beforeHydrationJs: v.beforeHydrationJs,
    // Answers from the (prefetch) cache carry no bytes: their bytes are in the prefetch request.
    scripts: v.scripts
      .filter((s) => s.transferred > 0)
      .map((s) => {
        const path = new URL(s.url).pathname;
        return {
          path,
          status: s.status,
          transferred: s.transferred,
          kind: s.kind,
          atMs: s.atMs,
          afterHydration: s.afterHydration,
          sdks: sdksIn(distDir, path, sdks),
        };
      }),
  };
}

/** Environment of every child process: no telemetry, no Nx daemon or cloud, production Node. */
function childEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', NEXT_TELEMETRY_DISABLED: '1' };
}

export class Bench {
  private readonly started = Date.now();
  readonly env = childEnv();
  /** The image's node flags (the Dockerfile's CMD): every server measured runs with them. */
  readonly nodeFlags: readonly string[];
  readonly date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');

  constructor(
    readonly root: string,
    readonly options: BenchOptions,
  ) {
    this.nodeFlags = deployedNodeFlags(root);
  }

  log(line: string): void {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(0).padStart(4);
    process.stdout.write(`[bench ${seconds} s] ${line}\n`);
  }

  elapsedSeconds(): number {
    return (Date.now() - this.started) / 1000;
  }

  devApi(port: number, brand: string): Promise<Server> {
    return startServer({
      name: `dev-api (${brand}) on ${port}`,
      command: 'node',
      args: [join(this.root, 'tools/dev-api/dist/main.js')],
      cwd: this.root,
      env: { ...this.env, DEV_API_PORT: String(port), SHELL_BRAND: brand },
      port,
      readyPath: '/__dev/health',
    });
  }

  /** `node` with the image's flags and `nodeArgs`, then `next start` on 127.0.0.1:`port`. */
  private nextStart(port: number, nodeArgs: readonly string[]): string[] {
    return [
      ...this.nodeFlags,
      ...nodeArgs,
      nextBin(this.root),
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ];
  }

  /**
   * The shell's app of `brand` (the Pages Router's, or `more.router`'s; its build `.next-<brand>`,
   * or `more.dist`), its backend on `apiPort`; `more.env` adds to its environment.
   */
  shellApp(
    port: number,
    brand: string,
    apiPort: number,
    nodeArgs: readonly string[] = [],
    more: {
      readonly dist?: string;
      readonly env?: Readonly<Record<string, string>>;
      readonly router?: Router;
    } = {},
  ): Promise<Server> {
    const router = more.router ?? 'pages';
    const dist = more.dist ?? `.next-${brand}`;
    if (more.dist === undefined) brandDist(this.root, brand, router);
    else if (!existsSync(join(this.root, APP_DIRS[router], dist, 'build-manifest.json')))
      throw new Error(`No build at ${APP_DIRS[router]}/${dist}.`);
    return startServer({
      name: `shell${router === 'app' ? ' (App Router)' : ''} ${brand} on ${port}`,
      command: 'node',
      args: this.nextStart(port, nodeArgs),
      cwd: join(this.root, APP_DIRS[router]),
      env: {
        ...this.env,
        NODE_ENV: 'production',
        SHELL_BRAND: brand,
        SHELL_DIST_DIR: dist,
        SHELL_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        // The stand-in from dev-api: nothing leaves the machine.
        SHELL_ACCESSIBILITY_WIDGET_URL: `http://127.0.0.1:${apiPort}/__dev/accessibility-widget.js`,
        ...more.env,
      },
      port,
      readyPath: '/health.txt',
    });
  }

  /**
   * The bare page (tools/bench/bare, or with `router` 'app' the bare App Router page of
   * tools/bench/bare-app); `extraEnv` tells its reference pages where the snapshot and the backend are.
   */
  bareApp(
    port: number,
    extraEnv: Readonly<Record<string, string>> = {},
    nodeArgs: readonly string[] = [],
    router: Router = 'pages',
  ): Promise<Server> {
    return startServer({
      name: `bare ${router === 'app' ? 'App Router ' : ''}page on ${port}`,
      command: 'node',
      args: this.nextStart(port, nodeArgs),
      cwd: join(this.root, BARE_DIRS[router]),
      env: { ...this.env, ...extraEnv, NODE_ENV: 'production' },
      port,
      readyPath: '/',
    });
  }
}
