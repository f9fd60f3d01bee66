import { resolve } from 'node:path';
import { BRAND_IDS } from '@therapy-shell/brand-config';
import { readBudgets } from '../lib/budgets.ts';
import { profileSection, renderMarkdown, summaryRows, type ProfiledLoad, type Report } from './report.ts';
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

const report: Report = {
  meta,
  size: {
    measuredAt: meta.date,
    bare: { jsGzip: 112_000, cssGzip: 0, files: [] },
    brands: [
      {
        brand: 'main',
        jsGzip: 137_000,
        cssGzip: 4000,
        files: [],
        budgetGzip: 137_346,
        sdkFindings: [],
        foreignBrands: [],
      },
      {
        brand: 'faith',
        jsGzip: 137_100,
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
        code: "export { request } from '@therapy-shell/request';",
        gzip: 3000,
        cssGzip: 0,
        budgetGzip: 2965,
      },
    ],
    offlineWorker: { path: '/_shell/sw.js', bytes: 32_000, gzip: 10_700, budgetGzip: 12_000 },
  },
  ssr: {
    measuredAt: '2024-12-31T00:00:00Z',
    settings: { connections: 20, durationSeconds: 8, warmupSeconds: 3, rounds: 1 },
    personas: [persona('logged-out', 700, 1000, 40, 25), persona('client', 500, 1000, 60, 25)],
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
        performance: 96,
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
    // bare 112.0 kB + 25 kB = 137.0 kB: main's 137.0 kB passes, faith's 137.1 kB fails.
    expect(verdict('gzip (manifest), main')).toBe('pass');
    expect(verdict('gzip (manifest), faith')).toBe('fail');
    expect(verdict("Other brands' theme colours")).toBe('fail');
    expect(verdict('Third-party SDK')).toBe('pass');
    expect(verdict('Import budget: request')).toBe('fail');
    expect(verdict('Service worker of the offline copy')).toBe('pass');
    expect(verdict('Pages per second asked with a 15 kB User-Agent')).toBe('pass'); // 290 vs 300: 0.97x >= 0.7x
    expect(verdict("Normal visitors' p99 while 15 kB User-Agents arrive")).toBe('fail'); // 80 ms vs 40 ms: 2x > 1.5x
    expect(renderMarkdown(report, budgets)).toContain('| 15 kB User-Agent (2 connections) | 290 | 21 ms | 45 ms | 0 |');
    expect(verdict('SSR throughput of `/`, logged-out')).toBe('pass'); // 0.70x >= 0.60x
    expect(verdict('SSR throughput of `/`, client')).toBe('fail'); // 0.50x
    expect(verdict('SSR p99 latency of `/`, logged-out')).toBe('pass'); // 1.6x <= 2x
    expect(verdict('SSR p99 latency of `/`, client')).toBe('fail'); // 2.4x
    expect(verdict('Lighthouse mobile performance / accessibility / CLS, main')).toBe('pass');
  });

  it.each([
    // lean reference req/s and p99 (bare 1000 req/s, p99 25 ms; client shell 0.50x, p99 2.4x)
    { lean: [550, 55], throughput: 'unreachable', p99: 'unreachable' }, // 0.55x < 0.60x, 2.2x > 2x: no page like it reaches them
    { lean: [650, 45], throughput: 'fail', p99: 'fail' }, // 0.65x, 1.8x: reachable, so the shell fails
  ])(
    'calls a missed SSR target out of reach only when the lean reference page misses it too: $lean',
    ({ lean, throughput, p99 }) => {
      const [rps = 0, p99Ms = 0] = lean;
      const base = persona('client', 500, 1000, 60, 25);
      const leanResult = persona('lean', rps, 1000, p99Ms, 25);
      const withReferences: Report = {
        ...report,
        ssr: {
          measuredAt: meta.date,
          settings: { connections: 20, durationSeconds: 8, warmupSeconds: 3, rounds: 1 },
          personas: [
            {
              ...base,
              references: [
                {
                  name: 'lean',
                  result: leanResult.shell,
                  throughputRatio: leanResult.throughputRatio,
                  p99Ratio: leanResult.p99Ratio,
                },
              ],
            },
          ],
        },
      };
      const rows = summaryRows(withReferences, budgets);
      expect(rows.find((r) => r.figure.startsWith('SSR throughput of `/`, client'))?.verdict).toBe(throughput);
      expect(rows.find((r) => r.figure.startsWith('SSR p99 latency of `/`, client'))?.verdict).toBe(p99);
      expect(rows.find((r) => r.figure.startsWith('SSR reference `lean`, client'))?.verdict).toBe('info');
      const md = renderMarkdown(withReferences, budgets);
      expect(md).toContain('| client | reference `lean` |');
      if (throughput === 'unreachable') expect(md).toMatch(/checked rows pass, \d+ fail, 2 out of reach/);
    },
  );

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

describe('renderMarkdown', () => {
  it('shows the machine, the date, the verdict count, and the date of sections from an earlier run', () => {
    const md = renderMarkdown(report, budgets);
    expect(md).toContain('Machine: 2 cores (CPU), 8 GB');
    expect(md).toContain('Node v20.0.0, next 16.4.6, react 19.3.1');
    expect(md).toMatch(/\*\*\d+ of \d+ checked rows pass, \d+ fail\.\*\*/);
    expect(md).toContain('## SSR throughput and latency of `/` _(measured 2024-12-31T00:00:00Z, in an earlier run)_');
    expect(md).toContain('| faith | 137.1 kB | +25.1 kB |');
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
