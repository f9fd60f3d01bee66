// tools/bench/budgets.json: the size budgets npm test enforces (budgets.spec.ts) and the targets
// the benchmark report checks, each with its reasoning. Read and checked here, so a malformed file
// fails with the field that is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ThirdPartySdk } from './third-party.ts';

export interface FirstLoadBudgets {
  readonly page: string;
  /** First-load JS of the bare page (gzip bytes), measured with tools/bench/bare. */
  readonly bareGzip: number;
  /** What the shell may add to it (gzip bytes). */
  readonly allowanceGzip: number;
  /** Budget per brand id (gzip bytes). */
  readonly brands: Readonly<Record<string, number>>;
  readonly why: string;
}

/** One import a product team's bundle makes, measured by size-limit (/.size-limit.mjs). */
export interface ImportBudget {
  /** Short name used in the report and the check's name. */
  readonly name: string;
  /** size-limit's `import` field: package name to the names imported, as `{ request }`. */
  readonly import: Readonly<Record<string, string>>;
  /** The import as a product team writes it (derived from `import`), for the report. */
  readonly code: string;
  /** Gzip bytes when the budget was set. */
  readonly measuredGzip: number;
  readonly budgetGzip: number;
  readonly why: string;
}

/** The offline copy's service worker: its path and its budget (gzip bytes). */
export interface WorkerBudget {
  readonly path: string;
  readonly measuredGzip: number;
  readonly budgetGzip: number;
  readonly why: string;
}

export interface Targets {
  /** Shell req/s over the req/s of the `ceiling` reference (the same page, no shell code), at least. */
  readonly ssrThroughputVsCeiling: number;
  /** Shell p99 over the `ceiling` reference's p99, at most. */
  readonly ssrP99VsCeiling: number;
  /** The HTML of `/` (document with its page data, gzip), at most, in bytes. */
  readonly htmlGzipMax: number;
  /** First-load JS of `/` over the bare page's, at most, in gzip bytes (the report's target). */
  readonly firstLoadAllowanceGzip: number;
  /**
   * First-load JS of `/` of the App Router's app over the bare App Router page's, at most, in gzip
   * bytes (tighter than the Pages Router's: Server Components cost no client JavaScript).
   */
  readonly appRouterFirstLoadAllowanceGzip: number;
  readonly lighthousePerformance: number;
  readonly lighthouseAccessibility: number;
  readonly lighthouseCls: number;
  /** Pages per second with a 15 kB User-Agent over with a normal one (two connections), at least. */
  readonly longUserAgentThroughputRatio: number;
  /** Normal visitors' p99 beside long User-Agents over their p99 beside normal ones, at most. */
  readonly besideLongUserAgentP99Ratio: number;
  readonly why: string;
}

export interface Budgets {
  readonly firstLoad: FirstLoadBudgets;
  readonly thirdPartySdks: readonly ThirdPartySdk[];
  readonly imports: readonly ImportBudget[];
  readonly offlineWorker: WorkerBudget;
  readonly targets: Targets;
}

type Json = unknown;

function fail(path: string, expected: string, value: Json): never {
  throw new Error(`tools/bench/budgets.json: ${path} must be ${expected}, got ${JSON.stringify(value)}.`);
}

function object(value: Json, path: string): Record<string, Json> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) fail(path, 'an object', value);
  return value as Record<string, Json>;
}

function bytes(value: Json, path: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    fail(path, 'a positive whole number of bytes', value);
  return value;
}

function number(value: Json, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(path, 'a number >= 0', value);
  return value;
}

function text(value: Json, path: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(path, 'a non-empty string', value);
  return value;
}

function texts(value: Json, path: string): string[] {
  if (!Array.isArray(value)) fail(path, 'a list of strings', value);
  return value.map((v, i) => text(v, `${path}[${i}]`));
}

/**
 * Checks parsed budgets.json content (`brandIds`: every brand must have a first-load budget).
 *
 * @example
 * parseBudgets(JSON.parse(readFileSync('tools/bench/budgets.json', 'utf8')), BRAND_IDS);
 */
