// The report's sections in Markdown, one function per part of the benchmark.
import type { GroupShare } from '../lib/attribution.ts';
import type { Budgets } from '../lib/budgets.ts';

import { kB } from '../lib/first-load.ts';

import { renderP75 } from '../lib/web-vitals-p75.cjs';

import { PROFILE_CATEGORIES } from '../lib/cpu-profile.ts';

import { type HeadersSection } from './headers.ts';

import {
  median,
  REFERENCES,
  ROUND_WARMUP_SECONDS,
  VARIANTS,
  type PersonaResult,
  type ReferenceResult,
  type Round,
  type TargetResult,
} from './ssr.ts';

import type { TransportSection } from './transports.ts';

import {
  type Meta,
  type SizeSection,
  type VisitSummary,
  type BrowserSection,
  type ProfiledLoad,
  type ProfileComparison,
  type SsrSection,
  type RssSection,
  type LighthouseSection,
  type BuildSection,
  type AppRouterSection,
  type Report,
  TRANSPORT_MAX_COST_RATIO,
  NODE_RENDERER_MIN_GAIN,
  nodeRendererGain,
  nodeFlagsNote,
} from './report-model.ts';

import { PASS, pct, ms, mb, answerSize, signed, VERDICT_TEXT, table, when } from './report-format.ts';

/** Shares of two first loads by group, what the shell adds per group first (groups under 50 B on both sides left out). */
function groupTable(
  groups: readonly GroupShare[],
  bareGroups: readonly GroupShare[],
  shellHeading: string,
  bareHeading: string,
): string {
  const bareByName = new Map(bareGroups.map((g) => [g.name, g.gzip]));
  const names = [...new Set([...groups.map((g) => g.name), ...bareGroups.map((g) => g.name)])];
  const rows = names
    .map((name) => {
      const shell = groups.find((g) => g.name === name);
      return {
        name,
        kind: shell?.kind ?? bareGroups.find((g) => g.name === name)?.kind ?? 'package',
        shell: shell?.gzip ?? 0,
        bare: bareByName.get(name) ?? 0,
      };
    })
    // Groups under 50 bytes on both sides are left out (rounding noise of the shares).
    .filter((g) => g.shell >= 50 || g.bare >= 50)
    .sort((x, y) => y.shell - y.bare - (x.shell - x.bare));
  return table(
    ['group', 'kind', shellHeading, bareHeading, 'shell − bare'],
    rows.map((g) => [g.name, g.kind, kB(g.shell), kB(g.bare), signed(g.shell - g.bare)]),
  );
}

/** The SSR table: per visitor, each target's rounds, medians, CPU and size per answer. */
function ssrTable(personas: readonly PersonaResult[]): string {
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
  return table(
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
    personas.flatMap((p) => [
      row(p.persona, 'shell', p.shell, vs(p)),
      row(p.persona, 'bare', p.bare, '1.00×'),
      ...(p.references ?? []).map((ref) => row(p.persona, `reference \`${ref.name}\``, ref.result, vs(ref))),
      ...(p.variants ?? []).map((v) =>
        row(p.persona, `shell, ${v.name}`, v.result, `${pct(median(v.throughputRatios))} of the shell's req/s`),
      ),
    ]),
  );
}

