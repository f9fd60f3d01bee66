import { resolve } from 'node:path';

import { BRAND_IDS } from '@therapy-shell/brand-config';

import { readBudgets } from '../lib/budgets.ts';

import { glanceRows, profileSection, renderMarkdown, summaryRows, type ProfiledLoad, type Report } from './report.ts';

import type { PersonaResult } from './ssr.ts';

const budgets = readBudgets(resolve(__dirname, '../../../..'), BRAND_IDS);

const meta: Report['meta'] = {
  schema: 2,
  date: '2025-01-01T00:00:00Z',
  durationSeconds: 600,
  parts: ['size', 'ssr', 'lighthouse'],
  node: 'v20.0.0',
  cores: 2,
  cpu: 'CPU',
  memoryGb: 8,
  platform: 'linux x64',
  loadAverageAtStart: [1, 1, 1],
  next: '16.4.6',
  react: '19.3.1',
  lighthouse: '13.5.0',
  autocannon: '9.0.0',
  chromium: 'Chromium 1',
  gitCommit: 'abc1234',
  gitDirty: false,
};

function persona(name: string, shellRps: number, bareRps: number, shellP99: number, bareP99: number): PersonaResult {
  const target = (rps: number, p99: number) => ({
    rounds: [{ requestsPerSecond: rps, p50Ms: 1, p99Ms: p99, requests: rps * 8, errors: 0, non2xx: 0 }],
    medianRequestsPerSecond: rps,
    medianP50Ms: 1,
    medianP99Ms: p99,
    clean: true,
  });
  return {
    persona: name,
    shell: target(shellRps, shellP99),
    bare: target(bareRps, bareP99),
    throughputRatio: shellRps / bareRps,
    p99Ratio: shellP99 / bareP99,
  };
}

/** The persona with its `ceiling` reference at `rps` req/s and `p99Ms`. */
function withCeiling(result: PersonaResult, rps: number, p99Ms: number): PersonaResult {
  const ceiling = persona('ceiling', rps, 1000, p99Ms, 25);
  return {
    ...result,
    references: [
      { name: 'ceiling', result: ceiling.shell, throughputRatio: ceiling.throughputRatio, p99Ratio: ceiling.p99Ratio },
    ],
  };
}

const report: Report = {
  meta,
  size: {
    measuredAt: meta.date,
    bare: { jsGzip: 112_000, cssGzip: 0, files: [] },
    brands: [
      {
        brand: 'main',
        jsGzip: 129_900,
        cssGzip: 4000,
        files: [],
        budgetGzip: 137_346,
        sdkFindings: [],
        foreignBrands: [],
      },
      {
        brand: 'faith',
        jsGzip: 130_100,
        cssGzip: 4000,
        files: [],
        budgetGzip: 137_346,
        sdkFindings: [],
        foreignBrands: ['main'],
      },
    ],
    imports: [
      {
        name: 'request',
        code: "import { request } from '@therapy-shell/request';",
        gzip: 3000,
        budgetGzip: 2965,
      },
    ],
    offlineWorker: { path: '/_shell/sw.js', bytes: 32_000, gzip: 10_700, budgetGzip: 12_000 },
  },
  ssr: {
    measuredAt: '2024-12-31T00:00:00Z',
    settings: { connections: 20, durationSeconds: 8, warmupSeconds: 3, rounds: 1 },
    personas: [
      withCeiling(persona('logged-out', 700, 1000, 40, 25), 800, 32), // 0.875x, p99 1.25x: both pass
      withCeiling(persona('client', 500, 1000, 60, 25), 700, 40), // 0.71x, p99 1.5x: both fail
    ],
    html: [
      { persona: 'logged-out', shellBytes: 14_000, shellGzip: 4500, bareBytes: 1800, bareGzip: 900 },
      { persona: 'client', shellBytes: 22_000, shellGzip: 6500, bareBytes: 1800, bareGzip: 900 },
    ],
  },
  headers: {
    measuredAt: meta.date,
    settings: { connections: 8, durationSeconds: 5 },
    normal: { requestsPerSecond: 300, p50Ms: 20, p99Ms: 40, requests: 1500, errors: 0, non2xx: 0 },
    longUserAgent: { requestsPerSecond: 290, p50Ms: 21, p99Ms: 45, requests: 1450, errors: 0, non2xx: 0 },
    normalBesideNormal: { requestsPerSecond: 260, p50Ms: 24, p99Ms: 40, requests: 1300, errors: 0, non2xx: 0 },
    normalBesideLong: { requestsPerSecond: 250, p50Ms: 25, p99Ms: 80, requests: 1250, errors: 0, non2xx: 0 },
  },
  lighthouse: {
    measuredAt: meta.date,
    runs: 1,
    brands: [
      {
        brand: 'main',
        performance: 98,
        accessibility: 100,
        cls: 0,
        lcpMs: 1,
        tbtMs: 1,
        fcpMs: 1,
        failedAccessibilityAudits: [],
        topScripts: [],
        lighthouseVersion: '13.5.0',
      },
    ],
  },
};

