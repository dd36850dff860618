/** The parts of a remote's `mf-manifest.json` that `verify` and `publish` read. */
export interface RemoteManifest {
  name?: string;
  metaData?: {
    buildInfo?: { buildId?: string; sharedVersions?: Record<string, string> };
    remoteEntry?: { name?: string; path?: string };
  };
  shared?: { name: string; version?: string; requiredVersion?: string }[];
}

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}
