// Where a server's CPU goes, from a V8 CPU profile (`node --cpu-prof`): every sample's time is
// given to the code that caused it. A sample in Node's own JavaScript (node:*) or in a native
// function (TextEncoder, JSON, socket writes) counts for the nearest caller in user land, so
// "React" holds the text encoding React asks for and "Next.js" the socket writes Next.js makes;
// what no user-land code called (HTTP parsing, socket reads, the event loop) is "Node.js".
// Frames in bundled server chunks are placed by their source maps (library, package or app).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groupOfSource, readChunkSourceMap } from './attribution.ts';
import { AnyMap, LEAST_UPPER_BOUND, originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';

/** A node of a `.cpuprofile` (Chrome DevTools protocol `Profiler.Profile`). */
export interface CpuProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
  readonly children?: readonly number[];
}

/** A `.cpuprofile`: times in microseconds of the process's monotonic clock (`process.hrtime`). */
export interface CpuProfile {
  readonly nodes: readonly CpuProfileNode[];
  readonly startTime: number;
  readonly endTime: number;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** What the CPU of a sample is given to. */
export type ProfileCategory = 'react' | 'next' | 'shell' | 'app' | 'packages' | 'node' | 'gc' | 'v8';

/** Labels of the categories, in the order a report lists them. */
export const PROFILE_CATEGORIES: Readonly<Record<ProfileCategory, string>> = {
  react: 'React (react-dom server render, text encoding)',
  next: 'Next.js (request pipeline, document, page data, socket writes)',
  shell: '@therapy-shell libraries (page-load step, components, headers)',
  app: "the app's own code and its bundler's module runtime",
  packages: 'other packages (zod, intl-messageformat, …)',
  node: 'Node.js (HTTP parsing, sockets, event loop, promises)',
  gc: 'garbage collection',
  v8: 'V8 and native code with no JavaScript caller',
};

/** Where a frame belongs: a category and, for libraries and packages, their name. */
export interface FrameGroup {
  readonly category: ProfileCategory;
  readonly name: string;
}

/** The original source of a position in a generated file, when a source map tells it. */
export type Locate = (url: string, line: number, column: number) => string | undefined;

/** Busy CPU of a profile (or of a window of it) by category and by library or package. */
export interface ProfileBreakdown {
  /** Wall time the counted samples cover, in ms. */
  readonly windowMs: number;
  /** Idle time (the event loop waiting) in ms. */
  readonly idleMs: number;
  /** Busy time in ms (everything but idle). */
  readonly busyMs: number;
  readonly categories: readonly { readonly category: ProfileCategory; readonly ms: number }[];
  /** Busy ms per library, package or app (categories shell, app and packages), largest first. */
  readonly names: readonly { readonly category: ProfileCategory; readonly name: string; readonly ms: number }[];
}

const REACT_PACKAGES = new Set(['react', 'react-dom', 'scheduler']);

function ofGroup(group: ReturnType<typeof groupOfSource>): FrameGroup {
  if (group.kind === 'library') return { category: 'shell', name: group.name };
  if (group.kind === 'app') return { category: 'app', name: group.name };
  if (group.kind === 'package') {
    if (REACT_PACKAGES.has(group.name)) return { category: 'react', name: group.name };
    if (group.name === 'next' || group.name.startsWith('@next/')) return { category: 'next', name: 'next' };
    return { category: 'packages', name: group.name };
  }
  // The bundler's module runtime and unmapped server chunks: code the build put there.
  return { category: 'app', name: group.name };
}

/** A source name as its map gives it, URL escapes (`%40scope`) decoded. */
function decoded(source: string): string {
  try {
    return decodeURIComponent(source);
  } catch {
    return source;
  }
}

/**
 * The category of a frame by its script URL; undefined for Node's own JavaScript and native
 * frames (they count for their caller). Generated server chunks are placed through `locate`.
 *
 * @example
 * groupOfFrame('file:///w/node_modules/react-dom/cjs/react-dom-server.edge.production.js', 0, 0); // { category: 'react', name: 'react-dom' }
 * groupOfFrame('node:internal/encoding', 0, 0); // undefined
 */
export function groupOfFrame(
  url: string,
  line: number,
  column: number,
  locate: Locate = () => undefined,
): FrameGroup | undefined {
  if (url === '' || url.startsWith('node:') || !/^(file:|\/)/.test(url)) return undefined;
  const path = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (/\/\.next[^/]*\/server\//.test(path)) {
    const source = locate(url, line, column);
    if (source !== undefined) return ofGroup(groupOfSource(decoded(source)));
    return { category: 'app', name: 'server chunks (no source map)' };
  }
  return ofGroup(groupOfSource(path));
}

/**
 * Busy time of `profile` by category: each sample counts for the nearest frame (the sampled one or
 * a caller) that is user-land code, else for Node.js; garbage collection and V8's own time apart;
 * idle time left out. With `window` (µs of the profile's clock), only the samples taken in it count.
 *
 * @example
 * const breakdown = breakdownProfile(profile, sourceLocator());
 * breakdown.categories.find((c) => c.category === 'react')?.ms;
 */
export function breakdownProfile(
  profile: CpuProfile,
  locate: Locate = () => undefined,
  window?: { readonly fromUs: number; readonly toUs: number },
): ProfileBreakdown {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const groupOfNode = new Map<number, FrameGroup | 'idle'>();
  const resolve = (id: number): FrameGroup | 'idle' => {
    const known = groupOfNode.get(id);
    if (known) return known;
    const node = byId.get(id);
    let group: FrameGroup | 'idle';
    if (!node) group = { category: 'v8', name: '(unknown)' };
    else if (node.callFrame.functionName === '(idle)') group = 'idle';
    else if (node.callFrame.functionName === '(garbage collector)') group = { category: 'gc', name: 'gc' };
    else if (node.callFrame.functionName === '(program)' || node.callFrame.functionName === '(root)')
      group = { category: 'v8', name: 'v8' };
    else {
      const own = groupOfFrame(node.callFrame.url, node.callFrame.lineNumber, node.callFrame.columnNumber, locate);
      const up = parent.get(id);
      const callers = up === undefined ? undefined : resolve(up);
      group =
        own ??
        (callers === undefined || callers === 'idle' || callers.category === 'v8'
          ? { category: 'node', name: 'node' }
          : callers);
    }
    groupOfNode.set(id, group);
    return group;
  };
  const ms = new Map<ProfileCategory, number>();
  const names = new Map<string, { category: ProfileCategory; name: string; ms: number }>();
  let idleUs = 0;
  let busyUs = 0;
  let time = profile.startTime;
  let first: number | undefined;
  let last: number | undefined;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (window && (time < window.fromUs || time > window.toUs)) return;
    first ??= time - delta;
    last = time;
    const group = resolve(id);
    if (group === 'idle') {
      idleUs += delta;
      return;
    }
    busyUs += delta;
    ms.set(group.category, (ms.get(group.category) ?? 0) + delta / 1000);
    if (group.category === 'shell' || group.category === 'app' || group.category === 'packages') {
      const key = `${group.category}\0${group.name}`;
      const entry = names.get(key) ?? { category: group.category, name: group.name, ms: 0 };
      entry.ms += delta / 1000;
      names.set(key, entry);
    }
  });
  return {
    windowMs: first === undefined || last === undefined ? 0 : (last - first) / 1000,
    idleMs: idleUs / 1000,
    busyMs: busyUs / 1000,
    categories: (Object.keys(PROFILE_CATEGORIES) as ProfileCategory[]).map((category) => ({
      category,
      ms: ms.get(category) ?? 0,
    })),
    names: [...names.values()].sort((a, b) => b.ms - a.ms),
  };
}

