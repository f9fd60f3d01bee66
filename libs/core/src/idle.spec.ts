/** @jest-environment jsdom */
import { nextTask, whenIdle } from './idle.ts';

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
