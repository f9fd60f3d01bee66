// The report of npm run bench (in dist/bench/, or in bench/ as the committed baseline):
// report.json (every figure, machine and date) and report.md (the figures beside the bare page
// and their targets, pass or fail per row). Sections a run did not measure are kept from the
// previous report, with the date they were measured.
import type { GroupShare } from '../lib/attribution.ts';
import type { Budgets } from '../lib/budgets.ts';
import { kB } from '../lib/first-load.ts';
import type { IncrementalBuild, BrandBuildTimes } from './builds.ts';
import type { LighthouseResult } from './lighthouse.ts';
import { renderP75, type P75Row } from '../lib/web-vitals-p75.cjs';
import { PROFILE_CATEGORIES, type ProfileBreakdown } from '../lib/cpu-profile.ts';
import { headerRatios, type HeadersSection } from './headers.ts';
import {
  median,
  REFERENCES,
  ROUND_WARMUP_SECONDS,
  VARIANTS,
  type LoadSettings,
  type PersonaResult,
  type ReferenceResult,
  type Round,
  type TargetResult,
} from './ssr.ts';
import type { TransportSection } from './transports.ts';

export const PARTS = ['build', 'size', 'browser', 'ssr', 'rss', 'headers', 'lighthouse'] as const;
export type Part = (typeof PARTS)[number];

/** Version of report.json's layout; a previous report of another version is not merged. */
export const REPORT_SCHEMA = 2;

export interface Meta {
  readonly schema: number;
  readonly date: string;
  readonly durationSeconds: number;
  readonly parts: readonly Part[];
  readonly node: string;
  readonly cores: number;
  readonly cpu: string;
  readonly memoryGb: number;
  readonly platform: string;
  readonly loadAverageAtStart: readonly number[];
  readonly next: string;
  readonly react: string;
  readonly lighthouse: string;
  readonly autocannon: string;
  readonly chromium: string;
  readonly gitCommit: string;
  readonly gitDirty: boolean;
}

export interface BrandSize {
  readonly brand: string;
  readonly jsGzip: number;
  readonly cssGzip: number;
  readonly files: readonly { file: string; gzip: number }[];
  readonly budgetGzip: number;
  readonly sdkFindings: readonly { sdk: string; file: string; marker: string }[];
  /** Other brands whose tokens the build's client files carry. */
  readonly foreignBrands: readonly string[];
}

export interface SizeSection {
  readonly measuredAt: string;
  readonly bare: {
    readonly jsGzip: number;
    readonly cssGzip: number;
    readonly files: readonly { file: string; gzip: number }[];
  };
  readonly brands: readonly BrandSize[];
  readonly attribution?: {
    readonly brand: string;
    readonly gzip: number;
    readonly groups: readonly GroupShare[];
    readonly bareGroups: readonly GroupShare[];
    readonly sdkPackages: readonly { sdk: string; pkg: string; gzip: number }[];
  };
  readonly imports: readonly {
    readonly name: string;
    readonly code: string;
    readonly gzip: number;
    readonly budgetGzip: number;
  }[];
  /** The offline copy's service worker (/_shell/sw.js): never in a first load; downloaded once per build. */
  readonly offlineWorker?: {
    readonly path: string;
    readonly bytes: number;
    readonly gzip: number;
    readonly budgetGzip: number;
  };
}

export interface VisitSummary {
  readonly persona: string;
  readonly status: number;
  readonly hydrated: boolean;
  readonly hydratedAtMs: number | null;
  readonly totalJs: number;
  readonly firstLoadJs: number;
  readonly routePrefetchJs: number;
  readonly lazyJs: number;
  readonly otherOriginJs: number;
  readonly beforeHydrationJs: number;
  readonly scripts: readonly {
    path: string;
    status: number;
    transferred: number;
    kind: string;
    atMs: number;
    afterHydration: boolean;
    sdks: readonly string[];
  }[];
}

export interface BrowserSection {
  readonly measuredAt: string;
  readonly bare: VisitSummary;
  readonly brands: readonly { readonly brand: string; readonly personas: readonly VisitSummary[] }[];
  /** p75 of the Web Vitals the shell itself sent to each brand's collector sink during these visits. */
  readonly realUserVitals?: readonly P75Row[];
}

/** A CPU profile of one server under the benchmark's load for one visitor. */
export interface ProfiledLoad {
  /** Answers given in the profiled window. */
  readonly requests: number;
  readonly breakdown: ProfileBreakdown;
}

/** The shell's server and the bare page's, each profiled under the same load, for one visitor. */
export interface ProfileComparison {
  readonly persona: string;
  readonly durationSeconds: number;
  readonly shell: ProfiledLoad;
  readonly bare: ProfiledLoad;
}