describe('summaryRows', () => {
  it('checks each figure against the bare page of the same run and the targets of budgets.json', () => {
    const rows = summaryRows(report, budgets);
    const verdict = (figure: string) => rows.find((r) => r.figure.includes(figure))?.verdict;
    // bare 112.0 kB + 18 kB = 130.0 kB: main's 129.9 kB passes, faith's 130.1 kB fails.
    expect(verdict('gzip (manifest), main')).toBe('pass');
    expect(verdict('gzip (manifest), faith')).toBe('fail');
    expect(verdict("Other brands' theme colours")).toBe('fail');
    expect(verdict('Third-party SDK')).toBe('pass');
    expect(verdict('Import budget: request')).toBe('fail');
    expect(verdict('Service worker of the offline copy')).toBe('pass');
    expect(verdict('Pages per second asked with a 15 kB User-Agent')).toBe('pass'); // 290 vs 300: 0.97x >= 0.7x
    expect(verdict("Normal visitors' p99 while 15 kB User-Agents arrive")).toBe('fail'); // 80 ms vs 40 ms: 2x > 1.5x
    expect(renderMarkdown(report, budgets)).toContain('| 15 kB User-Agent (2 connections) | 290 | 21 ms | 45 ms | 0 |');
    expect(verdict('SSR throughput of `/` vs its `ceiling`, logged-out')).toBe('pass'); // 700 / 800 = 0.875x >= 0.85x
    expect(verdict('SSR throughput of `/` vs its `ceiling`, client')).toBe('fail'); // 500 / 700 = 0.71x
    expect(verdict('SSR p99 latency of `/` vs its `ceiling`, logged-out')).toBe('pass'); // 40 / 32 = 1.25x <= 1.3x
    expect(verdict('SSR p99 latency of `/` vs its `ceiling`, client')).toBe('fail'); // 60 / 40 = 1.5x
    expect(verdict('SSR throughput and p99 of `/` vs the bare page, client')).toBe('info');
    expect(verdict('HTML of `/` (document with its page data), gzip, logged-out')).toBe('pass'); // 4.5 kB <= 6.4 kB
    expect(verdict('HTML of `/` (document with its page data), gzip, client')).toBe('fail'); // 6.5 kB
    expect(verdict('Lighthouse mobile performance / accessibility / CLS, main')).toBe('pass'); // 98 >= 97
  });

  it('fails an SSR row whose ceiling did not answer cleanly, whatever the ratio', () => {
    const base = report.ssr?.personas[0] as PersonaResult;
    const ceiling = base.references?.[0];
    if (!ceiling) throw new Error('fixture without a ceiling');
    const dirty: Report = {
      ...report,
      ssr: {
        measuredAt: meta.date,
        settings: { connections: 20, durationSeconds: 8, warmupSeconds: 3, rounds: 1 },
        personas: [{ ...base, references: [{ ...ceiling, result: { ...ceiling.result, clean: false } }] }],
      },
    };
    const rows = summaryRows(dirty, budgets);
    expect(rows.find((r) => r.figure.startsWith('SSR throughput of `/` vs its `ceiling`'))?.verdict).toBe('fail');
    expect(rows.find((r) => r.figure.startsWith('SSR p99 latency of `/` vs its `ceiling`'))?.verdict).toBe('fail');
  });

  it('sums up a figure of many brands by how many pass and the first that fails', () => {
    const row = (subject: string, shell: string, verdict: 'pass' | 'fail') => ({
      figure: `Lighthouse, ${subject}`,
      subject,
      bare: '–',
      shell,
      target: '≥ 97',
      verdict,
    });
    expect(glanceRows([row('main', '99', 'pass'), row('faith', '95', 'fail'), row('teen', '98', 'pass')])).toEqual([
      ['Lighthouse', '2 of 3 pass; first failing faith: 95', '≥ 97', '**FAIL**'],
    ]);
    expect(glanceRows([row('main', '99', 'pass'), row('faith', '98', 'pass'), row('teen', '98', 'pass')])).toEqual([
      ['Lighthouse', '3 of 3 pass; e.g. main: 99', '≥ 97', 'pass'],
    ]);
  });

  it('opens with a one-screen summary: each figure once, its members grouped', () => {
    const md = renderMarkdown(report, budgets);
    const glance = md.slice(md.indexOf('## At a glance'), md.indexOf('## Summary'));
    expect(glance).toContain(
      '| First-load JS of `/`, gzip (manifest) | main: 129.9 kB (+17.9 kB); faith: 130.1 kB (+18.1 kB) | ≤ 130.0 kB (bare + 18.0 kB) | **FAIL** |',
    );
    expect(glance).toContain(
      '| SSR throughput of `/` vs its `ceiling` | logged-out: 700 req/s (0.88×); client: 500 req/s (0.71×) | ≥ 0.85× ceiling | **FAIL** |',
    );
    expect(glance).toContain('| Third-party SDK');
    expect(glance).not.toContain('vs the bare page'); // info rows are not in it
    expect(glance.split('\n').filter((line) => line.startsWith('| ')).length).toBeLessThanOrEqual(20);
  });

  it('fails a Lighthouse row on any of the three figures', () => {
    const withShift: Report = {
      ...report,
      lighthouse: {
        measuredAt: meta.date,
        runs: 1,
        brands: [
          {
            brand: 'main',
            performance: 99,
            accessibility: 100,
            cls: 0.01,
            lcpMs: 1,
            tbtMs: 1,
            fcpMs: 1,
            failedAccessibilityAudits: [],
            topScripts: [],
            lighthouseVersion: '13.5.0',
          },
        ],
      },
    };
    expect(summaryRows(withShift, budgets).find((r) => r.figure.startsWith('Lighthouse'))?.verdict).toBe('fail');
  });
});