/** React's Node renderer against Next.js's default, round by round. */
export function rendererSection(ssr: SsrSection): string[] {
  const personas = ssr.personas.filter((p) => nodeRendererGain(p) !== undefined);
  if (personas.length === 0) return [];
  const out = ['', "### React's Node renderer", ''];
  out.push(
    `The shell as it ships renders with React's Node build (\`installNodeRenderer()\`, through \`shellInstrumentation({ nodeRenderer: true })\` in apps/shell/instrumentation.ts). Beside it, in the same rounds, \`edge-renderer\`: ${VARIANTS['edge-renderer']}, a second server of the same build started with tools/bench/bare/edge-renderer.mjs. Ratios are of the two servers in the same round; CPU saved is 1 − Node / edge and req/s gained Node / edge − 1, each from the median of the rounds. ` +
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
export function transportSection(section: TransportSection): string[] {
  const { settings, shipped, reference, cpuRatios } = section;
  const rounds = (r: typeof shipped) =>
    r.rounds.map((x) => `${(x.cpuMsPerPage * 1000).toFixed(0)} µs / ${x.pagesPerSecond.toFixed(0)}`).join(', ');
  return [
    '',
    '### Backend transport',
    '',
    `The page-load step's transport (libs/shell-next/dist/page-load/backend-transport.js: undici's Agent) against the node:http transport shell-next had written by hand (tools/bench/src/run/node-http-transport.ts), alone in the benchmark's process against the same dev-api: ${settings.pages} pages per round of the ${section.calls.length} calls (${section.calls.map((c) => `\`${c}\``).join(', ')}) with a visitor's headers, ${settings.concurrency} pages at a time, after ${settings.warmupPages} pages of warm-up each; ${settings.rounds} rounds alternating. CPU per page is this process's user + system time over the pages. ` +
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

export function sizeMarkdown(size: SizeSection, meta: Meta, browser: Report['browser'], budgets: Budgets): string[] {
  const out: string[] = [];
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
    out.push(groupTable(a.groups, a.bareGroups, `shell (${a.brand})`, 'bare page'));
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
  return out;
}

export function browserScriptsMarkdown(browser: BrowserSection, meta: Meta): string[] {
  const out: string[] = [];
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
  return out;
}

export function browserLateScriptsMarkdown(browser: BrowserSection): string[] {
  const out: string[] = [];
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
  return out;
}

export function ssrMarkdown(ssr: SsrSection, meta: Meta): string[] {
  const out: string[] = [];
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
  out.push(ssrTable(ssr.personas));
  out.push(...rendererSection(ssr));
  if (ssr.transports) out.push(...transportSection(ssr.transports));
  return out;
}

export function headersMarkdown(headers: HeadersSection, meta: Meta): string[] {
  const out: string[] = [];
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
  return out;
}

export function rssMarkdown(rss: RssSection, meta: Meta): string[] {
  const out: string[] = [];
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
  return out;
}

export function lighthouseMarkdown(lighthouse: LighthouseSection, meta: Meta, budgets: Budgets): string[] {
  const out: string[] = [];
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
          .map((x) => `${x.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/_next\/static\//, '')} ${x.scriptingMs} ms`)
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
  return out;
}

export function buildsMarkdown(builds: BuildSection, meta: Meta): string[] {
  const out: string[] = [];
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
  if (builds.appRouterBrands) {
    out.push('');
    out.push(
      `\`SHELL_ROUTER=app npm run build:brands\` (the App Router's app, apps/shell-app): **${builds.appRouterBrands.seconds.toFixed(0)} s** (${Object.entries(
        builds.appRouterBrands.perBrand,
      )
        .map(([brand, s]) => `${brand} ${s.toFixed(1)} s`)
        .join(', ')}).`,
    );
  }
  if (builds.incremental) {
    out.push('');
    out.push(
      `Brand main after a one-line change (a comment appended to \`${builds.incremental.file}\`, removed afterwards): \`SHELL_BRAND=main npx nx run shell:build\` took **${builds.incremental.seconds.toFixed(0)} s**. ` +
        `Nx: ${(builds.incremental.nxSummary || 'no summary printed').replace(/\.$/, '')}.`,
    );
  }
  return out;
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

const lighthouseCells = (r: {
  performance: number | null;
  accessibility: number | null;
  cls: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
}) => [
  String(r.performance ?? 'n/a'),
  String(r.accessibility ?? 'n/a'),
  r.cls === null ? 'n/a' : r.cls.toFixed(3),
  r.lcpMs === null ? 'n/a' : ms(r.lcpMs),
  r.tbtMs === null ? 'n/a' : ms(r.tbtMs),
];

/** The App Router's app against its bare page and ceiling (the `app` part). */
export function appRouterMarkdown(app: AppRouterSection, meta: Meta, budgets: Budgets): string[] {
  const out: string[] = [];
  const target = app.bare.jsGzip + budgets.targets.appRouterFirstLoadAllowanceGzip;
  out.push('');
  out.push(`## The App Router${when(app, meta)}`);
  out.push('');
  out.push(
    "apps/shell-app (`SHELL_ROUTER=app npm run build:brands`) against tools/bench/bare-app, built as apps/shell-app renders (Cache Components, with partial prefetching off and every user agent rendered in full, as withShell() sets them): a bare App Router page of the same Next.js and React, rendered per request, and the App Router's `ceiling`, the shell's App Router page as it was served in this run (its body's and head's markup, Next.js's own scripts and flight data left out) rendered again as Server Components from prebuilt elements, with the four per-visitor backend calls and no shell code (Next.js writes that markup into its flight data again, as it writes the shell's). " +
      "First-load JS is read from the served page: every `<script src>` of the document but the `nomodule` polyfill, fetched from the server and gzipped at level 9 (the App Router writes no build manifest of a page's first load; the shell's texts script counts too).",
  );
  out.push('');
  out.push(
    table(
      [
        'brand',
        'first-load JS (gzip)',
        'over bare App Router',
        `target ≤ ${kB(target)}`,
        'SDK markers',
        "other brands' data",
      ],
      [
        ['bare App Router page', kB(app.bare.jsGzip), '–', '–', '–', '–'],
        ...app.brands.map((b) => [
          b.brand,
          kB(b.jsGzip),
          signed(b.jsGzip - app.bare.jsGzip),
          VERDICT_TEXT[PASS(b.jsGzip <= target)],
          b.sdkFindings.length === 0 ? 'none' : b.sdkFindings.map((f) => `${f.sdk} in ${f.file}`).join(', '),
          b.foreignBrands.join(', ') || 'none',
        ]),
      ],
    ),
  );
  const first = app.brands[0];
  if (first) {
    out.push('');
    out.push(
      `First-load scripts of ${first.brand} (gzip): ${first.files.map((f) => `\`${f.file}\` ${kB(f.gzip)}`).join(', ')}. Bare App Router page: ${app.bare.files.map((f) => `\`${f.file}\` ${kB(f.gzip)}`).join(', ')}.`,
    );
  }
  if (app.attribution) {
    const a = app.attribution;
    const libraries = a.groups.filter((g) => g.kind === 'library');
    out.push('');
    out.push(`### What each library and package adds to the App Router's first load (brand ${a.brand}, source maps)`);
    out.push('');
    out.push(
      `Brand ${a.brand}'s App Router app and the bare App Router page built once more with client source maps, served, and their first-load scripts of the build attributed as the Pages Router's are (${kB(a.gzip)} for the shell). ` +
        `@therapy-shell libraries together: ${kB(libraries.reduce((t, g) => t + g.gzip, 0))}. ` +
        `Served besides the build's scripts: ${a.served.length === 0 ? 'nothing' : a.served.map((f) => `\`${f.file}\` ${kB(f.gzip)}`).join(', ')}.`,
    );
    out.push('');
    out.push(groupTable(a.groups, a.bareGroups, `App Router shell (${a.brand})`, 'bare App Router page'));
  }
  out.push('');
  out.push(`### Lighthouse mobile (median of ${app.lighthouseRuns} runs by performance)`);
  out.push('');
  out.push(
    table(
      ['page', 'performance', 'accessibility', 'CLS', 'LCP', 'TBT'],
      [
        ['bare App Router page', ...lighthouseCells(app.bareLighthouse)],
        ...app.brands.map((b) => [b.brand, ...lighthouseCells(b.lighthouse)]),
      ],
    ),
  );
  out.push('');
  out.push('### SSR of `/`, brand main');
  out.push('');
  out.push(
    `As the Pages Router's SSR section measures it (${app.ssr.settings.connections} connections, ${app.ssr.settings.durationSeconds} s rounds, ${app.ssr.settings.rounds} rounds, the order rotating): \`shell\` is the App Router's, \`bare\` the bare App Router page, \`reference ceiling\` the App Router's ceiling (all three render with the React that Next.js bundles in its App Router runtime), and \`shell, pages-router\` the Pages Router's shell of the same build of brand main, in the same rounds: what the choice of router costs.`,
  );
  out.push('');
  out.push(ssrTable(app.ssr.personas));
  return out;
}
