import { createInstance } from '@module-federation/enhanced/runtime';
import { Script } from 'node:vm';
import type { RemoteModule, RemoteName } from '@shop/platform';
import { providedModules } from './provided-modules';

/** A remote's server build, beside its browser build (`dist/server/`, @shop/build's server-render-build.js). */
const SERVER_ENTRY = 'server/remoteEntry.js';
/** Builds kept loaded at once: the live and canary builds of five remotes, and the ones just re-pointed from. */
const KEPT = 12;
/**
 * How often a loaded entry is checked for a new build at the same address (a remote deployed in place rather than
 * into a folder of its own): as often as the shell's server reads a remote's files for its preloads.
 */
const RECHECK_MS = 10_000;

/**
 * A remote's server entry from its address in the runtime configuration (its `mf-manifest.json`), or null when
 * the address is a path on the shell's own origin: the browser resolves that through the site's proxy, which this
 * server cannot see (and must not guess from the request's Host header).
 */
export function serverEntryOf(manifestUrl: string | undefined): string | null {
  if (!manifestUrl || !/^https?:\/\//.test(manifestUrl)) return null;
  return new URL(SERVER_ENTRY, manifestUrl).href;
}

/** A server entry that has not arrived by then is given up: its pages render in the browser meanwhile. */
const LOAD_TIMEOUT_MS = 5_000;

type RuntimePlugin = NonNullable<Parameters<typeof createInstance>[0]['plugins']>[number];

/**
 * Loads a server entry for the federation runtime: fetched with a time limit (the runtime's own Node loader has
 * none, and a remote server that never answers would hold every later page of that remote), then run as the
 * CommonJS module it is (`commonjs-module` container), with Node's `require` for the built-in modules its chunk
 * loading uses. Nothing is left on globalThis.
 */
const serverEntryLoader = (): RuntimePlugin => ({
  name: 'shop-server-entry-loader',
  async loadEntry({ remoteInfo }) {
    const response = await fetch(remoteInfo.entry, { signal: AbortSignal.timeout(LOAD_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${remoteInfo.entry} answered ${response.status}`);
    const code = await response.text();
    const module: { exports: unknown } = { exports: {} };
    const wrapper = `(function (exports, module, require, __dirname, __filename) {${code}\n})`;
    const run = new Script(wrapper, { filename: remoteInfo.entry }).runInThisContext() as (...args: unknown[]) => void;
    const { pathname } = new URL(remoteInfo.entry);
    run(module.exports, module, require, pathname.slice(0, pathname.lastIndexOf('/')), pathname);
    return module.exports as Awaited<ReturnType<NonNullable<RuntimePlugin['loadEntry']>>>;
  },
});

/** Loads made in this process, for names and addresses the federation runtime has never seen before. */
let count = 0;

/**
 * How long an entry that failed to load is not tried again: its pages render in the browser meanwhile. Trying it
 * on every page would make a federation instance and a fetch per page of a remote whose server is down.
 */
const FAILED_FOR_MS = 30_000;
/** Failed entries remembered at most (the oldest are tried again first). */
const KEPT_FAILED = 50;

type Federation = ReturnType<typeof createInstance>;

interface Loaded {
  module: Promise<RemoteModule>;
  /** The entry's `ETag` when it was loaded (or last checked), and when that was. */
  tag: Promise<string | null>;
  checkedAt: number;
  federation: Federation;
}

/** An entry's current `ETag` (a HEAD request), or null when its server gives none or cannot be reached. */
async function tagOf(entry: string): Promise<string | null> {
  try {
    const response = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(2_000) });
    return response.ok ? response.headers.get('etag') : null;
  } catch {
    return null;
  }
}

/**
 * Lets the federation runtime forget an instance: `createInstance` keeps every instance in
 * `__FEDERATION__.__INSTANCES__`, its shared modules in `__SHARE__` by its id, and its remote's entry (the loaded
 * container) in `__GLOBAL_LOADING_REMOTE_ENTRY__` and `moduleInfo` by name and address, all for the life of the
 * process, so a build dropped here would never be freed. The runtime has no public way to remove an instance.
 */
function release(federation: Federation): void {
  const global = globalThis.__FEDERATION__;
  const at = global.__INSTANCES__.indexOf(federation);
  if (at !== -1) global.__INSTANCES__.splice(at, 1);
  if (federation.options.id) delete global.__SHARE__[federation.options.id];
  for (const remote of federation.options.remotes) {
    if (!('entry' in remote)) continue;
    const key = `${remote.name}:${remote.entry}`;
    delete globalThis.__GLOBAL_LOADING_REMOTE_ENTRY__[key];
    delete global.moduleInfo[key];
  }
  federation.moduleCache.clear();
}

export interface RemoteServersOptions {
  /**
   * Whether code at an entry's address may be fetched and run in this process: inside a live or canary build the
   * registry names, or at the operator's own addresses (decision 054), never a preview's. Asked on every load, a
   * build loaded before included: any other entry is refused before anything is asked of its server.
   */
  allowed: (entry: string) => boolean;
  now?: () => number;
}

/**
 * The remotes' server builds, loaded through Module Federation's runtime in this Node process, one federation
 * instance per build (its entry's address): a canary's shoppers render with the canary's build while everyone
 * else renders with the live one, and a re-pointed remote's new build is loaded on its first page, with no
 * restart (decision 038). At most `KEPT` builds are loaded: the least recently used one is dropped, and the runtime
 * forgets it too. A build that fails to load is dropped the same way and not tried again for `FAILED_FOR_MS`.
 */
export function remoteServers(sharedVersions: Readonly<Record<string, string>>, options: RemoteServersOptions) {
  const { allowed, now = Date.now } = options;
  const shared = providedModules(sharedVersions);
  const loaded = new Map<string, Loaded>();
  const failed = new Map<string, { error: unknown; until: number }>();

  const forget = (entry: string, which?: Loaded) => {
    const found = loaded.get(entry);
    if (!found || (which && found !== which)) return;
    loaded.delete(entry);
    release(found.federation);
  };

  return function load(name: RemoteName, entry: string): Promise<RemoteModule> {
    if (!allowed(entry))
      return Promise.reject(
        new Error(`${entry} is in no live or canary build, nor at an address of the operator's: not run here`),
      );
    const failure = failed.get(entry);
    if (failure && failure.until > now()) return Promise.reject(failure.error);
    failed.delete(entry);
    const found = loaded.get(entry);
    if (found) {
      // Most recently used last: the first in the map is the one to drop.
      loaded.delete(entry);
      loaded.set(entry, found);
      if (now() - found.checkedAt > RECHECK_MS) {
        found.checkedAt = now();
        const before = found.tag;
        found.tag = tagOf(entry);
        // A new build at the same address: this page renders with the one loaded, the next with the new one.
        void Promise.all([before, found.tag]).then(([was, is]) => {
          if (was !== null && is !== null && was !== is) forget(entry, found);
        });
      }
      return found.module;
    }
    count += 1;
    // The runtime keeps every entry it loaded by remote name and address: a load of its own (the query) is what
    // makes a new build at the same address load at all.
    const federation = createInstance({
      name: `shell_server_${count}`,
      remotes: [{ name, entry: `${entry}${entry.includes('?') ? '&' : '?'}load=${count}` }],
      shared,
      shareStrategy: 'loaded-first',
      plugins: [serverEntryLoader()],
    });
    const module = federation.loadRemote<RemoteModule>(`${name}/remote`).then((remote) => {
      if (!remote) throw new Error(`remote ${name} did not provide ./remote`);
      return remote;
    });
    const kept: Loaded = { module, tag: tagOf(entry), checkedAt: now(), federation };
    loaded.set(entry, kept);
    module.catch((error: unknown) => {
      forget(entry, kept);
      failed.delete(entry);
      if (failed.size >= KEPT_FAILED) failed.delete(failed.keys().next().value as string);
      failed.set(entry, { error, until: now() + FAILED_FOR_MS });
    });
    while (loaded.size > KEPT) forget(loaded.keys().next().value as string);
    return module;
  };
}

export type LoadServerRemote = ReturnType<typeof remoteServers>;
