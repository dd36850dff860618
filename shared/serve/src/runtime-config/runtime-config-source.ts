import { statSync } from 'node:fs';
import { isAtOrigin, isInsideABuild } from './allowed-origins';
import type { RegistrySource } from './release-registry-source';
import { loadRuntimeConfig, remoteEnvName, type RuntimeConfig } from './runtime-config';
import { holdsKey, STAFF_PREFIX, viewKeyOf } from './view-keys';

/** How long a configuration is used before the file is looked at again (one `stat`, a read only when it changed). */
export const RUNTIME_CONFIG_MAX_AGE_MS = 1000;

/**
 * What decides a shopper's builds: their sticky bucket, and the keys their browser holds, if any: a preview key
 * (`<remote>.<key>`, cookie `shop_preview`) and a staff key (`staff.<key>`, cookie `shop_staff`).
 */
export interface Shopper {
  bucket?: number;
  preview?: string | null;
  staff?: string | null;
}

export interface RuntimeConfigSource {
  /**
   * The configuration now (at most `maxAgeMs` old) for a shopper in sticky bucket `bucket` (0 … 99): a remote's
   * canary build where the bucket is inside its share, its live build otherwise. Without a bucket, live builds only.
   * A browser holding a remote's preview key (verify's or QA's) gets the previewed build of that remote; one holding
   * a staff key gets every remote's canary build, whatever its bucket. A bucket never stands for a key.
   * The same inputs give the same object, so what is worked out per configuration is worked out once.
   */
  current(shopper?: Shopper): RuntimeConfig;
  /**
   * Every address a page may be given now (live, canary and previewed builds): what the pages' CSP must allow. A
   * preview is in it for the one browser holding its key; its code never runs here (`runnable`).
   */
  everyAddress(): RuntimeConfig;
  /**
   * The builds whose server code this process may run (decision 054): the live and canary builds the registry names
   * (`name:canary` for a canary), and the operator's own addresses (the file, `REMOTE_<NAME>`, the defaults). Never a
   * preview: it has not passed verify. What the warm-up loads.
   */
  runnable(): RuntimeConfig;
  /**
   * Whether code at `address` (a server entry, a chunk) may be loaded and run by this server: inside the folder of
   * one of the `runnable` builds. Anything else is refused before it is fetched.
   */
  allows(address: string): boolean;
}

interface SourceOptions {
  /** The release registry (`RELEASE_REGISTRY`): its live and canary builds replace the file's addresses. */
  registry?: RegistrySource;
  /**
   * `RELEASE_ALLOWED_ORIGINS`: a registry build whose manifest is elsewhere is ignored (the remote keeps the
   * file's address) and reported once. Default: none, so no registry build is taken.
   */
  allowedOrigins?: readonly string[];
  /** Told once per registry build refused for its origin. Default: `onError`. */
  onRefused?: (error: unknown) => void;
  maxAgeMs?: number;
  now?: () => number;
  /** Told when a changed file cannot be used; the previous configuration stays in force. */
  onError?: (error: unknown) => void;
}

