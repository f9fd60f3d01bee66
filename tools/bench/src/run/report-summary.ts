// The report's summary rows (each checked figure beside the bare page and its target) and the
// one-screen grouping of them.
import type { Budgets } from '../lib/budgets.ts';

import { kB } from '../lib/first-load.ts';

import { headerRatios } from './headers.ts';

import { median, REFERENCES, type PersonaResult, type ReferenceResult, type TargetResult } from './ssr.ts';

import type { LighthouseResult } from './lighthouse.ts';

import {
  type AppRouterSection,
  type Report,
  type SummaryRow,
  TRANSPORT_MAX_COST_RATIO,
  NODE_RENDERER_MIN_GAIN,
  nodeRendererGain,
  reactBuildsAsMeant,
} from './report-model.ts';

import { PASS, pct, ms, mb, signedPercent, signed } from './report-format.ts';

/**
 * The summary rows: each measured figure beside the bare page and its target, pass or fail.
 *
 * @example
 * summaryRows(report, budgets).filter((row) => row.verdict === 'fail');
 */
export function summaryRows(report: Report, budgets: Budgets): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const { size, browser, ssr, rss, headers, lighthouse, builds, appRouter } = report;
  const t = budgets.targets;
  if (size) {
    const target = size.bare.jsGzip + t.firstLoadAllowanceGzip;
    for (const brand of size.brands) {
      rows.push({
        figure: `First-load JS of \`/\`, gzip (manifest), ${brand.brand}`,
        subject: brand.brand,
        bare: kB(size.bare.jsGzip),
        shell: `${kB(brand.jsGzip)} (${signed(brand.jsGzip - size.bare.jsGzip)})`,
        target: `≤ ${kB(target)} (bare + ${kB(t.firstLoadAllowanceGzip)}); CI budget ${kB(brand.budgetGzip)}`,
        verdict: PASS(brand.jsGzip <= target && brand.jsGzip <= brand.budgetGzip),
      });
    }
    const withSdk = size.brands.filter((b) => b.sdkFindings.length > 0);
    rows.push({
      figure:
        'Third-party SDK (Sentry, Snowplow, socket.io/engine.io, pusher-js, accessibility widget) in a first-load chunk',
      bare: 'none',
      shell:
        withSdk.length === 0
          ? `none in ${size.brands.length} brands`
          : withSdk.map((b) => `${b.brand}: ${[...new Set(b.sdkFindings.map((f) => f.sdk))].join(', ')}`).join('; '),
      target: 'none, every brand',
      verdict: PASS(withSdk.length === 0 && (size.attribution?.sdkPackages.length ?? 0) === 0),
    });
    const leaking = size.brands.filter((b) => b.foreignBrands.length > 0);
    rows.push({
      figure: "Other brands' theme colours / logo marks in a brand's client chunks",
      bare: '–',
      shell:
        leaking.length === 0
          ? 'none'
          : `${leaking.length} of ${size.brands.length} builds carry other brands (${leaking.map((b) => `${b.brand}: ${b.foreignBrands.length}`).join(', ')})`,
      target: 'none, every brand',
      verdict: PASS(leaking.length === 0),
    });
    for (const entry of size.imports) {
      rows.push({
        figure: `Import budget: ${entry.name} (\`${entry.code}\`)`,
        bare: '–',
        shell: `${entry.gzip} B gzip`,
        target: `≤ ${entry.budgetGzip} B`,
        verdict: PASS(entry.gzip <= entry.budgetGzip),
      });
    }
    if (size.offlineWorker) {
      const worker = size.offlineWorker;
      rows.push({
        figure: `Service worker of the offline copy (\`${worker.path}\`, not in the first load), gzip`,
        bare: '–',
        shell: `${kB(worker.gzip)} (${kB(worker.bytes)} as served)`,
        target: `≤ ${kB(worker.budgetGzip)}`,
        verdict: PASS(worker.gzip <= worker.budgetGzip),
      });
    }
  }
  if (browser) {
    for (const brand of browser.brands) {
      for (const persona of brand.personas) {
        rows.push({
          figure: `JS transferred in Chromium until idle, ${brand.brand}, ${persona.persona} (before hydration)`,
          bare: `${kB(browser.bare.totalJs)} (${kB(browser.bare.beforeHydrationJs)})`,
          shell: `${kB(persona.totalJs)} (${kB(persona.beforeHydrationJs)}), ${signed(persona.totalJs - browser.bare.totalJs)}`,
          target: 'no target (see first-load)',
          verdict: 'info',
        });
      }
    }
  }
  if (ssr) {
    for (const persona of ssr.personas) {
      const ceiling = persona.references?.find((r) => r.name === 'ceiling');
      const clean = persona.shell.clean && persona.bare.clean && (ceiling?.result.clean ?? false);
      if (ceiling) rows.push(...ceilingRows('', persona, ceiling, clean, t));
      rows.push({
        figure: `SSR throughput and p99 of \`/\` vs the bare page, ${persona.persona}`,
        bare: `${persona.bare.medianRequestsPerSecond.toFixed(0)} req/s, p99 ${ms(persona.bare.medianP99Ms)}`,
        shell: `${persona.shell.medianRequestsPerSecond.toFixed(0)} req/s (${pct(persona.throughputRatio)}), p99 ${ms(persona.shell.medianP99Ms)} (${pct(persona.p99Ratio)})`,
        target: 'no target (the page itself costs what `ceiling` shows)',
        verdict: 'info',
      });
      for (const reference of persona.references ?? []) {
        if (reference.name !== 'ceiling' && reference.name !== 'lean') continue;
        rows.push({
          figure: `SSR reference \`${reference.name}\`, ${persona.persona}: ${REFERENCES[reference.name]}`,
          bare: `${persona.bare.medianRequestsPerSecond.toFixed(0)} req/s, p99 ${ms(persona.bare.medianP99Ms)}`,
          shell: `${reference.result.medianRequestsPerSecond.toFixed(0)} req/s (${pct(reference.throughputRatio)}), p99 ${ms(reference.result.medianP99Ms)} (${pct(reference.p99Ratio)})`,
          target: 'what the page costs with no shell code',
          verdict: 'info',
        });
      }
    }
    for (const persona of ssr.personas) {
      const gain = nodeRendererGain(persona);
      const edge = persona.variants?.find((v) => v.name === 'edge-renderer');
      if (!gain || !edge) continue;
      const meant = reactBuildsAsMeant(ssr.reactBuilds);
      const cpu = (r: TargetResult) =>
        r.medianCpuMsPerAnswer === undefined ? '' : `, ${r.medianCpuMsPerAnswer.toFixed(2)} ms CPU per answer`;
      rows.push({
        figure: `React's Node renderer (\`installNodeRenderer\`): the shell with it vs without it, ${persona.persona} (median of ${gain.rounds} rounds)`,
        subject: persona.persona,
        bare: `edge build: ${edge.result.medianRequestsPerSecond.toFixed(0)} req/s${cpu(edge.result)}`,
        shell: `Node build: ${persona.shell.medianRequestsPerSecond.toFixed(0)} req/s (${signedPercent(gain.throughputGained)})${cpu(persona.shell)}${gain.cpuSaved === undefined ? '' : ` (${signedPercent(-gain.cpuSaved)})`}${meant ? '' : `; NOT the builds meant: ${ssr.reactBuilds ? `shell ${ssr.reactBuilds.shell}, without it ${ssr.reactBuilds['edge-renderer']}` : 'not read'}`}`,
        target: `≥ ${(NODE_RENDERER_MIN_GAIN * 100).toFixed(0)} % less CPU per answer or more req/s, else remove it`,
        verdict: PASS(
          meant && ((gain.cpuSaved ?? 0) >= NODE_RENDERER_MIN_GAIN || gain.throughputGained >= NODE_RENDERER_MIN_GAIN),
        ),
      });
    }
    if (ssr.transports) {
      const { shipped, reference, cpuRatios } = ssr.transports;
      const ratio = median(cpuRatios);
      rows.push({
        figure: `Backend transport: CPU per page of the page-load step's ${ssr.transports.calls.length} calls, shell-next's (undici Agent) vs node:http by hand (median of ${cpuRatios.length} rounds)`,
        bare: `node:http: ${(reference.medianCpuMsPerPage * 1000).toFixed(0)} µs, ${reference.medianPagesPerSecond.toFixed(0)} pages/s`,
        shell: `${(shipped.medianCpuMsPerPage * 1000).toFixed(0)} µs (${pct(ratio)}), ${shipped.medianPagesPerSecond.toFixed(0)} pages/s`,
        target: `≤ ${TRANSPORT_MAX_COST_RATIO.toFixed(2)}× node:http, else bring the hand-written one back`,
        verdict: PASS(ratio <= TRANSPORT_MAX_COST_RATIO),
      });
    }
    for (const html of ssr.html ?? []) {
      rows.push({
        figure: `HTML of \`/\` (document with its page data), gzip, ${html.persona}`,
        subject: html.persona,
        bare: `${kB(html.bareGzip)} (${kB(html.bareBytes)} as served)`,
        shell: `${kB(html.shellGzip)} (${kB(html.shellBytes)} as served)`,
        target: `≤ ${kB(t.htmlGzipMax)}`,
        verdict: PASS(html.shellGzip <= t.htmlGzipMax),
      });
    }
  }
  if (lighthouse) {
    for (const brand of lighthouse.brands) {
      const ok = lighthousePasses(brand, t);
      rows.push({
        figure: `Lighthouse mobile performance / accessibility / CLS, ${brand.brand}`,
        subject: brand.brand,
        bare: lighthouse.bare
          ? `${lighthouse.bare.performance ?? 'n/a'} / ${lighthouse.bare.accessibility ?? 'n/a'} / ${lighthouse.bare.cls === null ? 'n/a' : lighthouse.bare.cls.toFixed(3)}`
          : '–',
        shell: `${brand.performance ?? 'n/a'} / ${brand.accessibility ?? 'n/a'} / ${brand.cls === null ? 'n/a' : brand.cls.toFixed(3)}`,
        target: `≥ ${t.lighthousePerformance} / ${t.lighthouseAccessibility} / ${t.lighthouseCls}`,
        verdict: PASS(ok),
      });
    }
  }
  if (appRouter) rows.push(...appRouterRows(appRouter, budgets));
  if (headers) {
    const { longThroughputRatio, besideP99Ratio } = headerRatios(headers);
    rows.push({
      figure: 'Pages per second asked with a 15 kB User-Agent (two connections)',
      bare: '–',
      shell: `${headers.longUserAgent.requestsPerSecond.toFixed(0)} vs ${headers.normal.requestsPerSecond.toFixed(0)} with a normal one (${longThroughputRatio.toFixed(2)}×)`,
      target: `≥ ${t.longUserAgentThroughputRatio}×`,
      verdict: PASS(
        longThroughputRatio >= t.longUserAgentThroughputRatio &&
          headers.longUserAgent.non2xx === 0 &&
          headers.longUserAgent.errors === 0,
      ),
    });
    rows.push({
      figure: "Normal visitors' p99 while 15 kB User-Agents arrive beside them",
      bare: '–',
      shell: `${ms(headers.normalBesideLong.p99Ms)} vs ${ms(headers.normalBesideNormal.p99Ms)} beside normal ones (${besideP99Ratio.toFixed(2)}×)`,
      target: `≤ ${t.besideLongUserAgentP99Ratio}×`,
      verdict: PASS(besideP99Ratio <= t.besideLongUserAgentP99Ratio),
    });
  }
  if (rss) {
    rows.push({
      figure: `Server RSS after ${rss.requests.toLocaleString('en-US')} requests of \`/\``,
      bare: mb(rss.bare.afterBytes),
      shell: mb(rss.shell.afterBytes),
      target: 'no target',
      verdict: 'info',
    });
  }
  if (builds?.allBrands) {
    rows.push({
      figure: 'Build of all 8 brands (npm run build:brands)',
      bare: '–',
      shell: `${builds.allBrands.seconds.toFixed(0)} s`,
      target: 'no target',
      verdict: 'info',
    });
  }
  if (builds?.appRouterBrands) {
    rows.push({
      figure: 'Build of all 8 brands of the App Router app (SHELL_ROUTER=app npm run build:brands)',
      bare: '–',
      shell: `${builds.appRouterBrands.seconds.toFixed(0)} s`,
      target: 'no target',
      verdict: 'info',
    });
  }
  if (builds?.incremental) {
    rows.push({
      figure: 'Build of brand main after a one-line library change (Nx cache)',
      bare: '–',
      shell: `${builds.incremental.seconds.toFixed(0)} s`,
      target: 'no target',
      verdict: 'info',
    });
  }
  return rows;
}

