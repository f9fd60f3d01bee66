// Command-line options of npm run bench.
import { PARTS, type Part } from './report.ts';

export interface BenchOptions {
  readonly parts: readonly Part[];
  /** Brands measured in the size, browser and Lighthouse parts (all by default). */
  readonly brands: readonly string[] | undefined;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly rounds: number;
  readonly rssRequests: number;
  readonly lighthouseRuns: number;
  readonly changeFile: string;
  readonly fresh: boolean;
  /** Where the report goes, relative to the workspace: dist/bench, or bench (the committed baseline) with --baseline. */
  readonly out: string;
  readonly strict: boolean;
  readonly help: boolean;
}

export const USAGE = `npm run bench [-- options]

Builds what it needs and writes its report to dist/bench/report.md and dist/bench/report.json
(docs/benchmark.md explains them). The committed bench/report.md is the baseline: --baseline writes
there, when a target or a baseline changes.

  --only=<parts>         run only these parts (comma-separated): ${PARTS.join(', ')}
  --skip=<parts>         run all parts but these
  --brands=<ids>         brands for the size, browser, Lighthouse and app parts (default: all eight)
  --connections=<n>      autocannon connections (default 20)
  --duration=<s>         seconds per SSR round (default 8)
  --warmup=<s>           seconds of warm-up per server and visitor (default 3)
  --rounds=<n>           SSR rounds per target and visitor, alternating shell and bare (default 5)
  --rss-requests=<n>     requests before the server RSS is read (default 10000)
  --lighthouse-runs=<n>  Lighthouse runs per brand, the median run by performance is kept (default 3)
  --change-file=<path>   library file of the one-line-change build (default libs/shell-ui/src/constants.ts)
  --fresh                do not keep sections of the previous report that this run does not measure
  --baseline             write the report to bench/ (committed) instead of dist/bench/
  --out=<dir>            write the report to this folder (of the workspace, or absolute; default dist/bench)
  --strict               exit with status 1 when a checked row fails
  --help                 this text

Parts: build = npm run build:brands (timed) and the one-line-change build; size = first-load JS of
every brand and of the bare page, per-library attribution (source maps), SDK and brand-data checks,
import budgets; browser = JS transferred in Chromium per visitor; ssr = autocannon shell vs bare;
rss = server memory after many requests; headers = a 15 kB User-Agent against a normal one, and
normal visitors beside such requests; lighthouse = Lighthouse mobile per brand; app = the App
Router's app against a bare App Router page (tools/bench/bare-app): first-load JS of / per brand,
Lighthouse per brand, SSR of brand main against its ceiling with the Pages Router's shell in the
same rounds. Parts other than build use the existing brand builds (apps/shell/.next-<brand>, and
apps/shell-app/.next-<brand> for app); build builds both routers' brands.`;

function positiveInteger(name: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number, got "${value}".`);
  return n;
}

function partList(name: string, value: string): Part[] {
  const list = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = list.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length > 0)
    throw new Error(
      `--${name}: unknown part${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}.`,
    );
  return list as Part[];
}

/**
 * Parses the arguments after `npm run bench --`.
 *
 * @example
 * parseOptions(['--only=size,ssr', '--rounds=5']).parts; // ['size', 'ssr']
 */
export function parseOptions(argv: readonly string[]): BenchOptions {
  let parts: Part[] = [...PARTS];
  let brands: string[] | undefined;
  // Five SSR rounds: the targets are medians, and with three a single slow round on a shared machine
  // decided a row (a client's rounds of 1,160, 1,013 and 1,099 req/s against a ceiling of 1,293-1,326).
  const numbers = { connections: 20, duration: 8, warmup: 3, rounds: 5, 'rss-requests': 10_000, 'lighthouse-runs': 3 };
  let changeFile = 'libs/shell-ui/src/constants.ts';
  let fresh = false;
  let out = 'dist/bench';
  let strict = false;
  let help = false;
  for (const arg of argv) {
    const [flag = '', ...rest] = arg.split('=');
    const value = rest.join('=');
    const name = flag.replace(/^--/, '');
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--fresh') fresh = true;
    else if (arg === '--strict') strict = true;
    else if (arg === '--baseline') out = 'bench';
    else if (name === 'out' && value) out = value;
    else if (name === 'only' && value) parts = partList(name, value);
    else if (name === 'skip' && value) {
      const skip = partList(name, value);
      parts = parts.filter((p) => !skip.includes(p));
    } else if (name === 'brands' && value)
      brands = value
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
    else if (name === 'change-file' && value) changeFile = value;
    else if (name in numbers && value) numbers[name as keyof typeof numbers] = positiveInteger(name, value);
    else throw new Error(`Unknown option "${arg}".\n\n${USAGE}`);
  }
  return {
    parts: PARTS.filter((p) => parts.includes(p)),
    brands,
    connections: numbers.connections,
    durationSeconds: numbers.duration,
    warmupSeconds: numbers.warmup,
    rounds: numbers.rounds,
    rssRequests: numbers['rss-requests'],
    lighthouseRuns: numbers['lighthouse-runs'],
    changeFile,
    fresh,
    out,
    strict,
    help,
  };
}