export interface SsrSection {
  readonly measuredAt: string;
  readonly settings: LoadSettings;
  readonly personas: readonly PersonaResult[];
  /** Where each server's CPU goes (absent in reports written before it was measured). */
  readonly profiles?: readonly ProfileComparison[];
  /** The HTML of `/` (the document with its page data) per visitor, as served and gzip. */
  readonly html?: readonly HtmlSize[];
  /** The page-load step's backend transport against a node:http one written by hand. */
  readonly transports?: TransportSection;
  /** Which of React's server builds each shell server loaded (what react-renderer-probe.cjs printed). */
  readonly reactBuilds?: { readonly shell: string; readonly 'edge-renderer': string };
  /** The image's node flags every server measured ran with (absent in reports written before). */
  readonly nodeFlags?: readonly string[];
}

/**
 * The shipped backend transport may cost at most this much of the node:http one written by hand
 * (CPU per page): within it, the one of less code of ours (undici's Agent) is kept.
 */
export const TRANSPORT_MAX_COST_RATIO = 1.05;

/** React's Node renderer stays only while it is worth this much: less CPU per answer or more req/s. */
export const NODE_RENDERER_MIN_GAIN = 0.1;

/**
 * What the Node renderer is worth for one visitor: CPU saved per answer (1 − Node build / edge
 * build) and req/s gained (Node build / edge build − 1), each the median of the rounds' pairs.
 *
 * @example
 * nodeRendererGain(persona); // { cpuSaved: 0.18, throughputGained: 0.22, rounds: 3 }
 */
export function nodeRendererGain(
  persona: PersonaResult,
): { cpuSaved: number | undefined; throughputGained: number; rounds: number } | undefined {
  const edge = persona.variants?.find((v) => v.name === 'edge-renderer');
  if (!edge) return undefined;
  return {
    cpuSaved: edge.cpuRatios ? 1 - 1 / median(edge.cpuRatios) : undefined,
    throughputGained: 1 / median(edge.throughputRatios) - 1,
    rounds: edge.throughputRatios.length,
  };
}

/** The sentence that names the node flags the servers ran with ('' for reports from before). */
function nodeFlagsNote(nodeFlags: readonly string[] | undefined): string {
  if (nodeFlags === undefined) return '';
  return nodeFlags.length === 0
    ? "Every server measured ran with Node.js's defaults (the Dockerfile's CMD passes node no flags). "
    : `Every server measured (shell, bare page, reference pages) ran with the image's node flags, \`${nodeFlags.join(' ')}\` (the Dockerfile's CMD). `;
}

/** Whether the shell loaded React's Node build and its edge variant the edge build. */
function reactBuildsAsMeant(builds: SsrSection['reactBuilds']): boolean {
  return (
    builds !== undefined &&
    builds.shell.includes('react-dom-server.node') &&
    !builds.shell.includes('react-dom-server.edge') &&
    builds['edge-renderer'].includes('react-dom-server.edge')
  );
}

/** One visitor's HTML of `/`: the shell's and the bare page's, bytes as served and gzip (zlib default level). */
export interface HtmlSize {
  readonly persona: string;
  readonly shellBytes: number;
  readonly shellGzip: number;
  readonly bareBytes: number;
  readonly bareGzip: number;
}

export interface RssSection {
  readonly measuredAt: string;
  readonly requests: number;
  readonly connections: number;
  readonly shell: { readonly startBytes: number | null; readonly afterBytes: number | null };
  readonly bare: { readonly startBytes: number | null; readonly afterBytes: number | null };
  /** The image's node flags both servers ran with (absent in reports written before). */
  readonly nodeFlags?: readonly string[];
}

export interface LighthouseSection {
  readonly measuredAt: string;
  readonly runs: number;
  readonly bare?: LighthouseResult;
  readonly brands: readonly ({ readonly brand: string } & LighthouseResult)[];
}

export interface BuildSection {
  readonly measuredAt: string;
  readonly allBrands?: BrandBuildTimes;
  readonly incremental?: IncrementalBuild;
}

export interface Report {
  readonly meta: Meta;
  readonly size?: SizeSection;
  readonly browser?: BrowserSection;
  readonly ssr?: SsrSection;
  readonly rss?: RssSection;
  readonly headers?: HeadersSection;
  readonly lighthouse?: LighthouseSection;
  readonly builds?: BuildSection;
}

/** A row's result; `info` rows show a figure without a target. */
export type Verdict = 'pass' | 'fail' | 'info';

export interface SummaryRow {
  readonly figure: string;
  /** The brand or visitor a row is one of, named at the end of its figure (`…, main`). */
  readonly subject?: string;
  readonly bare: string;
  readonly shell: string;
  readonly target: string;
  readonly verdict: Verdict;
}

