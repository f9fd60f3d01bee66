import { createTtlCache } from './ttl-cache.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the per-site cache', () => {
  it('keeps a value for its time-to-live, shares a load in flight, and never keeps a failure', async () => {
    let time = 0;
    const cache = createTtlCache<string>(1_000, { now: () => time });
    const load = jest.fn(async () => 'v1');
    await Promise.all([cache.get('a', load), cache.get('a', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    time = 999;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    time = 1_000;
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
  });

  it('without a stale-if-error window, a failed refresh is the answer', async () => {
    let time = 0;
    const cache = createTtlCache<string>(1_000, { now: () => time });
    await cache.get('a', async () => 'good');
    time = 1_000;
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  describe('stale-while-revalidate and stale-if-error', () => {
    function setup() {
      const clock = { time: 0 };
      const stale: string[] = [];
      const cache = createTtlCache<string>(1_000, {
        now: () => clock.time,
        staleIfErrorMs: 60_000,
        retryMs: 5_000,
        onStale: (key, error) => stale.push(`${key}: ${(error as Error).message}`),
      });
      return { clock, stale, cache };
    }
    const down = jest.fn(async (): Promise<string> => Promise.reject(new Error('down')));
    beforeEach(() => down.mockClear());

    it('serves the last good value when its refresh fails, and tells it once', async () => {
      const { clock, stale, cache } = setup();
      await cache.get('site', async () => 'good');
      clock.time = 1_000;
      expect(await cache.get('site', down)).toBe('good');
      await flush();
      expect(await cache.get('site', down)).toBe('good');
      await flush();
      expect(stale).toEqual(['site: down']);
    });

    it('past its time-to-live, answers at once with the last good value while one refresh runs: a hanging backend holds no page', async () => {
      const { clock, stale, cache } = setup();
      await cache.get('site', async () => 'good');
      clock.time = 1_000;
      const hanging = jest.fn(() => new Promise<string>(() => undefined));
      const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('site', hanging)));
      expect(answers).toEqual(Array.from({ length: 20 }, () => 'good'));
      expect(hanging).toHaveBeenCalledTimes(1);
      expect(stale).toEqual([]);
    });

    it('a refresh that succeeds in the background is the answer from then on, for a whole time-to-live', async () => {
      const { clock, cache } = setup();
      await cache.get('site', async () => 'good');
      clock.time = 1_000;
      expect(await cache.get('site', async () => 'fresh')).toBe('good');
      await flush();
      const load = jest.fn(async () => 'newer');
      expect(await cache.get('site', load)).toBe('fresh');
      clock.time = 1_999;
      expect(await cache.get('site', load)).toBe('fresh');
      expect(load).not.toHaveBeenCalled();
    });

    it('while stale, answers at once and tries one background refresh per retry interval, never a stampede', async () => {
      const { clock, cache } = setup();
      await cache.get('site', async () => 'good');
      clock.time = 1_000;
      await cache.get('site', down);
      await flush();
      expect(down).toHaveBeenCalledTimes(1);
      // Within the retry interval: no call at all.
      clock.time = 3_000;
      await Promise.all(Array.from({ length: 50 }, () => cache.get('site', down)));
      expect(down).toHaveBeenCalledTimes(1);
      // After it: one refresh for 50 concurrent pages, none of them waiting for it.
      clock.time = 6_001;
      const never = jest.fn(() => new Promise<string>(() => undefined));
      const answers = await Promise.all(Array.from({ length: 50 }, () => cache.get('site', never)));
      expect(answers).toEqual(Array.from({ length: 50 }, () => 'good'));
      expect(never).toHaveBeenCalledTimes(1);
    });

    it('a good background refresh ends it: the new value, and a later failure is told again', async () => {
      const { clock, stale, cache } = setup();
      await cache.get('site', async () => 'good');
      clock.time = 1_000;
      await cache.get('site', down);
      await flush();
      clock.time = 6_001;
      expect(await cache.get('site', async () => 'better')).toBe('good');
      await flush();
      expect(await cache.get('site', down)).toBe('better');
      clock.time = 7_001;
      expect(await cache.get('site', down)).toBe('better');
      await flush();
      expect(stale).toEqual(['site: down', 'site: down']);
    });

    it('past the window, the failure is the answer again', async () => {
      const { clock, cache } = setup();
      await cache.get('site', async () => 'good');
      clock.time = 1_000;
      await cache.get('site', down);
      await flush();
      clock.time = 61_000;
      await expect(cache.get('site', down)).rejects.toThrow('down');
      expect(cache.size).toBe(0);
    });

    it('a key never loaded has nothing to fall back to', async () => {
      const { cache } = setup();
      await expect(cache.get('site', down)).rejects.toThrow('down');
    });
  });
});