/** The two SSR rows of a visitor against its `ceiling`: throughput and p99, each with its target. */
function ceilingRows(
  prefix: string,
  persona: PersonaResult,
  ceiling: ReferenceResult,
  clean: boolean,
  t: Budgets['targets'],
): SummaryRow[] {
  const throughput = persona.shell.medianRequestsPerSecond / ceiling.result.medianRequestsPerSecond;
  const p99 = persona.shell.medianP99Ms / ceiling.result.medianP99Ms;
  return [
    {
      figure: `${prefix}SSR throughput of \`/\` vs its \`ceiling\`, ${persona.persona} (median of ${persona.shell.rounds.length} rounds)`,
      subject: persona.persona,
      bare: `ceiling ${ceiling.result.medianRequestsPerSecond.toFixed(0)} req/s`,
      shell: `${persona.shell.medianRequestsPerSecond.toFixed(0)} req/s (${pct(throughput)})`,
      target: `≥ ${t.ssrThroughputVsCeiling.toFixed(2)}× ceiling`,
      verdict: PASS(throughput >= t.ssrThroughputVsCeiling && clean),
    },
    {
      figure: `${prefix}SSR p99 latency of \`/\` vs its \`ceiling\`, ${persona.persona}`,
      subject: persona.persona,
      bare: `ceiling ${ms(ceiling.result.medianP99Ms)}`,
      shell: `${ms(persona.shell.medianP99Ms)} (${pct(p99)})`,
      target: `≤ ${t.ssrP99VsCeiling.toFixed(2)}× ceiling`,
      verdict: PASS(p99 <= t.ssrP99VsCeiling && clean),
    },
  ];
}

