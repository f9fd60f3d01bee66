// The App Router part (`app`): the shell's App Router app (apps/shell-app, `SHELL_ROUTER=app npm run
// build:brands`) against a bare App Router page of the same Next.js and React (tools/bench/bare-app,
// built with the Next.js config the shell's app renders with) and against its own `ceiling` (the
// shell's App Router page rendered again as Server Components, with the four per-visitor backend
// calls and no shell code), as the other parts measure the Pages Router's app against
// tools/bench/bare:
// - first-load JavaScript of `/` per brand, read from the served page (served-first-load.ts), with
//   the SDK markers of each script and other brands' data in the build's client files;
// - SSR throughput and p99 of `/` of brand main per visitor, with the bare App Router page, the
//   ceiling and the Pages Router's shell in the same rounds (what the choice of router costs);
// - Lighthouse mobile per brand (and of the bare App Router page).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BRAND_IDS, themeTokens, type BrandId } from '@therapy-shell/brand-config';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from '../lib/brand-tokens.ts';
import { type Budgets } from '../lib/budgets.ts';
import { attributeFiles } from '../lib/attribution.ts';
import { kB } from '../lib/first-load.ts';
import { appMarkupSnapshot, leanSnapshot } from '../lib/markup-snapshot.ts';
import { servedFirstLoad, type ServedFirstLoad } from '../lib/served-first-load.ts';
import { listFiles, type SdkFinding } from '../lib/third-party.ts';
import { API_ORIGIN_ENV, SNAPSHOT_ENV, type SnapshotFile } from '../../bare/lib/snapshot.ts';
import { BARE_SOURCEMAP_DIST, Bench, PERSONAS, PORTS, SOURCEMAP_DIST, brandDist, chromiumPath } from './bench.ts';
import { buildBare, buildShellWithSourceMaps } from './builds.ts';
import { startChromeForLighthouse, type LighthouseResult } from './lighthouse.ts';
import { medianLighthouse } from './pages-part.ts';
import { cpuMsOf, nextServerPid, type Server } from './processes.ts';
import { type AppRouterSection, type HtmlSize } from './report-model.ts';
import { compare, load, type PersonaResult } from './ssr.ts';

/** The first load of one served page, as the report keeps it. */
function firstLoadOf(served: ServedFirstLoad): AppRouterSection['bare'] {
  return {
    jsGzip: served.jsGzip,
    jsBytes: served.jsBytes,
    files: served.js.map((f) => ({ file: f.file, gzip: f.gzip })),
  };
}

/**
 * The page of `server` for each benchmark visitor, as the App Router's ceiling renders it again.
 *
 * @example
 * writeFileSync(snapshotPath, JSON.stringify(await appSnapshotsOf('http://127.0.0.1:5105/')));
 */
export async function appSnapshotsOf(url: string): Promise<SnapshotFile> {
  const visitors: Record<string, SnapshotFile['visitors'][string]> = {};
  for (const persona of PERSONAS) {
    const response = await fetch(url, { headers: persona.cookie ? { cookie: persona.cookie } : {} });
    if (response.status !== 200)
      throw new Error(`The App Router shell answered ${response.status} on ${url} (${persona.name}): no snapshot`);
    const full = appMarkupSnapshot(await response.text());
    visitors[persona.cookie ?? ''] = { full, lean: leanSnapshot(full) };
  }
  return { visitors };
}

async function htmlGzip(url: string, cookie: string | undefined): Promise<{ bytes: number; gzip: number }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { bytes: body.length, gzip: gzipSync(body).length };
}