/**
 * A {@link Locate} that reads each generated file and its source map once (`file://` URLs) and
 * looks positions up with @jridgewell/trace-mapping: the mapping at or before the position on its
 * line, else the first one after it (a function starts where its mapping does, or just after a
 * wrapper the bundler put before it).
 *
 * @example
 * sourceLocator()('file:///w/apps/shell/.next-main/server/chunks/ssr/x.js', 0, 120); // 'turbopack:///[project]/libs/core/src/idle.ts'
 */
export function sourceLocator(): Locate {
  const files = new Map<string, TraceMap | undefined>();
  const load = (url: string) => {
    if (files.has(url)) return files.get(url);
    let traced: TraceMap | undefined;
    try {
      const path = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (existsSync(path)) {
        const map = readChunkSourceMap(path, readFileSync(path, 'utf8'));
        if (map) traced = new AnyMap(map);
      }
    } catch {
      traced = undefined;
    }
    files.set(url, traced);
    return traced;
  };
  return (url, line, column) => {
    const traced = load(url);
    if (!traced) return undefined;
    // Profiles count lines from 0, source maps from 1.
    const needle = { line: line + 1, column };
    const before = originalPositionFor(traced, needle).source;
    return before ?? originalPositionFor(traced, { ...needle, bias: LEAST_UPPER_BOUND }).source ?? undefined;
  };
}

/**
 * The CPU profile a server wrote into `dir` when it stopped (`--cpu-prof-dir`): the serving
 * process's (named after its pid; `next start` forks it with the same flags), else the largest.
 *
 * @example
 * const profile = serverProfile(dir, nextServerPid(server.pid), server.name);
 */
export function serverProfile(dir: string, pid: number, name: string): CpuProfile {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const file =
    files.find((f) => f.includes(`.${pid}.`)) ??
    [...files].sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
  if (!file) throw new Error(`${name} wrote no CPU profile to ${dir}: it should write one when it exits on SIGTERM.`);
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
}
