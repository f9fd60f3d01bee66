/** A small in-memory cache with a time-to-live that shares in-flight loads and never keeps failures. */
export interface TtlCache<T> {
  /** The cached value of a key, or the result of `load` (shared by concurrent callers). */
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops everything. */
  clear(): void;
  /** Number of keys held (for tests and metrics). */
  readonly size: number;
}

/**
 * Creates a TTL cache. Entries expire `ttlMs` after they were loaded; a rejected load is removed
 * at once, so a backend failure is retried by the next request. At most `maxEntries` keys are kept
 * (oldest dropped first), so unexpected host names cannot grow it without bound.
 *
 * @example
 * const configs = createTtlCache<SiteConfig>(60_000);
 * const config = await configs.get(host, () => api.getJson('/api/site-config'));
 */
export function createTtlCache<T>(ttlMs: number, options: { now?: () => number; maxEntries?: number } = {}): TtlCache<T> {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 200;
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
