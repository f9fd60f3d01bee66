// The browser and Lighthouse parts: each brand's pages in Chromium, per persona.
import { join } from 'node:path';
import { type Budgets } from '../lib/budgets.ts';
import { kB } from '../lib/first-load.ts';
import { launchChromium, visit } from './browser.ts';
import { runLighthouse, startChromeForLighthouse, type LighthouseResult } from './lighthouse.ts';
import { type Report, type VisitSummary } from './report.ts';
import { p75Table, vitalsOf, type P75Row } from '../lib/web-vitals-p75.cjs';

import { Bench, PERSONAS, PORTS, brandDist, chromiumPath, chunkSets, summariseVisit } from './bench.ts';

/**
 * Lighthouse `--lighthouse-runs` times on `url` (a run that loses its trace is repeated, up to
 * twice as many attempts as runs): the median run by performance.
 */
export async function medianLighthouse(bench: Bench, url: string, port: number): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = [];
  const errors: string[] = [];
  const wanted = bench.options.lighthouseRuns;
  for (let attempt = 0; runs.length < wanted && attempt < wanted * 2; attempt++) {
    try {
      runs.push(await runLighthouse(url, port));
    } catch (error) {
      errors.push((error as Error).message);
      bench.log(`lighthouse: ${url}: ${(error as Error).message} (trying again)`);
    }
  }
  if (runs.length === 0) throw new Error(`Lighthouse failed on ${url} every time: ${errors.join(' | ')}`);
  const byPerformance = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return byPerformance[Math.floor(byPerformance.length / 2)] as LighthouseResult;
}

export async function brandPagesPart(
  bench: Bench,
  budgets: Budgets,
  brands: readonly string[],
  doBrowser: boolean,
  doLighthouse: boolean,
): Promise<{ browser?: Report['browser']; lighthouse?: Report['lighthouse'] }> {
  const { root, options } = bench;
  const executable = chromiumPath();
  const browser = doBrowser ? await launchChromium(executable) : undefined;
  const chrome = doLighthouse ? await startChromeForLighthouse(executable, PORTS.lighthouse) : undefined;
  try {
    let bareVisit: VisitSummary | undefined;
    let bareLighthouse: LighthouseResult | undefined;
    const medianRun = (url: string, port: number) => medianLighthouse(bench, url, port);
    {
      const bare = await bench.bareApp(PORTS.bare);
      try {
        if (browser) {
          const bareDir = join(root, 'tools/bench/bare/.next');
          bareVisit = summariseVisit(
            'any',
            await visit(browser, `${bare.url}/`, [], chunkSets(bareDir, budgets.firstLoad.page)),
            bareDir,
            budgets.thirdPartySdks,
          );
          bench.log(`browser: bare page ${kB(bareVisit.totalJs)} JS transferred`);
        }
        if (chrome) {
          bareLighthouse = await medianRun(`${bare.url}/`, chrome.port);
          bench.log(
            `lighthouse: bare page: performance ${bareLighthouse.performance}, accessibility ${bareLighthouse.accessibility}, CLS ${bareLighthouse.cls}`,
          );
        }
      } finally {
        await bare.stop();
      }
    }
    const browserBrands: { brand: string; personas: VisitSummary[] }[] = [];
    const realUserVitals: P75Row[] = [];
    const lighthouseBrands: ({ brand: string } & LighthouseResult)[] = [];
    for (const brand of brands) {
      const api = await bench.devApi(PORTS.brandApi, brand);
      try {
        const app = await bench.shellApp(PORTS.brandApp, brand, PORTS.brandApi);
        try {
          if (browser) {
            const distDir = brandDist(root, brand);
            const chunks = chunkSets(distDir, budgets.firstLoad.page);
            const personas: VisitSummary[] = [];
            for (const persona of PERSONAS) {
              const cookies = persona.cookie
                ? [{ name: 'dev_persona', value: persona.cookie.split('=')[1] ?? '' }]
                : [];
              const result = summariseVisit(
                persona.name,
                await visit(browser, `${app.url}/`, cookies, chunks),
                distDir,
                budgets.thirdPartySdks,
              );
              bench.log(
                `browser: ${brand} ${persona.name}: HTTP ${result.status}, hydrated at ${result.hydratedAtMs} ms, ${kB(result.totalJs)} JS (${kB(result.beforeHydrationJs)} before hydration, ${kB(result.routePrefetchJs)} route prefetch, ${kB(result.lazyJs)} lazy)`,
              );
              personas.push(result);
            }
            // The Web Vitals the shell sent during these visits, read from the brand's collector sink.
            try {
              const sink = await fetch(`http://127.0.0.1:${PORTS.brandApi}/__dev/events?e=ue`);
              const rows = p75Table(vitalsOf(await sink.json()));
              realUserVitals.push(...rows);
              for (const row of rows)
                bench.log(
                  `web vitals: ${row.brand} ${row.template}: LCP p75 ${row.LCP.p75 ?? 'n/a'} ms, CLS ${row.CLS.p75 ?? 'n/a'}, FCP ${row.FCP.p75 ?? 'n/a'} ms, TTFB ${row.TTFB.p75 ?? 'n/a'} ms`,
                );
            } catch (error) {
              bench.log(`web vitals: ${brand}: the collector sink could not be read (${(error as Error).message})`);
            }
            // report.json keeps every script of the first brand, the ten largest of the others.
            browserBrands.push({
              brand,
              personas:
                browserBrands.length === 0
                  ? personas
                  : personas.map((p) => ({
                      ...p,
                      scripts: [...p.scripts].sort((a, b) => b.transferred - a.transferred).slice(0, 10),
                    })),
            });
          }
          if (chrome) {
            const middle = await medianRun(`${app.url}/`, chrome.port);
            lighthouseBrands.push({ brand, ...middle });
            bench.log(
              `lighthouse: ${brand}: performance ${middle.performance}, accessibility ${middle.accessibility}, CLS ${middle.cls}`,
            );
          }
        } finally {
          await app.stop();
        }
      } finally {
        await api.stop();
      }
    }
    return {
      ...(browser && bareVisit
        ? { browser: { measuredAt: bench.date, bare: bareVisit, brands: browserBrands, realUserVitals } }
        : {}),
      ...(chrome
        ? {
            lighthouse: {
              measuredAt: bench.date,
              runs: options.lighthouseRuns,
              ...(bareLighthouse ? { bare: bareLighthouse } : {}),
              brands: lighthouseBrands,
            },
          }
        : {}),
    };
  } finally {
    await browser?.close();
    await chrome?.close();
  }
}
