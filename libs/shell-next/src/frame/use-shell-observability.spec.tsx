import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ShellContext } from '@therapy-shell/brand-config';
import type { ErrorReporter } from '@therapy-shell/request';
import { useShellObservability } from './use-shell-observability.ts';
import { pageContext } from './shell-page.ts';

const visitor = { id: -1, user_type: 'logged_out_user', geo_country: 'us' } as const;
const ctx: ShellContext = {
  brand: 'main',
  language: 'en',
  user: visitor,
  // No collector and no DSN: the runtime starts, but loads no SDK.
  config: { product_code_name: 'main', product_name: 'Acme Therapy' },
  page: pageContext({ template: 'Home', asPath: '/', query: {}, session: visitor }),
};
const reporter: ErrorReporter = { report: jest.fn() };

// DESIGN.md section 3: consent, analytics and error reporting start after hydration
// when the browser is idle (requestIdleCallback, at the latest after 2 s), not in the task that
// hydrated the page.
describe('useShellObservability', () => {
  let idle: (() => void) | undefined;
  let requested: { timeout?: number }[];

  beforeEach(() => {
    idle = undefined;
    requested = [];
    Object.assign(window, {
      requestIdleCallback: (run: () => void, options: { timeout?: number }) => (
        (idle = run),
        requested.push(options),
        1
      ),
      cancelIdleCallback: () => (idle = undefined),
    });
  });

  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('imports the runtime (and makes the consent store) only once the browser is idle, at the latest after 2 s', async () => {
    const { result } = renderHook(() => useShellObservability({ ctx, reporter }));
    expect(requested).toEqual([{ timeout: 2000 }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.consent).toBeNull();
    idle?.();
    await waitFor(() => expect(result.current.consent).not.toBeNull());
    expect(reporter.report).not.toHaveBeenCalled();
  });

  // Total Blocking Time: evaluating the runtime's chunk and starting it are two tasks.
  it('starts the runtime on a later task than the one that evaluated its chunk', async () => {
    jest.useFakeTimers();
    try {
      const { result } = renderHook(() => useShellObservability({ ctx, reporter }));
      const settle = async () => {
        for (let i = 0; i < 100; i += 1) await Promise.resolve();
      };
      idle?.();
      await settle();
      expect(result.current.consent).toBeNull();
      await act(async () => {
        jest.runOnlyPendingTimers();
        await settle();
      });
      expect(result.current.consent).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts nothing when the page is left before the browser was idle', async () => {
    const { result, unmount } = renderHook(() => useShellObservability({ ctx, reporter }));
    unmount();
    expect(idle).toBeUndefined();
    expect(result.current.consent).toBeNull();
  });

  // A client-side navigation may bring the session again (the App Router's page-load step, the
  // Pages Router's refresh): a new object for the same visitor must not start a second runtime
  // (a second tracker, a page view twice).
  it.each([
    ['the same visitor in a new answer keeps the runtime', { ...visitor }, false],
    ['another visitor starts it again', { id: 42, user_type: 'client', geo_country: 'us' } as const, true],
    ['a new CSRF token starts it again (the consent store posts with it)', { ...visitor, csrf_token: 'new' }, true],
  ])('%s', async (_what, next, restarted) => {
    const { result, rerender } = renderHook(({ user }) => useShellObservability({ ctx: { ...ctx, user }, reporter }), {
      initialProps: { user: ctx.user },
    });
    idle?.();
    await waitFor(() => expect(result.current.consent).not.toBeNull());
    const first = result.current.consent;
    const asked = requested.length;
    rerender({ user: next });
    if (restarted) {
      expect(requested).toHaveLength(asked + 1);
      idle?.();
      await waitFor(() => expect(result.current.consent).not.toBe(first));
    } else {
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requested).toHaveLength(asked);
      expect(result.current.consent).toBe(first);
    }
  });
});
