import type { RemoteName } from '@shop/platform';

/** `/runtime-config.json`, served beside the shell and overridable per environment at serve time. */
export interface RuntimeConfig {
  /** Federation name -> address of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /** A view for one browser (a previewed build, the staff view): its signals are not shoppers'. */
  preview?: boolean;
  /**
   * The remotes this page previews -> their previewed build, and whether it is the staff view (decision 059): what
   * its banner names. Read and checked by the banner (`preview/view-of.ts`), whose code only such a page loads.
   */
  previewed?: unknown;
  staff?: unknown;
  /** A developer override's remote and dev server (decision 065), which the banner names. */
  developer?: unknown;
  /** The share of page loads that report shoppers' signals (the environment's `SHOP_SIGNALS_SAMPLE`). */
  signalsSample?: number;
  /** What the page's beacons carry: the builds and shopper the server counts them against (none on a preview). */
  signalsToken?: string;
  /** The store's public origin (`SHOP_PUBLIC_URL`), for the absolute addresses of a page's head (decision 051). */
  publicOrigin?: string;
}

/** The share of page loads that report signals: none for a page of `verify` (not a shopper's), else the environment's. */
export const signalsShareOf = (config: RuntimeConfig): number => (config.preview ? 0 : (config.signalsSample ?? 1));

/** The signals settings: a share from 0 to 1 (or nothing: every page load reports), and the token if there is one. */
const signalsOf = ({ signalsSample: share, signalsToken: token }: Partial<RuntimeConfig>) => ({
  ...(typeof share === 'number' && share >= 0 && share <= 1 ? { signalsSample: share } : {}),
  ...(typeof token === 'string' ? { signalsToken: token } : {}),
});

/** The public origin, when it is one (an http(s) scheme and host, nothing after). */
const publicOriginOf = ({ publicOrigin }: Partial<RuntimeConfig>) =>
  typeof publicOrigin === 'string' && /^https?:\/\/[^/?#\s]+$/.test(publicOrigin) ? { publicOrigin } : {};

/** A preview's or the staff view's own words, as they came: its banner checks them (`preview/view-of.ts`). */
const viewOf = ({ preview, previewed, staff, developer }: Partial<RuntimeConfig>) =>
  preview === true ? { previewed, staff, developer } : {};

/** The shell's server writes the configuration into the page (`route-preloads.ts` in @shop/serve). */
export const EMBEDDED_CONFIG_ID = 'runtime-config';

function embeddedConfig(doc: Document): RuntimeConfig | null {
  const text = doc.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = (JSON.parse(text) ?? {}) as Partial<RuntimeConfig>;
    const { remotes } = parsed;
    return typeof remotes === 'object' && remotes !== null
      ? {
          remotes,
          preview: parsed.preview === true,
          ...signalsOf(parsed),
          ...publicOriginOf(parsed),
          ...viewOf(parsed),
        }
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
  return {
    remotes: body.remotes ?? {},
    ...(body.preview === true ? { preview: true } : {}),
    ...signalsOf(body),
    ...publicOriginOf(body),
    ...viewOf(body),
  };
}
