// Size budgets, checked on the brand builds (apps/shell/.next-<brand>, from
// npm run build:brands): deterministic, so they run in npm test. Throughput and Lighthouse are
// only in npm run bench. The budgets and their reasoning: ../budgets.json; docs/benchmark.md.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRAND_IDS, themeTokens } from '@therapy-shell/brand-config';
import { readBudgets } from './lib/budgets.ts';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from './lib/brand-tokens.ts';
import { firstLoadFiles, kB, measureFirstLoad, readBuildManifest } from './lib/first-load.ts';
import { importSize } from './lib/import-size.ts';
import { offlineWorkerSize } from './lib/offline-worker.ts';
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
  const budget = budgets.firstLoad.brands[brand] ?? 0;

  it(`first-load JavaScript of ${budgets.firstLoad.page} is within its budget of ${kB(budget)} gzip`, () => {
    const distDir = brandDist(brand);
    const measured = measureFirstLoad(distDir, budgets.firstLoad.page);
    if (measured.jsGzip > budget) {
      const files = measured.js.map((f) => `${f.file} ${kB(f.gzip)}`).join(', ');
      throw new Error(
        `Brand ${brand}: first-load JavaScript of ${budgets.firstLoad.page} is ${kB(measured.jsGzip)} gzip (${measured.jsGzip} bytes), ` +
          `${kB(measured.jsGzip - budget)} (${measured.jsGzip - budget} bytes) over its budget of ${kB(budget)} ` +
          `(bare page ${kB(budgets.firstLoad.bareGzip)} + ${kB(budgets.firstLoad.allowanceGzip)}). Files: ${files}. ` +
          'npm run bench -- --only=size shows what each library adds.',
      );
    }
    expect(measured.jsGzip).toBeGreaterThan(0);
  });

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

describe.each(budgets.imports.map((entry) => [entry.name, entry] as const))('import budget: %s', (_name, entry) => {
  it(`bundles within ${entry.budgetGzip} bytes gzip (${entry.code})`, async () => {
    const size = await importSize(root, entry);
    if (size.gzip > entry.budgetGzip) {
      const largest = size.inputs
        .slice(0, 5)
        .map((i) => `${i.path} ${i.bytes} B`)
        .join(', ');
      throw new Error(
        `Import budget "${entry.name}": ${size.gzip} bytes gzip, ${size.gzip - entry.budgetGzip} bytes over its budget of ${entry.budgetGzip} ` +
          `(${entry.measuredGzip} when set). Largest inputs (minified bytes): ${largest}.`,
      );
    }
    expect(size.gzip).toBeGreaterThan(0);
  }, 60_000);
});

describe("the offline copy's service worker", () => {
  const { path, budgetGzip, measuredGzip } = budgets.offlineWorker;
  it(`is served at ${path} within ${budgetGzip} bytes gzip, outside every page's first load`, async () => {
    const size = await offlineWorkerSize(path);
    if (size.gzip > budgetGzip) {
      throw new Error(
        `The service worker at ${path} is ${size.gzip} bytes gzip (${size.bytes} bytes), ${size.gzip - budgetGzip} over its budget of ${budgetGzip} (${measuredGzip} when set).`,
      );
    }
    expect(size.gzip).toBeGreaterThan(1000);
  });
});
