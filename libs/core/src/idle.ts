/**
 * Runs `run` once the browser is idle (requestIdleCallback), at the latest after `timeoutMs` on a
 * busy page; where there is no requestIdleCallback, on the next task. Returns a function that
 * cancels a run that has not happened. Browser only: call it from an effect, never at import time.
 *
 * @example
 * useEffect(() => whenIdle(() => void import('./tracker.ts').then((t) => t.start()), 2000), []);
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 0);
  return () => window.clearTimeout(handle);
}
