import { CHUNK, locate, profileOf, W } from '../testing/cpu-profile-of.ts';
import { cpuStacks, differences, frameOf, functionTables, heapStacks, type HeapProfile } from './function-profile.ts';

const REACT = `${W}/node_modules/react-dom/cjs/react-dom-server.node.production.js`;
const NEXT = `${W}/node_modules/next/dist/compiled/next-server/pages-turbo.runtime.prod.js`;

describe('frameOf', () => {
  it.each([
    [
      'a package',
      'render',
      REACT,
      0,
      { key: 'render react-dom/cjs/react-dom-server.node.production.js', group: 'react-dom', native: false },
    ],
    [
      'a library in a server chunk, by its source map',
      'loadShell',
      CHUNK,
      10,
      {
        key: 'loadShell libs/shell-next/src/page-load/load-shell.ts',
        group: '@therapy-shell/shell-next',
        native: false,
      },
    ],
    [
      'a package bundled into a server chunk',
      'parse',
      CHUNK,
      20,
      { key: 'parse zod/v4/core/schemas.js', group: 'zod', native: false },
    ],
    ['the app', 'App', CHUNK, 30, { key: 'App apps/shell/pages/_app.tsx', group: 'apps/shell', native: false }],
    [
      'the bare page',
      'Ceiling',
      CHUNK,
      70,
      { key: 'Ceiling tools/bench/bare/pages/reference/ceiling.tsx', group: 'bare page', native: false },
    ],
    ["Node's own JavaScript", 'emit', 'node:events', 0, { key: 'emit [node:events]', group: 'node', native: true }],
    ['native code', 'encodeUtf8String', '', 0, { key: 'encodeUtf8String [native]', group: 'native', native: true }],
    ['the root', '(root)', '', 0, { key: '(root)', group: '(root)', native: true }],
    [
      'garbage collection',
      '(garbage collector)',
      '',
      0,
      { key: '(garbage collector)', group: '(garbage collector)', native: false },
    ],
    [
      'an anonymous function',
      '',
      REACT,
      0,
      { key: '(anonymous) react-dom/cjs/react-dom-server.node.production.js', group: 'react-dom', native: false },
    ],
  ])('%s', (_what, functionName, url, columnNumber, expected) => {
    expect(frameOf({ functionName, url, lineNumber: 0, columnNumber }, locate)).toEqual(expected);
  });
});

describe('functionTables of a CPU profile', () => {
  const profile = profileOf([
    [['(idle)'], 4000],
    [['(garbage collector)'], 300],
    // Native encoding React asked for counts for React's function.
    [[`renderElement|${REACT}`, 'encodeUtf8String|'], 700],
    [[`renderElement|${REACT}`], 500],
    [[`handleRequest|${NEXT}`, `loadShell|${CHUNK}|10`, `parse|${CHUNK}|20`], 100],
    [[`handleRequest|${NEXT}`, `loadShell|${CHUNK}|10`], 200],
  ]);
  const everything = [{ fromUs: 0, toUs: Number.MAX_SAFE_INTEGER }];

  it('gives each sample to the nearest frame outside Node.js, per answer, idle left out', () => {
    const tables = functionTables(cpuStacks(profile, everything, locate), 2);
    expect(tables.busy).toBeCloseTo(900, 6);
    expect(Object.fromEntries(tables.self)).toEqual({
      '(garbage collector)': 150,
      'renderElement react-dom/cjs/react-dom-server.node.production.js': 600,
      'parse zod/v4/core/schemas.js': 50,
      'loadShell libs/shell-next/src/page-load/load-shell.ts': 100,
    });
    expect(Object.fromEntries(tables.group)).toEqual({
      '(garbage collector)': 150,
      'react-dom': 600,
      zod: 50,
      '@therapy-shell/shell-next': 100,
    });
  });

  it('counts every frame of a stack once in the inclusive table', () => {
    const inclusive = functionTables(cpuStacks(profile, everything, locate), 1).inclusive;
    expect(inclusive.get('handleRequest next/dist/compiled/next-server/pages-turbo.runtime.prod.js')).toBe(300);
    expect(inclusive.get('loadShell libs/shell-next/src/page-load/load-shell.ts')).toBe(300);
    expect(inclusive.get('encodeUtf8String [native]')).toBe(700);
    expect(inclusive.get('(root)')).toBe(1800);
  });

  it('counts only the samples inside the windows', () => {
    // Samples end at 1,004,000 (idle), 1,004,300 (gc), 1,005,000, 1,005,500, 1,005,600, 1,005,800.
    const windows = [
      { fromUs: 1_004_100, toUs: 1_004_300 },
      { fromUs: 1_005_550, toUs: 1_005_700 },
    ];
    const tables = functionTables(cpuStacks(profile, windows, locate), 1);
    expect(Object.fromEntries(tables.self)).toEqual({
      '(garbage collector)': 300,
      'parse zod/v4/core/schemas.js': 100,
    });
  });
});

describe('functionTables of a heap profile', () => {
  const frame = (functionName: string, url: string, columnNumber = 0) => ({
    functionName,
    url,
    lineNumber: 0,
    columnNumber,
  });
  const profile: HeapProfile = {
    head: {
      id: 1,
      callFrame: frame('(root)', ''),
      children: [
        {
          id: 2,
          callFrame: frame('loadShell', CHUNK, 10),
          children: [{ id: 3, callFrame: frame('stringify', '') }],
        },
        { id: 4, callFrame: frame('renderElement', REACT) },
      ],
    },
    samples: [
      { nodeId: 3, size: 2048 },
      { nodeId: 4, size: 1024 },
      { nodeId: 4, size: 1024 },
    ],
  };

  it('gives kB allocated per answer to the allocating function, a native allocation to its caller', () => {
    const tables = functionTables(heapStacks(profile, locate), 2);
    expect(tables.busy).toBe(2);
    expect(Object.fromEntries(tables.self)).toEqual({
      'loadShell libs/shell-next/src/page-load/load-shell.ts': 1,
      'renderElement react-dom/cjs/react-dom-server.node.production.js': 1,
    });
  });
});

describe('differences', () => {
  it('lists every key of either table, largest difference first', () => {
    const mine = new Map([
      ['a', 5],
      ['b', 1],
    ]);
    const theirs = new Map([
      ['b', 3],
      ['c', 1],
    ]);
    expect(differences(mine, theirs)).toEqual([
      ['a', 5, 0, 5],
      ['c', 0, 1, -1],
      ['b', 1, 3, -2],
    ]);
  });
});