/** Whether a Lighthouse result meets the three targets. */
function lighthousePasses(r: LighthouseResult, t: Budgets['targets']): boolean {
  return (
    (r.performance ?? -1) >= t.lighthousePerformance &&
    (r.accessibility ?? -1) >= t.lighthouseAccessibility &&
    r.cls !== null &&
    r.cls <= t.lighthouseCls
  );
}

const lighthouseText = (r: LighthouseResult) =>
  `${r.performance ?? 'n/a'} / ${r.accessibility ?? 'n/a'} / ${r.cls === null ? 'n/a' : r.cls.toFixed(3)}`;

/**
 * The App Router's rows (issue 44's targets): first-load JS of `/` against the bare App Router
 * page + 12 kB, SDKs and other brands' data, SSR against its own ceiling, Lighthouse per brand,
 * and, without a target, the App Router's shell against the Pages Router's in the same rounds.
 */
export function appRouterRows(app: AppRouterSection, budgets: Budgets): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const t = budgets.targets;
  const target = app.bare.jsGzip + t.appRouterFirstLoadAllowanceGzip;
  for (const brand of app.brands) {
    rows.push({
      figure: `App Router: first-load JS of \`/\`, gzip (as served), ${brand.brand}`,
      subject: brand.brand,
      bare: kB(app.bare.jsGzip),
      shell: `${kB(brand.jsGzip)} (${signed(brand.jsGzip - app.bare.jsGzip)})`,
      target: `≤ ${kB(target)} (bare App Router + ${kB(t.appRouterFirstLoadAllowanceGzip)})`,
      verdict: PASS(brand.jsGzip <= target),
    });
  }
  const withSdk = app.brands.filter((b) => b.sdkFindings.length > 0);
  rows.push({
    figure: 'App Router: third-party SDK in a first-load script',
    bare: 'none',
    shell:
      withSdk.length === 0
        ? `none in ${app.brands.length} brands`
        : withSdk.map((b) => `${b.brand}: ${[...new Set(b.sdkFindings.map((f) => f.sdk))].join(', ')}`).join('; '),
    target: 'none, every brand',
    verdict: PASS(withSdk.length === 0),
  });
  const leaking = app.brands.filter((b) => b.foreignBrands.length > 0);
  rows.push({
    figure: "App Router: other brands' theme colours / logo marks in a brand's client files",
    bare: '–',
    shell: leaking.length === 0 ? 'none' : leaking.map((b) => `${b.brand}: ${b.foreignBrands.join(', ')}`).join('; '),
    target: 'none, every brand',
    verdict: PASS(leaking.length === 0),
  });
  for (const persona of app.ssr.personas) {
    const ceiling = persona.references?.find((r) => r.name === 'ceiling');
    if (!ceiling) continue;
    const clean = persona.shell.clean && ceiling.result.clean;
    rows.push(...ceilingRows('App Router: ', persona, ceiling, clean, t));
    const pages = persona.variants?.find((v) => v.name === 'pages-router');
    if (pages) {
      rows.push({
        figure: `App Router vs Pages Router: the shell's SSR throughput and p99 of \`/\`, ${persona.persona} (same rounds)`,
        bare: `Pages Router ${pages.result.medianRequestsPerSecond.toFixed(0)} req/s, p99 ${ms(pages.result.medianP99Ms)}`,
        shell: `App Router ${persona.shell.medianRequestsPerSecond.toFixed(0)} req/s (${pct(persona.shell.medianRequestsPerSecond / pages.result.medianRequestsPerSecond)}), p99 ${ms(persona.shell.medianP99Ms)} (${pct(persona.shell.medianP99Ms / pages.result.medianP99Ms)})`,
        target: 'no target (what the choice of router costs)',
        verdict: 'info',
      });
    }
  }
  for (const html of app.ssr.html) {
    rows.push({
      figure: `App Router: HTML of \`/\` (document with its flight data), gzip, ${html.persona}`,
      bare: `${kB(html.bareGzip)} (${kB(html.bareBytes)} as served)`,
      shell: `${kB(html.shellGzip)} (${kB(html.shellBytes)} as served)`,
      target: 'no target',
      verdict: 'info',
    });
  }
  for (const brand of app.brands) {
    const r = brand.lighthouse;
    rows.push({
      figure: `App Router: Lighthouse mobile performance / accessibility / CLS, ${brand.brand}`,
      subject: brand.brand,
      bare: lighthouseText(app.bareLighthouse),
      shell: lighthouseText(r),
      target: `≥ ${t.lighthousePerformance} / ${t.lighthouseAccessibility} / ${t.lighthouseCls}`,
      verdict: PASS(lighthousePasses(r, t)),
    });
  }
  return rows;
}

