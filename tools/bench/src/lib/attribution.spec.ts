import { rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fakeBuild } from '../testing/fake-build.ts';
import { attributeFirstLoad, groupOfSource } from './attribution.ts';

describe('groupOfSource', () => {
  it.each([
    ['turbopack:///[project]/libs/core/src/cookie.ts', 'library', '@therapy-shell/core'],
    ['turbopack:///[project]/libs/shell-ui/dist/toast-store.js', 'library', '@therapy-shell/shell-ui'],
    ['turbopack:///[project]/node_modules/@sentry/core/src/scope.ts', 'package', '@sentry/core'],
    ['turbopack:///[project]/node_modules/next/dist/client/index.js', 'package', 'next'],
    ['turbopack:///[project]/node_modules/a/node_modules/b/index.js', 'package', 'b'],
    [
      'turbopack:///[project]/node_modules/@formatjs/icu-skeleton-parser/sources/node_modules/@formatjs_generated/x.js',
      'package',
      '@formatjs/icu-skeleton-parser',
    ],
    ['turbopack:///[project]/node_modules/@formatjs/index.ts', 'package', '@formatjs'],
    ['webpack://Pusher/./src/core/pusher.ts', 'package', 'pusher-js'],
    ['webpack://Other/./node_modules/tweetnacl/nacl-fast.js', 'package', 'tweetnacl'],
    ['turbopack:///[turbopack]/shared/runtime/runtime-utils.ts', 'runtime', 'Turbopack runtime'],
    ['turbopack:///[next]/entry/page-loader.ts', 'runtime', 'next (generated entries)'],
    ['turbopack:///[project]/apps/shell/pages/index.tsx', 'app', 'apps/shell'],
    ['turbopack:///[project]/tools/bench/bare/pages/index.tsx', 'app', 'bare page'],
    ['webpack:///./libs/request/src/client.ts', 'library', '@therapy-shell/request'],
  ])('%s -> %s %s', (source, kind, name) => {
    expect(groupOfSource(source)).toEqual({ kind, name });
  });
});

describe('attributeFirstLoad', () => {
  it("shares each first-load chunk's gzip bytes among its sources by characters, via sourceMappingURL or <chunk>.map", () => {
    // app.js: 10 chars from libs/core, 10 from node_modules/react; index.js: no map comment, a .map beside it.
    const app = `${'a'.repeat(10)}${'b'.repeat(10)}\n//# sourceMappingURL=app-map.js.map`;
    const appMap = {
      version: 3,
      sources: ['turbopack:///[project]/libs/core/src/x.ts', 'turbopack:///[project]/node_modules/react/index.js'],
      mappings: 'AAAA,UCAA',
    };
    const index = 'c'.repeat(30);
    const indexMap = { version: 3, sources: ['turbopack:///[project]/apps/shell/pages/index.tsx'], mappings: 'AAAA' };
    const dir = fakeBuild(
      { '/_app': ['static/chunks/app.js'], '/': ['static/chunks/index.js', 'static/chunks/nomap.js'] },
      {
        'static/chunks/app.js': app,
        'static/chunks/app-map.js.map': JSON.stringify(appMap),
        'static/chunks/index.js': index,
        'static/chunks/index.js.map': JSON.stringify(indexMap),
        'static/chunks/nomap.js': 'no map here',
      },
    );
    try {
      const result = attributeFirstLoad(dir);
      const appGzip = gzipSync(app).length;
      const share = (name: string) => result.groups.find((g) => g.name === name)?.gzip ?? 0;
      expect(share('@therapy-shell/core')).toBeCloseTo((appGzip * 10) / app.length, 6);
      expect(share('react')).toBeCloseTo((appGzip * 10) / app.length, 6);
      expect(share('apps/shell')).toBeCloseTo(gzipSync(index).length, 6);
      expect(result.chunks.map((c) => [c.file, c.hasMap])).toEqual([
        ['static/chunks/app.js', true],
        ['static/chunks/index.js', true],
        ['static/chunks/nomap.js', false],
      ]);
      // Every gzip byte is somewhere: groups add up to the total.
      expect(result.groups.reduce((total, g) => total + g.gzip, 0)).toBeCloseTo(result.gzip, 6);
      expect(result.groups[0]?.gzip).toBeGreaterThanOrEqual(result.groups[1]?.gzip ?? 0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
