import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fakeBuild } from '../testing/fake-build.ts';
import type { Attribution } from './attribution.ts';
import { readBudgets } from './budgets.ts';
import { findSdkMarkers, isSdkPackage, listFiles, sdkPackagesIn, type ThirdPartySdk } from './third-party.ts';

const root = resolve(__dirname, '../../../..');
const sdks: ThirdPartySdk[] = [
  { id: 'sentry', name: 'Sentry', packages: ['@sentry/*'], markers: ['__SENTRY__'], bundled: true },
  { id: 'pusher', name: 'pusher-js', packages: ['pusher-js'], markers: ['pusher:subscribe'], bundled: true },
];

describe('findSdkMarkers and listFiles', () => {
  it('name the SDK, the file and the marker found, in every folder below', () => {
    const dir = fakeBuild(
      { '/': [] },
      {
        'static/chunks/a.js': 'var x=globalThis.__SENTRY__;',
        'static/chunks/deep/b.js': 'send("pusher:subscribe")',
        'static/chunks/c.js': 'clean',
        'static/x.css': '',
      },
    );
    try {
      const files = listFiles(dir, 'static', ['.js']);
      expect(files).toEqual(['static/chunks/a.js', 'static/chunks/c.js', 'static/chunks/deep/b.js']);
      expect(findSdkMarkers(dir, files, sdks)).toEqual([
        { sdk: 'sentry', file: 'static/chunks/a.js', marker: '__SENTRY__' },
        { sdk: 'pusher', file: 'static/chunks/deep/b.js', marker: 'pusher:subscribe' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('isSdkPackage and sdkPackagesIn', () => {
  it('match exact names and whole scopes', () => {
    const [sentry, pusher] = sdks as [ThirdPartySdk, ThirdPartySdk];
    expect(isSdkPackage('@sentry/core', sentry)).toBe(true);
    expect(isSdkPackage('@sentryx/core', sentry)).toBe(false);
    expect(isSdkPackage('pusher-js', pusher)).toBe(true);
    expect(isSdkPackage('pusher-jsx', pusher)).toBe(false);
    const attribution: Attribution = {
      page: '/',
      gzip: 3,
      bytes: 3,
      chunks: [],
      sources: [],
      groups: [
        { kind: 'package', name: '@sentry/browser', gzip: 2, bytes: 2 },
        { kind: 'library', name: '@therapy-shell/analytics', gzip: 1, bytes: 1 },
      ],
    };
    expect(sdkPackagesIn(attribution, sdks)).toEqual([{ sdk: 'sentry', pkg: '@sentry/browser', gzip: 2 }]);
  });
});

describe('the SDK markers of budgets.json', () => {
  const budgets = readBudgets(root, ['main', 'organisation', 'faith', 'pride', 'fifth', 'regional', 'teen', 'eighth']);

  it.each(budgets.thirdPartySdks.filter((sdk) => sdk.bundled).map((sdk) => [sdk.name, sdk] as const))(
    '%s: some marker is in the installed package',
    (_name, sdk) => {
      // The package whose browser build must contain a marker (a scope: its browser package).
      const probe: Record<string, string> = {
        sentry: 'node_modules/@sentry/core/build/esm',
        snowplow: 'node_modules/@snowplow/browser-tracker-core/dist',
        'web-vitals': 'node_modules/web-vitals/dist/modules',
        'socket.io': 'node_modules/socket.io-client/build/esm',
        pusher: 'node_modules/pusher-js/dist/web',
      };
      const dir = probe[sdk.id];
      if (!dir) throw new Error(`No package folder to probe for SDK "${sdk.id}": add one to this test.`);
      const text = listFiles(root, dir, ['.js', '.mjs'])
        .map((f) => readFileSync(join(root, f), 'utf8'))
        .join('\n');
      expect(sdk.markers.filter((m) => text.includes(m))).not.toEqual([]);
    },
  );

  it("occur in none of the workspace's own sources (so the shell's code never trips them)", () => {
    const markers = budgets.thirdPartySdks.flatMap((sdk) => sdk.markers);
    const dirs = ['libs', 'apps/shell'];
    const hits: string[] = [];
    for (const dir of dirs) {
      for (const file of listFiles(
        root,
        dir,
        ['.ts', '.tsx'],
        ['node_modules', 'dist', '.next*', 'storybook-static'],
      )) {
        const text = readFileSync(join(root, file), 'utf8');
        for (const marker of markers) if (text.includes(marker)) hits.push(`${marker} in ${file}`);
      }
    }
    expect(hits).toEqual([]);
  });
});
