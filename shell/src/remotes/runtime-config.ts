import type { RemoteName } from '@shop/platform';

/** `/runtime-config.json`, served beside the shell and overridable per environment at serve time. */
export interface RuntimeConfig {
  /** Federation name -> address of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime configuration answered ${response.status}`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  return { remotes: body.remotes ?? {} };
}
