// The page-load step's backend transport against another, alone: each page is the step's six calls
// (session, site config, translations, the two availability answers, the language selector: what a
// page asks the backend without caches) sent in parallel with a visitor's headers, `concurrency`
// pages at a time, against a backend in another process (dev-api). What this process spends is the
// transport's cost: CPU per page from process.cpuUsage, and pages per second. Rounds alternate
// between the transports (the order rotating), so both see the same machine load.
import type { RequestTransport } from '@therapy-shell/request';
import { median } from './ssr.ts';

/** The calls of one page, as the page-load step sends them (path and query). */
export const PAGE_CALLS: readonly string[] = [
  '/api/session',
  '/api/site-config',
  '/api/translations?language=en',
  '/api/subscription/unsubscribe/availability',
  '/api/withdrawal/availability',
  '/api/locale/selector',
];

/** Headers of every call: what the page-load step forwards of a visitor's request. */
const VISITOR_HEADERS: Readonly<Record<string, string>> = {
  accept: 'application/json',
  cookie: 'dev_persona=client',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  'accept-language': 'en-GB,en;q=0.9',
  'x-forwarded-for': '203.0.113.7',
  'x-request-id': '6f1c7f5e-0b1d-4c55-9a4e-0d2f5b9c1a77',
};

export interface TransportSettings {
  /** Pages per round and transport. */
  readonly pages: number;
  /** Pages in flight at once. */
  readonly concurrency: number;
  readonly rounds: number;
  /** Pages per transport before the rounds (connections opened, code warmed up). */
  readonly warmupPages: number;
}

export interface TransportRound {
  /** CPU (user + system) of this process per page, in ms. */
  readonly cpuMsPerPage: number;
  readonly pagesPerSecond: number;
}

export interface TransportResult {
  readonly name: string;
  readonly rounds: readonly TransportRound[];
  readonly medianCpuMsPerPage: number;
  readonly medianPagesPerSecond: number;
}

/** Sends `pages` pages through `transport`, `concurrency` at a time; throws on an answer other than 200. */
export async function sendPages(
  transport: RequestTransport,
  origin: string,
  pages: number,
  concurrency: number,
): Promise<void> {
  const urls = PAGE_CALLS.map((path) => new URL(path, origin));
  let next = 0;
  const worker = async () => {
    while (next < pages) {
      next += 1;
      const answers = await Promise.all(
        urls.map((url) => transport({ method: 'GET', url, headers: VISITOR_HEADERS, timeoutMs: 30_000 })),
      );
      for (const [i, answer] of answers.entries())
        if (answer.status !== 200 || answer.text.length === 0)
          throw new Error(`${urls[i]?.pathname} answered ${answer.status} (${answer.text.length} characters)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, pages) }, worker));
}

async function round(
  transport: RequestTransport,
  origin: string,
  settings: TransportSettings,
): Promise<TransportRound> {
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  await sendPages(transport, origin, settings.pages, settings.concurrency);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  return { cpuMsPerPage: (used.user + used.system) / 1000 / settings.pages, pagesPerSecond: settings.pages / seconds };
}

/**
 * Measures each transport: a warm-up, then `rounds` rounds in which every transport sends
 * `pages` pages, the order rotating from round to round.
 *
 * @example
 * const [shipped, other] = await compareTransports('http://127.0.0.1:5102', { undici, 'node:http': nodeHttp }, settings, console.log);
 */
export async function compareTransports(
  origin: string,
  transports: Readonly<Record<string, RequestTransport>>,
  settings: TransportSettings,
  log: (line: string) => void = () => undefined,
): Promise<TransportResult[]> {
  const entries = Object.entries(transports);
  for (const [, transport] of entries) await sendPages(transport, origin, settings.warmupPages, settings.concurrency);
  const rounds = new Map<string, TransportRound[]>(entries.map(([name]) => [name, []]));
  for (let r = 0; r < settings.rounds; r++) {
    const start = r % entries.length;
    for (const [name, transport] of [...entries.slice(start), ...entries.slice(0, start)]) {
      const measured = await round(transport, origin, settings);
      rounds.get(name)?.push(measured);
      log(
        `transport round ${r + 1} ${name}: ${measured.cpuMsPerPage.toFixed(3)} ms CPU per page, ${measured.pagesPerSecond.toFixed(0)} pages/s`,
      );
    }
  }
  return entries.map(([name]) => {
    const list = rounds.get(name) ?? [];
    return {
      name,
      rounds: list,
      medianCpuMsPerPage: median(list.map((r) => r.cpuMsPerPage)),
      medianPagesPerSecond: median(list.map((r) => r.pagesPerSecond)),
    };
  });
}

/** The shipped transport against the measuring stick, in the report (`ssr.transports`). */
export interface TransportSection {
  readonly settings: TransportSettings;
  /** The calls of each page. */
  readonly calls: readonly string[];
  /** shell-next's transport as built (libs/shell-next/dist). */
  readonly shipped: TransportResult;
  /** The node:http transport written by hand (node-http-transport.ts). */
  readonly reference: TransportResult;
  /** Per round: the shipped transport's CPU per page over the reference's. */
  readonly cpuRatios: readonly number[];
}

/**
 * The shipped transport and the reference, side by side in alternating rounds.
 *
 * @example
 * const section = await transportSection(origin, shipped, createNodeHttpTransport(), settings, console.log);
 */
export async function transportSection(
  origin: string,
  shipped: RequestTransport,
  reference: RequestTransport,
  settings: TransportSettings,
  log: (line: string) => void = () => undefined,
): Promise<TransportSection> {
  const [ofShipped, ofReference] = await compareTransports(
    origin,
    { 'shell-next (undici Agent)': shipped, 'node:http by hand': reference },
    settings,
    log,
  );
  if (!ofShipped || !ofReference) throw new Error('No transport results');
  return {
    settings,
    calls: PAGE_CALLS,
    shipped: ofShipped,
    reference: ofReference,
    cpuRatios: ofShipped.rounds.map((r, i) => r.cpuMsPerPage / (ofReference.rounds[i]?.cpuMsPerPage ?? Number.NaN)),
  };
}
