import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Pause before the one retry of a remote's manifest or `remoteEntry.js`: long enough for a blip, short enough to go
 * unnoticed.
 */
export const MANIFEST_RETRY_DELAY_MS = 300;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isManifest = (url: string) => /\/mf-manifest\.json(\?|$)/.test(url);

/**
 * Fetches a remote's manifest, trying once more after a short pause when the network fails or the server
 * answers 5xx. Only manifests: API calls are never retried (spec 7), and a 404 will not heal by waiting.
 */
export async function fetchManifest(
  url: string,
  init: RequestInit,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  try {
    const response = await fetchImpl(url, init);
    if (response.status < 500) return response;
  } catch {
    // Fall through to the single retry.
  }
  await pause(MANIFEST_RETRY_DELAY_MS);
  return fetchImpl(url, init);
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type RemoteEntryExports = Exclude<Awaited<ReturnType<Parameters<LoadEntryError>[0]['getRemoteEntry']>>, false | void>;

/**
 * Loads a remote's `remoteEntry.js` once more after a short pause when its script failed to load (the runtime asks
 * only then; a second failure is final). The failed attempt is still registered as loading under `uniqueKey`:
 * left there, the retry would wait on it, so it is dropped first.
 */
export async function retryEntryOnce({
  getRemoteEntry,
  origin,
  remoteInfo,
  globalLoading,
  uniqueKey,
}: Parameters<LoadEntryError>[0]): Promise<RemoteEntryExports | undefined> {
  delete globalLoading[uniqueKey];
  await pause(MANIFEST_RETRY_DELAY_MS);
  return (await getRemoteEntry({ origin, remoteInfo })) || undefined;
}

type ErrorLoadShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadShare']>>[0];

/**
 * Forgets a shared module's failed load (its chunk did not arrive), so the next consumer that asks for it loads it
 * again: the runtime keeps the rejected load otherwise and hands it to every later ask, and the shell's second
 * attempt at its start (decision 031) would fail without fetching anything.
 */
export function forgetFailedShare({ pkgName, shareScopeMap }: Pick<ErrorLoadShareArgs, 'pkgName' | 'shareScopeMap'>) {
  for (const scope of Object.values(shareScopeMap)) {
    for (const shared of Object.values(scope[pkgName] ?? {})) {
      if (!shared.loaded) shared.loading = null;
    }
  }
}

/**
 * The federation runtime's layer of load failure handling (the route's error boundary and fallback are the
 * shell's): one retry for manifests and remote entries, a report per failed remote with where it failed, and a
 * shared module that failed left to be loaded again.
 */
export default function remoteResilience(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-resilience',
    fetch(url, init) {
      return isManifest(url) ? fetchManifest(url, init) : undefined;
    },
    // The runtime declares a promise of a promise, which JavaScript flattens: it awaits what this gives.
    loadEntryError: (args) => retryEntryOnce(args) as unknown as ReturnType<LoadEntryError>,
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`remote ${id} failed at ${lifecycle}`, error);
      // Nothing to substitute, so the runtime throws the failure and the shell shows its fallback with a retry.
      // Throwing here instead would skip the runtime's clean-up: it keeps a failed manifest fetch and hands it to
      // every later load, so "Try again" could never reach a remote that is back.
      return undefined;
    },
    errorLoadShare: forgetFailedShare,
  };
}
