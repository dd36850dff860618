import type { RuntimeConfig } from '../runtime-config/runtime-config';

/** What the page at an address needs first, as the app's route table knows it (`shell/src/server-entry.ts` passes it). */
export interface PagePreloads {
  /** The remote that shows the page, and its named chunk groups the page needs (`page-home`, `i18n-en`). */
  remote?: { name: string; chunkGroups: readonly string[] };
  /** Same-origin GET addresses the page calls as it opens, exactly as the client writes them (path + query). */
  calls: readonly string[];
}

/** The request as the route table reads it. */
export interface PageRequest {
  pathname: string;
  userAgent: string;
  cookie: string;
  acceptLanguage: string;
}

export type PagePreloadsFor = (request: PageRequest) => PagePreloads | null;

/** The parts of a remote's `mf-manifest.json` read here. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/** A remote's files, resolved to absolute addresses. */
export interface RemoteFiles {
  manifest: string;
  entry: string;
  /** Files of `./remote` (loaded with the entry). */
  expose: string[];
  /** `mf-chunk-groups.json`: named chunk group -> its files. */
  groups: Record<string, string[]>;
}

const isAbsoluteHttp = (address: string) => /^https?:\/\//.test(address);

async function fetchJson(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A remote's files from its manifest and chunk groups (the groups are optional: an older build has none). */
export async function readRemoteFiles(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<RemoteFiles> {
  const [manifest, groups] = await Promise.all([
    fetchJson(fetchImpl, manifestUrl) as Promise<Manifest>,
    fetchJson(fetchImpl, new URL('mf-chunk-groups.json', manifestUrl).href).catch(() => ({})) as Promise<
      Record<string, string[]>
    >,
  ]);
  // publicPath 'auto': every file is found beside remoteEntry.js, which is beside the manifest.
  const entryInfo = manifest.metaData?.remoteEntry;
  const entry = new URL(`${entryInfo?.path ?? ''}${entryInfo?.name ?? 'remoteEntry.js'}`, manifestUrl).href;
  const at = (file: string) => new URL(file, entry).href;
  const expose = manifest.exposes?.find((item) => item.path === './remote')?.assets?.js?.sync ?? [];
  return {
    manifest: manifestUrl,
    entry,
    expose: expose.map(at),
    groups: Object.fromEntries(Object.entries(groups).map(([name, files]) => [name, files.map(at)])),
  };
}

export interface RemoteFilesCacheOptions {
  fetchImpl?: typeof fetch;
  /** How long a remote's files are used before they are read again (a deploy shows after at most this). */
  maxAgeMs?: number;
  now?: () => number;
}

/**
 * Each remote's files, read from its server and kept `maxAgeMs`; an expired entry is served while it is read again,
 * so a page never waits for a remote's server except the very first time. A remote that cannot be read gives
 * nothing (its page then loads as it would without preloads) and is tried again on the next page.
 */
export function remoteFilesCache(config: RuntimeConfig, options: RemoteFilesCacheOptions = {}) {
  const { fetchImpl = fetch, maxAgeMs = 10_000, now = Date.now } = options;
  const cache = new Map<string, { at: number; files: Promise<RemoteFiles | null> }>();
  const read = (name: string, manifestUrl: string) => {
    const files = readRemoteFiles(manifestUrl, fetchImpl).catch(() => null);
    const entry = { at: now(), files };
    cache.set(name, entry);
    // A failure is not kept: the next page tries again.
    void files.then((found) => found === null && cache.get(name) === entry && cache.delete(name));
    return files;
  };
  return async function filesOf(name: string): Promise<RemoteFiles | null> {
    const manifestUrl = config.remotes[name];
    // A remote on the shell's own origin (a path) is fetched by the browser through a proxy this server cannot see.
    if (!manifestUrl || !isAbsoluteHttp(manifestUrl)) return null;
    const cached = cache.get(name);
    if (!cached) return read(name, manifestUrl);
    if (now() - cached.at > maxAgeMs) {
      const previous = cached.files;
      void read(name, manifestUrl);
      return previous;
    }
    return cached.files;
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * One `<link>` per file, matched to the request the page will make, or the browser fetches it twice:
 * - a remote's entry, and the files of its `./remote` module, are added as plain `<script>`s by the federation
 *   runtime (its manifest lists them): no CORS attribute;
 * - the page's chunks are loaded by the remote's webpack with `crossorigin="anonymous"` (`output.crossOriginLoading`);
 * - the manifest and API calls are `fetch()`es (CORS mode, credentials `same-origin`): `as="fetch"` with
 *   `crossorigin="anonymous"`.
 */
export function preloadLinks(preloads: PagePreloads, files: RemoteFiles | null): string[] {
  const link = (href: string, as: 'script' | 'fetch', cors: boolean) =>
    `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${cors ? ' crossorigin="anonymous"' : ''}>`;
  const links = preloads.calls.map((call) => link(call, 'fetch', true));
  if (files && preloads.remote) {
    links.push(link(files.manifest, 'fetch', true));
    const plain = [files.entry, ...files.expose];
    links.push(...plain.map((file) => link(file, 'script', false)));
    const chunks = preloads.remote.chunkGroups.flatMap((group) => files.groups[group] ?? []);
    links.push(
      ...[...new Set(chunks)].filter((chunk) => !plain.includes(chunk)).map((chunk) => link(chunk, 'script', true)),
    );
  }
  return links;
}

/** The runtime configuration in the page, so the shell reads it without a request (`runtime-config.ts` in the shell). */
export function runtimeConfigScript(config: RuntimeConfig): string {
  // `<` escaped so no value can close the element; a JSON block is data, never run (the CSP does not apply).
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="runtime-config" type="application/json">${json}</script>`;
}

/**
 * What the shell's server adds to a page's `<head>`: the runtime configuration and the preloads of the page's
 * remote, chunks and opening calls, so they start with the HTML instead of one after another.
 */
export function createPageHead(preloadsFor: PagePreloadsFor | undefined, options: RemoteFilesCacheOptions = {}) {
  // A re-pointed configuration (decision 021) or a canary has other remote addresses: their files are read afresh.
  // A few configurations are in use at once (the live one, one per mix of canaries), so a few caches are kept.
  const caches = new Map<RuntimeConfig, ReturnType<typeof remoteFilesCache>>();
  return async function pageHead(
    request: PageRequest,
    config: RuntimeConfig,
    /** Calls the server already answered in the page (it rendered it): not preloaded, the page does not ask. */
    answered: readonly string[] = [],
    /** This answer's signals token, written into the page's configuration (the config itself is shared). */
    signalsToken?: string,
    /** The page's own opening calls (the app's declaration), after the route table's. */
    pageCalls: readonly string[] = [],
  ): Promise<string> {
    const filesOf = (name: string) => {
      let cached = caches.get(config);
      if (!cached) {
        if (caches.size >= 8) caches.delete(caches.keys().next().value!);
        cached = remoteFilesCache(config, options);
        caches.set(config, cached);
      }
      return cached(name);
    };
    const found = preloadsFor?.(request) ?? null;
    const calls = [...new Set([...(found?.calls ?? []), ...pageCalls])];
    const preloads = found && { ...found, calls: calls.filter((call) => !answered.includes(call)) };
    // A developer override's page (decision 065) preloads no remote files: this server never asks a developer's
    // machine for anything, and a configuration made for one browser takes no place among the shoppers' caches.
    const files = preloads?.remote && !config.developer ? await filesOf(preloads.remote.name) : null;
    const links = preloads ? preloadLinks(preloads, files) : [];
    return [runtimeConfigScript(signalsToken ? { ...config, signalsToken } : config), ...links].join('');
  };
}