describe("the App Router's rows", () => {
  const lighthouse = (performance: number, accessibility: number, cls: number) => ({
    performance,
    accessibility,
    cls,
    lcpMs: 1,
    tbtMs: 1,
    fcpMs: 1,
    failedAccessibilityAudits: [],
    topScripts: [],
    lighthouseVersion: '13.5.0',
  });
  const brand = (name: string, jsGzip: number, more: { sdk?: boolean; foreign?: boolean; score?: number } = {}) => ({
    brand: name,
    jsGzip,
    jsBytes: jsGzip * 3,
    files: [],
    sdkFindings: more.sdk ? [{ sdk: 'sentry', file: '/_next/static/chunks/a.js', marker: '__SENTRY__' }] : [],
    foreignBrands: more.foreign ? ['faith'] : [],
    lighthouse: lighthouse(more.score ?? 99, 100, 0),
  });
  const pagesRouter = (rps: number, p99: number) => {
    const pages = persona('pages', rps, 1, p99, 1).shell;
    return { name: 'pages-router' as const, result: pages, throughputRatios: [rps / 300], cpuRatios: [1] };
  };
  const appRouter = (
    brands: ReturnType<typeof brand>[],
    shellRps = 300,
    shellP99 = 60,
  ): NonNullable<Report['appRouter']> => ({
    measuredAt: meta.date,
    bare: { jsGzip: 134_000, jsBytes: 400_000, files: [] },
    bareLighthouse: lighthouse(97, 94, 0),
    lighthouseRuns: 3,
    brands,
    ssr: {
      settings: { connections: 20, durationSeconds: 8, warmupSeconds: 3, rounds: 5 },
      personas: ['logged-out', 'client'].map((name) => ({
        ...withCeiling(persona(name, shellRps, 600, shellP99, 40), 320, 50),
        variants: [pagesRouter(900, 30)],
      })),
      html: [{ persona: 'logged-out', shellBytes: 20_000, shellGzip: 5_500, bareBytes: 6_000, bareGzip: 1_700 }],
    },
  });
  const verdicts = (app: NonNullable<Report['appRouter']>) =>
    Object.fromEntries(
      summaryRows({ meta, appRouter: app }, budgets).map((row) => [
        row.figure.replace(/ \(median of \d+ rounds\)$/, ''),
        row.verdict,
      ]),
    );

  it.each([
    // first-load JS against the bare App Router page + 12 kB (134.0 + 12.0 = 146.0 kB)
    [
      'first-load at the target',
      [brand('main', 146_000)],
      'App Router: first-load JS of `/`, gzip (as served), main',
      'pass',
    ],
    [
      'first-load over the target',
      [brand('main', 146_001)],
      'App Router: first-load JS of `/`, gzip (as served), main',
      'fail',
    ],
    [
      'an SDK in a first-load script',
      [brand('main', 140_000, { sdk: true })],
      'App Router: third-party SDK in a first-load script',
      'fail',
    ],
    ['no SDK', [brand('main', 140_000)], 'App Router: third-party SDK in a first-load script', 'pass'],
    [
      "another brand's data",
      [brand('main', 140_000, { foreign: true })],
      "App Router: other brands' theme colours / logo marks in a brand's client files",
      'fail',
    ],
    [
      'Lighthouse below 97',
      [brand('main', 140_000, { score: 96 })],
      'App Router: Lighthouse mobile performance / accessibility / CLS, main',
      'fail',
    ],
    [
      'Lighthouse at 97',
      [brand('main', 140_000, { score: 97 })],
      'App Router: Lighthouse mobile performance / accessibility / CLS, main',
      'pass',
    ],
  ])('%s', (_, brands, figure, verdict) => {
    expect(verdicts(appRouter(brands))[figure]).toBe(verdict);
  });

  it.each([
    // against a ceiling of 320 req/s and p99 50 ms: ≥ 272 req/s (0.85×), p99 ≤ 65 ms (1.3×)
    [272, 65, 'pass', 'pass'],
    [271, 65, 'fail', 'pass'],
    [300, 66, 'pass', 'fail'],
  ])('SSR at %d req/s and p99 %d ms against the ceiling: throughput %s, p99 %s', (rps, p99, throughput, latency) => {
    const rows = verdicts(appRouter([brand('main', 140_000)], rps, p99));
    expect(rows['App Router: SSR throughput of `/` vs its `ceiling`, client']).toBe(throughput);
    expect(rows['App Router: SSR p99 latency of `/` vs its `ceiling`, client']).toBe(latency);
  });

  it("shows the Pages Router's shell of the same rounds beside the App Router's, without a target", () => {
    const row = summaryRows({ meta, appRouter: appRouter([brand('main', 140_000)]) }, budgets).find((r) =>
      r.figure.startsWith('App Router vs Pages Router'),
    );
    expect(row).toMatchObject({ verdict: 'info', bare: 'Pages Router 900 req/s, p99 30 ms' });
    expect(row?.shell).toContain('App Router 300 req/s (0.33×)');
  });

  it('has a section of its own in the report, with the bare App Router page beside each brand', () => {
    const attribution = {
      brand: 'main',
      gzip: 157_000,
      groups: [
        { kind: 'package' as const, name: 'next', gzip: 130_000, bytes: 400_000 },
        { kind: 'library' as const, name: '@therapy-shell/shell-ui', gzip: 8_000, bytes: 30_000 },
      ],
      bareGroups: [{ kind: 'package' as const, name: 'next', gzip: 128_000, bytes: 390_000 }],
      served: [{ file: '/_shell/messages/en/x.js', gzip: 2_900 }],
    };
    const md = renderMarkdown(
      { meta, appRouter: { ...appRouter([brand('main', 160_400), brand('faith', 145_000)]), attribution } },
      budgets,
    );
    expect(md).toContain('| @therapy-shell/shell-ui | library | 8.0 kB | 0.0 kB | +8.0 kB |');
    expect(md).toContain('| next | package | 130.0 kB | 128.0 kB | +2.0 kB |');
    expect(md).toContain('`/_shell/messages/en/x.js` 2.9 kB');
    expect(md).toContain('## The App Router');
    expect(md).toContain('| bare App Router page | 134.0 kB | – |');
    expect(md).toContain('| main | 160.4 kB | +26.4 kB | **FAIL** |');
    expect(md).toContain('| faith | 145.0 kB | +11.0 kB | pass |');
    expect(md).toContain('shell, pages-router');
  });
});

