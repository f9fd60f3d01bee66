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

/**
 * Like {@link whenIdle}, but only once the page has loaded (the window's `load` event), for work
 * that is only speculative, such as fetching a chunk a visitor may never use: a script it adds
 * before then would hold the page's own load event back (and, if that script hangs, hold it back
 * for good). A page whose load takes longer than `timeoutMs` (a resource of its own that hangs)
 * does not keep the work from starting: it then waits for an idle moment as {@link whenIdle} does.
 * Returns a function that cancels a run that has not happened. Browser only, like {@link whenIdle}.
 *
 * @example
 * useEffect(() => whenLoadedAndIdle(() => void import('./dialogs.tsx'), 5000), []);
 */
export function whenLoadedAndIdle(run: () => void, timeoutMs: number): () => void {
  if (document.readyState === 'complete') return whenIdle(run, timeoutMs);
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    window.removeEventListener('load', start);
    window.clearTimeout(cap);
    cancelIdle = whenIdle(run, timeoutMs);
  };
  window.addEventListener('load', start);
  const cap = window.setTimeout(start, timeoutMs);
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(cap);
    cancelIdle?.();
  };
}

/**
 * Resolves on a later task of the event loop. Await it right after a dynamic import of an SDK, so
 * that setting the SDK up is not part of the task that evaluated its module: two shorter tasks
 * instead of one long one, and the page can answer input in between (Total Blocking Time).
 * Browser only, like {@link whenIdle}.
 *
 * @example
 * const sp = await import('@snowplow/browser-tracker');
 * await nextTask();
 * sp.newTracker('sp', collector);
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
