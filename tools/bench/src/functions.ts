// node tools/bench/profile-functions.mjs [options] (bundled and called like the benchmark's main):
// where the shell's CPU goes function by function against the `ceiling` reference page
// (docs/ssr-performance.md, "Where the CPU goes"). Brand main's `/` and `ceiling` are served as
// `npm run bench` serves them, each with `--cpu-prof`, and loaded alternately with autocannon; every
// sample of the loaded windows is given to its function (lib/function-profile.ts). With `--heap` it
// counts what each answer allocates instead (heap-sampler.cjs). `--base-dist` serves a second build
// of the shell beside them, to compare two builds. `--router=app` profiles the App Router's app
// (apps/shell-app) against the App Router's ceiling (tools/bench/bare-app) instead. Read only
// differences measured in the same run.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { API_ORIGIN_ENV, SNAPSHOT_ENV } from '../bare/lib/snapshot.ts';
import { serverProfile, sourceLocator, type Locate } from './lib/cpu-profile.ts';
import {
  cpuStacks,
  differences,
  functionTables,
  heapStacks,
  type FunctionTables,
  type HeapProfile,
} from './lib/function-profile.ts';
import { Bench, PERSONAS, PORTS } from './run/bench.ts';
import { parseOptions } from './run/options.ts';
import { cpuMsOf, nextServerPid, stopAll, type Server } from './run/processes.ts';
import { appSnapshotsOf } from './run/app-router-part.ts';
import { snapshotsOf } from './run/server-part.ts';
import { load } from './run/ssr.ts';

export const FUNCTIONS_USAGE = `node tools/bench/profile-functions.mjs [options]
  --router=pages          the shell's app: pages (apps/shell) or app (the App Router's, apps/shell-app,
                          against the App Router's ceiling)
  --dist=.next-main       the shell's build to profile (apps/shell/<dist>, or apps/shell-app/<dist>)
  --base-dist=<dir>       a second build of the shell, profiled beside it
  --seconds=8             length of each loaded window
  --rounds=2              windows per target and visitor
  --top=40                rows of the function tables
  --visitors=logged-out,client
  --heap                  kB allocated per answer instead of CPU time
  --no-profile            only the rounds' CPU per answer (/proc), no tables
  --out=<dir>             where the profiles and rounds go (default: a new temporary folder)
Needs brand main's build (npm run build:brands -- main, with SHELL_ROUTER=app for --router=app) and
the bare app's (npm run bench builds it; its app part the bare App Router app's).`;

interface Window {
  readonly target: string;
  readonly visitor: string;
  readonly fromUs: number;
  readonly toUs: number;
  readonly requests: number;
  /** Which window of its target this is (1, 2, ...): the heap sampler's profile of it. */
  readonly index: number;
}

