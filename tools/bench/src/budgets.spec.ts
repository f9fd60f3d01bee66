// What the size budgets cannot say, checked on the brand builds (apps/shell/.next-<brand>, from
// npm run build:brands): no third-party SDK in a first-load chunk, no other brand's data in a
// brand's client files, and proof that both searches work. The sizes themselves (first load per
// brand, imports, the service worker) are size-limit's (/.size-limit.mjs), which the same nx
// target runs first. Throughput and Lighthouse are only in npm run bench. The budgets and their
// reasoning: ../budgets.json; docs/benchmark.md.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRAND_IDS, themeTokens } from '@therapy-shell/brand-config';
import { readBudgets } from './lib/budgets.ts';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from './lib/brand-tokens.ts';
import { firstLoadFiles, readBuildManifest } from './lib/first-load.ts';
import { findSdkMarkers, listFiles } from './lib/third-party.ts';

const root = resolve(__dirname, '../../..');
const budgets = readBudgets(root, BRAND_IDS);
const tokens = distinctiveTokens(
  Object.fromEntries(BRAND_IDS.map((brand) => [brand, candidateTokens(themeTokens(brand))])),
);

function brandDist(brand: string): string {
  const dir = join(root, 'apps/shell', `.next-${brand}`);
  if (!existsSync(join(dir, 'build-manifest.json'))) {
    throw new Error(
      `No build of brand "${brand}" at apps/shell/.next-${brand}: run npm run build:brands first (npm test builds every brand before this step).`,
    );
  }
  return dir;
}

/** Client files of a build: everything the browser can fetch from /_next/static. */
function clientFiles(distDir: string): string[] {
  return listFiles(distDir, 'static', ['.js', '.css']);
}

describe('budgets.json', () => {
  it('gives every brand the bare page plus the allowance, at most', () => {
    const { bareGzip, allowanceGzip, brands } = budgets.firstLoad;
    const tooLoose = Object.entries(brands).filter(([, budget]) => budget > bareGzip + allowanceGzip);
    expect(tooLoose.map(([brand, budget]) => `${brand}: ${budget} > ${bareGzip} + ${allowanceGzip}`)).toEqual([]);
  });

  it('has distinctive tokens for every brand (so a leak of any brand can be seen)', () => {
    const without = BRAND_IDS.filter((brand) => (tokens[brand] ?? []).length === 0);
    expect(without).toEqual([]);
  });
});

describe.each(BRAND_IDS)('brand %s', (brand) => {
  it('has no third-party SDK in a first-load chunk', () => {
    const distDir = brandDist(brand);
    const { js } = firstLoadFiles(readBuildManifest(distDir), budgets.firstLoad.page);
    const findings = findSdkMarkers(distDir, js, budgets.thirdPartySdks);
    expect(
      findings.map((f) => `brand ${brand}: ${f.sdk} is in first-load chunk ${f.file} (found "${f.marker}")`),
    ).toEqual([]);
  });

  it('still recognises every bundled SDK in its lazily loaded chunks (proof the markers work)', () => {
    const distDir = brandDist(brand);
    const found = new Set(
      findSdkMarkers(distDir, listFiles(distDir, 'static', ['.js']), budgets.thirdPartySdks).map((f) => f.sdk),
    );
    const unseen = budgets.thirdPartySdks.filter((sdk) => sdk.bundled && !found.has(sdk.id));
    expect(
      unseen.map(
        (sdk) =>
          `brand ${brand}: no chunk contains any marker of ${sdk.name} (${sdk.markers.join(', ')}): update its markers in tools/bench/budgets.json`,
      ),
    ).toEqual([]);
  });

  it("carries its own brand's tokens in its client files (proof the token search works)", () => {
    const distDir = brandDist(brand);
    const own = findForeignBrandTokens(distDir, clientFiles(distDir), '', { [brand]: tokens[brand] ?? [] });
    expect(own.length).toBeGreaterThan(0);
  });

  it("carries none of the other seven brands' theme colours and logo marks in its client files", () => {
    const distDir = brandDist(brand);
    const findings = findForeignBrandTokens(distDir, clientFiles(distDir), brand, tokens);
    const byBrand = new Map<string, Set<string>>();
    for (const f of findings) byBrand.set(f.brand, (byBrand.get(f.brand) ?? new Set()).add(`${f.token} in ${f.file}`));
    expect(
      [...byBrand].map(
        ([other, where]) =>
          `brand ${brand}'s build carries brand ${other}'s data: ${[...where].slice(0, 4).join('; ')}${where.size > 4 ? `; and ${where.size - 4} more` : ''}`,
      ),
    ).toEqual([]);
  });
});
