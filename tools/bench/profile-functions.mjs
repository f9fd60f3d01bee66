#!/usr/bin/env node
// Where the shell's CPU goes function by function against the `ceiling` reference page
// (docs/ssr-performance.md, "Where the CPU goes"): brand main's `/` and `ceiling` are served as
// `npm run bench` serves them (ports 5101-5104), each with `--cpu-prof`, loaded alternately with
// autocannon; then every sample of the loaded windows is given to its function (placed through the
// server chunks' source maps) and, for self time, to the nearest caller outside Node.js. It prints,
// per visitor, µs per answer of the shell and of `ceiling` by group (package or library) and by
// function (self and inclusive, named by function and original file), largest difference first, and each round's CPU per answer of the
// serving process (/proc). A second build (`--base-dist`) is served and loaded beside them, to
// compare two builds of the shell. Read only differences measured in the same run. With `--heap`
// it counts allocations instead of CPU time: each server samples what it allocates in the loaded
// windows (tools/bench/heap-sampler.cjs, V8's sampling heap profiler, freed objects included), and
// the tables give kB allocated per answer by group and function. Allocation is steadier than CPU time
// on a shared machine, and what a page allocates the garbage collector pays for. Next.js's
// `_document` is bundled into the bare app's chunks (next/src/pages/_document.tsx) and loaded from
// node_modules by the shell's server (next/dist/pages/_document.js): compare the two by name.
//
//   node tools/bench/profile-functions.mjs [--dist=.next-main] [--base-dist=.next-before]
//     [--seconds=8] [--rounds=2] [--top=40] [--visitors=logged-out,client] [--no-profile] [--heap] [--out=dir]
//
// Needs the brand's build (node tools/scripts/build-brands.mjs main), dev-api's and the bare app's
// builds (npm run bench builds them). On a shared machine the profile counts wall time while the
// process runs: compare runs taken under the same load.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const autocannon = require('autocannon');

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [name, value] = arg.replace(/^--/, '').split('=');
    return [name, value ?? 'true'];
  }),
);
const seconds = Number(args['seconds'] ?? 8);
const rounds = Number(args['rounds'] ?? 2);
const top = Number(args['top'] ?? 40);
const heap = args['heap'] === 'true';
const profile = args['no-profile'] !== 'true' && !heap;
const out = args['out'] ?? mkdtempSync(join(tmpdir(), 'profile-functions-'));
const visitors = [
  { name: 'logged-out', cookie: undefined },
  { name: 'client', cookie: 'dev_persona=client' },
].filter((v) => !args['visitors'] || args['visitors'].split(',').includes(v.name));
mkdirSync(out, { recursive: true });

