/** How long a kept page is served, and how much memory the kept pages may take (decision 044). */
export interface RenderCacheSettings {
  /** The kept pages' size limit, in bytes (their strings, UTF-8); 0 keeps nothing. */
  bytes: number;
  /** A page is served as it is for this long after its render. */
  freshMs: number;
  /** Then it is served stale for this long while one render refreshes it; after that it is not served. */
  staleMs: number;
  /**
   * How many values one group (a page's path: its query variants, languages, devices) may keep at once; default
   * `DEFAULT_VARIANTS_PER_PATH`. Past it, a new one is not kept (decision 053): made-up queries of one path cannot
   * push every other page out.
   */
  variantsPerPath?: number;
}

export const DEFAULT_RENDER_CACHE_BYTES = 32 * 1024 * 1024;
export const DEFAULT_RENDER_CACHE_FRESH_MS = 30_000;
export const DEFAULT_RENDER_CACHE_STALE_MS = 5 * 60_000;
/** A path's kept pages: its languages × devices × gate states × the queries it is really asked with. */
export const DEFAULT_VARIANTS_PER_PATH = 64;

interface Entry<T> {
  value: T;
  bytes: number;
  at: number;
  group: string;
}

/** A kept value and whether it is still fresh or only served while it is refreshed. */
export interface Found<T> {
  value: T;
  fresh: boolean;
}

/**
 * Least recently used values under a byte limit, each fresh for `freshMs`, then stale for `staleMs`, then gone.
 * A Map keeps its insertion order, so re-inserting on every read makes its first key the least recently used.
 */
export function renderCache<T>(settings: RenderCacheSettings, now: () => number = Date.now) {
  const entries = new Map<string, Entry<T>>();
  /** The keys of each group, for its bound. */
  const groups = new Map<string, Set<string>>();
  const perGroup = settings.variantsPerPath ?? DEFAULT_VARIANTS_PER_PATH;
  let used = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    used -= entry.bytes;
    const group = groups.get(entry.group);
    group?.delete(key);
    if (group?.size === 0) groups.delete(entry.group);
  };
  const expired = (entry: Entry<T>) => now() - entry.at >= settings.freshMs + settings.staleMs;
  /** Whether `group` has room for one more key, once its values too old to serve are dropped. */
  const roomIn = (group: string): boolean => {
    const keys = groups.get(group);
    if (!keys || keys.size < perGroup) return true;
    for (const key of [...keys]) if (expired(entries.get(key) as Entry<T>)) drop(key);
    return keys.size < perGroup;
  };
  return {
    get(key: string): Found<T> | null {
      const entry = entries.get(key);
      if (!entry) return null;
      const age = now() - entry.at;
      if (expired(entry)) {
        drop(key);
        return null;
      }
      entries.delete(key);
      entries.set(key, entry);
      return { value: entry.value, fresh: age < settings.freshMs };
    },
    /**
     * Keeps `value` (of `bytes`, its key included) in `group`, dropping the least recently used until it fits;
     * false when it is not kept (larger than the whole cache, or its group full). `at` is when it was made: a page
     * another server rendered (decision 045) ages from its render, not from now.
     */
    set(key: string, value: T, bytes: number, { at = now(), group = key }: { at?: number; group?: string } = {}) {
      drop(key);
      // A page larger than the whole cache would empty it and still not fit.
      if (bytes > settings.bytes || !roomIn(group)) return false;
      while (used + bytes > settings.bytes) drop(entries.keys().next().value as string);
      entries.set(key, { value, bytes, at, group });
      groups.set(group, (groups.get(group) ?? new Set()).add(key));
      used += bytes;
      return true;
    },
    delete: drop,
    /** What the kept values take, in bytes (for tests and operators). */
    get bytes(): number {
      return used;
    },
    get size(): number {
      return entries.size;
    },
  };
}
