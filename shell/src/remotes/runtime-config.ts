import type { RemoteName } from '@shop/platform';

/** `/runtime-config.json`, served beside the shell and overridable per environment at serve time. */
export interface RuntimeConfig {
  /** Federation name -> address of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Federation name -> the build id it was given (release registry), for the signals. */
  builds?: Record<string, string>;
  /** A page showing a previewed build (`verify`): its signals are not shoppers'. */
  preview?: boolean;
  /** The share of page loads that report shoppers' signals (the environment's `SHOP_SIGNALS_SAMPLE`). */
  signalsSample?: number;
}

/** The share of page loads that report signals: none for a page of `verify` (not a shopper's), else the environment's. */
export const signalsShareOf = (config: RuntimeConfig): number => (config.preview ? 0 : (config.signalsSample ?? 1));

/** A share from 0 to 1, or nothing (every page load reports). */
const shareOrNothing = (value: unknown): Pick<RuntimeConfig, 'signalsSample'> =>
  typeof value === 'number' && value >= 0 && value <= 1 ? { signalsSample: value } : {};

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
      ? { remotes, builds, preview: parsed?.preview === true, ...shareOrNothing(parsed?.signalsSample) }
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
  return { remotes: body.remotes ?? {}, builds: body.builds ?? {}, ...shareOrNothing(body.signalsSample) };
}
