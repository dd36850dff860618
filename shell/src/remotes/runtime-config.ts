import type { RemoteName } from '@shop/platform';

/** `/runtime-config.json`, served beside the shell and overridable per environment at serve time. */
export interface RuntimeConfig {
  /** Federation name -> address of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Federation name -> the build id it was given (release registry), for the signals. */
  builds?: Record<string, string>;
  /** A page showing a previewed build (`verify`): its signals are not shoppers'. */
  preview?: boolean;
}

/** The shell's server writes the configuration into the page (`route-preloads.ts` in @shop/serve). */
export const EMBEDDED_CONFIG_ID = 'runtime-config';

function embeddedConfig(doc: Document): RuntimeConfig | null {
  const text = doc.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<RuntimeConfig> | null;
    const remotes = parsed?.remotes;
    const builds = typeof parsed?.builds === 'object' && parsed.builds !== null ? parsed.builds : {};
    return typeof remotes === 'object' && remotes !== null
      ? { remotes, builds, preview: parsed?.preview === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * The configuration written in the page when there is one (no request: one round trip less before any remote can
 * start), else `/runtime-config.json` (a server that does not write it, the dev server).
 */
export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  doc: Document = document,
): Promise<RuntimeConfig> {
  const embedded = embeddedConfig(doc);
  if (embedded) return embedded;
  const response = await fetchImpl('/runtime-config.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime configuration answered ${response.status}`);
  const body = (await response.json()) as Partial<RuntimeConfig>;
  return { remotes: body.remotes ?? {}, builds: body.builds ?? {} };
}
