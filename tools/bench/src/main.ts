// npm run bench (tools/bench/bench.mjs bundles this file and calls main): builds what it needs,
// measures the shell against the bare Pages Router page (and its App Router app against a bare App
// Router page), and writes its report to dist/bench/
// (report.md and report.json; --baseline: the committed bench/). docs/benchmark.md explains the figures.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { BRAND_IDS, isBrandId } from '@therapy-shell/brand-config';
import { readBudgets } from './lib/budgets.ts';
import { buildBare, buildBrands, incrementalBuild } from './run/builds.ts';
import { parseOptions, USAGE, type BenchOptions } from './run/options.ts';
import { stopAll } from './run/processes.ts';
import { REPORT_SCHEMA, renderMarkdown, summaryRows, type Report } from './run/report.ts';
import { Bench, INCREMENTAL_DIST, meta } from './run/bench.ts';
import { sizePart } from './run/size-part.ts';
import { brandPagesPart } from './run/pages-part.ts';
import { headersPart, ssrPart } from './run/server-part.ts';
import { appRouterPart } from './run/app-router-part.ts';

export interface MainInput {
  readonly root: string;
  readonly argv: readonly string[];
}

/** The previous report's sections (of the same schema), kept for the parts this run skips. */
function previousReport(path: string): Partial<Report> {
  if (!existsSync(path)) return {};
  try {
    const report = JSON.parse(readFileSync(path, 'utf8')) as Partial<Report>;
    return report.meta?.schema === REPORT_SCHEMA ? report : {};
  } catch {
    return {};
  }
}

/**
 * Runs the benchmark; resolves to the exit status.
 *
 * @example
 * process.exitCode = await main({ root, argv: process.argv.slice(2) });
 */
export async function main({ root, argv }: MainInput): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const load = loadavg();
  const bench = new Bench(root, options);
  const { parts } = options;
  bench.log(`parts: ${parts.join(', ')}`);
  // A folder of the workspace, or an absolute path.
  const reportDir = resolve(root, options.out);
  const jsonPath = join(reportDir, 'report.json');
  // The rows this run does not measure come from the last report written there, else the baseline.
  const previous = options.fresh
    ? {}
    : previousReport(existsSync(jsonPath) ? jsonPath : join(root, 'bench', 'report.json'));
  const sections: { -readonly [K in keyof Omit<Report, 'meta'>]?: Report[K] } = {};
  try {
    // The launcher (bench.mjs) has built the libraries and dev-api through Nx before loading this.
    if (parts.includes('build')) {
      bench.log('build: npm run build:brands (libraries through Nx, then every brand)');
      const allBrands = await buildBrands(root, bench.env);
      bench.log(`build: all brands in ${allBrands.seconds.toFixed(0)} s`);
      bench.log('build: SHELL_ROUTER=app npm run build:brands (the App Router app, every brand)');
      const appRouterBrands = await buildBrands(root, bench.env, 'app');
      bench.log(`build: all App Router brands in ${appRouterBrands.seconds.toFixed(0)} s`);
      const library = /^libs\/([^/]+)\//.exec(options.changeFile)?.[1];
      if (!library)
        throw new Error(`--change-file must be a file of a library (libs/<name>/...), got ${options.changeFile}`);
      bench.log(`build: brand main after a one-line change of ${options.changeFile}`);
      const incremental = await incrementalBuild(root, bench.env, options.changeFile, library, INCREMENTAL_DIST);
      bench.log(`build: one-line change rebuilt in ${incremental.seconds.toFixed(0)} s (${incremental.nxSummary})`);
      sections.builds = { measuredAt: bench.date, allBrands, appRouterBrands, incremental };
    }
    const brands = options.brands ?? [...BRAND_IDS];
    const unknown = brands.filter((b) => !isBrandId(b));
    if (unknown.length > 0)
      throw new Error(`--brands: unknown brand ${unknown.join(', ')}. Brands: ${BRAND_IDS.join(', ')}.`);
    const budgets = readBudgets(root, BRAND_IDS);
    if (parts.some((p) => p !== 'build' && p !== 'app')) {
      bench.log('bare page: next build of tools/bench/bare');
      await buildBare(root, bench.env, '.next', false);
    }
    if (parts.includes('size')) sections.size = await sizePart(bench, budgets, brands.filter(isBrandId));
    if (parts.includes('browser') || parts.includes('lighthouse')) {
      Object.assign(
        sections,
        await brandPagesPart(bench, budgets, brands, parts.includes('browser'), parts.includes('lighthouse')),
      );
    }
    if (parts.includes('ssr') || parts.includes('rss')) Object.assign(sections, await ssrPart(bench));
    if (parts.includes('headers')) sections.headers = await headersPart(bench);
    if (parts.includes('app')) sections.appRouter = await appRouterPart(bench, budgets, brands.filter(isBrandId));
    const report: Report = {
      ...previous,
      ...sections,
      meta: meta(root, parts, bench.date, bench.elapsedSeconds(), load),
    };
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(jsonPath, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(
      join(reportDir, 'report.md'),
      renderMarkdown(report, budgets, relative(reportDir, join(root, 'docs', 'benchmark.md'))),
    );
    const rows = summaryRows(report, budgets);
    const failed = rows.filter((r) => r.verdict === 'fail');
    bench.log(
      `wrote ${options.out}/report.md and ${options.out}/report.json in ${(bench.elapsedSeconds() / 60).toFixed(1)} min`,
    );
    for (const row of failed) bench.log(`FAIL ${row.figure}: ${row.shell} (target ${row.target})`);
    bench.log(`${rows.filter((r) => r.verdict === 'pass').length} rows pass, ${failed.length} fail`);
    return options.strict && failed.length > 0 ? 1 : 0;
  } catch (error) {
    process.stderr.write(`\nbench failed: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  } finally {
    await stopAll();
  }
}
