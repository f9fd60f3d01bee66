// A V8 CPU profile written from call stacks, and a server chunk with a stand-in for its source map,
// for the profile attributors' tests.
import type { CpuProfile, CpuProfileNode, Locate } from '../lib/cpu-profile.ts';

export const W = 'file:///w';
/** A bundled server chunk: {@link locate} places its functions by their column. */
export const CHUNK = `${W}/apps/shell/.next-main/server/chunks/ssr/[root-of-the-server]__abc._.js`;
const SOURCES: Record<number, string> = {
  10: 'turbopack:///[project]/libs/shell-next/src/page-load/load-shell.ts',
  20: 'turbopack:///[project]/node_modules/zod/v4/core/schemas.js',
  30: 'turbopack:///[project]/apps/shell/pages/_app.tsx',
  40: 'turbopack:///[project]/node_modules/next/dist/esm/server/route-modules/pages/pages-handler.js',
  50: 'turbopack:///[project]/node_modules/react/cjs/react-jsx-runtime.production.js',
  60: 'turbopack:///[project]/node_modules/%40opentelemetry/api/build/src/api/trace.js',
  70: 'turbopack:///[project]/tools/bench/bare/pages/reference/ceiling.tsx',
};
/** A stand-in for source maps: the column of a function in {@link CHUNK} says which source it comes from. */
export const locate: Locate = (url, _line, column) => (url === CHUNK ? SOURCES[column] : undefined);

/** A profile from call stacks (root first) and the µs each was sampled for. */
export function profileOf(stacks: readonly (readonly [readonly string[], number])[]): CpuProfile {
  const nodes: { id: number; callFrame: CpuProfileNode['callFrame']; children: number[] }[] = [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 }, children: [] },
  ];
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  for (const [stack, us] of stacks) {
    let current = nodes[0] as (typeof nodes)[number];
    for (const frame of stack) {
      const [functionName = '', url = '', column = '0'] = frame.split('|');
      const existing = current.children
        .map((id) => nodes[id - 1] as (typeof nodes)[number])
        .find(
          (n) =>
            n.callFrame.functionName === functionName &&
            n.callFrame.url === url &&
            n.callFrame.columnNumber === Number(column),
        );
      if (existing) current = existing;
      else {
        const node = {
          id: nodes.length + 1,
          callFrame: { functionName, url, lineNumber: 0, columnNumber: Number(column) },
          children: [],
        };
        nodes.push(node);
        current.children.push(node.id);
        current = node;
      }
    }
    samples.push(current.id);
    timeDeltas.push(us);
  }
  return {
    nodes,
    startTime: 1_000_000,
    endTime: 1_000_000 + timeDeltas.reduce((a, b) => a + b, 0),
    samples,
    timeDeltas,
  };
}