const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Ends the server's heap window and waits until it wrote `heap-<n>.heapprofile` (see heap-sampler.cjs). */
async function heapWindowWritten(dir: string, pid: number, n: number): Promise<void> {
  process.kill(pid, 'SIGUSR2');
  const file = join(dir, `heap-${n}.heapprofile`);
  for (let waited = 0; waited < 60_000; waited += 100) {
    try {
      JSON.parse(readFileSync(file, 'utf8'));
      return;
    } catch {
      // not (completely) written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No heap profile ${file} within 60 s`);
}

const fixed = (value: number) => value.toFixed(1).padStart(7);

/**
 * Runs the profile; resolves to the exit status.
 *
 * @example
 * process.exitCode = await functions({ root, argv: ['--heap'] });
 */
export async function functions({ root, argv }: { root: string; argv: readonly string[] }): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      router: { type: 'string', default: 'pages' },
      dist: { type: 'string', default: '.next-main' },
      'base-dist': { type: 'string' },
      seconds: { type: 'string', default: '8' },
      rounds: { type: 'string', default: '2' },
      top: { type: 'string', default: '40' },
      visitors: { type: 'string' },
      heap: { type: 'boolean', default: false },
      'no-profile': { type: 'boolean', default: false },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${FUNCTIONS_USAGE}\n`);
    return 0;
  }
  const router = values.router;
  if (router !== 'pages' && router !== 'app') throw new Error(`--router is pages or app, not "${router}".`);
  const seconds = Number(values.seconds);
  const rounds = Number(values.rounds);
  const top = Number(values.top);
  if (![seconds, rounds, top].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('--seconds, --rounds and --top take whole numbers above 0.');
  const heap = values.heap;
  const profile = !values['no-profile'] && !heap;
  const visitors = PERSONAS.filter((v) => !values.visitors || values.visitors.split(',').includes(v.name));
  if (visitors.length === 0) throw new Error(`--visitors names none of ${PERSONAS.map((v) => v.name).join(', ')}.`);
  const out = values.out ?? mkdtempSync(join(tmpdir(), 'profile-functions-'));
  mkdirSync(out, { recursive: true });
  const bench = new Bench(root, parseOptions([]));
  const heapSampler = join(root, 'tools/bench/heap-sampler.cjs');

  // Each target's node flags (on the command line: Node refuses --cpu-prof in NODE_OPTIONS) and its
  // heap sampler's folder.
  const profiledBy = (target: string): { dir: string; nodeArgs: string[]; env: Record<string, string> } => {
    const dir = join(out, target);
    mkdirSync(dir, { recursive: true });
    return {
      dir,
      nodeArgs: [
        ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'] : []),
        ...(heap ? ['--require', heapSampler] : []),
      ],
      env: heap ? { HEAP_SAMPLE_DIR: dir } : {},
    };
  };
  const targets: { name: string; server: Server; url: string; dir: string; pid: number }[] = [];
  const windows: Window[] = [];
  const api = await bench.devApi(PORTS.shellApi, 'main');
  try {
    const shellRun = profiledBy('shell');
    const shell = await bench.shellApp(PORTS.shell, 'main', PORTS.shellApi, shellRun.nodeArgs, {
      dist: values.dist,
      env: shellRun.env,
      router,
    });
    targets.push({ name: 'shell', server: shell, url: `${shell.url}/`, dir: shellRun.dir, pid: shell.pid });
    const snapshot = join(out, 'snapshot.json');
    const snapshots = router === 'app' ? appSnapshotsOf : snapshotsOf;
    writeFileSync(snapshot, JSON.stringify(await snapshots(`${shell.url}/`)));
    const ceilingRun = profiledBy('ceiling');
    // As npm run bench serves them: the Pages Router's references with React's Node build, the App
    // Router's with the React Next.js bundles in its runtime.
    const ceiling = await bench.bareApp(
      PORTS.references,
      { [SNAPSHOT_ENV]: snapshot, [API_ORIGIN_ENV]: `http://127.0.0.1:${PORTS.shellApi}`, ...ceilingRun.env },
      router === 'app'
        ? ceilingRun.nodeArgs
        : [...ceilingRun.nodeArgs, '--import', join(root, 'tools/bench/bare/node-renderer.mjs')],
      router,
    );
    targets.push({
      name: 'ceiling',
      server: ceiling,
      url: `${ceiling.url}/reference/ceiling`,
      dir: ceilingRun.dir,
      pid: ceiling.pid,
    });
    const baseDist = values['base-dist'];
    if (baseDist !== undefined) {
      const baseRun = profiledBy('base');
      const base = await bench.shellApp(PORTS.shellEdge, 'main', PORTS.shellApi, baseRun.nodeArgs, {
        dist: baseDist,
        env: baseRun.env,
        router,
      });
      targets.push({ name: 'base', server: base, url: `${base.url}/`, dir: baseRun.dir, pid: base.pid });
    }
    for (const target of targets) target.pid = nextServerPid(target.server.pid);
    for (const visitor of visitors) {
      for (const target of targets) await load(target.url, { connections: 20, durationSeconds: 3 }, visitor.cookie);
      for (let round = 0; round < rounds; round++) {
        // The order rotates from round to round, so that no target always follows the same one.
        for (const target of targets.map((_, i) => targets[(i + round) % targets.length] as (typeof targets)[number])) {
          const index = windows.filter((w) => w.target === target.name).length + 1;
          if (heap) process.kill(target.pid, 'SIGUSR2');
          const before = cpuMsOf(target.pid) ?? 0;
          const fromUs = nowUs();
          const answer = await load(target.url, { connections: 20, durationSeconds: seconds }, visitor.cookie);
          const toUs = nowUs();
          if (heap) await heapWindowWritten(target.dir, target.pid, index);
          const cpuMsPerAnswer = ((cpuMsOf(target.pid) ?? before) - before) / answer.requests;
          windows.push({ target: target.name, visitor: visitor.name, fromUs, toUs, requests: answer.requests, index });
          const faults = answer.non2xx || answer.errors ? `, ${answer.non2xx} non-2xx, ${answer.errors} errors` : '';
          process.stdout.write(
            `${visitor.name} round ${round + 1} ${target.name}: ${answer.requestsPerSecond.toFixed(0)} req/s, p99 ${answer.p99Ms} ms, ${cpuMsPerAnswer.toFixed(3)} ms CPU per answer${faults}\n`,
          );
        }
      }
    }
    writeFileSync(join(out, 'windows.json'), JSON.stringify(windows, null, 1));
  } finally {
    // The CPU profiles are written as the servers stop.
    await stopAll();
    await api.stop();
  }
  if (profile || heap) printTables(targets, windows, visitors, { heap, top, locate: sourceLocator() });
  process.stdout.write(`\nProfiles and rounds in ${out}\n`);
  return 0;
}

