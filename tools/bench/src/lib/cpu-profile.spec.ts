import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHUNK, locate, profileOf, W } from '../testing/cpu-profile-of.ts';
import { breakdownProfile, groupOfFrame, sourceLocator } from './cpu-profile.ts';

describe('groupOfFrame', () => {
  it.each([
    [
      'react-dom from node_modules',
      `${W}/node_modules/react-dom/cjs/react-dom-server.edge.production.js`,
      0,
      { category: 'react', name: 'react-dom' },
    ],
    [
      'react from node_modules',
      `${W}/node_modules/react/cjs/react-jsx-runtime.production.js`,
      0,
      { category: 'react', name: 'react' },
    ],
    [
      "Next.js's compiled runtime",
      `${W}/node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js`,
      0,
      { category: 'next', name: 'next' },
    ],
    [
      'another package from node_modules',
      `${W}/node_modules/zod/v4/core/schemas.js`,
      0,
      { category: 'packages', name: 'zod' },
    ],
    ['a server chunk mapped to a library', CHUNK, 10, { category: 'shell', name: '@therapy-shell/shell-next' }],
    ['a server chunk mapped to a bundled package', CHUNK, 20, { category: 'packages', name: 'zod' }],
    ['a server chunk mapped to the app', CHUNK, 30, { category: 'app', name: 'apps/shell' }],
    ['a server chunk mapped to Next.js', CHUNK, 40, { category: 'next', name: 'next' }],
    ['a server chunk mapped to React', CHUNK, 50, { category: 'react', name: 'react' }],
    [
      'a server chunk mapped to a scoped package, its name URL-escaped',
      CHUNK,
      60,
      { category: 'packages', name: '@opentelemetry/api' },
    ],
    ['a server chunk without a source map', CHUNK, 99, { category: 'app', name: 'server chunks (no source map)' }],
    [
      "the bare page's server chunk",
      `${W}/tools/bench/bare/.next/server/pages/index.js`,
      99,
      { category: 'app', name: 'server chunks (no source map)' },
    ],
    ["Node's own JavaScript counts for its caller", 'node:internal/encoding', 0, undefined],
    ['a native function counts for its caller', '', 0, undefined],
    ['an evaluated script counts for its caller', 'evalmachine.<anonymous>', 0, undefined],
  ])('%s', (_what, url, column, expected) => {
    expect(groupOfFrame(url, 0, column, locate)).toEqual(expected);
  });
});

const REACT = `${W}/node_modules/react-dom/cjs/react-dom-server.edge.production.js`;
const NEXT = `${W}/node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js`;

describe('breakdownProfile', () => {
  const profile = profileOf([
    [['(idle)'], 4000],
    [['(garbage collector)'], 300],
    [['(program)'], 200],
    // TextEncoder work that React asked for counts for React.
    [[`renderElement|${REACT}`, `stringToChunk|${REACT}`, 'encode|node:internal/encoding', 'encodeUtf8String|'], 700],
    [[`renderElement|${REACT}`], 500],
    // A promise reaction of Next.js, run from Node's task queue, is Next.js.
    [['processTicksAndRejections|node:internal/process/task_queues', `handleRequest|${NEXT}`], 400],
    // HTTP parsing that no user-land code called is Node.js.
    [['parserOnIncoming|node:_http_server', 'emit|node:events'], 250],
    // Native JSON parsing the page-load step asked for is the library's.
    [[`handleRequest|${NEXT}`, `loadShell|${CHUNK}|10`, 'parse|'], 150],
    [[`handleRequest|${NEXT}`, `loadShell|${CHUNK}|10`, `object|${CHUNK}|20`], 100],
    [[`handleRequest|${NEXT}`, `App|${CHUNK}|30`], 50],
  ]);

  it.each([
    ['react', 1.2],
    ['next', 0.4],
    ['shell', 0.15],
    ['packages', 0.1],
    ['app', 0.05],
    ['node', 0.25],
    ['gc', 0.3],
    ['v8', 0.2],
  ])('gives %s its samples and its native and Node callees', (category, ms) => {
    const breakdown = breakdownProfile(profile, locate);
    expect(breakdown.categories.find((c) => c.category === category)?.ms).toBeCloseTo(ms, 6);
  });

  it('leaves idle time out of the busy time, and covers the whole profile without a window', () => {
    const breakdown = breakdownProfile(profile, locate);
    expect(breakdown.idleMs).toBeCloseTo(4, 6);
    expect(breakdown.busyMs).toBeCloseTo(2.65, 6);
    expect(breakdown.categories.reduce((sum, c) => sum + c.ms, 0)).toBeCloseTo(breakdown.busyMs, 6);
    expect(breakdown.windowMs).toBeCloseTo(6.65, 6);
  });

  it('lists libraries, packages and app code by name, largest first', () => {
    expect(breakdownProfile(profile, locate).names).toEqual([
      { category: 'shell', name: '@therapy-shell/shell-next', ms: 0.15 },
      { category: 'packages', name: 'zod', ms: 0.1 },
      { category: 'app', name: 'apps/shell', ms: 0.05 },
    ]);
  });

  it('counts only the samples taken inside a window', () => {
    // Samples end at 1,004,000 (idle), 1,004,300 (gc), 1,004,500 (program), 1,005,200, ...
    const breakdown = breakdownProfile(profile, locate, { fromUs: 1_004_100, toUs: 1_005_200 });
    expect(breakdown.idleMs).toBe(0);
    expect(breakdown.busyMs).toBeCloseTo(1.2, 6);
    expect(breakdown.categories.find((c) => c.category === 'react')?.ms).toBeCloseTo(0.7, 6);
    expect(breakdown.windowMs).toBeCloseTo(1.2, 6);
  });

  it('gives an empty breakdown for a window with no samples', () => {
    const breakdown = breakdownProfile(profile, locate, { fromUs: 0, toUs: 1 });
    expect(breakdown).toMatchObject({ windowMs: 0, idleMs: 0, busyMs: 0, names: [] });
  });
});

describe('sourceLocator', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cpu-profile-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('places a position of a generated file by its source map, and gives nothing for a file without one', () => {
    const chunk = join(dir, 'chunk.js');
    // Line 0: "ab" from a.ts (column 0) and b.ts (column 1); line 1: "cd" from b.ts; line 2: " e",
    // its first mapping (a.ts) at column 1.
    writeFileSync(chunk, 'ab\ncd\n e\n//# sourceMappingURL=chunk.js.map');
    writeFileSync(
      `${chunk}.map`,
      JSON.stringify({
        version: 3,
        sources: ['libs/a/src/a.ts', 'libs/b/src/b.ts'],
        names: [],
        mappings: 'AAAA,CCAA;AAAA;CDAA',
      }),
    );
    writeFileSync(join(dir, 'plain.js'), 'ab');
    const at = sourceLocator();
    const url = pathToFileURL(chunk).href;
    expect([at(url, 0, 0), at(url, 0, 1), at(url, 1, 0), at(url, 1, 1), at(url, 2, 0), at(url, 2, 1)]).toEqual([
      'libs/a/src/a.ts',
      'libs/b/src/b.ts',
      'libs/b/src/b.ts',
      'libs/b/src/b.ts',
      // Before the line's first mapping: the mapping after it (a function after its wrapper).
      'libs/a/src/a.ts',
      'libs/a/src/a.ts',
    ]);
    expect(at(pathToFileURL(join(dir, 'plain.js')).href, 0, 0)).toBeUndefined();
    expect(at(pathToFileURL(join(dir, 'missing.js')).href, 0, 0)).toBeUndefined();
  });
});
