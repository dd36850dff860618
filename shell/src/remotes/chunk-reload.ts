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

const browserDeps = (): ReloadDeps => ({
  now: () => Date.now(),
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
});

/**
 * Reloads the page for a chunk load failure unless it already did so within the window.
 * Returns true when a reload was started (the caller then shows nothing new).
 */
export function reloadOnceForChunkError(error: unknown, deps: ReloadDeps = browserDeps()): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(deps.storage.getItem(STORAGE_KEY) ?? 0);
  const now = deps.now();
  if (now - last < RELOAD_WINDOW_MS) return false;
  deps.storage.setItem(STORAGE_KEY, String(now));
  deps.reload();
  return true;
}