const PASS = (ok: boolean): Verdict => (ok ? 'pass' : 'fail');
const pct = (ratio: number) => `${ratio.toFixed(2)}×`;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const answerSize = (r: TargetResult) => {
  const sizes = r.rounds.map((x) => x.bytesPerAnswer).filter((n): n is number => typeof n === 'number');
  return sizes.length > 0 ? kB(Math.max(...sizes)) : 'n/a';
};
const signedPercent = (ratio: number) => `${ratio >= 0 ? '+' : '−'}${Math.abs(ratio * 100).toFixed(0)} %`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kB(Math.abs(bytes))}`;

/**
 * The summary rows: each measured figure beside the bare page and its target, pass or fail.
 *
 * @example
 * summaryRows(report, budgets).filter((row) => row.verdict === 'fail');
 */
export function summaryRows(report: Report, budgets: Budgets): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const { size, browser, ssr, rss, headers, lighthouse, builds } = report;
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
      if (ceiling) {
        const throughput = persona.shell.medianRequestsPerSecond / ceiling.result.medianRequestsPerSecond;
        const p99 = persona.shell.medianP99Ms / ceiling.result.medianP99Ms;
        rows.push({
          figure: `SSR throughput of \`/\` vs its \`ceiling\`, ${persona.persona} (median of ${persona.shell.rounds.length} rounds)`,
          subject: persona.persona,
          bare: `ceiling ${ceiling.result.medianRequestsPerSecond.toFixed(0)} req/s`,
          shell: `${persona.shell.medianRequestsPerSecond.toFixed(0)} req/s (${pct(throughput)})`,
          target: `≥ ${t.ssrThroughputVsCeiling.toFixed(2)}× ceiling`,
          verdict: PASS(throughput >= t.ssrThroughputVsCeiling && clean),
        });
        rows.push({
          figure: `SSR p99 latency of \`/\` vs its \`ceiling\`, ${persona.persona}`,
          subject: persona.persona,
          bare: `ceiling ${ms(ceiling.result.medianP99Ms)}`,
          shell: `${ms(persona.shell.medianP99Ms)} (${pct(p99)})`,
          target: `≤ ${t.ssrP99VsCeiling.toFixed(2)}× ceiling`,
          verdict: PASS(p99 <= t.ssrP99VsCeiling && clean),
        });
      }
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
      const ok =
        (brand.performance ?? -1) >= t.lighthousePerformance &&
        (brand.accessibility ?? -1) >= t.lighthouseAccessibility &&
        brand.cls !== null &&
        brand.cls <= t.lighthouseCls;
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

const VERDICT_TEXT: Record<Verdict, string> = {
  pass: 'pass',
  fail: '**FAIL**',
  info: '–',
};

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}

