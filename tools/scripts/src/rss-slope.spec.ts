import { rssTrend, slope } from './rss-slope.cjs';

describe('the memory trend of npm run soak', () => {
  it.each<[string, { x: number; y: number }[], number]>([
    [
      'flat',
      [
        { x: 0, y: 200 },
        { x: 1, y: 200 },
        { x: 2, y: 200 },
      ],
      0,
    ],
    [
      'a steady leak of 3 MB a minute',
      [
        { x: 0, y: 200 },
        { x: 1, y: 203 },
        { x: 2, y: 206 },
        { x: 3, y: 209 },
      ],
      3,
    ],
    [
      'noise around a level',
      [
        { x: 0, y: 201 },
        { x: 1, y: 199 },
        { x: 2, y: 201 },
        { x: 3, y: 199 },
      ],
      -0.4,
    ],
    ['one point', [{ x: 0, y: 200 }], 0],
  ])('%s: slope %p', (_case, points, expected) => {
    expect(slope(points)).toBeCloseTo(expected);
  });

  it("reads the slope from the floor of the collector's sawtooth, not its peaks", () => {
    // Every 5 s for 4 minutes: a floor of 260 MB with a collection's peak of 330 MB now and then.
    const sawtooth = Array.from({ length: 48 }, (_, i) => ({
      seconds: 60 + i * 5,
      mb: i % 9 === 8 ? 330 : 260 + (i % 3),
    }));
    expect(rssTrend(sawtooth, 60).slopeMbPerMinute).toBe(0);
    // A last sample alone in its window (taken as the load stops) says nothing about the floor.
    expect(rssTrend([...sawtooth, { seconds: 300, mb: 330 }], 60).slopeMbPerMinute).toBe(0);
    // The same with a leak of 3 MB a minute under it.
    const leaking = sawtooth.map((s) => ({ ...s, mb: s.mb + ((s.seconds - 60) / 60) * 3 }));
    expect(rssTrend(leaking, 60).slopeMbPerMinute).toBeCloseTo(3, 0);
  });

  it('tells warm-up from a leak: growth before the warm-up ends, the slope after it', () => {
    const samples = [
      { seconds: 0, mb: 150 },
      { seconds: 30, mb: 190 },
      { seconds: 60, mb: 210 },
      { seconds: 120, mb: 211 },
      { seconds: 180, mb: 210 },
      { seconds: 240, mb: 211 },
    ];
    expect(rssTrend(samples, 60)).toEqual({
      samples: 6,
      warmupGrowthMb: 60,
      slopeMbPerMinute: 0.2,
      steadyFromMb: 210,
      lastMb: 211,
    });
  });
});