/**
 * The one-screen summary: the checked rows grouped by figure (a brand's or a visitor's row under its
 * figure), each group's result, its figures for one or two members, else how many pass and the first
 * that fails.
 *
 * @example
 * glanceRows(summaryRows(report, budgets)); // [['SSR p99 latency of `/` vs its `ceiling`', 'logged-out 40 ms (1.20×); client …', '≤ 1.30× ceiling', 'pass'], …]
 */
export function glanceRows(rows: readonly SummaryRow[]): string[][] {
  const groups = new Map<string, { target: string; members: { qualifier: string; row: SummaryRow }[] }>();
  for (const row of rows) {
    if (row.verdict === 'info') continue;
    const figure = row.figure.replace(/ \(median of \d+ rounds\)$/, '');
    const key = row.subject && figure.endsWith(`, ${row.subject}`) ? figure.slice(0, -row.subject.length - 2) : figure;
    const group = groups.get(key) ?? { target: row.target.replace(/; CI budget .*$/, ''), members: [] };
    group.members.push({ qualifier: row.subject ?? '', row });
    groups.set(key, group);
  }
  return [...groups].map(([figure, { target, members }]) => {
    const failing = members.filter((m) => m.row.verdict !== 'pass');
    const shown = members.length <= 2 ? members : failing.length > 0 ? failing.slice(0, 1) : members.slice(0, 1);
    const values = shown.map((m) => `${m.qualifier ? `${m.qualifier}: ` : ''}${m.row.shell}`).join('; ');
    const prefix = members.length > 2 ? `${members.length - failing.length} of ${members.length} pass; ` : '';
    return [
      figure,
      `${prefix}${members.length > 2 ? (failing.length > 0 ? 'first failing ' : 'e.g. ') : ''}${values}`,
      target,
      failing.length === 0 ? 'pass' : '**FAIL**',
    ];
  });
}
