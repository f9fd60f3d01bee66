// npm run bench (tools/bench/bench.mjs bundles this file and calls main): builds what it needs,
// measures the shell against the bare Pages Router page, and writes its report to dist/bench/
// (report.md and report.json; --baseline: the committed bench/). docs/benchmark.md explains the figures.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestTransport } from '@therapy-shell/request';
import { API_ORIGIN_ENV, SNAPSHOT_ENV, type SnapshotFile } from '../bare/lib/snapshot.ts';
import { BRAND_IDS, isBrandId, themeTokens, type BrandId } from '@therapy-shell/brand-config';
import { attributeFirstLoad } from './lib/attribution.ts';
import { breakdownProfile, sourceLocator, type CpuProfile } from './lib/cpu-profile.ts';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from './lib/brand-tokens.ts';
import { readBudgets, type Budgets } from './lib/budgets.ts';
import { firstLoadFiles, kB, measureFirstLoad, readBuildManifest } from './lib/first-load.ts';
import { CHECK_NAMES, runSizeLimit, sizeCheck } from './lib/size-limit.ts';
import { leanSnapshot, markupSnapshot } from './lib/markup-snapshot.ts';
import { findSdkMarkers, listFiles, sdkPackagesIn } from './lib/third-party.ts';
import { DEFAULT_CHROMIUM_PATH, launchChromium, visit, type ChunkSets, type PageVisit } from './run/browser.ts';
import { buildBare, buildBrands, buildShellWithSourceMaps, incrementalBuild, nextBin } from './run/builds.ts';
import { runLighthouse, startChromeForLighthouse, type LighthouseResult } from './run/lighthouse.ts';
import { parseOptions, USAGE, type BenchOptions } from './run/options.ts';
import { cpuMsOf, nextServerPid, rssOf, startServer, stopAll, type Server } from './run/processes.ts';
import {
  REPORT_SCHEMA,
  renderMarkdown,
  summaryRows,
  type HtmlSize,
  type Meta,
  type ProfileComparison,
  type ProfiledLoad,
  type Report,
  type SizeSection,
  type VisitSummary,
} from './run/report.ts';
import { headerRatios, measureHeaders, type HeadersSection } from './run/headers.ts';
import { deployedNodeFlags } from './lib/node-flags.cjs';
import { compare, load, REFERENCES } from './run/ssr.ts';
import { createNodeHttpTransport } from './run/node-http-transport.ts';
import { transportSection, type TransportSection } from './run/transports.ts';
import { p75Table, vitalsOf, type P75Row } from './lib/web-vitals-p75.cjs';

/** Ports of the benchmark's servers (its range is 5100-5199). */
const PORTS = {
  bare: 5100,
  shell: 5101,
  shellApi: 5102,
  references: 5103,
  shellEdge: 5104,
  brandApi: 5110,
  brandApp: 5111,
  lighthouse: 5190,
} as const;
const SOURCEMAP_DIST = '.next-bench-sm';
const INCREMENTAL_DIST = '.next-bench-incr';
const BARE_SOURCEMAP_DIST = '.next-sm';
const PERSONAS = [
  { name: 'logged-out', cookie: undefined },
  { name: 'client', cookie: 'dev_persona=client' },
] as const;

export interface MainInput {
  readonly root: string;
  readonly argv: readonly string[];
}