describe('renderMarkdown', () => {
  it('shows the machine, the date, the verdict count, and the date of sections from an earlier run', () => {
    const md = renderMarkdown(report, budgets);
    expect(md).toContain('Machine: 2 cores (CPU), 8 GB');
    expect(md).toContain('Node v20.0.0, next 16.4.6, react 19.3.1');
    expect(md).toMatch(/\*\*\d+ of \d+ checked rows pass, \d+ fail\.\*\*/);
    expect(md).toContain('## SSR throughput and latency of `/` _(measured 2024-12-31T00:00:00Z, in an earlier run)_');
    expect(md).toContain('| faith | 130.1 kB | +18.1 kB |');
  });
});

describe('profileSection', () => {
  /** A profiled load: `requests` answers and busy ms per category (the rest of the window idle). */
  const loaded = (
    requests: number,
    ms: Partial<Record<'react' | 'next' | 'shell' | 'packages' | 'node' | 'gc', number>>,
    names: ProfiledLoad['breakdown']['names'] = [],
  ): ProfiledLoad => {
    const categories = (['react', 'next', 'shell', 'app', 'packages', 'node', 'gc', 'v8'] as const).map((category) => ({
      category,
      ms: ms[category as keyof typeof ms] ?? 0,
    }));
    const busyMs = categories.reduce((sum, c) => sum + c.ms, 0);
    return { requests, breakdown: { windowMs: 8000, idleMs: 8000 - busyMs, busyMs, categories, names } };
  };
  const lines = profileSection([
    {
      persona: 'logged-out',
      durationSeconds: 8,
      bare: loaded(8000, { react: 1600, next: 4000, node: 800, gc: 400 }),
      shell: loaded(2000, { react: 2000, next: 2400, shell: 1000, packages: 200, node: 800, gc: 400 }, [
        { category: 'shell', name: '@therapy-shell/shell-next', ms: 800 },
        { category: 'shell', name: '@therapy-shell/request', ms: 200 },
        { category: 'packages', name: 'zod', ms: 200 },
        { category: 'packages', name: 'tiny', ms: 1 },
      ]),
    },
  ]).join('\n');

  it.each([
    // what, bare per answer (share), shell per answer (share), shell - bare
    ['React (react-dom server render, text encoding)', '0.200 ms (23.5 %)', '1.000 ms (29.4 %)', '+0.800 ms'],
    [
      'Next.js (request pipeline, document, page data, socket writes)',
      '0.500 ms (58.8 %)',
      '1.200 ms (35.3 %)',
      '+0.700 ms',
    ],
    [
      '@therapy-shell libraries (page-load step, components, headers)',
      '0.000 ms (0.0 %)',
      '0.500 ms (14.7 %)',
      '+0.500 ms',
    ],
    ['garbage collection', '0.050 ms (5.9 %)', '0.200 ms (5.9 %)', '+0.150 ms'],
    ['**busy CPU per answer**', '**0.850 ms**', '**3.400 ms**', '**+2.550 ms**'],
  ])('gives %s per answer, as a share of the busy time, and the difference', (what, bare, shell, difference) => {
    expect(lines).toContain(`| ${what} | ${bare} | ${shell} | ${difference} |`);
  });

  it("lists the shell's libraries and packages per answer, leaving out what rounds to nothing", () => {
    expect(lines).toContain('@therapy-shell/shell-next 0.400 ms, @therapy-shell/request 0.100 ms, zod 0.100 ms.');
    expect(lines).not.toContain('tiny');
  });

  it('says how idle each server was and how many answers the window held', () => {
    expect(lines).toContain(
      '| (the window) | 15 % idle, 8000 answers in 8.0 s | 15 % idle, 2000 answers in 8.0 s |  |',
    );
  });

  it('is part of the SSR section of the report when the run profiled the servers', () => {
    const withProfiles: Report = {
      ...report,
      ssr: {
        ...(report.ssr as NonNullable<Report['ssr']>),
        profiles: [
          { persona: 'client', durationSeconds: 8, bare: loaded(100, { next: 50 }), shell: loaded(50, { next: 50 }) },
        ],
      },
    };
    expect(renderMarkdown(withProfiles, budgets)).toContain("### Where the server's CPU goes (CPU profile)");
    expect(renderMarkdown(report, budgets)).not.toContain("### Where the server's CPU goes");
  });
});