function when(section: { measuredAt: string } | undefined, meta: Meta): string {
  if (!section || section.measuredAt === meta.date) return '';
  return ` _(measured ${section.measuredAt}, in an earlier run)_`;
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

/** React's Node renderer against Next.js's default, round by round. */
function rendererSection(ssr: SsrSection): string[] {
  const personas = ssr.personas.filter((p) => nodeRendererGain(p) !== undefined);
  if (personas.length === 0) return [];
  const out = ['', "### React's Node renderer", ''];
  out.push(
    `The shell as it ships renders with React's Node build (\`installNodeRenderer()\` in apps/shell/instrumentation.ts). Beside it, in the same rounds, \`edge-renderer\`: ${VARIANTS['edge-renderer']}, a second server of the same build started with tools/bench/bare/edge-renderer.mjs. Ratios are of the two servers in the same round; CPU saved is 1 − Node / edge and req/s gained Node / edge − 1, each from the median of the rounds. ` +
      `Builds each loaded (tools/scripts/react-renderer-probe.cjs): shell ${ssr.reactBuilds?.shell ?? 'not read'}; without it ${ssr.reactBuilds?.['edge-renderer'] ?? 'not read'}. ` +
      `It stays while it saves at least ${(NODE_RENDERER_MIN_GAIN * 100).toFixed(0)} % of the CPU per answer or gains as much throughput (docs/ssr-performance.md).`,
  );
  out.push('');
  out.push(
    table(
      ['visitor', 'edge / Node CPU per answer, per round', 'edge / Node req/s, per round', 'CPU saved', 'req/s gained'],
      personas.map((p) => {
        const edge = p.variants?.find((v) => v.name === 'edge-renderer');
        const gain = nodeRendererGain(p);
        return [
          p.persona,
          edge?.cpuRatios?.map((r) => r.toFixed(2)).join(', ') ?? 'n/a',
          edge?.throughputRatios.map((r) => r.toFixed(2)).join(', ') ?? 'n/a',
          gain?.cpuSaved === undefined ? 'n/a' : `${(gain.cpuSaved * 100).toFixed(0)} %`,
          gain ? `${(gain.throughputGained * 100).toFixed(0)} %` : 'n/a',
        ];
      }),
    ),
  );
  return out;
}

/** The backend transport against the node:http one written by hand, round by round. */
function transportSection(section: TransportSection): string[] {
  const { settings, shipped, reference, cpuRatios } = section;
  const rounds = (r: typeof shipped) =>
    r.rounds.map((x) => `${(x.cpuMsPerPage * 1000).toFixed(0)} µs / ${x.pagesPerSecond.toFixed(0)}`).join(', ');
  return [
    '',
    '### Backend transport',
    '',
    `The page-load step's transport (libs/shell-next/dist/backend-transport.js: undici's Agent) against the node:http transport shell-next had written by hand (tools/bench/src/run/node-http-transport.ts), alone in the benchmark's process against the same dev-api: ${settings.pages} pages per round of the ${section.calls.length} calls (${section.calls.map((c) => `\`${c}\``).join(', ')}) with a visitor's headers, ${settings.concurrency} pages at a time, after ${settings.warmupPages} pages of warm-up each; ${settings.rounds} rounds alternating. CPU per page is this process's user + system time over the pages. ` +
      `The shipped one stays while it costs at most ${TRANSPORT_MAX_COST_RATIO.toFixed(2)}× the hand-written one (libs/shell-next/src/page-load/backend-transport.ts says why).`,
    '',
    table(
      ['transport', 'CPU per page / pages per second, per round', 'median CPU per page', 'median pages/s'],
      [
        [
          'shell-next (undici Agent)',
          rounds(shipped),
          `${(shipped.medianCpuMsPerPage * 1000).toFixed(0)} µs`,
          shipped.medianPagesPerSecond.toFixed(0),
        ],
        [
          'node:http by hand',
          rounds(reference),
          `${(reference.medianCpuMsPerPage * 1000).toFixed(0)} µs`,
          reference.medianPagesPerSecond.toFixed(0),
        ],
        [
          'shipped / by hand',
          cpuRatios.map((r) => r.toFixed(2)).join(', '),
          pct(median(cpuRatios)),
          pct(shipped.medianPagesPerSecond / reference.medianPagesPerSecond),
        ],
      ],
    ),
  ];
}

/**
 * The whole report as Markdown.
 *
 * @example
 * writeFileSync('bench/report.md', renderMarkdown(report, budgets));
 */
export function renderMarkdown(report: Report, budgets: Budgets, guide = '../docs/benchmark.md'): string {
  const { meta, size, browser, ssr, rss, headers, lighthouse, builds } = report;
  const rows = summaryRows(report, budgets);
  const failed = rows.filter((r) => r.verdict === 'fail').length;
  const checked = rows.filter((r) => r.verdict !== 'info').length;
  const out: string[] = [];
  out.push('# Benchmark: the shell against a bare Next.js page');
  out.push('');
  out.push(
    `Generated by \`npm run bench\` on ${meta.date} in ${(meta.durationSeconds / 60).toFixed(1)} min (parts: ${meta.parts.join(', ')}). How to read it: [docs/benchmark.md](${guide}).`,
  );
  out.push('');
  out.push(
    `Machine: ${meta.cores} cores (${meta.cpu}), ${meta.memoryGb.toFixed(0)} GB, ${meta.platform}, load average at start ${meta.loadAverageAtStart.map((l) => l.toFixed(2)).join(' / ')}. ` +
      `Node ${meta.node}, next ${meta.next}, react ${meta.react}, lighthouse ${meta.lighthouse}, autocannon ${meta.autocannon}, ${meta.chromium}. ` +
      `Commit ${meta.gitCommit}${meta.gitDirty ? ' with uncommitted changes' : ''}.`,
  );
  out.push('');
  out.push(`**${checked - failed} of ${checked} checked rows pass${failed ? `, ${failed} fail` : ''}.**`);
  out.push('');
  out.push('## At a glance');
  out.push('');
  out.push(table(['figure', 'shell', 'target', 'result'], glanceRows(rows)));
  out.push('');
  out.push('## Summary');
  out.push('');
  out.push(
    table(
      ['figure', 'bare page', 'shell', 'target', 'result'],
      rows.map((r) => [r.figure, r.bare, r.shell, r.target, VERDICT_TEXT[r.verdict]]),
    ),
  );
  if (size) {
    out.push('');
    out.push(`## First-load JavaScript of \`/\`${when(size, meta)}`);
    out.push('');
    out.push(
      `Gzip bytes of the unique .js files of \`rootMainFiles\`, \`pages['/_app']\` and \`pages['/']\` in each build's build-manifest.json (the same for every visitor). ` +
        `Bare page (tools/bench/bare, built in this run): **${kB(size.bare.jsGzip)}** JS, ${kB(size.bare.cssGzip)} CSS; budgets.json assumes ${kB(budgets.firstLoad.bareGzip)}` +
        `${Math.abs(size.bare.jsGzip - budgets.firstLoad.bareGzip) > budgets.firstLoad.bareGzip * 0.01 ? ' — **differs by more than 1 %: update bareGzip and the brand budgets in tools/bench/budgets.json**' : ''}.`,
    );
    out.push('');
    out.push(
      table(
        [
          'brand',
          'JS gzip',
          'vs bare',
          `target (bare + ${kB(budgets.targets.firstLoadAllowanceGzip)})`,
          'CI budget',
          'CSS gzip',
          'SDK in first load',
          "other brands' data",
          'result',
        ],
        size.brands.map((b) => {
          const target = size.bare.jsGzip + budgets.targets.firstLoadAllowanceGzip;
          return [
            b.brand,
            kB(b.jsGzip),
            signed(b.jsGzip - size.bare.jsGzip),
            kB(target),
            kB(b.budgetGzip),
            kB(b.cssGzip),
            b.sdkFindings.length === 0 ? 'none' : b.sdkFindings.map((f) => `${f.sdk} (${f.file})`).join(', '),
            b.foreignBrands.length === 0 ? 'none' : b.foreignBrands.join(', '),
            VERDICT_TEXT[
              PASS(
                b.jsGzip <= target &&
                  b.jsGzip <= b.budgetGzip &&
                  b.sdkFindings.length === 0 &&
                  b.foreignBrands.length === 0,
              )
            ],
          ];
        }),
      ),
    );
    if (size.attribution) {
      const a = size.attribution;
      const bareByName = new Map(a.bareGroups.map((g) => [g.name, g.gzip]));
      out.push('');
      out.push(`### What each library and package adds (brand ${a.brand}, source maps)`);
      out.push('');
      out.push(
        `Brand ${a.brand} built once more with client source maps (SHELL_SOURCEMAPS=1): ${kB(a.gzip)} first-load JS. Each chunk's gzip bytes are shared among the sources of its source map by the characters each produced; ` +
          'the bare page is attributed the same way. "shell − bare" is what the shell adds (or saves) per group.',
      );
      out.push('');
      const names = [...new Set([...a.groups.map((g) => g.name), ...a.bareGroups.map((g) => g.name)])];
      const groupRows = names
        .map((name) => {
          const shell = a.groups.find((g) => g.name === name);
          const bare = bareByName.get(name) ?? 0;
          return {
            name,
            kind: shell?.kind ?? a.bareGroups.find((g) => g.name === name)?.kind ?? 'package',
            shell: shell?.gzip ?? 0,
            bare,
          };
        })
        // Groups under 50 bytes on both sides are left out (rounding noise of the shares).
        .filter((g) => g.shell >= 50 || g.bare >= 50)
        .sort((x, y) => y.shell - y.bare - (x.shell - x.bare));
      out.push(
        table(
          ['group', 'kind', 'shell (main)', 'bare page', 'shell − bare'],
          groupRows.map((g) => [g.name, g.kind, kB(g.shell), kB(g.bare), signed(g.shell - g.bare)]),
        ),
      );
      const libraries = a.groups.filter((g) => g.kind === 'library');
      out.push('');
      out.push(
        `@therapy-shell libraries together: ${kB(libraries.reduce((t, g) => t + g.gzip, 0))}; npm packages the bare page does not load: ${kB(a.groups.filter((g) => g.kind === 'package' && !bareByName.has(g.name)).reduce((t, g) => t + g.gzip, 0))}.`,
      );
      out.push(
        `Third-party SDK packages in the first load by source map: ${a.sdkPackages.length === 0 ? 'none' : a.sdkPackages.map((p) => `${p.pkg} ${kB(p.gzip)}`).join(', ')}.`,
      );
    }
    out.push('');
    out.push(
      '### Import budgets (size-limit with esbuild: minified, browser, ESM, React external, JavaScript only, workspace packages from dist/)',
    );
    out.push('');
    out.push(
      table(
        ['import', 'gzip', 'budget', 'result'],
        size.imports.map((i) => [
          `\`${i.code}\``,
          `${i.gzip} B`,
          `${i.budgetGzip} B`,
          VERDICT_TEXT[PASS(i.gzip <= i.budgetGzip)],
        ]),
      ),
    );
  }
  if (browser) {
    out.push('');
    out.push(`## JavaScript transferred in Chromium${when(browser, meta)}`);
    out.push('');
    out.push(
      'Every script response of a first visit to `/` (fresh profile, desktop viewport) until the page is hydrated and the network has been quiet for 2 s, encoded (gzip) body bytes as Chromium received them. ' +
        '"first load" are the manifest\'s first-load chunks of `/`, "route prefetch" the chunks of other pages that Next.js prefetches for the links in view, ' +
        '"lazy" the other chunks loaded afterwards (analytics, error reporting, real time, dialogs, build manifests), "other origin" the accessibility widget (dev-api\'s stand-in). ' +
        'The largest scripts of each visit are in report.json (`browser.brands[].personas[].scripts`).',
    );
    out.push('');
    const visitRow = (brand: string, v: VisitSummary) => [
      brand,
      v.persona,
      v.status === 200 ? (v.hydrated ? `${v.hydratedAtMs} ms` : 'not hydrated') : `HTTP ${v.status}`,
      kB(v.totalJs),
      kB(v.beforeHydrationJs),
      kB(v.firstLoadJs),
      kB(v.routePrefetchJs),
      kB(v.lazyJs),
      kB(v.otherOriginJs),
      signed(v.totalJs - browser.bare.totalJs),
    ];
    out.push(
      table(
        [
          'page',
          'visitor',
          'hydrated at',
          'JS total',
          'before hydration',
          'first load',
          'route prefetch',
          'lazy',
          'other origin',
          'vs bare',
        ],
        [
          visitRow('bare page', browser.bare),
          ...browser.brands.flatMap((b) => b.personas.map((p) => visitRow(b.brand, p))),
        ],
      ),
    );
  }
  if (browser) {
    const main = browser.brands[0];
    if (main) {
      out.push('');
      out.push(
        `Largest scripts loaded after hydration on ${main.brand} (SDKs recognised by the markers of budgets.json):`,
      );
      out.push('');
      out.push(
        table(
          ['visitor', 'script', 'kind', 'gzip', 'at', 'SDK'],
          main.personas.flatMap((p) =>
            [...p.scripts]
              .filter((x) => x.afterHydration)
              .sort((a, b) => b.transferred - a.transferred)
              .slice(0, 6)
              .map((x) => [
                p.persona,
                x.path.replace(/^\/_next\/static\//, ''),
                x.kind,
                kB(x.transferred),
                `${x.atMs} ms`,
                x.sdks.join(', ') || '–',
              ]),
          ),
        ),
      );
    }
    if (browser.realUserVitals) {
      out.push('');
      out.push('### Web Vitals the shell reported (p75, from the collector sink)');
      out.push('');
      out.push(
        "What the shell's own real-user measurement (web-vitals, sent through its Snowplow tracker with performance consent) sent to each brand's dev-api collector during the visits above, each page hidden at the end of its visit. Unthrottled loopback and a handful of samples per brand: these check that the pipeline works and give the order of the figures; `npm run vitals` prints the same table from any dev-api. A cell is `p75 (samples)`; INP needs an interaction, which these visits do not make.",
      );
      out.push('');
      out.push(
        browser.realUserVitals.length > 0 ? renderP75(browser.realUserVitals) : 'No Web Vitals reached the collector.',
      );
    }
  }
  if (ssr) {
    out.push('');
    out.push(`## SSR throughput and latency of \`/\`${when(ssr, meta)}`);
    out.push('');
    out.push(
      `autocannon, ${ssr.settings.connections} keep-alive connections, ${ssr.settings.durationSeconds} s per round after a ${ssr.settings.warmupSeconds} s warm-up of each target, ${ssr.settings.rounds} rounds in which every target is loaded once (the order rotating), each round of a target right after ${ROUND_WARMUP_SECONDS} s of unmeasured load on it (a server that sat idle while the others were measured starts warm), loopback. ` +
        'Shell: `next start` of apps/shell/.next-main (NODE_ENV=production) against a dev-api started by the benchmark; bare: tools/bench/bare, rendered per request (getServerSideProps). ' +
        nodeFlagsNote(ssr.nodeFlags) +
        'Medians of the rounds; ratios are over the bare page of the same rounds. Server CPU per answer: user + system time of the serving next-server process (from /proc) over the answers of a round, steadier than throughput on a shared machine (it includes Next.js and GC threads, not dev-api).',
    );
    const withReferences = ssr.personas.some((p) => (p.references ?? []).length > 0);
    if (withReferences) {
      out.push('');
      out.push(
        "Reference pages (tools/bench/bare/pages/reference, from a server of the bare app of their own that renders with React's Node build, as the shell's server does; the bare page keeps Next.js's default, the edge build): the shell's page as it was served in this run (its `#__next` markup, its document's `<html>` and `<body>` attributes and head elements, and its `_app` data, taken from the running shell per visitor) rendered again from prebuilt React elements, with no shell code at all. " +
          'What a reference page reaches is the most any implementation of that page can: the SSR targets are set against `ceiling`, so what separates the shell from `ceiling` is its own code. The profile below shows where the CPU goes; docs/ssr-performance.md explains it.',
      );
      out.push('');
      for (const [name, description] of Object.entries(REFERENCES)) out.push(`- \`${name}\`: ${description}.`);
    }
    out.push('');
    const row = (persona: string, target: string, r: TargetResult, vsBare: string) => [
      persona,
      target,
      r.rounds.map((x) => x.requestsPerSecond.toFixed(0)).join(', '),
      r.medianRequestsPerSecond.toFixed(0),
      vsBare,
      r.rounds.map((x) => `${x.p99Ms}`).join(', '),
      ms(r.medianP99Ms),
      ms(r.medianP50Ms),
      r.medianCpuMsPerAnswer === undefined ? 'n/a' : `${r.medianCpuMsPerAnswer.toFixed(2)} ms`,
      answerSize(r),
      r.clean ? 'yes' : `no (${r.rounds.map((x) => `${x.non2xx} non-2xx, ${x.errors} errors`).join('; ')})`,
    ];
    const vs = (ref: Pick<ReferenceResult, 'throughputRatio' | 'p99Ratio'>) =>
      `${pct(ref.throughputRatio)}, p99 ${pct(ref.p99Ratio)}`;
    out.push(
      table(
        [
          'visitor',
          'target',
          'req/s per round',
          'median req/s',
          'vs bare (req/s, p99)',
          'p99 per round',
          'median p99',
          'median p50',
          'server CPU per answer',
          'bytes per answer',
          'all 2xx',
        ],
        ssr.personas.flatMap((p) => [
          row(p.persona, 'shell', p.shell, vs(p)),
          row(p.persona, 'bare', p.bare, '1.00×'),
          ...(p.references ?? []).map((ref) => row(p.persona, `reference \`${ref.name}\``, ref.result, vs(ref))),
          ...(p.variants ?? []).map((v) =>
            row(p.persona, `shell, ${v.name}`, v.result, `${pct(median(v.throughputRatios))} of the shell's req/s`),
          ),
        ]),
      ),
    );
    out.push(...rendererSection(ssr));
    if (ssr.transports) out.push(...transportSection(ssr.transports));
  }
  if (ssr?.profiles && ssr.profiles.length > 0) out.push(...profileSection(ssr.profiles));
  if (headers) {
    out.push('');
    out.push(`## Overlong request headers${when(headers, meta)}`);
    out.push('');
    out.push(
      `The shell's \`/\` (brand main, logged-out) with autocannon, ${headers.settings.durationSeconds} s each: two connections with a browser's User-Agent, then two with a 15 kB one (Next.js's bot check is quadratic on it: docs/deploy.md); then ${headers.settings.connections} connections of normal visitors beside two more of normal ones, and beside two of 15 kB ones.`,
    );
    out.push('');
    const row = (name: string, r: Round) => [
      name,
      `${r.requestsPerSecond.toFixed(0)}`,
      ms(r.p50Ms),
      ms(r.p99Ms),
      `${r.non2xx + r.errors}`,
    ];
    out.push(
      table(
        ['requests', 'req/s', 'p50', 'p99', 'non-2xx or errors'],
        [
          row('normal User-Agent (2 connections)', headers.normal),
          row('15 kB User-Agent (2 connections)', headers.longUserAgent),
          row(`normal (${headers.settings.connections}), beside 2 normal`, headers.normalBesideNormal),
          row(`normal (${headers.settings.connections}), beside 2 with 15 kB`, headers.normalBesideLong),
        ],
      ),
    );
  }
  if (rss) {
    out.push('');
    out.push(`## Server memory${when(rss, meta)}`);
    out.push('');
    out.push(
      `VmRSS of the next-server process (from /proc) right after start and after ${rss.requests.toLocaleString('en-US')} requests of \`/\` (${rss.connections} connections, logged-out visitor). ${nodeFlagsNote(rss.nodeFlags)}`.trimEnd(),
    );
    out.push('');
    out.push(
      table(
        ['server', 'after start', `after ${rss.requests.toLocaleString('en-US')} requests`],
        [
          ['bare page', mb(rss.bare.startBytes), mb(rss.bare.afterBytes)],
          ['shell (main)', mb(rss.shell.startBytes), mb(rss.shell.afterBytes)],
        ],
      ),
    );
  }
  if (lighthouse) {
    out.push('');
    out.push(`## Lighthouse${when(lighthouse, meta)}`);
    out.push('');
    out.push(
      `Lighthouse ${lighthouse.brands[0]?.lighthouseVersion ?? ''} (default mobile configuration: emulated phone, simulated throttling) on each brand's home, logged-out visitor, ${lighthouse.runs} run(s) each (the run with the median performance score is shown).`,
    );
    out.push('');
    out.push(
      table(
        [
          'page',
          'performance',
          'accessibility',
          'CLS',
          'LCP',
          'TBT',
          'FCP',
          'most main-thread script time',
          'failed accessibility audits',
          'result',
        ],
        [...(lighthouse.bare ? [{ brand: 'bare page', ...lighthouse.bare }] : []), ...lighthouse.brands].map((b) => [
          b.brand,
          `${b.performance ?? 'n/a'}`,
          `${b.accessibility ?? 'n/a'}`,
          b.cls === null ? 'n/a' : b.cls.toFixed(3),
          b.lcpMs === null ? 'n/a' : ms(b.lcpMs),
          b.tbtMs === null ? 'n/a' : ms(b.tbtMs),
          b.fcpMs === null ? 'n/a' : ms(b.fcpMs),
          (b.topScripts ?? [])
            .map(
              (x) => `${x.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\//, '')} ${x.scriptingMs} ms`,
            )
            .join(', ') || '–',
          b.failedAccessibilityAudits.join(', ') || 'none',
          b.brand === 'bare page'
            ? '–'
            : VERDICT_TEXT[
                PASS(
                  (b.performance ?? -1) >= budgets.targets.lighthousePerformance &&
                    (b.accessibility ?? -1) >= budgets.targets.lighthouseAccessibility &&
                    b.cls !== null &&
                    b.cls <= budgets.targets.lighthouseCls,
                )
              ],
        ]),
      ),
    );
  }
  if (builds) {
    out.push('');
    out.push(`## Build times${when(builds, meta)}`);
    out.push('');
    if (builds.allBrands) {
      out.push(
        `\`npm run build:brands\` (libraries through Nx, then the eight brands one after another): **${builds.allBrands.seconds.toFixed(0)} s**.`,
      );
      out.push('');
      out.push(
        table(
          ['brand', 'next build'],
          Object.entries(builds.allBrands.perBrand).map(([brand, s]) => [brand, `${s.toFixed(1)} s`]),
        ),
      );
    }
    if (builds.incremental) {
      out.push('');
      out.push(
        `Brand main after a one-line change (a comment appended to \`${builds.incremental.file}\`, removed afterwards): \`SHELL_BRAND=main npx nx run shell:build\` took **${builds.incremental.seconds.toFixed(0)} s**. ` +
          `Nx: ${(builds.incremental.nxSummary || 'no summary printed').replace(/\.$/, '')}.`,
      );
    }
  }
  out.push('');
  return out.join('\n');
}

