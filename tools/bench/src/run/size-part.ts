// The size part: first-load JavaScript per brand against the bare page, where it comes from
// (source maps), SDKs and other brands' data in it, and the size-limit checks.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_IDS, themeTokens, type BrandId } from '@therapy-shell/brand-config';
import { attributeFirstLoad } from '../lib/attribution.ts';
import { candidateTokens, distinctiveTokens, findForeignBrandTokens } from '../lib/brand-tokens.ts';
import { type Budgets } from '../lib/budgets.ts';
import { firstLoadFiles, kB, measureFirstLoad, readBuildManifest } from '../lib/first-load.ts';
import { CHECK_NAMES, runSizeLimit, sizeCheck } from '../lib/size-limit.ts';
import { findSdkMarkers, listFiles, sdkPackagesIn } from '../lib/third-party.ts';
import { buildBare, buildShellWithSourceMaps } from './builds.ts';
import { type SizeSection } from './report.ts';

import { BARE_SOURCEMAP_DIST, Bench, SOURCEMAP_DIST, brandDist } from './bench.ts';

export async function sizePart(bench: Bench, budgets: Budgets, brands: readonly BrandId[]): Promise<SizeSection> {
  const { root } = bench;
  const bareDir = join(root, 'tools/bench/bare/.next');
  const bare = measureFirstLoad(bareDir, budgets.firstLoad.page);
  bench.log(`size: bare page first-load JS ${kB(bare.jsGzip)} (budgets.json: ${kB(budgets.firstLoad.bareGzip)})`);
  const tokens = distinctiveTokens(Object.fromEntries(BRAND_IDS.map((b) => [b, candidateTokens(themeTokens(b))])));
  const brandSizes = brands.map((brand) => {
    const dir = brandDist(root, brand);
    const measured = measureFirstLoad(dir, budgets.firstLoad.page);
    const { js } = firstLoadFiles(readBuildManifest(dir), budgets.firstLoad.page);
    const sdkFindings = findSdkMarkers(dir, js, budgets.thirdPartySdks);
    const foreign = findForeignBrandTokens(dir, listFiles(dir, 'static', ['.js', '.css']), brand, tokens);
    const foreignBrands = [...new Set(foreign.map((f) => f.brand))];
    bench.log(
      `size: ${brand} first-load JS ${kB(measured.jsGzip)} (${kB(measured.jsGzip - bare.jsGzip)} over bare), SDK findings ${sdkFindings.length}, other brands' data: ${foreignBrands.join(', ') || 'none'}`,
    );
    return {
      brand,
      jsGzip: measured.jsGzip,
      cssGzip: measured.cssGzip,
      files: measured.js.map((f) => ({ file: f.file, gzip: f.gzip })),
      budgetGzip: budgets.firstLoad.brands[brand] ?? 0,
      sdkFindings,
      foreignBrands,
    };
  });
  bench.log('size: building brand main with client source maps and the bare page with source maps');
  let attribution: SizeSection['attribution'];
  try {
    await buildShellWithSourceMaps(root, bench.env, SOURCEMAP_DIST);
    await buildBare(root, bench.env, BARE_SOURCEMAP_DIST, true);
    const shell = attributeFirstLoad(join(root, 'apps/shell', SOURCEMAP_DIST), budgets.firstLoad.page);
    const bareAttribution = attributeFirstLoad(
      join(root, 'tools/bench/bare', BARE_SOURCEMAP_DIST),
      budgets.firstLoad.page,
    );
    attribution = {
      brand: 'main',
      gzip: shell.gzip,
      groups: shell.groups,
      bareGroups: bareAttribution.groups,
      sdkPackages: sdkPackagesIn(shell, budgets.thirdPartySdks),
    };
    for (const group of shell.groups.filter((g) => g.kind === 'library'))
      bench.log(`size: ${group.name} adds ${kB(group.gzip)}`);
  } finally {
    rmSync(join(root, 'apps/shell', SOURCEMAP_DIST), { recursive: true, force: true });
    rmSync(join(root, 'tools/bench/bare', BARE_SOURCEMAP_DIST), { recursive: true, force: true });
  }
  // The import and worker budgets as npm test's size-limit step measures them (/.size-limit.mjs).
  const checks = await runSizeLimit(root, bench.env, brands);
  const imports = budgets.imports.map((entry) => {
    const check = sizeCheck(checks, CHECK_NAMES.import(entry.name));
    bench.log(`size: import ${entry.name} ${check.size} B gzip (budget ${entry.budgetGzip} B)`);
    return { name: entry.name, code: entry.code, gzip: check.size, budgetGzip: entry.budgetGzip };
  });
  const workerCheck = sizeCheck(checks, CHECK_NAMES.worker(budgets.offlineWorker.path));
  // .size-limit.mjs writes the script as the server answers it there.
  const workerBytes = statSync(join(root, 'dist/size-limit/sw.js')).size;
  bench.log(
    `size: service worker ${budgets.offlineWorker.path} ${workerCheck.size} B gzip, ${workerBytes} B as served (budget ${budgets.offlineWorker.budgetGzip} B)`,
  );
  const offlineWorker = {
    path: budgets.offlineWorker.path,
    bytes: workerBytes,
    gzip: workerCheck.size,
    budgetGzip: budgets.offlineWorker.budgetGzip,
  };
  return {
    measuredAt: bench.date,
    bare: { jsGzip: bare.jsGzip, cssGzip: bare.cssGzip, files: bare.js.map((f) => ({ file: f.file, gzip: f.gzip })) },
    brands: brandSizes,
    attribution,
    imports,
    offlineWorker,
  };
}