describe('the rows that keep two decisions checked', () => {
  const base = report.ssr as NonNullable<Report['ssr']>;
  const target = (rps: number, cpu: number) => ({
    rounds: [
      { requestsPerSecond: rps, p50Ms: 1, p99Ms: 50, requests: rps * 8, errors: 0, non2xx: 0, cpuMsPerAnswer: cpu },
    ],
    medianRequestsPerSecond: rps,
    medianP50Ms: 1,
    medianP99Ms: 50,
    clean: true,
    medianCpuMsPerAnswer: cpu,
  });
  /** A visitor whose edge-build server's rounds cost `cpuRatios` of the shell's CPU and gave `throughputRatios` of its req/s. */
  const withEdge = (name: string, cpuRatios: number[], throughputRatios: number[]): PersonaResult => ({
    ...persona(name, 600, 1000, 50, 25),
    shell: target(600, 2),
    variants: [{ name: 'edge-renderer', result: target(500, 2.4), cpuRatios, throughputRatios }],
  });
  const NODE = 'react-dom-server.node.production.js';
  const EDGE = 'react-dom-server.edge.production.js';
  const rendererRows = (personas: PersonaResult[], builds = { shell: NODE, 'edge-renderer': EDGE }) =>
    summaryRows({ ...report, ssr: { ...base, personas, reactBuilds: builds } }, budgets).filter((r) =>
      r.figure.startsWith("React's Node renderer"),
    );

  it.each([
    ['saves 20 % of the CPU', 'pass', [1.3, 1.25, 1.2], [0.98, 1.0, 1.02]],
    ['gains 12 % req/s with 5 % of the CPU', 'pass', [1.05, 1.06, 1.04], [0.88, 0.9, 0.89]],
    ['is worth 5 % either way', 'fail', [1.05, 1.06, 1.04], [0.95, 0.96, 0.94]],
  ] as const)("React's Node renderer that %s: %s", (_what, verdict, cpu, throughput) => {
    const [row] = rendererRows([withEdge('logged-out', [...cpu], [...throughput])]);
    expect(row?.verdict).toBe(verdict);
    expect(row?.target).toBe('≥ 10 % less CPU per answer or more req/s, else remove it');
  });

  it("fails the renderer's row when the servers did not load the builds meant, whatever the figures", () => {
    const [row] = rendererRows([withEdge('client', [1.5, 1.5, 1.5], [0.7, 0.7, 0.7])], {
      shell: NODE,
      'edge-renderer': NODE,
    });
    expect(row?.verdict).toBe('fail');
    expect(row?.shell).toContain('NOT the builds meant');
  });

  it('shows the renderer round by round in the SSR section', () => {
    const md = renderMarkdown(
      { ...report, ssr: { ...base, personas: [withEdge('client', [1.3, 1.2, 1.25], [0.8, 0.9, 0.85])] } },
      budgets,
    );
    expect(md).toContain("### React's Node renderer");
    expect(md).toContain('| client | 1.30, 1.20, 1.25 | 0.80, 0.90, 0.85 | 20 % | 18 % |');
  });

  const transports = (shippedCpu: number[], referenceCpu: number[]) => {
    const result = (name: string, cpu: number[]) => ({
      name,
      rounds: cpu.map((c) => ({ cpuMsPerPage: c, pagesPerSecond: 1000 })),
      medianCpuMsPerPage: [...cpu].sort()[1] as number,
      medianPagesPerSecond: 1000,
    });
    return {
      settings: { pages: 2000, concurrency: 20, rounds: 3, warmupPages: 1000 },
      calls: ['/api/session', '/api/site-config'],
      shipped: result('shell-next (undici Agent)', shippedCpu),
      reference: result('node:http by hand', referenceCpu),
      cpuRatios: shippedCpu.map((c, i) => c / (referenceCpu[i] as number)),
    };
  };

  it.each([
    ['cheaper', 'pass', [0.15, 0.14, 0.16], [0.2, 0.19, 0.21]],
    ['4 % dearer', 'pass', [0.208, 0.208, 0.208], [0.2, 0.2, 0.2]],
    ['10 % dearer', 'fail', [0.22, 0.22, 0.22], [0.2, 0.2, 0.2]],
  ] as const)('a backend transport %s than node:http by hand: %s', (_what, verdict, shipped, reference) => {
    const rows = summaryRows(
      { ...report, ssr: { ...base, transports: transports([...shipped], [...reference]) } },
      budgets,
    );
    const row = rows.find((r) => r.figure.startsWith('Backend transport'));
    expect(row?.verdict).toBe(verdict);
    expect(row?.target).toBe('≤ 1.05× node:http, else bring the hand-written one back');
  });

  it('shows the transports round by round in the SSR section', () => {
    const md = renderMarkdown(
      { ...report, ssr: { ...base, transports: transports([0.15, 0.14, 0.16], [0.2, 0.2, 0.2]) } },
      budgets,
    );
    expect(md).toContain('### Backend transport');
    expect(md).toContain('| shipped / by hand | 0.75, 0.70, 0.80 | 0.75× | 1.00× |');
  });
});
