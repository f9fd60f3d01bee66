/**
 * A small in-memory cache with a time-to-live that shares in-flight loads and never keeps failures;
 * with a stale-if-error window it serves the last good value while its refresh fails.
 */
export interface TtlCache<T> {
  /** The cached value of a key, or the result of `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops everything. */
  clear(): void;
  /** Number of keys held (for tests and metrics). */
  readonly size: number;
}

/** Options of {@link createTtlCache}. */
export interface TtlCacheOptions {
  /** Injected clock, for tests. */
  now?: () => number;
  /** At most this many keys (oldest dropped first); default 200. */
  maxEntries?: number;
  /**
   * How long past its time-to-live the last good value may still be served: at once while it is
   * refreshed in the background (stale-while-revalidate), and while refreshing it fails
   * (stale-if-error); 0, the default, serves nothing stale.
   */
  staleIfErrorMs?: number;
  /** While serving stale, how long to wait between refresh attempts (default 5000 ms). */
  retryMs?: number;
  /** Told once when a key starts being served stale (its refresh failed), with the failure. */
  onStale?: (key: string, error: unknown) => void;
}

interface Entry<T> {
  /** Until when `value` is used as it is. */
  expires: number;
  value: Promise<T>;
  /** The last value a load gave, and when: what a failed refresh falls back to. */
  good?: { value: T; loadedAt: number };
  /** Whether the key is being served stale (its last refresh failed). */
  stale?: boolean;
  /** A refresh under way while stale: one at a time, never awaited by a page. */
  refreshing?: boolean;
}

/**
 * Creates a TTL cache. Entries expire `ttlMs` after they were loaded; a rejected load is removed
 * at once, so a backend failure is retried by the next request. At most `maxEntries` keys are kept
 * (oldest dropped first), so unexpected host names cannot grow it without bound.
 *
 * With `staleIfErrorMs`, a key past its time-to-live answers at once with its last good value for
 * up to that long while one background refresh at a time runs (stale-while-revalidate: never a page
 * waiting for a slow backend, never a stampede of refreshes). A refresh that fails tells `onStale`
 * once and is tried again every `retryMs` while the last good value goes on answering
 * (stale-if-error). A good refresh ends it; past the window, a page waits for the load again and
 * its failure is the answer.
 *
 * @example
 * const configs = createTtlCache<SiteConfig>(60_000, { staleIfErrorMs: 300_000, onStale: report });
 * const config = await configs.get(host, () => api.getJson('/api/site-config'));
 */
export function createTtlCache<T>(ttlMs: number, options: TtlCacheOptions = {}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 200;
  const staleIfErrorMs = options.staleIfErrorMs ?? 0;
  const retryMs = options.retryMs ?? 5_000;
  const entries = new Map<string, Entry<T>>();

  const usable = (entry: Entry<T> | undefined): entry is Entry<T> & { good: { value: T; loadedAt: number } } =>
    staleIfErrorMs > 0 && entry?.good !== undefined && now() < entry.good.loadedAt + ttlMs + staleIfErrorMs;

  /** Loads a key; on failure falls back to its last good value while the window allows. */
  const load = (key: string, loader: () => Promise<T>, previous: Entry<T> | undefined): Promise<T> => {
    const started = now();
    const attempt = loader();
    const entry: Entry<T> = {
      expires: started + ttlMs,
      value: attempt,
      ...(previous?.good ? { good: previous.good } : {}),
    };
    const value = attempt.then(
      (loaded) => {
        entry.good = { value: loaded, loadedAt: started };
        entry.stale = false;
        return loaded;
      },
      (error: unknown) => {
        if (!usable(entry)) {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        }
        if (!entry.stale) options.onStale?.(key, error);
        entry.stale = true;
        entry.expires = now() + retryMs;
        entry.value = Promise.resolve(entry.good.value);
        return entry.good.value;
      },
    );
    entry.value = value;
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };

  return {
    get(key, loader) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      if (usable(hit)) {
        // Stale-while-revalidate within the window: the last good value now, one refresh at a time
        // in the background. No page waits for a refresh, however slow the backend is.
        const good = hit.good.value;
        if (!hit.refreshing) {
          hit.refreshing = true;
          const started = now();
          hit.expires = started + retryMs;
          loader()
            .then(
              (loaded) => {
                hit.good = { value: loaded, loadedAt: started };
                hit.stale = false;
                hit.expires = started + ttlMs;
                hit.value = Promise.resolve(loaded);
              },
              (error: unknown) => {
                if (!hit.stale) options.onStale?.(key, error);
                hit.stale = true;
                hit.expires = now() + retryMs;
              },
            )
            .finally(() => {
              hit.refreshing = false;
            });
        }
        return Promise.resolve(good);
      }
      return load(key, loader, hit);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
