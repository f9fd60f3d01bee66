// The trend of a server's memory under steady load, for npm run soak (chaos.mjs): samples of RSS
// over time, the growth while the server warms up, and the slope after it, which tells a leak
// (memory that keeps growing at steady load) from warm-up (growth that levels off).

/**
 * Least-squares slope of the points, in y per x (MB per minute for minutes and MB); 0 for fewer
 * than two distinct x.
 */
function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.x - meanX) * (p.y - meanY);
    den += (p.x - meanX) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/**
 * The lowest sample of each window: the floor of the garbage collector's sawtooth, the memory kept.
 * A window with fewer than half the samples of the fullest one (the run's last few seconds) has no
 * floor to speak of and is left out.
 */
function windowMinima(samples, windowSeconds) {
  const windows = new Map();
  for (const sample of samples) {
    const key = Math.floor(sample.seconds / windowSeconds);
    const window = windows.get(key) ?? { low: sample, count: 0 };
    window.count += 1;
    if (sample.mb < window.low.mb) window.low = sample;
    windows.set(key, window);
  }
  const fullest = Math.max(0, ...[...windows.values()].map((w) => w.count));
  return [...windows.values()].filter((w) => w.count * 2 >= fullest).map((w) => w.low);
}

/**
 * Warm-up growth and the slope after warm-up, from RSS samples ({seconds, mb}) of one run.
 * `warmupSeconds` is left out of the slope, which is taken over the lowest sample of each
 * `windowSeconds` (default 30): RSS rises and falls with every collection, the floor does not.
 */
function rssTrend(samples, warmupSeconds, windowSeconds = 30) {
  const steady = samples.filter((s) => s.seconds >= warmupSeconds);
  const first = samples[0]?.mb;
  const atSteady = steady[0]?.mb;
  return {
    samples: samples.length,
    warmupGrowthMb: first === undefined || atSteady === undefined ? undefined : atSteady - first,
    slopeMbPerMinute:
      Math.round(slope(windowMinima(steady, windowSeconds).map((s) => ({ x: s.seconds / 60, y: s.mb }))) * 100) / 100,
    steadyFromMb: atSteady,
    lastMb: samples[samples.length - 1]?.mb,
  };
}

module.exports = { slope, rssTrend };
