// Overlong request headers against the shell's server (docs/deploy.md: Next.js's bot check is
// quadratic on a long User-Agent): pages asked with a 15 kB User-Agent against pages asked with a
// normal one, and normal visitors' latency while such requests arrive beside them.
import type { Round } from './ssr.ts';

/** A User-Agent of 15 kB: a browser's name, then one long run of word characters. */
export const LONG_USER_AGENT = `Mozilla/5.0 (X11; Linux x86_64) ${'A'.repeat(15_000)}`;
/** What a browser sends. */
export const NORMAL_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/159.0 Safari/537.36';

/** What the headers part measured. */
export interface HeadersSection {
  readonly measuredAt: string;
  readonly settings: { readonly connections: number; readonly durationSeconds: number };
  /** Every connection a normal visitor. */
  readonly normal: Round;
  /** Every connection sending the 15 kB User-Agent. */
  readonly longUserAgent: Round;
  /** Normal visitors, while two more connections send the 15 kB User-Agent at the same time. */
  readonly normalBesideLong: Round;
  /** Those two connections. */
  readonly longBesideNormal: Round;
}

/** The ratios the report judges: long over normal p50, and normal visitors' p99 beside long requests over alone. */
export function headerRatios(section: HeadersSection): { longP50Ratio: number; besideP99Ratio: number } {
  return {
    longP50Ratio: section.longUserAgent.p50Ms / Math.max(section.normal.p50Ms, 0.001),
    besideP99Ratio: section.normalBesideLong.p99Ms / Math.max(section.normal.p99Ms, 0.001),
  };
}

/**
 * Runs the three measurements against `url` with `run` (autocannon with a User-Agent).
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
  const normal = await run(url, { ...settings, userAgent: NORMAL_USER_AGENT });
  const longUserAgent = await run(url, { ...settings, userAgent: LONG_USER_AGENT });
  const [normalBesideLong, longBesideNormal] = await Promise.all([
    run(url, { ...settings, userAgent: NORMAL_USER_AGENT }),
    run(url, { connections: 2, durationSeconds: settings.durationSeconds, userAgent: LONG_USER_AGENT }),
  ]);
  return { measuredAt, settings, normal, longUserAgent, normalBesideLong, longBesideNormal };
}
