/** Least-squares slope of the points, in y per x; 0 for fewer than two distinct x. */
export declare function slope(points: readonly { x: number; y: number }[]): number;
/** Warm-up growth and the slope after warm-up, from RSS samples of one run. */
export declare function rssTrend(
  samples: readonly { seconds: number; mb: number }[],
  warmupSeconds: number,
  windowSeconds?: number,
): {
  samples: number;
  warmupGrowthMb: number | undefined;
  slopeMbPerMinute: number;
  steadyFromMb: number | undefined;
  lastMb: number | undefined;
};
