/** @jest-environment jsdom */
import { nextTask, whenIdle, whenLoadedAndIdle } from './idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('waits for requestIdleCallback, bounded by the timeout, and can be cancelled', () => {
    const calls: { timeout?: number }[] = [];
    let idle: (() => void) | undefined;
    let cancelled: number | undefined;
    Object.assign(window, {
      requestIdleCallback: (run: () => void, options: { timeout?: number }) => ((idle = run), calls.push(options), 7),
      cancelIdleCallback: (handle: number) => (cancelled = handle),
    });
    const run = jest.fn();
    const cancel = whenIdle(run, 2000);
    expect(calls).toEqual([{ timeout: 2000 }]);
    expect(run).not.toHaveBeenCalled();
    idle?.();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toBe(7);
  });

  it('runs on the next task without requestIdleCallback, unless cancelled', () => {
    jest.useFakeTimers();
    const run = jest.fn();
    whenIdle(run, 2000);
    const cancelledRun = jest.fn();
    whenIdle(cancelledRun, 2000)();
    jest.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(cancelledRun).not.toHaveBeenCalled();
    jest.useRealTimers();
  });
});

describe('whenLoadedAndIdle', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    jest.useFakeTimers();
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** The page's load event, as the browser fires it. */
  function load(): void {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  }

  it('on a page still loading, waits for the load event, then for an idle moment', () => {
    const run = jest.fn();
    whenLoadedAndIdle(run, 5000);
    jest.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    load();
    expect(run).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    // Once: neither the cap nor a second load event runs it again.
    jest.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('load'));
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('on a loaded page, waits only for an idle moment', () => {
    readyState = 'complete';
    const run = jest.fn();
    whenLoadedAndIdle(run, 5000);
    jest.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a page whose load hangs does not hold the work back past the timeout', () => {
    const run = jest.fn();
    whenLoadedAndIdle(run, 5000);
    jest.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
    load();
    jest.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled before the load event or after it, never runs', () => {
    const beforeLoad = jest.fn();
    const afterLoad = jest.fn();
    const cancelBeforeLoad = whenLoadedAndIdle(beforeLoad, 5000);
    const cancelAfterLoad = whenLoadedAndIdle(afterLoad, 5000);
    cancelBeforeLoad();
    load();
    cancelAfterLoad();
    jest.advanceTimersByTime(20_000);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  it('resolves on a later task, not in the microtasks of the current one', async () => {
    jest.useFakeTimers();
    try {
      let resolved = false;
      void nextTask().then(() => (resolved = true));
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(resolved).toBe(false);
      await jest.advanceTimersToNextTimerAsync();
      expect(resolved).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