export function parseBudgets(raw: Json, brandIds: readonly string[]): Budgets {
  const root = object(raw, '(top level)');
  const fl = object(root['firstLoad'], 'firstLoad');
  const brands = object(fl['brands'], 'firstLoad.brands');
  const missing = brandIds.filter((id) => !(id in brands));
  if (missing.length > 0) fail('firstLoad.brands', `a budget for every brand (missing: ${missing.join(', ')})`, brands);
  const unknown = Object.keys(brands).filter((id) => !brandIds.includes(id));
  if (unknown.length > 0)
    fail('firstLoad.brands', `keyed by brand ids (${brandIds.join(', ')}); unknown: ${unknown.join(', ')}`, brands);
  const firstLoad: FirstLoadBudgets = {
    page: text(fl['page'], 'firstLoad.page'),
    bareGzip: bytes(fl['bareGzip'], 'firstLoad.bareGzip'),
    allowanceGzip: bytes(fl['allowanceGzip'], 'firstLoad.allowanceGzip'),
    brands: Object.fromEntries(Object.entries(brands).map(([id, v]) => [id, bytes(v, `firstLoad.brands.${id}`)])),
    why: text(fl['why'], 'firstLoad.why'),
  };
  if (!Array.isArray(root['thirdPartySdks'])) fail('thirdPartySdks', 'a list', root['thirdPartySdks']);
  const thirdPartySdks = (root['thirdPartySdks'] as Json[]).map((entry, i): ThirdPartySdk => {
    const sdk = object(entry, `thirdPartySdks[${i}]`);
    const bundled = sdk['bundled'];
    if (typeof bundled !== 'boolean') fail(`thirdPartySdks[${i}].bundled`, 'true or false', bundled);
    const markers = texts(sdk['markers'], `thirdPartySdks[${i}].markers`);
    if (markers.length === 0) fail(`thirdPartySdks[${i}].markers`, 'a non-empty list', markers);
    return {
      id: text(sdk['id'], `thirdPartySdks[${i}].id`),
      name: text(sdk['name'], `thirdPartySdks[${i}].name`),
      packages: texts(sdk['packages'], `thirdPartySdks[${i}].packages`),
      markers,
      bundled,
    };
  });
  if (!Array.isArray(root['imports'])) fail('imports', 'a list', root['imports']);
  const imports = (root['imports'] as Json[]).map((entry, i): ImportBudget => {
    const item = object(entry, `imports[${i}]`);
    const imported = object(item['import'], `imports[${i}].import`);
    const specifiers = Object.entries(imported).map(([pkg, names]) => [
      pkg,
      text(names, `imports[${i}].import.${pkg}`),
    ]);
    if (specifiers.length === 0) fail(`imports[${i}].import`, 'at least one package', imported);
    return {
      name: text(item['name'], `imports[${i}].name`),
      import: Object.fromEntries(specifiers),
      code: specifiers.map(([pkg, names]) => `import ${names} from '${pkg}';`).join(' '),
      measuredGzip: bytes(item['measuredGzip'], `imports[${i}].measuredGzip`),
      budgetGzip: bytes(item['budgetGzip'], `imports[${i}].budgetGzip`),
      why: text(item['why'], `imports[${i}].why`),
    };
  });
  const w = object(root['offlineWorker'], 'offlineWorker');
  const offlineWorker: WorkerBudget = {
    path: text(w['path'], 'offlineWorker.path'),
    measuredGzip: bytes(w['measuredGzip'], 'offlineWorker.measuredGzip'),
    budgetGzip: bytes(w['budgetGzip'], 'offlineWorker.budgetGzip'),
    why: text(w['why'], 'offlineWorker.why'),
  };
  const t = object(root['targets'], 'targets');
  const targets: Targets = {
    ssrThroughputVsCeiling: number(t['ssrThroughputVsCeiling'], 'targets.ssrThroughputVsCeiling'),
    ssrP99VsCeiling: number(t['ssrP99VsCeiling'], 'targets.ssrP99VsCeiling'),
    htmlGzipMax: bytes(t['htmlGzipMax'], 'targets.htmlGzipMax'),
    firstLoadAllowanceGzip: bytes(t['firstLoadAllowanceGzip'], 'targets.firstLoadAllowanceGzip'),
    appRouterFirstLoadAllowanceGzip: bytes(
      t['appRouterFirstLoadAllowanceGzip'],
      'targets.appRouterFirstLoadAllowanceGzip',
    ),
    lighthousePerformance: number(t['lighthousePerformance'], 'targets.lighthousePerformance'),
    lighthouseAccessibility: number(t['lighthouseAccessibility'], 'targets.lighthouseAccessibility'),
    lighthouseCls: number(t['lighthouseCls'], 'targets.lighthouseCls'),
    longUserAgentThroughputRatio: number(t['longUserAgentThroughputRatio'], 'targets.longUserAgentThroughputRatio'),
    besideLongUserAgentP99Ratio: number(t['besideLongUserAgentP99Ratio'], 'targets.besideLongUserAgentP99Ratio'),
    why: text(t['why'], 'targets.why'),
  };
  return { firstLoad, thirdPartySdks, imports, offlineWorker, targets };
}

/**
 * Reads and checks `<root>/tools/bench/budgets.json`.
 *
 * @example
 * const budgets = readBudgets(root, BRAND_IDS);
 */
export function readBudgets(root: string, brandIds: readonly string[]): Budgets {
  const path = join(root, 'tools/bench/budgets.json');
  return parseBudgets(JSON.parse(readFileSync(path, 'utf8')) as Json, brandIds);
}
