import { headerRatios, LONG_USER_AGENT, measureHeaders, NORMAL_USER_AGENT } from './headers.ts';
import type { Round } from './ssr.ts';

const round = (p50Ms: number, p99Ms: number): Round => ({
  requestsPerSecond: 100,
  p50Ms,
  p99Ms,
  requests: 500,
  errors: 0,
  non2xx: 0,
});

describe('overlong request headers (bench part)', () => {
  it('asks with a normal User-Agent and a 15 kB one on two connections, then normal visitors beside two connections of normal ones and of long ones', async () => {
    const calls: string[] = [];
    const run = jest.fn(
      async (_url: string, options: { connections: number; durationSeconds: number; userAgent: string }) => {
        calls.push(
          `${options.connections} ${options.userAgent === LONG_USER_AGENT ? 'long' : options.userAgent === NORMAL_USER_AGENT ? 'normal' : '?'}`,
        );
        return round(10, 20);
      },
    );
    const section = await measureHeaders('http://127.0.0.1:1/', { connections: 8, durationSeconds: 5 }, run, 'now');
    expect(calls).toEqual(['2 normal', '2 long', '8 normal', '2 normal', '8 normal', '2 long']);
    expect(Buffer.byteLength(LONG_USER_AGENT)).toBeGreaterThan(15_000);
    expect(section.settings).toEqual({ connections: 8, durationSeconds: 5 });
  });

  it('judges the long User-Agent by pages per second against a normal one, and normal visitors by their p99 beside it against beside normal ones', () => {
    const ratios = headerRatios({
      measuredAt: '',
      settings: { connections: 8, durationSeconds: 5 },
      normal: { ...round(10, 40), requestsPerSecond: 400 },
      longUserAgent: { ...round(11, 45), requestsPerSecond: 360 },
      normalBesideNormal: round(10, 40),
      normalBesideLong: round(10, 50),
    });
    expect(ratios.longThroughputRatio).toBeCloseTo(0.9);
    expect(ratios.besideP99Ratio).toBeCloseTo(1.25);
  });
});