function chromiumPath(): string {
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

function meta(
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

function brandDist(root: string, brand: string): string {
  const dir = join(root, 'apps/shell', `.next-${brand}`);
  if (!existsSync(join(dir, 'build-manifest.json'))) {
    throw new Error(
      `No build of brand "${brand}" at apps/shell/.next-${brand}: run npm run build:brands first (or npm run bench with the build part).`,
    );
  }
  return dir;
}

/** First-load chunks of `page`, and the chunks of every other page (what route prefetching fetches). */
function chunkSets(distDir: string, page: string): ChunkSets {
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

function summariseVisit(persona: string, v: PageVisit, distDir: string, sdks: Budgets['thirdPartySdks']): VisitSummary {
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

class Bench {
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

  shellApp(port: number, brand: string, apiPort: number, nodeArgs: readonly string[] = []): Promise<Server> {
    brandDist(this.root, brand);
    return startServer({
      name: `shell ${brand} on ${port}`,
      command: 'node',
      args: this.nextStart(port, nodeArgs),
      cwd: join(this.root, 'apps/shell'),
      env: {
        ...this.env,
        NODE_ENV: 'production',
        SHELL_BRAND: brand,
        SHELL_DIST_DIR: `.next-${brand}`,
        SHELL_API_ORIGIN: `http://127.0.0.1:${apiPort}`,
        // The stand-in from dev-api: nothing leaves the machine.
        SHELL_ACCESSIBILITY_WIDGET_URL: `http://127.0.0.1:${apiPort}/__dev/accessibility-widget.js`,
      },
      port,
      readyPath: '/health.txt',
    });
  }

  /** The bare page; `extraEnv` tells its reference pages where the snapshot and the backend are. */
  bareApp(
    port: number,
    extraEnv: Readonly<Record<string, string>> = {},
    nodeArgs: readonly string[] = [],
  ): Promise<Server> {
    return startServer({
      name: `bare page on ${port}`,
      command: 'node',
      args: this.nextStart(port, nodeArgs),
      cwd: join(this.root, 'tools/bench/bare'),
      env: { ...this.env, ...extraEnv, NODE_ENV: 'production' },
      port,
      readyPath: '/',
    });
  }
}

async function sizePart(bench: Bench, budgets: Budgets, brands: readonly BrandId[]): Promise<SizeSection> {
  const { root } = bench;
  const bareDir = join(root, 'tools/bench/bare/.next');
  const bare = measureFirstLoad(bareDir, budgets.firstLoad.page);
  bench.log(`size: bare page first-load JS ${kB(bare.jsGzip)} (budgets.json: ${kB(budgets.firstLoad.bareGzip)})`);
  const tokens = distinctiveTokens(Object.fromEntries(BRAND_IDS.map((b) => [b, candidateTokens(themeTokens(b))])));
  const brandSizes = brands.map((brand) => {
    const dir = brandDist(root, brand);
    const measured = measureFirstLoad(dir, budgets.firstLoad.page);
    const { js } = firstLoadFiles(readBuildManifest(dir), budgets.firstLoad.page);
    const sdkFindings = findSdkMarkers(dir, js, budgets.thirdPartySdks);
    const foreign = findForeignBrandTokens(dir, listFiles(dir, 'static', ['.js', '.css']), brand, tokens);
    const foreignBrands = [...new Set(foreign.map((f) => f.brand))];
    bench.log(
      `size: ${brand} first-load JS ${kB(measured.jsGzip)} (${kB(measured.jsGzip - bare.jsGzip)} over bare), SDK findings ${sdkFindings.length}, other brands' data: ${foreignBrands.join(', ') || 'none'}`,
    );
    return {
      brand,
      jsGzip: measured.jsGzip,
      cssGzip: measured.cssGzip,
      files: measured.js.map((f) => ({ file: f.file, gzip: f.gzip })),
      budgetGzip: budgets.firstLoad.brands[brand] ?? 0,
      sdkFindings,
      foreignBrands,
    };
  });
  bench.log('size: building brand main with client source maps and the bare page with source maps');
  let attribution: SizeSection['attribution'];
  try {
    await buildShellWithSourceMaps(root, bench.env, SOURCEMAP_DIST);
    await buildBare(root, bench.env, BARE_SOURCEMAP_DIST, true);
    const shell = attributeFirstLoad(join(root, 'apps/shell', SOURCEMAP_DIST), budgets.firstLoad.page);
    const bareAttribution = attributeFirstLoad(
      join(root, 'tools/bench/bare', BARE_SOURCEMAP_DIST),
      budgets.firstLoad.page,
    );
    attribution = {
      brand: 'main',
      gzip: shell.gzip,
      groups: shell.groups,
      bareGroups: bareAttribution.groups,
      sdkPackages: sdkPackagesIn(shell, budgets.thirdPartySdks),
    };
    for (const group of shell.groups.filter((g) => g.kind === 'library'))
      bench.log(`size: ${group.name} adds ${kB(group.gzip)}`);
  } finally {
    rmSync(join(root, 'apps/shell', SOURCEMAP_DIST), { recursive: true, force: true });
    rmSync(join(root, 'tools/bench/bare', BARE_SOURCEMAP_DIST), { recursive: true, force: true });
  }
  // The import and worker budgets as npm test's size-limit step measures them (/.size-limit.mjs).
  const checks = await runSizeLimit(root, bench.env, brands);
  const imports = budgets.imports.map((entry) => {
    const check = sizeCheck(checks, CHECK_NAMES.import(entry.name));
    bench.log(`size: import ${entry.name} ${check.size} B gzip (budget ${entry.budgetGzip} B)`);
    return { name: entry.name, code: entry.code, gzip: check.size, budgetGzip: entry.budgetGzip };
  });
  const workerCheck = sizeCheck(checks, CHECK_NAMES.worker(budgets.offlineWorker.path));
  // .size-limit.mjs writes the script as the server answers it there.
  const workerBytes = statSync(join(root, 'dist/size-limit/sw.js')).size;
  bench.log(
    `size: service worker ${budgets.offlineWorker.path} ${workerCheck.size} B gzip, ${workerBytes} B as served (budget ${budgets.offlineWorker.budgetGzip} B)`,
  );
  const offlineWorker = {
    path: budgets.offlineWorker.path,
    bytes: workerBytes,
    gzip: workerCheck.size,
    budgetGzip: budgets.offlineWorker.budgetGzip,
  };
  return {
    measuredAt: bench.date,
    bare: { jsGzip: bare.jsGzip, cssGzip: bare.cssGzip, files: bare.js.map((f) => ({ file: f.file, gzip: f.gzip })) },
    brands: brandSizes,
    attribution,
    imports,
    offlineWorker,
  };
}

async function brandPagesPart(
  bench: Bench,
  budgets: Budgets,
  brands: readonly string[],
  doBrowser: boolean,
  doLighthouse: boolean,
): Promise<{ browser?: Report['browser']; lighthouse?: Report['lighthouse'] }> {
  const { root, options } = bench;
  const executable = chromiumPath();
  const browser = doBrowser ? await launchChromium(executable) : undefined;
  const chrome = doLighthouse ? await startChromeForLighthouse(executable, PORTS.lighthouse) : undefined;
  try {
    let bareVisit: VisitSummary | undefined;
    let bareLighthouse: LighthouseResult | undefined;
    const medianRun = async (url: string, port: number): Promise<LighthouseResult> => {
      const runs: LighthouseResult[] = [];
      const errors: string[] = [];
      // Lighthouse sometimes loses a trace (NO_NAVSTART and the like): such a run is repeated, up to
      // twice as many attempts as runs.
      for (let attempt = 0; runs.length < options.lighthouseRuns && attempt < options.lighthouseRuns * 2; attempt++) {
        try {
          runs.push(await runLighthouse(url, port));
        } catch (error) {
          errors.push((error as Error).message);
          bench.log(`lighthouse: ${url}: ${(error as Error).message} (trying again)`);
        }
      }
      if (runs.length === 0) throw new Error(`Lighthouse failed on ${url} every time: ${errors.join(' | ')}`);
      const byPerformance = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      return byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseResult;
    };
    {
      const bare = await bench.bareApp(PORTS.bare);
      try {
        if (browser) {
          const bareDir = join(root, 'tools/bench/bare/.next');
          bareVisit = summariseVisit(
            'any',
            await visit(browser, `${bare.url}/`, [], chunkSets(bareDir, budgets.firstLoad.page)),
            bareDir,
            budgets.thirdPartySdks,
          );
          bench.log(`browser: bare page ${kB(bareVisit.totalJs)} JS transferred`);
        }
        if (chrome) {
          bareLighthouse = await medianRun(`${bare.url}/`, chrome.port);
          bench.log(
            `lighthouse: bare page: performance ${bareLighthouse.performance}, accessibility ${bareLighthouse.accessibility}, CLS ${bareLighthouse.cls}`,
          );
        }
      } finally {
        await bare.stop();
      }
    }
    const browserBrands: { brand: string; personas: VisitSummary[] }[] = [];
    const realUserVitals: P75Row[] = [];
    const lighthouseBrands: ({ brand: string } & LighthouseResult)[] = [];
    for (const brand of brands) {
      const api = await bench.devApi(PORTS.brandApi, brand);
      try {
        const app = await bench.shellApp(PORTS.brandApp, brand, PORTS.brandApi);
        try {
          if (browser) {
            const distDir = brandDist(root, brand);
            const chunks = chunkSets(distDir, budgets.firstLoad.page);
            const personas: VisitSummary[] = [];
            for (const persona of PERSONAS) {
              const cookies = persona.cookie
                ? [{ name: 'dev_persona', value: persona.cookie.split('=')[1] ?? '' }]
                : [];
              const result = summariseVisit(
                persona.name,
                await visit(browser, `${app.url}/`, cookies, chunks),
                distDir,
                budgets.thirdPartySdks,
              );
              bench.log(
                `browser: ${brand} ${persona.name}: HTTP ${result.status}, hydrated at ${result.hydratedAtMs} ms, ${kB(result.totalJs)} JS (${kB(result.beforeHydrationJs)} before hydration, ${kB(result.routePrefetchJs)} route prefetch, ${kB(result.lazyJs)} lazy)`,
              );
              personas.push(result);
            }
            // The Web Vitals the shell sent during these visits, read from the brand's collector sink.
            try {
              const sink = await fetch(`http://127.0.0.1:${PORTS.brandApi}/__dev/events?e=ue`);
              const rows = p75Table(vitalsOf(await sink.json()));
              realUserVitals.push(...rows);
              for (const row of rows)
                bench.log(
                  `web vitals: ${row.brand} ${row.template}: LCP p75 ${row.LCP.p75 ?? 'n/a'} ms, CLS ${row.CLS.p75 ?? 'n/a'}, FCP ${row.FCP.p75 ?? 'n/a'} ms, TTFB ${row.TTFB.p75 ?? 'n/a'} ms`,
                );
            } catch (error) {
              bench.log(`web vitals: ${brand}: the collector sink could not be read (${(error as Error).message})`);
            }
            // report.json keeps every script of the first brand, the ten largest of the others.
            browserBrands.push({
              brand,
              personas:
                browserBrands.length === 0
                  ? personas
                  : personas.map((p) => ({
                      ...p,
                      scripts: [...p.scripts].sort((a, b) => b.transferred - a.transferred).slice(0, 10),
                    })),
            });
          }
          if (chrome) {
            const middle = await medianRun(`${app.url}/`, chrome.port);
            lighthouseBrands.push({ brand, ...middle });
            bench.log(
              `lighthouse: ${brand}: performance ${middle.performance}, accessibility ${middle.accessibility}, CLS ${middle.cls}`,
            );
          }
        } finally {
          await app.stop();
        }
      } finally {
        await api.stop();
      }
    }
    return {
      ...(browser && bareVisit
        ? { browser: { measuredAt: bench.date, bare: bareVisit, brands: browserBrands, realUserVitals } }
        : {}),
      ...(chrome
        ? {
            lighthouse: {
              measuredAt: bench.date,
              runs: options.lighthouseRuns,
              ...(bareLighthouse ? { bare: bareLighthouse } : {}),
              brands: lighthouseBrands,
            },
          }
        : {}),
    };
  } finally {
    await browser?.close();
    await chrome?.close();
  }
}

async function checkAnswers(url: string, cookie: string | undefined, what: string): Promise<void> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`${what} answered ${response.status} (not 200) on ${url}: ${body.slice(0, 300)}`);
}

/** The HTML of a page as served (the document with its page data), for its size. */
async function htmlOf(url: string, cookie: string | undefined): Promise<Buffer> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return Buffer.from(await response.arrayBuffer());
}

/** The shell's page for each benchmark visitor, as the reference pages render it. */
async function snapshotsOf(url: string): Promise<SnapshotFile> {
  const visitors: Record<string, SnapshotFile['visitors'][string]> = {};
  for (const persona of PERSONAS) {
    const response = await fetch(url, { headers: persona.cookie ? { cookie: persona.cookie } : {} });
    if (response.status !== 200)
      throw new Error(
        `The shell answered ${response.status} on ${url} (${persona.name}): no snapshot for the reference pages`,
      );
    const full = markupSnapshot(await response.text());
    visitors[persona.cookie ?? ''] = { full, lean: leanSnapshot(full) };
  }
  return { visitors };
}

/**
 * Which of React's server builds a server started with tools/scripts/react-renderer-probe.cjs has
 * loaded, once it has rendered a page (the probe prints it within 100 ms of a change).
 */
async function reactBuildsOf(server: Server): Promise<string> {
  await checkAnswers(`${server.url}/`, undefined, server.name);
  for (let waited = 0; waited <= 2_000; waited += 100) {
    const lines = server.output().match(/react server builds: [^\n]*/g);
    if (lines) return (lines.at(-1) as string).slice('react server builds: '.length) || 'none';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'not printed';
}

/**
 * The page-load step's transport as built (libs/shell-next/dist: what the shell's server runs)
 * against the node:http one written by hand, alone in this process against dev-api (run/transports.ts).
 */
async function transportPart(bench: Bench, apiPort: number): Promise<TransportSection> {
  const built = join(bench.root, 'libs/shell-next/dist/backend-transport.js');
  const { createBackendTransport } = (await import(pathToFileURL(built).href)) as {
    createBackendTransport: () => RequestTransport & { destroy(): Promise<void> };
  };
  const shipped = createBackendTransport();
  const reference = createNodeHttpTransport();
  try {
    const section = await transportSection(
      `http://127.0.0.1:${apiPort}`,
      shipped,
      reference,
      { pages: 2_000, concurrency: 20, rounds: 6, warmupPages: 1_000 },
      (line) => bench.log(line),
    );
    bench.log(
      `transport: shell-next's ${(section.shipped.medianCpuMsPerPage * 1000).toFixed(0)} µs CPU per page, node:http by hand ${(section.reference.medianCpuMsPerPage * 1000).toFixed(0)} µs`,
    );
    return section;
  } finally {
    await shipped.destroy();
    reference.destroy();
  }
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * The shell's server and the bare page's, each started afresh with `--cpu-prof` and loaded like the
 * rounds (a warm-up, then one round per visitor): where each one's CPU goes, from the samples of
 * the loaded windows only. V8 and process.hrtime share the monotonic clock, so the windows are
 * taken here and applied to the profile the server writes when it stops.
 */
async function profileServers(
  bench: Bench,
  settings: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<ProfileComparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-cpu-profile-'));
  const locate = sourceLocator();
  const profiled = async (
    name: 'shell' | 'bare',
    start: (nodeArgs: readonly string[]) => Promise<Server>,
  ): Promise<Map<string, ProfiledLoad>> => {
    const profileDir = join(dir, name);
    mkdirSync(profileDir);
    // On the command line: Node refuses --cpu-prof in NODE_OPTIONS.
    const server = await start(['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
    const windows: { persona: string; fromUs: number; toUs: number; requests: number }[] = [];
    let pid = server.pid;
    try {
      pid = nextServerPid(server.pid);
      for (const persona of PERSONAS) {
        await load(
          `${server.url}/`,
          { connections: settings.connections, durationSeconds: settings.warmupSeconds },
          persona.cookie,
        );
        const fromUs = nowUs();
        const round = await load(
          `${server.url}/`,
          { connections: settings.connections, durationSeconds: settings.durationSeconds },
          persona.cookie,
        );
        windows.push({ persona: persona.name, fromUs, toUs: nowUs(), requests: round.requests });
        bench.log(`profile ${name} ${persona.name}: ${round.requestsPerSecond.toFixed(0)} req/s while profiled`);
      }
    } finally {
      await server.stop();
    }
    // The serving process's profile (named after its pid), else the largest one written.
    const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
    const file =
      files.find((f) => f.includes(`.${pid}.`)) ??
      [...files].sort((a, b) => statSync(join(profileDir, b)).size - statSync(join(profileDir, a)).size)[0];
    if (!file)
      throw new Error(
        `${server.name} wrote no CPU profile to ${profileDir}: it should write one when it exits on SIGTERM.`,
      );
    const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as CpuProfile;
    return new Map(
      windows.map((w) => [w.persona, { requests: w.requests, breakdown: breakdownProfile(profile, locate, w) }]),
    );
  };
  try {
    const shell = await profiled('shell', (nodeArgs) => bench.shellApp(PORTS.shell, 'main', PORTS.shellApi, nodeArgs));
    const bare = await profiled('bare', (nodeArgs) => bench.bareApp(PORTS.bare, {}, nodeArgs));
    return PERSONAS.map((persona) => {
      const ofShell = shell.get(persona.name);
      const ofBare = bare.get(persona.name);
      if (!ofShell || !ofBare) throw new Error(`No profile of ${persona.name}`);
      bench.log(
        `profile ${persona.name}: busy CPU per answer: bare ${(ofBare.breakdown.busyMs / ofBare.requests).toFixed(2)} ms, shell ${(ofShell.breakdown.busyMs / ofShell.requests).toFixed(2)} ms`,
      );
      return { persona: persona.name, durationSeconds: settings.durationSeconds, shell: ofShell, bare: ofBare };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function ssrPart(bench: Bench): Promise<{ ssr?: Report['ssr']; rss?: Report['rss'] }> {
  const { options } = bench;
  const doSsr = options.parts.includes('ssr');
  const doRss = options.parts.includes('rss');
  const result: { ssr?: Report['ssr']; rss?: Report['rss'] } = {};
  const api = await bench.devApi(PORTS.shellApi, 'main');
  try {
    if (doSsr) {
      // Each shell server prints which of React's server builds it loaded; the second one is the same
      // build without the Node renderer (Next.js's default), measured in the same rounds.
      const probe = ['--require', join(bench.root, 'tools/scripts/react-renderer-probe.cjs')];
      const shell = await bench.shellApp(PORTS.shell, 'main', PORTS.shellApi, probe);
      const shellEdge = await bench.shellApp(PORTS.shellEdge, 'main', PORTS.shellApi, [
        ...probe,
        '--import',
        join(bench.root, 'tools/bench/bare/edge-renderer.mjs'),
      ]);
      const reactBuilds = { shell: await reactBuildsOf(shell), 'edge-renderer': await reactBuildsOf(shellEdge) };
      bench.log(
        `ssr: React builds loaded: shell ${reactBuilds.shell}; without the Node renderer ${reactBuilds['edge-renderer']}`,
      );
      // The reference pages render the shell's page as it is served now, for each visitor.
      const snapshotPath = join(bench.root, 'dist/bench/markup-snapshot.json');
      mkdirSync(dirname(snapshotPath), { recursive: true });
      writeFileSync(snapshotPath, JSON.stringify(await snapshotsOf(`${shell.url}/`)));
      const bare = await bench.bareApp(PORTS.bare);
      // The reference pages come from a server of the bare app of their own, rendering with React's
      // Node build as the shell does (the bare page keeps Next.js's default: docs/benchmark.md).
      const referenceServer = await bench.bareApp(
        PORTS.references,
        { [SNAPSHOT_ENV]: snapshotPath, [API_ORIGIN_ENV]: `http://127.0.0.1:${PORTS.shellApi}` },
        ['--import', join(bench.root, 'tools/bench/bare/node-renderer.mjs')],
      );
      try {
        const settings = {
          connections: options.connections,
          durationSeconds: options.durationSeconds,
          warmupSeconds: options.warmupSeconds,
          rounds: options.rounds,
        };
        const personas = [];
        const html: HtmlSize[] = [];
        const references = Object.fromEntries(
          Object.keys(REFERENCES).map((name) => [name, `${referenceServer.url}/reference/${name}`]),
        );
        for (const persona of PERSONAS) {
          await checkAnswers(`${shell.url}/`, persona.cookie, `The shell (${persona.name})`);
          await checkAnswers(
            `${shellEdge.url}/`,
            persona.cookie,
            `The shell without the Node renderer (${persona.name})`,
          );
          await checkAnswers(`${bare.url}/`, persona.cookie, 'The bare page');
          const [shellHtml, bareHtml] = await Promise.all([
            htmlOf(`${shell.url}/`, persona.cookie),
            htmlOf(`${bare.url}/`, persona.cookie),
          ]);
          html.push({
            persona: persona.name,
            shellBytes: shellHtml.length,
            shellGzip: gzipSync(shellHtml).length,
            bareBytes: bareHtml.length,
            bareGzip: gzipSync(bareHtml).length,
          });
          for (const url of Object.values(references)) await checkAnswers(url, persona.cookie, 'A reference page');
          // CPU per answer of the process that serves each target: the shell's (and its variant's), the
          // bare page's or the reference pages'.
          const pids: Record<string, number> = {
            shell: nextServerPid(shell.pid),
            bare: nextServerPid(bare.pid),
            'edge-renderer': nextServerPid(shellEdge.pid),
          };
          const referencesPid = nextServerPid(referenceServer.pid);
          const cpuMs = (target: string) => cpuMsOf(pids[target] ?? referencesPid);
          const compared = await compare(
            {
              shell: `${shell.url}/`,
              bare: `${bare.url}/`,
              references,
              variants: { 'edge-renderer': `${shellEdge.url}/` },
            },
            settings,
            persona.name,
            persona.cookie,
            (line) => bench.log(line),
            load,
            cpuMs,
          );
          bench.log(
            `ssr ${persona.name}: throughput ${compared.throughputRatio.toFixed(2)}x bare, p99 ${compared.p99Ratio.toFixed(2)}x bare; references: ${(compared.references ?? []).map((r) => `${r.name} ${r.throughputRatio.toFixed(2)}x / p99 ${r.p99Ratio.toFixed(2)}x`).join(', ')}`,
          );
          personas.push(compared);
        }
        await shell.stop();
        await shellEdge.stop();
        await bare.stop();
        await referenceServer.stop();
        const transports = await transportPart(bench, PORTS.shellApi);
        const profiles = await profileServers(bench, settings);
        result.ssr = {
          measuredAt: bench.date,
          settings,
          personas,
          profiles,
          html,
          transports,
          reactBuilds,
          nodeFlags: bench.nodeFlags,
        };
      } finally {
        await shell.stop();
        await shellEdge.stop();
        await bare.stop();
        await referenceServer.stop();
      }
    }
    if (doRss) {
      const measure = async (server: Server) => {
        const pid = nextServerPid(server.pid);
        const startBytes = rssOf(pid) ?? null;
        const round = await load(`${server.url}/`, { connections: options.connections, amount: options.rssRequests });
        const afterBytes = rssOf(pid) ?? null;
        bench.log(
          `rss: ${server.name}: ${startBytes === null ? 'n/a' : (startBytes / 1048576).toFixed(0)} MB after start, ${afterBytes === null ? 'n/a' : (afterBytes / 1048576).toFixed(0)} MB after ${round.requests} requests (${round.non2xx} non-2xx)`,
        );
        return { startBytes, afterBytes };
      };
      // Fresh servers, so the figure is the memory after exactly these requests.
      const shell = await bench.shellApp(PORTS.shell, 'main', PORTS.shellApi);
      let shellRss;
      try {
        shellRss = await measure(shell);
      } finally {
        await shell.stop();
      }
      const bare = await bench.bareApp(PORTS.bare);
      let bareRss;
      try {
        bareRss = await measure(bare);
      } finally {
        await bare.stop();
      }
      result.rss = {
        measuredAt: bench.date,
        requests: options.rssRequests,
        connections: options.connections,
        shell: shellRss,
        bare: bareRss,
        nodeFlags: bench.nodeFlags,
      };
    }
  } finally {
    await api.stop();
  }
  return result;
}

/** The shell's server against overlong User-Agents (docs/deploy.md): see run/headers.ts. */
async function headersPart(bench: Bench): Promise<HeadersSection> {
  const api = await bench.devApi(PORTS.shellApi, 'main');
  try {
    const shell = await bench.shellApp(PORTS.shell, 'main', PORTS.shellApi);
    try {
      await load(`${shell.url}/`, { connections: 4, durationSeconds: bench.options.warmupSeconds });
      const section = await measureHeaders(
        `${shell.url}/`,
        { connections: 8, durationSeconds: 5 },
        (url, settings) => load(url, settings),
        bench.date,
      );
      const { longThroughputRatio, besideP99Ratio } = headerRatios(section);
      bench.log(
        `headers: pages with a 15 kB User-Agent ${longThroughputRatio.toFixed(2)}x as many per second as with a normal one; normal visitors' p99 beside them ${besideP99Ratio.toFixed(2)}x beside normal ones`,
      );
      return section;
    } finally {
      await shell.stop();
    }
  } finally {
    await api.stop();
  }
}

function previousReport(path: string): Partial<Report> {
  if (!existsSync(path)) return {};
  try {
    const report = JSON.parse(readFileSync(path, 'utf8')) as Partial<Report>;
    return report.meta?.schema === REPORT_SCHEMA ? report : {};
  } catch {
    return {};
  }
}

/**
 * Runs the benchmark; resolves to the exit status.
 *
 * @example
 * process.exitCode = await main({ root, argv: process.argv.slice(2) });
 */
export async function main({ root, argv }: MainInput): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const load = loadavg();
  const bench = new Bench(root, options);
  const { parts } = options;
  bench.log(`parts: ${parts.join(', ')}`);
  const reportDir = join(root, options.out);
  const jsonPath = join(reportDir, 'report.json');
  // The rows this run does not measure come from the last report written there, else the baseline.
  const previous = options.fresh
    ? {}
    : previousReport(existsSync(jsonPath) ? jsonPath : join(root, 'bench', 'report.json'));
  const sections: { -readonly [K in keyof Omit<Report, 'meta'>]?: Report[K] } = {};
  try {
    // The launcher (bench.mjs) has built the libraries and dev-api through Nx before loading this.
    if (parts.includes('build')) {
      bench.log('build: npm run build:brands (libraries through Nx, then every brand)');
      const allBrands = await buildBrands(root, bench.env);
      bench.log(`build: all brands in ${allBrands.seconds.toFixed(0)} s`);
      const library = /^libs\/([^/]+)\//.exec(options.changeFile)?.[1];
      if (!library)
        throw new Error(`--change-file must be a file of a library (libs/<name>/...), got ${options.changeFile}`);
      bench.log(`build: brand main after a one-line change of ${options.changeFile}`);
      const incremental = await incrementalBuild(root, bench.env, options.changeFile, library, INCREMENTAL_DIST);
      bench.log(`build: one-line change rebuilt in ${incremental.seconds.toFixed(0)} s (${incremental.nxSummary})`);
      sections.builds = { measuredAt: bench.date, allBrands, incremental };
    }
    const brands = options.brands ?? [...BRAND_IDS];
    const unknown = brands.filter((b) => !isBrandId(b));
    if (unknown.length > 0)
      throw new Error(`--brands: unknown brand ${unknown.join(', ')}. Brands: ${BRAND_IDS.join(', ')}.`);
    const budgets = readBudgets(root, BRAND_IDS);
    if (parts.some((p) => p !== 'build')) {
      bench.log('bare page: next build of tools/bench/bare');
      await buildBare(root, bench.env, '.next', false);
    }
    if (parts.includes('size')) sections.size = await sizePart(bench, budgets, brands.filter(isBrandId));
    if (parts.includes('browser') || parts.includes('lighthouse')) {
      Object.assign(
        sections,
        await brandPagesPart(bench, budgets, brands, parts.includes('browser'), parts.includes('lighthouse')),
      );
    }
    if (parts.includes('ssr') || parts.includes('rss')) Object.assign(sections, await ssrPart(bench));
    if (parts.includes('headers')) sections.headers = await headersPart(bench);
    const report: Report = {
      ...previous,
      ...sections,
      meta: meta(root, parts, bench.date, bench.elapsedSeconds(), load),
    };
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(
      join(reportDir, 'report.md'),
      renderMarkdown(report, budgets, relative(reportDir, join(root, 'docs', 'benchmark.md'))),
    );
    const rows = summaryRows(report, budgets);
    const failed = rows.filter((r) => r.verdict === 'fail');
    bench.log(
      `wrote ${options.out}/report.md and ${options.out}/report.json in ${(bench.elapsedSeconds() / 60).toFixed(1)} min`,
    );
    for (const row of failed) bench.log(`FAIL ${row.figure}: ${row.shell} (target ${row.target})`);
    bench.log(`${rows.filter((r) => r.verdict === 'pass').length} rows pass, ${failed.length} fail`);
    return options.strict && failed.length > 0 ? 1 : 0;
  } catch (error) {
    process.stderr.write(`\nbench failed: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  } finally {
    await stopAll();
  }
}