// The bench's snapshot of the shell's page and its source-map locator (TypeScript), bundled for this process.
const helpers = join(out, 'helpers.mjs');
await build({
  stdin: {
    contents:
      "export { markupSnapshot } from './src/lib/markup-snapshot.ts';\nexport { sourceLocator } from './src/lib/cpu-profile.ts';\n",
    resolveDir: join(root, 'tools/bench'),
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: helpers,
  logLevel: 'warning',
});
const { markupSnapshot, sourceLocator } = await import(pathToFileURL(helpers).href);
// The servers run with the image's node flags (the Dockerfile's CMD), as `npm run bench` runs them.
const nodeFlags = createRequire(import.meta.url)('./src/lib/node-flags.cjs').deployedNodeFlags(root);

const nextBin = join(root, 'node_modules/next/dist/bin/next');
const env = { ...process.env, NX_DAEMON: 'false', NEXT_TELEMETRY_DISABLED: '1' };
const started = [];
async function start(name, nodeArgs, cwd, extraEnv, port, readyPath) {
  const child = spawn('node', nodeArgs, {
    cwd,
    env: { ...env, ...extraEnv },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  started.push(child);
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok) return { child, url: `http://127.0.0.1:${port}` };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${name} exited:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not get ready:\n${log}`);
}
function children(pid) {
  const all = [pid];
  for (const entry of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) all.push(...children(Number(entry)));
    } catch {
      // gone
    }
  }
  return all;
}
// The process that serves: `next start` runs its server in a child process titled `next-server`;
// a process of the tree may have exited by the time it is read, and of several candidates the one
// with the most CPU serves. Looked up again before each round, so that no round reads a gone pid.
function serverPid(pid) {
  let best = pid;
  let bestCpu = -1;
  for (const candidate of children(pid)) {
    try {
      if (!readFileSync(`/proc/${candidate}/cmdline`, 'utf8').startsWith('next-server')) continue;
      const cpu = cpuMs(candidate);
      if (cpu > bestCpu) [best, bestCpu] = [candidate, cpu];
    } catch {
      // gone
    }
  }
  return best;
}
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
const nowUs = () => Number(process.hrtime.bigint() / 1000n);
async function load(url, duration, cookie) {
  const result = await autocannon({
    url,
    connections: 20,
    duration,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    timeout: 30,
  });
  return { requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, p99: result.latency.p99 };
}

const heapSampler = fileURLToPath(new URL('./heap-sampler.cjs', import.meta.url));
const profiled = (dir) => [
  ...nodeFlags,
  ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${join(out, dir)}`, '--cpu-prof-interval=250'] : []),
  ...(heap ? ['--require', heapSampler] : []),
];
// Where a server's heap sampler writes its windows' profiles.
const sampled = (dir) => {
  if (!heap) return {};
  mkdirSync(join(out, dir), { recursive: true });
  return { HEAP_SAMPLE_DIR: join(out, dir) };
};
const shellEnv = (dist) => ({
  NODE_ENV: 'production',
  SHELL_BRAND: 'main',
  SHELL_DIST_DIR: dist,
  SHELL_API_ORIGIN: 'http://127.0.0.1:5102',
  SHELL_ACCESSIBILITY_WIDGET_URL: 'http://127.0.0.1:5102/__dev/accessibility-widget.js',
});
const results = [];
let names = [];
// Ends a target's heap window and waits until its server has written the profile, so that the
// writing does not fall into the next target's measured round.
const heapWindows = new Map();
async function heapWindowWritten(target, pid) {
  const n = (heapWindows.get(target) ?? 0) + 1;
  heapWindows.set(target, n);
  process.kill(pid, 'SIGUSR2');
  const file = join(out, target, `heap-${n}.heapprofile`);
  for (let i = 0; i < 600; i++) {
    try {
      JSON.parse(readFileSync(file, 'utf8'));
      return;
    } catch {
      // not (completely) written yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${target}: no heap profile ${file} within 60 s`);
}
try {
  await start(
    'dev-api',
    [join(root, 'tools/dev-api/dist/main.js')],
    root,
    { DEV_API_PORT: '5102', SHELL_BRAND: 'main' },
    5102,
    '/__dev/health',
  );
  const shellApp = join(root, 'apps/shell');
  const shell = await start(
    'shell',
    [...profiled('shell'), nextBin, 'start', '--port', '5101', '--hostname', '127.0.0.1'],
    shellApp,
    { ...shellEnv(args['dist'] ?? '.next-main'), ...sampled('shell') },
    5101,
    '/health.txt',
  );
  const snapshot = { visitors: {} };
  for (const visitor of visitors) {
    const response = await fetch(`${shell.url}/`, { headers: visitor.cookie ? { cookie: visitor.cookie } : {} });
    const full = markupSnapshot(await response.text());
    snapshot.visitors[visitor.cookie ?? ''] = { full, lean: full };
  }
  writeFileSync(join(out, 'snapshot.json'), JSON.stringify(snapshot));
  const ceiling = await start(
    'ceiling',
    [
      ...profiled('ceiling'),
      '--import',
      join(root, 'tools/bench/bare/node-renderer.mjs'),
      nextBin,
      'start',
      '--port',
      '5103',
      '--hostname',
      '127.0.0.1',
    ],
    join(root, 'tools/bench/bare'),
    {
      NODE_ENV: 'production',
      BENCH_MARKUP_SNAPSHOT: join(out, 'snapshot.json'),
      BENCH_API_ORIGIN: 'http://127.0.0.1:5102',
      ...sampled('ceiling'),
    },
    5103,
    '/',
  );
  const targets = {
    shell: { url: `${shell.url}/`, root: shell.child.pid },
    ceiling: { url: `${ceiling.url}/reference/ceiling`, root: ceiling.child.pid },
  };
  if (args['base-dist']) {
    const base = await start(
      'base',
      [...profiled('base'), nextBin, 'start', '--port', '5104', '--hostname', '127.0.0.1'],
      shellApp,
      { ...shellEnv(args['base-dist']), ...sampled('base') },
      5104,
      '/health.txt',
    );
    targets.base = { url: `${base.url}/`, root: base.child.pid };
  }
  names = Object.keys(targets);
  for (const visitor of visitors) {
    for (const name of names) await load(targets[name].url, 3, visitor.cookie);
    for (let round = 0; round < rounds; round++) {
      // The order rotates from round to round, so that no target always follows the same one.
      for (const name of names.map((_, i) => names[(i + round) % names.length])) {
        const pid = serverPid(targets[name].root);
        if (heap) process.kill(pid, 'SIGUSR2');
        const before = cpuMs(pid);
        const fromUs = nowUs();
        const answer = await load(targets[name].url, seconds, visitor.cookie);
        if (heap) await heapWindowWritten(name, pid);
        const row = {
          target: name,
          visitor: visitor.name,
          fromUs,
          toUs: nowUs(),
          ...answer,
          cpuMsPerAnswer: (cpuMs(pid) - before) / answer.requests,
        };
        results.push(row);
        process.stdout.write(
          `${visitor.name} round ${round + 1} ${name}: ${(answer.requests / seconds).toFixed(0)} req/s, p99 ${answer.p99} ms, ${row.cpuMsPerAnswer.toFixed(3)} ms CPU per answer${answer.non2xx || answer.errors ? `, ${answer.non2xx} non-2xx, ${answer.errors} errors` : ''}\n`,
        );
      }
    }
  }
  writeFileSync(join(out, 'results.json'), JSON.stringify(results, null, 1));
} finally {
  for (const child of started.reverse()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }
  // The profiles are written when the servers exit.
  await new Promise((resolve) => setTimeout(resolve, 4000));
}
if (!profile && !heap) process.exit(0);

// Each frame: its function and original source (server chunks through their source maps).
const locate = sourceLocator();
function groupOf(path) {
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [scope, name] = path.slice(nodeModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const library = /(?:^|\/)libs\/([^/]+)\//.exec(path);
  if (library) return `@therapy-shell/${library[1]}`;
  if (path.includes('tools/bench/bare/')) return 'bare app';
  return /(?:^|\/)(apps\/[^/]+)\//.exec(path)?.[1] ?? 'other';
}
function shortPath(path) {
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return path.slice(nodeModules + 'node_modules/'.length);
  return /(?:^|\/)((?:libs|apps|tools)\/.*)$/.exec(path)?.[1] ?? path.split('/').slice(-2).join('/');
}
const SPECIAL = new Set(['(idle)', '(garbage collector)', '(program)', '(root)']);
function frameOf(node) {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const name = functionName || '(anonymous)';
  if (SPECIAL.has(name)) return { key: name, group: name, native: name === '(root)' };
  if (url === '' || url.startsWith('node:'))
    return { key: `${name} [${url || 'native'}]`, group: url ? 'node' : 'native', native: true };
  let source = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (/\/\.next[^/]*\/server\//.test(source)) {
    const original = locate(url, lineNumber, columnNumber);
    if (original)
      source = decodeURIComponent(original)
        .replace(/^[a-z]+:\/\/\/?/, '')
        .replace(/^\[project\]\//, '');
  }
  return { key: `${name} ${shortPath(source)}`, group: groupOf(source), native: false };
}

// Per-answer tables of a weight (µs of CPU, or kB allocated) given to stacks: to the nearest frame
// outside Node.js (a native or Node.js frame counts for its caller), to its group, and to every
// frame of the stack (inclusive).
function tally() {
  const tables = { group: new Map(), self: new Map(), inclusive: new Map() };
  const add = (table, key, value) => table.set(key, (table.get(key) ?? 0) + value);
  let total = 0;
  return {
    count(stack, value) {
      const owner = stack.find((frame) => !frame.native) ?? stack[0];
      if (!owner) return;
      total += value;
      add(tables.self, owner.key, value);
      add(tables.group, owner.group, value);
      for (const key of new Set(stack.map((frame) => frame.key))) add(tables.inclusive, key, value);
    },
    perAnswer(requests) {
      const per = (table) => new Map([...table].map(([key, value]) => [key, value / requests]));
      return {
        requests,
        busy: total / requests,
        group: per(tables.group),
        self: per(tables.self),
        inclusive: per(tables.inclusive),
      };
    },
  };
}

function analyse(target, visitor) {
  const dir = join(out, target);
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`No profile in ${dir}`);
  const cpu = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const windows = results.filter((r) => r.target === target && r.visitor === visitor);
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of cpu.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map();
  const stackOf = (id) => {
    if (!frames.has(id)) {
      const stack = [];
      for (let at = id; at !== undefined; at = parent.get(at)) stack.push(frameOf(byId.get(at)));
      frames.set(id, stack);
    }
    return frames.get(id);
  };
  const counted = tally();
  let time = cpu.startTime;
  cpu.samples.forEach((id, i) => {
    const delta = cpu.timeDeltas[i] ?? 0;
    time += delta;
    if (!windows.some((w) => time >= w.fromUs && time <= w.toUs)) return;
    const stack = stackOf(id);
    if (stack[0].key === '(idle)') return;
    counted.count(stack, delta);
  });
  return counted.perAnswer(requests);
}
// kB allocated per answer in the target's windows of one visitor: each window wrote one profile, in order.
function analyseHeap(target, visitor) {
  const dir = join(out, target);
  const windows = results.filter((r) => r.target === target);
  const counted = tally();
  let requests = 0;
  windows.forEach((window, i) => {
    if (window.visitor !== visitor) return;
    requests += window.requests;
    const { head, samples } = JSON.parse(readFileSync(join(dir, `heap-${i + 1}.heapprofile`), 'utf8'));
    const stacks = new Map();
    (function walk(node, above) {
      const stack = [frameOf(node), ...above];
      stacks.set(node.id, stack);
      for (const child of node.children ?? []) walk(child, stack);
    })(head, []);
    for (const sample of samples) counted.count(stacks.get(sample.nodeId) ?? [], sample.size / 1024);
  });
  return counted.perAnswer(requests);
}
const us = (value) => (value === undefined ? '–' : value.toFixed(1)).padStart(7);
const unit = heap ? 'kB allocated' : 'µs';
for (const visitor of visitors) {
  for (const other of names.filter((name) => name !== 'shell')) {
    const a = heap ? analyseHeap('shell', visitor.name) : analyse('shell', visitor.name);
    const b = heap ? analyseHeap(other, visitor.name) : analyse(other, visitor.name);
    process.stdout.write(
      heap
        ? `\n# ${visitor.name}: shell against ${other}, kB allocated per answer ${us(a.busy)} against ${us(b.busy)}\n`
        : `\n# ${visitor.name}: shell against ${other}, busy CPU per answer ${us(a.busy)} against ${us(b.busy)} µs\n`,
    );
    for (const [title, table, count] of [
      ['by group, self (a native call counts for its caller)', 'group', 30],
      ['by function, self', 'self', top],
      ['by function, inclusive', 'inclusive', top],
    ]) {
      process.stdout.write(`\n## ${title}: ${unit} per answer, shell, ${other}, difference\n`);
      const rows = [...new Set([...a[table].keys(), ...b[table].keys()])].map((key) => [
        key,
        a[table].get(key) ?? 0,
        b[table].get(key) ?? 0,
      ]);
      rows.sort((x, y) => y[1] - y[2] - (x[1] - x[2]));
      for (const [key, mine, theirs] of rows.slice(0, count))
        process.stdout.write(`${us(mine)} ${us(theirs)} ${us(mine - theirs)}  ${key}\n`);
    }
  }
}
process.stdout.write(`\nProfiles and rounds in ${out}\n`);
