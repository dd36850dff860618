import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';
import { liveMapSchema, type LiveMap } from './live-map';

export type { LiveMap };

/** How often a shell server asks the registry (a conditional GET: a 304 while nothing changed). */
export const REGISTRY_POLL_MS = 1000;

export interface RegistrySourceOptions {
  /** `RELEASE_REGISTRY`: the registry's `/v1/registry` address. */
  url: string;
  /** `RELEASE_REGISTRY_CACHE`: a file that keeps the last registry read, so a restart while it is down still works. */
  cacheFile?: string;
  pollMs?: number;
  fetchImpl?: typeof fetch;
  /** Told once per run of failures (the last known registry stays in force meanwhile). */
  onError?: (error: unknown) => void;
  /** Told when a new version is taken. */
  onChange?: (map: LiveMap) => void;
  /**
   * Told once per run of refused answers: a version below the one held, or the same version with other content (a
   * registry that lost its database, or another registry). The map held stays in force.
   */
  onRefused?: (reason: string) => void;
}

export interface RegistrySource {
  /** The last registry read (or kept), null until one was. */
  current(): LiveMap | null;
  /** Resolves after the first answer or failure, so a server can start with the registry in hand. */
  ready: Promise<void>;
  stop(): void;
}

const isLiveMap = (value: unknown): value is LiveMap => v.is(liveMapSchema, value);

/**
 * Why `next` may not replace `held`, or null when it may: a registry's version only goes forward (decision 054), so
 * an answer below the version held, or of the same version with other content, is not the registry the shell
 * followed: a database lost and made again empty would otherwise roll every remote back to its fallback.
 */
export function refusalOf(held: LiveMap | null, next: LiveMap): string | null {
  if (!held || next.version > held.version) return null;
  if (next.version < held.version) {
    return `the registry answered version ${next.version}, below version ${held.version} held here`;
  }
  return JSON.stringify(next) === JSON.stringify(held)
    ? null
    : `the registry answered version ${next.version} with other content than the version ${held.version} held here`;
}

/**
 * The release registry as a shell server follows it: asked every second (`If-None-Match`, so an unchanged registry
 * costs a 304), every shell server behind the balancer converges on a change within about a second. When the
 * registry cannot be reached, the last one read stays in force (and, with `cacheFile`, survives a restart). State
 * never goes backwards: an answer `refusalOf` refuses is told once and the map held stays.
 */
export function releaseRegistrySource(options: RegistrySourceOptions): RegistrySource {
  const { url, cacheFile, pollMs = REGISTRY_POLL_MS, fetchImpl = fetch } = options;
  let map: LiveMap | null = null;
  let etag: string | null = null;
  let failing = false;
  let refusing = false;
  if (cacheFile && existsSync(cacheFile)) {
    try {
      const kept: unknown = JSON.parse(readFileSync(cacheFile, 'utf8'));
      if (isLiveMap(kept)) map = kept;
    } catch (error) {
      options.onError?.(error);
    }
  }

  const poll = async () => {
    try {
      const response = await fetchImpl(url, {
        headers: etag ? { 'if-none-match': etag } : {},
        signal: AbortSignal.timeout(Math.max(500, pollMs * 2)),
      });
      if (response.status !== 304) {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const next: unknown = await response.json();
        if (!isLiveMap(next)) throw new Error(`${url} answered something that is not a registry`);
        const refusal = refusalOf(map, next);
        if (refusal && !refusing) options.onRefused?.(refusal);
        refusing = refusal !== null;
        failing = false;
        if (refusal) return;
        etag = response.headers.get('etag');
        if (next.version !== map?.version) {
          map = next;
          options.onChange?.(next);
          if (cacheFile) {
            writeFileSync(`${cacheFile}.partial`, JSON.stringify(next));
            renameSync(`${cacheFile}.partial`, cacheFile);
          }
        }
      }
      failing = false;
    } catch (error) {
      if (!failing) options.onError?.(error);
      failing = true;
    }
  };

  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const loop = async () => {
    await poll();
    if (!stopped) timer = setTimeout(() => void loop(), pollMs);
    timer?.unref();
  };
  const ready = loop();
  return {
    current: () => map,
    ready,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
