// SSR throughput and latency of / with autocannon (programmatic, keep-alive connections, loopback):
// a warm-up, then rounds that alternate shell and bare page so both see the same machine load;
// medians of the rounds, and the shell's figures as ratios of the bare page's from the same run.
import autocannon, { type AutocannonResult } from 'autocannon';

/** Seconds each target is loaded, unmeasured, right before each of its measured rounds. */
export const ROUND_WARMUP_SECONDS = 2;

export interface LoadSettings {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly warmupSeconds: number;
  readonly rounds: number;
}

export interface Round {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  /** Bytes per answer, headers included (autocannon's bytes read over its requests). */
  readonly bytesPerAnswer?: number;
  /** CPU time (user + system) the serving process spent per answer in this round, in ms. */
  readonly cpuMsPerAnswer?: number;
}

export interface TargetResult {
  readonly rounds: readonly Round[];
  readonly medianRequestsPerSecond: number;
  readonly medianP50Ms: number;
  readonly medianP99Ms: number;
  /** Every answer was 2xx, without errors or timeouts. */
  readonly clean: boolean;
  /** Median of the rounds' CPU per answer of the serving process, in ms (when it could be read). */
  readonly medianCpuMsPerAnswer?: number;
}

/**
 * The benchmark's reference pages (tools/bench/bare/pages/reference), measured in the same rounds:
 * what the shell's page costs without any shell code, which shows whether a target is reachable.
 */
export const REFERENCES = {
  calls: 'bare page + the 4 per-visitor backend calls of every shell page',
  markup: "the shell's page (its markup and page data), no shell code, no backend call",
  ceiling: "the shell's page + the 4 per-visitor backend calls, no shell code (ceiling of this page)",
  lean: 'the page as lean as its content allows (no inline SVG, no messages in the page data) + only the session call, no shell code',
} as const;

export type ReferenceName = keyof typeof REFERENCES;

/** A reference page against the bare page. */
export interface ReferenceResult {
  readonly name: ReferenceName;
  readonly result: TargetResult;
  /** reference req/s over bare req/s. */
  readonly throughputRatio: number;
  /** reference p99 over bare p99. */
  readonly p99Ratio: number;
}

/**
 * Other servers of the shell, measured in the same rounds: the shell as it ships with one thing
 * changed (the renderer of the React build Next.js loads by default), or the other router's shell.
 */
export const VARIANTS = {
  'edge-renderer': "the shell's build without its Node renderer (React's edge build, Next.js's default)",
  'pages-router':
    "the Pages Router's shell of the same brand (apps/shell), beside the App Router's (the bench's app part)",
} as const;

export type VariantName = keyof typeof VARIANTS;

/** A variant of the shell against the shell as it ships, in the same rounds. */
export interface VariantResult {
  readonly name: VariantName;
  readonly result: TargetResult;
  /** Per round: the variant's CPU per answer over the shell's (absent when CPU could not be read). */
  readonly cpuRatios?: readonly number[];
  /** Per round: the variant's req/s over the shell's. */
  readonly throughputRatios: readonly number[];
}

export interface PersonaResult {
  readonly persona: string;
  readonly shell: TargetResult;
  readonly bare: TargetResult;
  /** The reference pages of the same rounds (absent in reports written before they existed). */
  readonly references?: readonly ReferenceResult[];
  /** The shell's variants of the same rounds (absent in reports written before they existed). */
  readonly variants?: readonly VariantResult[];
  /** shell req/s over bare req/s (median over median). */
  readonly throughputRatio: number;
  /** shell p99 over bare p99 (median over median). */
  readonly p99Ratio: number;
}

/**
 * Median of some numbers (mean of the middle two for an even count).
 *
 * @example
 * median([3, 1, 2]); // 2
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function toRound(result: AutocannonResult): Round {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerAnswer: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

/**
 * Summary of some rounds of one target.
 *
 * @example
 * summarise([{ requestsPerSecond: 100, p50Ms: 5, p99Ms: 20, requests: 800, errors: 0, non2xx: 0 }]).medianP99Ms; // 20
 */
export function summarise(rounds: readonly Round[]): TargetResult {
  return {
    rounds,
    medianRequestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    medianP50Ms: median(rounds.map((r) => r.p50Ms)),
    medianP99Ms: median(rounds.map((r) => r.p99Ms)),
    clean: rounds.every((r) => r.errors === 0 && r.non2xx === 0),
    ...(rounds.length > 0 && rounds.every((r) => r.cpuMsPerAnswer !== undefined)
      ? { medianCpuMsPerAnswer: median(rounds.map((r) => r.cpuMsPerAnswer ?? 0)) }
      : {}),
  };
}

