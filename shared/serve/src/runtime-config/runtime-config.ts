import { readFileSync } from 'node:fs';
import { numberSetting } from '../process/number-setting';
import { localOrigin, REMOTE_APPS } from '../process/ports';
import { publicOriginFrom } from '../seo/public-origin';

/** `/runtime-config.json`: how the shell finds its remotes. The shell mirrors this type. */
export interface RuntimeConfig {
  /** Federation name -> address of the remote's mf-manifest.json (absolute, or a path on the shell's origin). */
  remotes: Record<string, string>;
  /** Federation name -> the build id given (from the release registry), for the shoppers' signals. */
  builds?: Record<string, string>;
  /**
   * Set on a view for one browser (decision 059): a previewed build (verify's or QA's) or the staff view. It reports
   * no signals, which are shoppers' only, runs no server code and is never kept by the render cache.
   */
  preview?: true;
  /** The remotes this page previews -> the previewed build (also in `builds`): what its banner names. */
  previewed?: Record<string, string>;
  /** Set on the staff view: every remote's canary build, whatever the bucket. */
  staff?: true;
  /**
   * Set on a developer override's page (decision 065): the remote loaded from the developer's dev server, and that
   * server's origin, which its banner names. Also `preview: true`: the developer's code never runs on the server.
   */
  developer?: { remote: string; origin: string };
  /** The share of page loads that report shoppers' signals (0 … 1), from `SHOP_SIGNALS_SAMPLE`; all when left out. */
  signalsSample?: number;
  /**
   * This answer's signals token (`signals/signals-token.ts`), which the page's beacons carry: only with signals on, never
   * on a preview's page. Added per answer, never to a configuration the source keeps.
   */
  signalsToken?: string;
  /**
   * The store's public origin (`SHOP_PUBLIC_URL`): the page's head makes its canonical and preview addresses absolute
   * with it (decision 051), robots.txt and the sitemaps name it. Unset, those addresses are left out.
   */
  publicOrigin?: string;
}

/** Where each remote's server listens on this machine: its port variable, or its port in ./ports. */
export const defaultRemotes = (env: NodeJS.ProcessEnv = process.env): Record<string, string> =>
  Object.fromEntries(REMOTE_APPS.map((name) => [name, `${localOrigin(name, env)}/mf-manifest.json`]));

/** Each remote at its port in the table (docs/architecture.md, "Running it"). */
export const DEFAULT_REMOTES: Readonly<Record<string, string>> = defaultRemotes({});

/** `mf_catalog` -> `REMOTE_MF_CATALOG`. */
export const remoteEnvName = (name: string): string => `REMOTE_${name.toUpperCase()}`;

/** A path on the shell's own origin (`/x`, never the protocol-relative `//host/x`). */
const isOwnOriginPath = (address: string): boolean => /^\/(?!\/)/.test(address);
const isHttpUrl = (address: string): boolean => URL.canParse(address) && /^https?:$/.test(new URL(address).protocol);

function checkAddress(name: string, address: unknown, source: string): string {
  if (typeof address === 'string' && (isOwnOriginPath(address) || isHttpUrl(address))) return address;
  throw new Error(`${source}: remote ${name} needs an http(s) address or a path starting with "/"`);
}

function readConfigFile(file: string): Record<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const remotes = (parsed as Partial<RuntimeConfig> | null)?.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new Error(`${file}: expected { "remotes": { ... } }`);
  return Object.fromEntries(
    Object.entries(remotes).map(([name, address]) => [name, checkAddress(name, address, file)]),
  );
}

/** `SHOP_SIGNALS_SAMPLE`: a share of page loads from 0 to 1; anything else stops the server's start. */
function signalsSampleFrom(env: NodeJS.ProcessEnv): Pick<RuntimeConfig, 'signalsSample'> {
  const what = 'a share of page loads';
  const share = numberSetting(env, 'SHOP_SIGNALS_SAMPLE', { min: 0, max: 1, whole: false, what });
  return share === undefined ? {} : { signalsSample: share };
}

/**
 * The runtime configuration for this server's environment: the defaults, then the file named by
 * `RUNTIME_CONFIG` (its remotes replace or add to the defaults), then one `REMOTE_<NAME>` variable per remote.
 * The shell's server reads the file again when it changes (`runtime-config-source.ts`), so a remote is
 * re-pointed by editing the file, never by rebuilding or restarting the shell.
 */
export function loadRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const remotes: Record<string, string> = {
    ...defaultRemotes(env),
    ...(env.RUNTIME_CONFIG ? readConfigFile(env.RUNTIME_CONFIG) : {}),
  };
  for (const name of Object.keys(remotes)) {
    const override = env[remoteEnvName(name)];
    if (override) remotes[name] = checkAddress(name, override, remoteEnvName(name));
  }
  const publicOrigin = publicOriginFrom(env.SHOP_PUBLIC_URL);
  return { remotes, ...signalsSampleFrom(env), ...(publicOrigin ? { publicOrigin } : {}) };
}

/** The distinct origins the remotes are served from (remotes on the shell's own origin need none). */
export function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = Object.values(config.remotes)
    .filter((address) => !isOwnOriginPath(address))
    .map((address) => new URL(address).origin);
  return [...new Set(origins)];
}
