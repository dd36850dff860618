import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Pause before the one retry of a remote's manifest: long enough for a blip, short enough to go unnoticed. */
export const MANIFEST_RETRY_DELAY_MS = 300;

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
  await new Promise((resolve) => setTimeout(resolve, MANIFEST_RETRY_DELAY_MS));
  return fetchImpl(url, init);
}

/**
 * The federation runtime's layer of remote failure handling (the route's error boundary and fallback are the
 * shell's): one retry for manifests, and one report per failed remote with where it failed.
 */
export default function remoteResilience(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-resilience',
    fetch(url, init) {
      return isManifest(url) ? fetchManifest(url, init) : undefined;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`remote ${id} failed at ${lifecycle}`, error);
      // Nothing to substitute: the shell shows its fallback with a retry where the remote would be.
      throw error;
    },
  };
}
