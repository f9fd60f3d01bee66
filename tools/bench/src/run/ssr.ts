// SSR throughput and latency of / with autocannon (programmatic, keep-alive connections, loopback):
// a warm-up, then rounds that alternate shell and bare page so both see the same machine load;
// medians of the rounds, and the shell's figures as ratios of the bare page's from the same run.
import autocannon, { type AutocannonResult } from 'autocannon';

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
}

export interface TargetResult {
  readonly rounds: readonly Round[];
  readonly medianRequestsPerSecond: number;
  readonly medianP50Ms: number;
  readonly medianP99Ms: number;
  /** Every answer was 2xx, without errors or timeouts. */
  readonly clean: boolean;
}

export interface PersonaResult {
  readonly persona: string;
  readonly shell: TargetResult;
  readonly bare: TargetResult;
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
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function toRound(result: AutocannonResult): Round {
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
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
  };
}

/** One autocannon run against `url` with the visitor's cookie. */
export async function load(url: string, settings: { connections: number; durationSeconds?: number; amount?: number }, cookie?: string): Promise<Round> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    ...(settings.amount ? { amount: settings.amount } : { duration: settings.durationSeconds ?? 1 }),
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    timeout: 30,
  });
  return toRound(result);
}

/**
 * Shell against bare page for one persona: warm-up of both, then `rounds` alternating rounds.
 *
 * @example
 * await compare({ shell: 'http://127.0.0.1:5101/', bare: 'http://127.0.0.1:5100/' }, settings, 'client', 'dev_persona=client');
 */
export async function compare(
  urls: { shell: string; bare: string },
  settings: LoadSettings,
  persona: string,
  cookie: string | undefined,
  log: (line: string) => void,
): Promise<PersonaResult> {
  await load(urls.shell, { connections: settings.connections, durationSeconds: settings.warmupSeconds }, cookie);
  await load(urls.bare, { connections: settings.connections, durationSeconds: settings.warmupSeconds }, cookie);
  const shell: Round[] = [];
  const bare: Round[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    // Alternate which goes first, so neither always follows the other's load.
    const order = round % 2 === 1 ? (['shell', 'bare'] as const) : (['bare', 'shell'] as const);
    for (const target of order) {
      const result = await load(urls[target], { connections: settings.connections, durationSeconds: settings.durationSeconds }, cookie);
      (target === 'shell' ? shell : bare).push(result);
      log(`ssr ${persona} round ${round} ${target}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`);
    }
  }
  const shellResult = summarise(shell);
  const bareResult = summarise(bare);
  return {
    persona,
    shell: shellResult,
    bare: bareResult,
    throughputRatio: shellResult.medianRequestsPerSecond / bareResult.medianRequestsPerSecond,
    p99Ratio: shellResult.medianP99Ms / bareResult.medianP99Ms,
  };
}
