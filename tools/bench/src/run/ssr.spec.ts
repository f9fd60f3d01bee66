import { compare, median, ROUND_WARMUP_SECONDS, type Round } from './ssr.ts';

const settings = { connections: 20, durationSeconds: 8, warmupSeconds: 3, rounds: 3 };
const round = (requestsPerSecond: number, p99Ms: number): Round => ({
  requestsPerSecond,
  p50Ms: 1,
  p99Ms,
  requests: requestsPerSecond * 8,
  errors: 0,
  non2xx: 0,
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('of %j is %d', (values, expected) => expect(median(values)).toBe(expected));
});

describe('compare', () => {
  it('warms every target up, loads each once per round in a rotating order, and gives ratios over the bare page', async () => {
    const figures: Record<string, [number, number]> = {
      '/shell': [300, 100],
      '/bare': [1200, 25],
      '/reference/ceiling': [500, 60],
      '/reference/lean': [700, 45],
    };
    const calls: { url: string; warmup: boolean; roundWarmup: boolean }[] = [];
    const run = async (url: string, load: { durationSeconds?: number }) => {
      calls.push({
        url,
        warmup: load.durationSeconds === settings.warmupSeconds,
        roundWarmup: load.durationSeconds === ROUND_WARMUP_SECONDS,
      });
      const [rps, p99] = figures[url] ?? [0, 0];
      return round(rps, p99);
    };
    const result = await compare(
      { shell: '/shell', bare: '/bare', references: { ceiling: '/reference/ceiling', lean: '/reference/lean' } },
      settings,
      'client',
      'dev_persona=client',
      () => undefined,
      run,
    );

    expect(calls.filter((c) => c.warmup).map((c) => c.url)).toEqual([
      '/shell',
      '/bare',
      '/reference/ceiling',
      '/reference/lean',
    ]);
    // Every measured round comes right after a short load of the same target, unmeasured.
    const rounds = calls.filter((c) => !c.warmup);
    rounds.forEach((c, i) => expect(c.roundWarmup).toBe(i % 2 === 0));
    rounds.forEach((c, i) => i % 2 === 1 && expect(c.url).toBe(rounds[i - 1]?.url));
    const measured = rounds.filter((c) => !c.roundWarmup).map((c) => c.url);
    expect(measured).toEqual([
      '/shell',
      '/bare',
      '/reference/ceiling',
      '/reference/lean',
      '/bare',
      '/reference/ceiling',
      '/reference/lean',
      '/shell',
      '/reference/ceiling',
      '/reference/lean',
      '/shell',
      '/bare',
    ]);
    expect(result.throughputRatio).toBeCloseTo(0.25);
    expect(result.p99Ratio).toBeCloseTo(4);
    expect(result.references?.map((r) => [r.name, r.throughputRatio, r.p99Ratio])).toEqual([
      ['ceiling', 500 / 1200, 60 / 25],
      ['lean', 700 / 1200, 45 / 25],
    ]);
    expect(result.references?.[0]?.result.rounds).toHaveLength(3);
  });

  it('gives the CPU per answer of the serving process, per round and as the median of the rounds', async () => {
    let cpu = 0;
    const run = async (url: string) => {
      cpu += url === '/s' ? 3000 : 800; // ms of CPU this round
      return round(url === '/s' ? 125 : 125, 10); // 1000 requests per round
    };
    const result = await compare(
      { shell: '/s', bare: '/b' },
      settings,
      'client',
      undefined,
      () => undefined,
      run,
      () => cpu,
    );
    expect(result.shell.rounds.map((r) => r.cpuMsPerAnswer)).toEqual([3, 3, 3]);
    expect([result.shell.medianCpuMsPerAnswer, result.bare.medianCpuMsPerAnswer]).toEqual([3, 0.8]);
  });

  it('leaves the CPU out when it cannot be read', async () => {
    const result = await compare(
      { shell: '/s', bare: '/b' },
      { ...settings, rounds: 1 },
      'client',
      undefined,
      () => undefined,
      async () => round(100, 10),
    );
    expect(result.shell.medianCpuMsPerAnswer).toBeUndefined();
  });

  it("measures the shell's variants in the same rounds, with their CPU and req/s over the shell's per round", async () => {
    let cpu = 0;
    const perRound: Record<string, number[]> = { '/s': [2000, 2000, 1800], '/edge': [2400, 2100, 2700] };
    const seen: Record<string, number> = {};
    const calls: string[] = [];
    const run = async (url: string, load: { durationSeconds?: number }) => {
      if (load.durationSeconds === settings.durationSeconds) {
        calls.push(url);
        const i = seen[url] ?? 0;
        seen[url] = i + 1;
        cpu += perRound[url]?.[i] ?? 800;
      }
      return round(url === '/edge' ? 100 : 125, 10); // 800 or 1000 requests per round
    };
    const result = await compare(
      { shell: '/s', bare: '/b', variants: { 'edge-renderer': '/edge' } },
      settings,
      'logged-out',
      undefined,
      () => undefined,
      run,
      () => cpu,
    );
    expect(calls).toEqual(['/s', '/b', '/edge', '/b', '/edge', '/s', '/edge', '/s', '/b']);
    const [variant] = result.variants ?? [];
    expect(variant?.name).toBe('edge-renderer');
    expect(variant?.result.rounds).toHaveLength(3);
    expect(variant?.cpuRatios?.map((r) => r.toFixed(3))).toEqual(['1.500', '1.313', '1.875']);
    expect(variant?.throughputRatios).toEqual([0.8, 0.8, 0.8]);
    expect(result.references).toBeUndefined();
  });

  it('reports no references when none are given (shell and bare page only)', async () => {
    const result = await compare(
      { shell: '/s', bare: '/b' },
      { ...settings, rounds: 1 },
      'logged-out',
      undefined,
      () => undefined,
      async (url) => round(url === '/s' ? 100 : 400, 10),
    );
    expect(result.references).toBeUndefined();
    expect(result.throughputRatio).toBe(0.25);
  });
});
