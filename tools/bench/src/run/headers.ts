// Overlong request headers against the shell's server (docs/deploy.md: Next.js's bot check is
// quadratic on a long User-Agent): pages asked with a 15 kB User-Agent against pages asked with a
// normal one, and normal visitors' latency while such requests arrive beside them.
import type { Round } from './ssr.ts';

/** A User-Agent of 15 kB: a browser's name, then one long run of word characters. */
export const LONG_USER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) ${'A'.repeat(15_000)}`;
/** What a browser sends. */
export const NORMAL_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0 Safari/537.36';

/** What the headers part measured. */
export interface HeadersSection {
  readonly measuredAt: string;
  readonly settings: { readonly connections: number; readonly durationSeconds: number };
  /** Two connections of normal visitors. */
  readonly normal: Round;
  /** Two connections sending the 15 kB User-Agent. */
  readonly longUserAgent: Round;
  /** `settings.connections` of normal visitors while two more connections of normal visitors run. */
  readonly normalBesideNormal: Round;
  /** `settings.connections` of normal visitors while two connections send the 15 kB User-Agent. */
  readonly normalBesideLong: Round;
}

/**
 * The figures the report judges: pages per second with the 15 kB User-Agent over with a normal one
 * (two connections each: what one page costs), and normal visitors' p99 beside two connections of
 * long User-Agents over their p99 beside two connections of normal ones (the same load either way).
 *
 * @example
 * headerRatios(section).longThroughputRatio; // 0.9: a long User-Agent costs about what a normal one does
 */
export function headerRatios(section: HeadersSection): { longThroughputRatio: number; besideP99Ratio: number } {
  return {
    longThroughputRatio: section.longUserAgent.requestsPerSecond / Math.max(section.normal.requestsPerSecond, 0.001),
    besideP99Ratio: section.normalBesideLong.p99Ms / Math.max(section.normalBesideNormal.p99Ms, 0.001),
  };
}

/**
 * Runs the four measurements against `url` with `run` (autocannon with a User-Agent).
 *
 * @example
 * const section = await measureHeaders('http://127.0.0.1:5101/', { connections: 8, durationSeconds: 5 }, load, date);
 */
export async function measureHeaders(
  url: string,
  settings: { connections: number; durationSeconds: number },
  run: (url: string, options: { connections: number; durationSeconds: number; userAgent: string }) => Promise<Round>,
  measuredAt: string,
): Promise<HeadersSection> {
  // The cost of one page, not of a saturated machine: two connections, so the load generator
  // (writing 15 kB per request on the same cores) does not crowd out the server it measures.
  const two = { connections: 2, durationSeconds: settings.durationSeconds };
  const normal = await run(url, { ...two, userAgent: NORMAL_USER_AGENT });
  const longUserAgent = await run(url, { ...two, userAgent: LONG_USER_AGENT });
  const beside = async (userAgent: string) =>
    (await Promise.all([run(url, { ...settings, userAgent: NORMAL_USER_AGENT }), run(url, { ...two, userAgent })]))[0];
  const normalBesideNormal = await beside(NORMAL_USER_AGENT);
  const normalBesideLong = await beside(LONG_USER_AGENT);
  return { measuredAt, settings, normal, longUserAgent, normalBesideNormal, normalBesideLong };
}