const perAnswer = (load: ProfiledLoad, msOfLoad: number) => (load.requests > 0 ? msOfLoad / load.requests : Number.NaN);

/**
 * The report's profile tables: for each visitor, the busy CPU per answer of the bare page's server
 * and the shell's by what it is spent on, and the shell's own code by library.
 *
 * @example
 * profileSection(report.ssr?.profiles ?? []).join('\n');
 */
export function profileSection(profiles: readonly ProfileComparison[]): string[] {
  const out: string[] = [
    '',
    "### Where the server's CPU goes (CPU profile)",
    '',
    'Each server was profiled (`node --cpu-prof`, V8 sampling every millisecond) in a process of its own under the same load as the rounds above, after a warm-up; only the samples of the loaded window count. ' +
      'A sample counts for the code that caused it: Node.js internals and native functions (TextEncoder, JSON, socket writes) for their nearest caller in a package, library or app, server chunks by their source maps; "Node.js" is what no such code called (HTTP parsing, socket reads, the event loop). ' +
      'CPU per answer is the busy time of the window over the answers given in it. Profiling costs some CPU itself, so these figures run above the unprofiled rounds; the shares and the differences are what to read.',
  ];
  for (const p of profiles) {
    const cell = (load: ProfiledLoad, value: number) =>
      `${perAnswer(load, value).toFixed(3)} ms (${load.breakdown.busyMs > 0 ? ((100 * value) / load.breakdown.busyMs).toFixed(1) : '0.0'} %)`;
    const msOf = (load: ProfiledLoad, category: string) =>
      load.breakdown.categories.find((c) => c.category === category)?.ms ?? 0;
    const rows = (Object.entries(PROFILE_CATEGORIES) as [string, string][]).map(([category, label]) => {
      const difference = perAnswer(p.shell, msOf(p.shell, category)) - perAnswer(p.bare, msOf(p.bare, category));
      return [
        label,
        cell(p.bare, msOf(p.bare, category)),
        cell(p.shell, msOf(p.shell, category)),
        `${difference >= 0 ? '+' : '−'}${Math.abs(difference).toFixed(3)} ms`,
      ];
    });
    const busy = perAnswer(p.shell, p.shell.breakdown.busyMs) - perAnswer(p.bare, p.bare.breakdown.busyMs);
    rows.push([
      '**busy CPU per answer**',
      `**${perAnswer(p.bare, p.bare.breakdown.busyMs).toFixed(3)} ms**`,
      `**${perAnswer(p.shell, p.shell.breakdown.busyMs).toFixed(3)} ms**`,
      `**${busy >= 0 ? '+' : '−'}${Math.abs(busy).toFixed(3)} ms**`,
    ]);
    const idle = (load: ProfiledLoad) =>
      `${load.breakdown.windowMs > 0 ? ((100 * load.breakdown.idleMs) / load.breakdown.windowMs).toFixed(0) : 'n/a'} % idle, ${load.requests} answers in ${(load.breakdown.windowMs / 1000).toFixed(1)} s`;
    rows.push(['(the window)', idle(p.bare), idle(p.shell), '']);
    out.push('', `**${p.persona}** (${p.durationSeconds} s of load per server)`, '');
    out.push(
      table(
        ['what the CPU is spent on', 'bare page, per answer (share)', 'shell, per answer (share)', 'shell − bare'],
        rows,
      ),
    );
    const named = p.shell.breakdown.names.filter((n) => perAnswer(p.shell, n.ms) >= 0.005).slice(0, 12);
    if (named.length > 0) {
      out.push('');
      out.push(
        `Shell server, libraries and packages by CPU per answer: ${named.map((n) => `${n.name} ${perAnswer(p.shell, n.ms).toFixed(3)} ms`).join(', ')}.`,
      );
    }
  }
  return out;
}