/** SSR of brand main's `/` per visitor: App Router shell, bare App Router page, ceiling, Pages Router shell. */
async function appSsr(bench: Bench): Promise<NonNullable<AppRouterSection['ssr']>> {
  const { options, root } = bench;
  const servers: Server[] = [];
  const api = await bench.devApi(PORTS.shellApi, 'main');
  try {
    const shell = await bench.shellApp(PORTS.appShell, 'main', PORTS.shellApi, [], { router: 'app' });
    servers.push(shell);
    const pages = await bench.shellApp(PORTS.shell, 'main', PORTS.shellApi);
    servers.push(pages);
    const snapshotPath = join(root, 'dist/bench/app-markup-snapshot.json');
    mkdirSync(dirname(snapshotPath), { recursive: true });
    writeFileSync(snapshotPath, JSON.stringify(await appSnapshotsOf(`${shell.url}/`)));
    // The bare page and the ceiling share one server, as the Pages Router's references do. No
    // renderer preload: the App Router renders with the React Next.js bundles in its runtime, the
    // shell's App Router app too (installNodeRenderer changes nothing there: apps/shell-app/README.md).
    const bare = await bench.bareApp(
      PORTS.appBare,
      { [SNAPSHOT_ENV]: snapshotPath, [API_ORIGIN_ENV]: `http://127.0.0.1:${PORTS.shellApi}` },
      [],
      'app',
    );
    servers.push(bare);
    const settings = {
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
      rounds: options.rounds,
    };
    const pids: Record<string, number> = {
      shell: nextServerPid(shell.pid),
      bare: nextServerPid(bare.pid),
      ceiling: nextServerPid(bare.pid),
      'pages-router': nextServerPid(pages.pid),
    };
    const personas: PersonaResult[] = [];
    const html: HtmlSize[] = [];
    for (const persona of PERSONAS) {
      const [shellHtml, bareHtml] = await Promise.all([
        htmlGzip(`${shell.url}/`, persona.cookie),
        htmlGzip(`${bare.url}/`, persona.cookie),
      ]);
      await htmlGzip(`${bare.url}/reference/ceiling`, persona.cookie);
      await htmlGzip(`${pages.url}/`, persona.cookie);
      html.push({
        persona: persona.name,
        shellBytes: shellHtml.bytes,
        shellGzip: shellHtml.gzip,
        bareBytes: bareHtml.bytes,
        bareGzip: bareHtml.gzip,
      });
      const compared = await compare(
        {
          shell: `${shell.url}/`,
          bare: `${bare.url}/`,
          references: { ceiling: `${bare.url}/reference/ceiling` },
          variants: { 'pages-router': `${pages.url}/` },
        },
        settings,
        `app ${persona.name}`,
        persona.cookie,
        (line) => bench.log(line),
        load,
        // One target is loaded at a time, so the bare page's and the ceiling's shared process
        // spends its CPU of a round on that round's target.
        (target) => {
          const pid = pids[target];
          return pid === undefined ? undefined : cpuMsOf(pid);
        },
      );
      personas.push({ ...compared, persona: persona.name });
    }
    return { settings, personas, html };
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await api.stop();
  }
}

/** A served page's first-load scripts of the build (`static/...`) and the others (the shell's texts), by path. */
function splitServed(served: ServedFirstLoad): { build: string[]; other: { file: string; gzip: number }[] } {
  const build: string[] = [];
  const other: { file: string; gzip: number }[] = [];
  for (const file of served.js) {
    if (file.file.startsWith('/_next/static/')) build.push(file.file.slice('/_next/'.length));
    else other.push({ file: file.file, gzip: file.gzip });
  }
  return { build, other };
}

/**
 * Where brand main's App Router first load comes from, beside the bare App Router page's: both built
 * again with client source maps, served, and their first-load scripts attributed by source (the
 * Pages Router's attribution, lib/attribution.ts). Scripts not of the build (the shell's texts,
 * served by its proxy) are listed apart.
 */
