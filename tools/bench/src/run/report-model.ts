// The benchmark report's shape (report.json) and the rules its figures are judged by.
import type { GroupShare } from '../lib/attribution.ts';

import type { IncrementalBuild, BrandBuildTimes } from './builds.ts';

import type { LighthouseResult } from './lighthouse.ts';

import { type P75Row } from '../lib/web-vitals-p75.cjs';

import { type ProfileBreakdown } from '../lib/cpu-profile.ts';

import { type HeadersSection } from './headers.ts';

import { median, type LoadSettings, type PersonaResult } from './ssr.ts';

import type { TransportSection } from './transports.ts';

export const PARTS = ['build', 'size', 'browser', 'ssr', 'rss', 'headers', 'lighthouse', 'app'] as const;
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
export function nodeFlagsNote(nodeFlags: readonly string[] | undefined): string {
  if (nodeFlags === undefined) return '';
  return nodeFlags.length === 0
    ? "Every server measured ran with Node.js's defaults (the Dockerfile's CMD passes node no flags). "
    : `Every server measured (shell, bare page, reference pages) ran with the image's node flags, \`${nodeFlags.join(' ')}\` (the Dockerfile's CMD). `;
}

/** Whether the shell loaded React's Node build and its edge variant the edge build. */
export function reactBuildsAsMeant(builds: SsrSection['reactBuilds']): boolean {
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

/** The App Router's app against its bare page and ceiling (the `app` part: run/app-router-part.ts). */
export interface AppRouterSection {
  readonly measuredAt: string;
  /** First-load JS of the bare App Router page's `/`, as served. */
  readonly bare: {
    readonly jsGzip: number;
    readonly jsBytes: number;
    readonly files: readonly { file: string; gzip: number }[];
  };
  readonly bareLighthouse: LighthouseResult;
  readonly lighthouseRuns: number;
  readonly brands: readonly {
    readonly brand: string;
    readonly jsGzip: number;
    readonly jsBytes: number;
    readonly files: readonly { file: string; gzip: number }[];
    readonly sdkFindings: readonly { sdk: string; file: string; marker: string }[];
    readonly foreignBrands: readonly string[];
    readonly lighthouse: LighthouseResult;
  }[];
  /**
   * Where brand main's first load comes from, by library and package (source maps), beside the
   * bare App Router page's; `served`: first-load scripts not of the build (the shell's texts).
   */
  readonly attribution?: {
    readonly brand: string;
    readonly gzip: number;
    readonly groups: readonly GroupShare[];
    readonly bareGroups: readonly GroupShare[];
    readonly served: readonly { readonly file: string; readonly gzip: number }[];
  };
  /**
   * SSR of brand main's `/` per visitor: `shell` the App Router's, `bare` the bare App Router page,
   * the reference `ceiling` and the variant `pages-router` (the Pages Router's shell) in the same rounds.
   */
  readonly ssr: {
    readonly settings: LoadSettings;
    readonly personas: readonly PersonaResult[];
    readonly html: readonly HtmlSize[];
  };
}

export interface BuildSection {
  readonly measuredAt: string;
  readonly allBrands?: BrandBuildTimes;
  /** `SHELL_ROUTER=app npm run build:brands`: every brand of the App Router's app. */
  readonly appRouterBrands?: BrandBuildTimes;
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
  readonly appRouter?: AppRouterSection;
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
