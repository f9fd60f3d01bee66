import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BRAND_IDS } from '@therapy-shell/brand-config';
import { parseBudgets, readBudgets } from './budgets.ts';

const root = resolve(__dirname, '../../../..');
const raw = (): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(root, 'tools/bench/budgets.json'), 'utf8')) as Record<string, unknown>;

describe('budgets.json', () => {
  it('is valid, with a first-load budget per brand, SDKs, import budgets and targets', () => {
    const budgets = readBudgets(root, BRAND_IDS);
    expect(Object.keys(budgets.firstLoad.brands).sort()).toEqual([...BRAND_IDS].sort());
    expect(budgets.thirdPartySdks.map((s) => s.id)).toEqual([
      'sentry',
      'snowplow',
      'web-vitals',
      'socket.io',
      'pusher',
      'accessibility-widget',
    ]);
    expect(budgets.imports.map((i) => i.name)).toEqual(['request', 'header rules', 'toast store']);
    for (const entry of budgets.imports) expect(entry.budgetGzip).toBeGreaterThanOrEqual(entry.measuredGzip);
    expect(budgets.targets).toMatchObject({
      ssrThroughputVsCeiling: 0.85,
      ssrP99VsCeiling: 1.3,
      htmlGzipMax: 6400,
      firstLoadAllowanceGzip: 18000,
      appRouterFirstLoadAllowanceGzip: 12000,
      lighthousePerformance: 97,
      lighthouseAccessibility: 100,
      lighthouseCls: 0,
    });
  });
});

describe('parseBudgets', () => {
  it('names a missing brand', () => {
    const data = raw();
    const firstLoad = data['firstLoad'] as { brands: Record<string, number> };
    delete firstLoad.brands['teen'];
    expect(() => parseBudgets(data, BRAND_IDS)).toThrow(
      'firstLoad.brands must be a budget for every brand (missing: teen)',
    );
  });

  it('names an unknown brand', () => {
    const data = raw();
    (data['firstLoad'] as { brands: Record<string, number> }).brands['ninth'] = 1;
    expect(() => parseBudgets(data, BRAND_IDS)).toThrow('unknown: ninth');
  });

  it('names the field with a wrong value', () => {
    const data = raw();
    const imports = data['imports'] as Record<string, unknown>[];
    (imports[1] as Record<string, unknown>)['budgetGzip'] = '1.6 kB';
    expect(() => parseBudgets(data, BRAND_IDS)).toThrow(
      'tools/bench/budgets.json: imports[1].budgetGzip must be a positive whole number of bytes, got "1.6 kB".',
    );
    const sdks = raw();
    ((sdks['thirdPartySdks'] as Record<string, unknown>[])[0] as Record<string, unknown>)['markers'] = [];
    expect(() => parseBudgets(sdks, BRAND_IDS)).toThrow('thirdPartySdks[0].markers must be a non-empty list');
  });
});