async function appAttribution(bench: Bench): Promise<NonNullable<AppRouterSection['attribution']>> {
  const { root } = bench;
  const shellDir = join(root, 'apps/shell-app', SOURCEMAP_DIST);
  const bareDir = join(root, 'tools/bench/bare-app', BARE_SOURCEMAP_DIST);
  try {
    bench.log('app: building brand main and the bare App Router page with client source maps');
    await buildShellWithSourceMaps(root, bench.env, SOURCEMAP_DIST, 'app');
    await buildBare(root, bench.env, BARE_SOURCEMAP_DIST, true, 'app');
    const api = await bench.devApi(PORTS.brandApi, 'main');
    let shellServed: ServedFirstLoad;
    try {
      const app = await bench.shellApp(PORTS.brandApp, 'main', PORTS.brandApi, [], {
        router: 'app',
        dist: SOURCEMAP_DIST,
      });
      try {
        shellServed = await servedFirstLoad(`${app.url}/`);
      } finally {
        await app.stop();
      }
    } finally {
      await api.stop();
    }
    const bare = await bench.bareApp(PORTS.appBare, { BARE_DIST_DIR: BARE_SOURCEMAP_DIST }, [], 'app');
    let bareServed: ServedFirstLoad;
    try {
      bareServed = await servedFirstLoad(`${bare.url}/`);
    } finally {
      await bare.stop();
    }
    const shell = splitServed(shellServed);
    const shellAttribution = attributeFiles(shellDir, shell.build, '/');
    const bareAttribution = attributeFiles(bareDir, splitServed(bareServed).build, '/');
    for (const group of shellAttribution.groups.filter((g) => g.kind === 'library'))
      bench.log(`app: ${group.name} adds ${kB(group.gzip)}`);
    return {
      brand: 'main',
      gzip: shellAttribution.gzip,
      groups: shellAttribution.groups,
      bareGroups: bareAttribution.groups,
      served: shell.other,
    };
  } finally {
    rmSync(shellDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
}

export async function appRouterPart(
  bench: Bench,
  budgets: Budgets,
  brands: readonly BrandId[],
): Promise<AppRouterSection> {
  const { root } = bench;
  bench.log('app: next build of tools/bench/bare-app (the bare App Router page and its ceiling)');
  await buildBare(root, bench.env, '.next', false, 'app');
  const tokens = distinctiveTokens(Object.fromEntries(BRAND_IDS.map((b) => [b, candidateTokens(themeTokens(b))])));
  const chrome = await startChromeForLighthouse(chromiumPath(), PORTS.lighthouse);
  try {
    let bare: AppRouterSection['bare'];
    let bareLighthouse: LighthouseResult;
    {
      const server = await bench.bareApp(PORTS.appBare, {}, [], 'app');
      try {
        bare = firstLoadOf(await servedFirstLoad(`${server.url}/`));
        bench.log(`app: bare App Router page first-load JS ${kB(bare.jsGzip)}`);
        bareLighthouse = await medianLighthouse(bench, `${server.url}/`, chrome.port);
      } finally {
        await server.stop();
      }
    }
    const brandRows: AppRouterSection['brands'][number][] = [];
    for (const brand of brands) {
      const dir = brandDist(root, brand, 'app');
      const api = await bench.devApi(PORTS.brandApi, brand);
      try {
        const app = await bench.shellApp(PORTS.brandApp, brand, PORTS.brandApi, [], { router: 'app' });
        try {
          const sdkFindings: SdkFinding[] = [];
          const served = await servedFirstLoad(`${app.url}/`, {
            onScript: (file, text) => {
              for (const sdk of budgets.thirdPartySdks) {
                const marker = sdk.markers.find((m) => text.includes(m));
                if (marker) sdkFindings.push({ sdk: sdk.id, file, marker });
              }
            },
          });
          const foreign = findForeignBrandTokens(dir, listFiles(dir, 'static', ['.js', '.css']), brand, tokens);
          const foreignBrands = [...new Set(foreign.map((f) => f.brand))];
          const lighthouse = await medianLighthouse(bench, `${app.url}/`, chrome.port);
          bench.log(
            `app: ${brand} first-load JS ${kB(served.jsGzip)} (${kB(served.jsGzip - bare.jsGzip)} over the bare App Router page), SDK findings ${sdkFindings.length}, other brands' data: ${foreignBrands.join(', ') || 'none'}; Lighthouse ${lighthouse.performance} / ${lighthouse.accessibility} / CLS ${lighthouse.cls}`,
          );
          brandRows.push({ brand, ...firstLoadOf(served), sdkFindings, foreignBrands, lighthouse });
        } finally {
          await app.stop();
        }
      } finally {
        await api.stop();
      }
    }
    await chrome.close();
    return {
      measuredAt: bench.date,
      bare,
      bareLighthouse,
      lighthouseRuns: bench.options.lighthouseRuns,
      brands: brandRows,
      attribution: await appAttribution(bench),
      ssr: await appSsr(bench),
    };
  } finally {
    await chrome.close();
  }
}
