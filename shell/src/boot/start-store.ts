import { isChunkLoadError, reloadOnceForChunkError } from '../remotes/chunk-reload';
import { showStartFailure } from './start-failure';

export interface StartDeps {
  /** Reloads the page for a chunk that failed, at most once per 10 s; true when it did. */
  reloadOnce: (error: unknown) => boolean;
  /** The last resort: the static screen with a way to try again. */
  showFailure: () => void;
}

const browserDeps: StartDeps = { reloadOnce: (error) => reloadOnceForChunkError(error), showFailure: showStartFailure };

/**
 * Runs the store's start (`import('./bootstrap')`: the bootstrap chunk and the shared modules it needs, everything
 * before React renders) so that a chunk that fails never leaves a blank page (spec 8, decision 031): it is fetched
 * once more at once, then the page reloads once (at most once per 10 s), then a static screen says so with a
 * button that tries again. It is part of the entry chunk, the one code already on the page when those fail.
 */
export async function startStore(load: () => Promise<unknown>, deps: StartDeps = browserDeps): Promise<void> {
  try {
    // webpack forgets a chunk that failed (and the federation runtime a shared module, remote-resilience.ts), so
    // importing again fetches them again. Any other error would only repeat: it goes straight to the screen.
    await load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      return load();
    });
  } catch (error) {
    console.error('the store could not start', error);
    if (!deps.reloadOnce(error)) deps.showFailure();
  }
}
