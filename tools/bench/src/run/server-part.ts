// The server parts: SSR throughput and latency against the references, memory, the backend
// transport, CPU profiles and overlong request headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestTransport } from '@therapy-shell/request';
import { API_ORIGIN_ENV, SNAPSHOT_ENV, type SnapshotFile } from '../../bare/lib/snapshot.ts';
import { breakdownProfile, serverProfile, sourceLocator } from '../lib/cpu-profile.ts';
import { leanSnapshot, markupSnapshot } from '../lib/markup-snapshot.ts';
import { cpuMsOf, nextServerPid, rssOf, type Server } from './processes.ts';
import { type HtmlSize, type ProfileComparison, type ProfiledLoad, type Report } from './report.ts';
import { headerRatios, measureHeaders, type HeadersSection } from './headers.ts';
import { compare, load, REFERENCES } from './ssr.ts';
import { createNodeHttpTransport } from './node-http-transport.ts';
import { transportSection, type TransportSection } from './transports.ts';

import { Bench, PERSONAS, PORTS } from './bench.ts';

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
export async function snapshotsOf(url: string): Promise<SnapshotFile> {
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
  const built = join(bench.root, 'libs/shell-next/dist/page-load/backend-transport.js');
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
    const profile = serverProfile(profileDir, pid, server.name);
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

export async function ssrPart(bench: Bench): Promise<{ ssr?: Report['ssr']; rss?: Report['rss'] }> {
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
export async function headersPart(bench: Bench): Promise<HeadersSection> {
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