/** One autocannon run against `url` with the visitor's cookie (and a User-Agent, when given). */
export async function load(
  url: string,
  settings: { connections: number; durationSeconds?: number; amount?: number; userAgent?: string },
  cookie?: string,
): Promise<Round> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    ...(settings.amount ? { amount: settings.amount } : { duration: settings.durationSeconds ?? 1 }),
    headers: {
      accept: 'text/html',
      ...(cookie ? { cookie } : {}),
      ...(settings.userAgent ? { 'user-agent': settings.userAgent } : {}),
    },
    timeout: 30,
  });
  return toRound(result);
}

/**
 * Shell, bare page, the reference pages and the shell's variants for one persona: a warm-up of each, then `rounds`
 * rounds in which every target is loaded once, the order rotating from round to round so that no
 * target always follows the same one.
 *
 * @example
 * await compare({ shell: 'http://127.0.0.1:5101/', bare: 'http://127.0.0.1:5100/', references: { ceiling: 'http://127.0.0.1:5100/reference/ceiling' } }, settings, 'client', 'dev_persona=client', console.log);
 */
export async function compare(
  urls: {
    shell: string;
    bare: string;
    references?: Partial<Record<ReferenceName, string>>;
    variants?: Partial<Record<VariantName, string>>;
  },
  settings: LoadSettings,
  persona: string,
  cookie: string | undefined,
  log: (line: string) => void,
  run: typeof load = load,
  /** CPU ms used so far by the process that serves a target (`shell`, `bare` or a reference name). */
  cpuMs: (target: string) => number | undefined = () => undefined,
): Promise<PersonaResult> {
  const targets: [string, string][] = [
    ['shell', urls.shell],
    ['bare', urls.bare],
    ...Object.entries(urls.references ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    ...Object.entries(urls.variants ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
  ];
  for (const [, url] of targets)
    await run(url, { connections: settings.connections, durationSeconds: settings.warmupSeconds }, cookie);
  const rounds = new Map<string, Round[]>(targets.map(([name]) => [name, []]));
  for (let round = 1; round <= settings.rounds; round++) {
    const start = (round - 1) % targets.length;
    for (const [name, url] of [...targets.slice(start), ...targets.slice(0, start)]) {
      // Each target is loaded briefly right before its measured round: a server sat idle while the
      // others were measured (the reference pages share one server, kept busy by each other; the
      // shell's and the bare page's servers idle for minutes), and a Node.js server that idled starts
      // slower (its heap shrunk, code to compile again). Every target is measured warm alike.
      await run(url, { connections: settings.connections, durationSeconds: ROUND_WARMUP_SECONDS }, cookie);
      const cpuBefore = cpuMs(name);
      const measured = await run(
        url,
        { connections: settings.connections, durationSeconds: settings.durationSeconds },
        cookie,
      );
      const cpuAfter = cpuMs(name);
      const result =
        cpuBefore !== undefined && cpuAfter !== undefined && measured.requests > 0
          ? { ...measured, cpuMsPerAnswer: (cpuAfter - cpuBefore) / measured.requests }
          : measured;
      rounds.get(name)?.push(result);
      log(
        `ssr ${persona} round ${round} ${name}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.cpuMsPerAnswer === undefined ? '' : `, ${result.cpuMsPerAnswer.toFixed(2)} ms CPU per answer`}${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`,
      );
    }
  }
  const summary = (name: string) => summarise(rounds.get(name) ?? []);
  const bare = summary('bare');
  const shell = summary('shell');
  const against = (result: TargetResult) => ({
    throughputRatio: result.medianRequestsPerSecond / bare.medianRequestsPerSecond,
    p99Ratio: result.medianP99Ms / bare.medianP99Ms,
  });
  const references = targets
    .map(([name]) => name)
    .filter((name): name is ReferenceName => name in REFERENCES)
    .map((name) => ({ name, result: summary(name), ...against(summary(name)) }));
  const shellRounds = rounds.get('shell') ?? [];
  const variants = targets
    .map(([name]) => name)
    .filter((name): name is VariantName => name in VARIANTS)
    .map((name): VariantResult => {
      const own = rounds.get(name) ?? [];
      const cpu = own.map((r, i) => (r.cpuMsPerAnswer ?? Number.NaN) / (shellRounds[i]?.cpuMsPerAnswer ?? Number.NaN));
      return {
        name,
        result: summary(name),
        ...(cpu.every(Number.isFinite) ? { cpuRatios: cpu } : {}),
        throughputRatios: own.map((r, i) => r.requestsPerSecond / (shellRounds[i]?.requestsPerSecond ?? Number.NaN)),
      };
    });
  return {
    persona,
    shell,
    bare,
    ...against(shell),
    ...(references.length > 0 ? { references } : {}),
    ...(variants.length > 0 ? { variants } : {}),
  };
}
