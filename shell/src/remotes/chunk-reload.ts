/** Spec 8: a chunk that fails to load reloads the page once; a second failure within 10 s does not loop. */
export const RELOAD_WINDOW_MS = 10_000;
const STORAGE_KEY = 'shop:chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

export interface ReloadDeps {
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload(): void;
}

/** Loads the page again: what "Try again" does after a chunk failed, since only a reload gets the current names. */
export const reloadPage = (): void => window.location.reload();

const browserDeps = (): ReloadDeps => ({ now: () => Date.now(), storage: window.sessionStorage, reload: reloadPage });

/**
 * Reloads the page for a chunk load failure unless it already did so within the window.
 * Returns true when a reload was started (the caller then shows nothing new).
 * Without session storage (blocked by the browser's settings) the window cannot be kept, so it never reloads:
 * a reload that cannot be counted could loop.
 */
export function reloadOnceForChunkError(error: unknown, deps?: ReloadDeps): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const { storage, now, reload } = deps ?? browserDeps();
    const at = now();
    if (at - Number(storage.getItem(STORAGE_KEY) ?? 0) < RELOAD_WINDOW_MS) return false;
    storage.setItem(STORAGE_KEY, String(at));
    reload();
    return true;
  } catch {
    return false;
  }
}