/** What identifies one version of the file: a rewrite, in place or by rename, changes one of these. */
function fileStamp(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/**
 * The shell server's runtime configuration, re-read when the `RUNTIME_CONFIG` file changes (decision
 * 021): the file's stamp is checked at most once per `maxAgeMs`, on a request that needs
 * the configuration, so an edit is live within a second and costs nothing between requests. A file that fails to
 * load (half written, invalid JSON, a bad address) keeps the previous configuration and is reported once; the first
 * load still fails the server's start. The `REMOTE_<NAME>` variables cannot change without a restart.
 */
export function runtimeConfigSource(
  env: NodeJS.ProcessEnv = process.env,
  options: SourceOptions = {},
): RuntimeConfigSource {
  const { maxAgeMs = RUNTIME_CONFIG_MAX_AGE_MS, now = Date.now, onError = () => undefined } = options;
  const file = env.RUNTIME_CONFIG || null;
  let stamp = file ? fileStamp(file) : '';
  let config = loadRuntimeConfig(env);
  let checkedAt = now();
  let reportedStamp = stamp;

  const fileConfig = (): RuntimeConfig => {
    if (!file || now() - checkedAt < maxAgeMs) return config;
    checkedAt = now();
    const latest = fileStamp(file);
    if (latest === stamp) return config;
    try {
      config = loadRuntimeConfig(env);
      stamp = latest;
    } catch (error) {
      if (reportedStamp !== latest) onError(error);
      reportedStamp = latest;
    }
    return config;
  };

  const allowed = new Set(options.allowedOrigins ?? []);
  const refused = new Set<string>();
  /** A registry build at an allowed origin; another is reported once and not given. */
  const fromAllowed = <Build extends { build: string; manifest: string }>(
    name: string,
    build: Build | null | undefined,
  ) => {
    if (!build || isAtOrigin(build.manifest, allowed)) return build ?? null;
    if (!refused.has(build.manifest)) {
      refused.add(build.manifest);
      (options.onRefused ?? onError)(
        new Error(
          `${name} build ${build.build} ignored: ${build.manifest} is not at an allowed origin (RELEASE_ALLOWED_ORIGINS)`,
        ),
      );
    }
    return null;
  };

  // The configurations made from one file configuration and one registry version, by which remotes get a canary or
  // a preview, and whether it is the staff view.
  let madeFrom: { base: RuntimeConfig; version: number } | null = null;
  const made = new Map<string, RuntimeConfig>();
  /** A shopper's configuration, or one of the two lists: what the CSP allows (`every`), what may run (`runnable`). */
  const overlay = (shopper: Shopper | 'every' | 'runnable'): RuntimeConfig => {
    const base = fileConfig();
    const map = options.registry?.current();
    if (!map) return base;
    if (madeFrom?.base !== base || madeFrom.version !== map.version) {
      madeFrom = { base, version: map.version };
      made.clear();
    }
    const at = now();
    const list = typeof shopper === 'string' ? shopper : null;
    const { bucket, preview: previewCookie, staff: staffCookie }: Shopper = typeof shopper === 'string' ? {} : shopper;
    const previewKey = viewKeyOf(previewCookie);
    const staffKey = viewKeyOf(staffCookie);
    // A staff key puts its browser on every canary, whatever its bucket (decision 059).
    const staff =
      staffKey?.prefix === STAFF_PREFIX && (map.staff ?? []).some((held) => holdsKey(staffKey.secret, held, at));
    const remotes = { ...base.remotes };
    const builds: Record<string, string> = {};
    const previewed: Record<string, string> = {};
    const chosen: string[] = [list ?? (staff ? 'staff' : 'page')];
    for (const [name, entry] of Object.entries(map.remotes)) {
      // A REMOTE_<NAME> variable is the operator's override: it wins over the registry as over the file.
      if (env[remoteEnvName(name)]) continue;
      const live = fromAllowed(name, entry.live);
      const canary = fromAllowed(name, entry.canary);
      // Verify's preview and QA's: each for the browser holding its key, until it expires.
      const previews = [entry.preview, ...(entry.previews ?? [])].flatMap((candidate) => {
        const held = fromAllowed(name, candidate);
        return held && Date.parse(held.until) > at ? [held] : [];
      });
      const preview =
        !list && previewKey?.prefix === name
          ? previews.find((held) => holdsKey(previewKey.secret, held, at))
          : undefined;
      const given = preview ?? (canary && (staff || (bucket !== undefined && bucket < canary.share)) ? canary : live);
      if (given) {
        remotes[name] = given.manifest;
        builds[name] = given.build;
        if (given === preview) previewed[name] = given.build;
        if (given !== live) chosen.push(`${name}=${given === canary ? 'canary' : `preview:${given.build}`}`);
      }
      if (list && canary) remotes[`${name}:canary`] = canary.manifest;
      if (list === 'every') for (const held of previews) remotes[`${name}:preview:${held.build}`] = held.manifest;
    }
    const id = chosen.join(',');
    const existing = made.get(id);
    if (existing) return existing;
    // A view for one browser: no shoppers' signals, no server code of its own, never kept for others.
    const oneBrowser = staff || Object.keys(previewed).length > 0;
    const result: RuntimeConfig = {
      ...base,
      remotes,
      builds,
      ...(oneBrowser ? { preview: true } : {}),
      ...(Object.keys(previewed).length > 0 ? { previewed } : {}),
      ...(staff ? { staff: true } : {}),
    };
    made.set(id, result);
    return result;
  };

  return {
    current: (shopper = {}) => overlay(shopper),
    everyAddress: () => overlay('every'),
    runnable: () => overlay('runnable'),
    allows: (address) => isInsideABuild(address, Object.values(overlay('runnable').remotes)),
  };
}