function printTables(
  targets: readonly { name: string; dir: string; pid: number }[],
  windows: readonly Window[],
  visitors: readonly { name: string }[],
  { heap, top, locate }: { heap: boolean; top: number; locate: Locate },
): void {
  const tablesOf = (target: { name: string; dir: string; pid: number }, visitor: string): FunctionTables => {
    const own = windows.filter((w) => w.target === target.name && w.visitor === visitor);
    const requests = own.reduce((sum, w) => sum + w.requests, 0);
    if (!heap)
      return functionTables(cpuStacks(serverProfile(target.dir, target.pid, target.name), own, locate), requests);
    return functionTables(
      own.flatMap((w) => {
        const file = join(target.dir, `heap-${w.index}.heapprofile`);
        return heapStacks(JSON.parse(readFileSync(file, 'utf8')) as HeapProfile, locate);
      }),
      requests,
    );
  };
  const unit = heap ? 'kB allocated' : 'µs';
  const [shell, ...others] = targets;
  if (!shell) return;
  for (const visitor of visitors) {
    const mine = tablesOf(shell, visitor.name);
    for (const other of others) {
      const theirs = tablesOf(other, visitor.name);
      const busy = heap ? 'kB allocated per answer' : 'busy CPU per answer (µs)';
      process.stdout.write(
        `\n# ${visitor.name}: shell against ${other.name}, ${busy} ${fixed(mine.busy)} against ${fixed(theirs.busy)}\n`,
      );
      for (const [title, table, count] of [
        ['by group, self (a native call counts for its caller)', 'group', 30],
        ['by function, self', 'self', top],
        ['by function, inclusive', 'inclusive', top],
      ] as const) {
        process.stdout.write(`\n## ${title}: ${unit} per answer, shell, ${other.name}, difference\n`);
        for (const [key, a, b, difference] of differences(mine[table], theirs[table]).slice(0, count))
          process.stdout.write(`${fixed(a)} ${fixed(b)} ${fixed(difference)}  ${key}\n`);
      }
    }
  }
}
