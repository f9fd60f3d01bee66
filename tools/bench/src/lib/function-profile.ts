// Where a server's CPU or allocation goes function by function (tools/bench/profile-functions.mjs,
// docs/ssr-performance.md "Where the CPU goes"): each sample's stack, from a V8 CPU profile
// (`node --cpu-prof`) or a sampling heap profile, is given to the nearest frame outside Node.js (a
// native or Node.js frame counts for its caller), to that frame's group (library, package or app),
// and to every frame of the stack (inclusive). Frames of bundled server chunks are named by their
// original file through the chunks' source maps (`Locate`, from cpu-profile.ts).
import { fileURLToPath } from 'node:url';
import { groupOfSource } from './attribution.ts';
import type { CpuProfile, Locate } from './cpu-profile.ts';

/** A profile's frame: its function, where it comes from, and whether it counts for its caller. */
export interface Frame {
  /** Function name and original file, e.g. `loadShell libs/shell-next/src/page-load/load-shell.ts`. */
  readonly key: string;
  /** Library, package or app; `node` or `native` for Node.js and native code; V8's own states by name. */
  readonly group: string;
  /** Node.js's own JavaScript or native code: its samples count for the nearest caller that is not. */
  readonly native: boolean;
}

/** A call frame of a CPU or heap profile (Chrome DevTools protocol `Runtime.CallFrame`). */
export interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
  readonly columnNumber: number;
}

/** A node of a sampling heap profile (`HeapProfiler.SamplingHeapProfileNode`). */
export interface HeapProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly HeapProfileNode[];
}

/** A sampling heap profile (`HeapProfiler.SamplingHeapProfile`): sizes in bytes. */
export interface HeapProfile {
  readonly head: HeapProfileNode;
  readonly samples: readonly { readonly nodeId: number; readonly size: number }[];
}

/** Per-answer tables of a weight (µs of CPU, or kB allocated). */
export interface FunctionTables {
  readonly requests: number;
  /** All counted weight per answer. */
  readonly busy: number;
  readonly group: ReadonlyMap<string, number>;
  readonly self: ReadonlyMap<string, number>;
  readonly inclusive: ReadonlyMap<string, number>;
}

/** A stack (the sampled frame first, then its callers) and the weight of its sample. */
export type WeightedStack = readonly [stack: readonly Frame[], weight: number];

const V8_STATES = new Set(['(idle)', '(garbage collector)', '(program)', '(root)']);

/** The path a profile shows, short: inside node_modules, else from libs/, apps/ or tools/. */
function shortPath(path: string): string {
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return path.slice(nodeModules + 'node_modules/'.length);
  return /(?:^|\/)((?:libs|apps|tools)\/.*)$/.exec(path)?.[1] ?? path.split('/').slice(-2).join('/');
}

/**
 * A profile's call frame as a {@link Frame}: bundled server chunks (`.next*\/server/`) are placed by
 * `locate` (their source maps).
 *
 * @example
 * frameOf({ functionName: 'parse', url: 'file:///w/node_modules/zod/v4/core/parse.js', lineNumber: 0, columnNumber: 0 });
 * // { key: 'parse zod/v4/core/parse.js', group: 'zod', native: false }
 */
export function frameOf(callFrame: CallFrame, locate: Locate = () => undefined): Frame {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  const name = functionName || '(anonymous)';
  if (V8_STATES.has(name)) return { key: name, group: name, native: name === '(root)' };
  if (url === '' || url.startsWith('node:'))
    return { key: `${name} [${url || 'native'}]`, group: url ? 'node' : 'native', native: true };
  let source = url.startsWith('file:') ? fileURLToPath(url) : url;
  if (/\/\.next[^/]*\/server\//.test(source)) {
    const original = locate(url, lineNumber, columnNumber);
    if (original !== undefined)
      source = decodeURIComponent(original)
        .replace(/^[a-z]+:\/\/\/?/, '')
        .replace(/^\[project\]\//, '');
  }
  return { key: `${name} ${shortPath(source)}`, group: groupOfSource(source).name, native: false };
}

/**
 * The stacks of a CPU profile's samples taken in `windows` (µs of the profile's clock), idle left
 * out, each weighted by its time in µs.
 *
 * @example
 * functionTables(cpuStacks(profile, [{ fromUs, toUs }], sourceLocator()), requests);
 */
export function cpuStacks(
  profile: CpuProfile,
  windows: readonly { readonly fromUs: number; readonly toUs: number }[],
  locate?: Locate,
): WeightedStack[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map<number, Frame[]>();
  const stackOf = (id: number): Frame[] => {
    let stack = stacks.get(id);
    if (!stack) {
      stack = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const node = byId.get(at);
        if (node) stack.push(frameOf(node.callFrame, locate));
      }
      stacks.set(id, stack);
    }
    return stack;
  };
  const weighted: WeightedStack[] = [];
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (!windows.some((w) => time >= w.fromUs && time <= w.toUs)) return;
    const stack = stackOf(id);
    if (stack[0]?.key !== '(idle)') weighted.push([stack, delta]);
  });
  return weighted;
}

/**
 * The stacks of a sampling heap profile's samples, each weighted by its size in kB.
 *
 * @example
 * functionTables(heapStacks(profile, sourceLocator()), requests);
 */
export function heapStacks(profile: HeapProfile, locate?: Locate): WeightedStack[] {
  const stacks = new Map<number, Frame[]>();
  const walk = (node: HeapProfileNode, above: readonly Frame[]) => {
    const stack = [frameOf(node.callFrame, locate), ...above];
    stacks.set(node.id, stack);
    for (const child of node.children ?? []) walk(child, stack);
  };
  walk(profile.head, []);
  return profile.samples.map((sample) => [stacks.get(sample.nodeId) ?? [], sample.size / 1024] as const);
}

/**
 * Per-answer tables of weighted stacks: self (the nearest frame outside Node.js), its group, and
 * inclusive (every distinct frame of the stack).
 *
 * @example
 * functionTables(cpuStacks(profile, windows), 1200).self.get('renderToString node_modules/react-dom/…');
 */
export function functionTables(stacks: Iterable<WeightedStack>, requests: number): FunctionTables {
  const group = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (table: Map<string, number>, key: string, value: number) => table.set(key, (table.get(key) ?? 0) + value);
  let total = 0;
  for (const [stack, weight] of stacks) {
    const owner = stack.find((frame) => !frame.native) ?? stack[0];
    if (!owner) continue;
    total += weight;
    add(self, owner.key, weight);
    add(group, owner.group, weight);
    for (const key of new Set(stack.map((frame) => frame.key))) add(inclusive, key, weight);
  }
  const per = (table: Map<string, number>) => new Map([...table].map(([key, value]) => [key, value / requests]));
  return { requests, busy: total / requests, group: per(group), self: per(self), inclusive: per(inclusive) };
}

/**
 * The rows of a table of two targets, largest difference first: key, first, second, difference.
 *
 * @example
 * differences(shell.self, ceiling.self).slice(0, 40);
 */
export function differences(
  mine: ReadonlyMap<string, number>,
  theirs: ReadonlyMap<string, number>,
): [key: string, mine: number, theirs: number, difference: number][] {
  return [...new Set([...mine.keys(), ...theirs.keys()])]
    .map((key): [string, number, number, number] => {
      const a = mine.get(key) ?? 0;
      const b = theirs.get(key) ?? 0;
      return [key, a, b, a - b];
    })
    .sort((x, y) => y[3] - x[3]);
}
