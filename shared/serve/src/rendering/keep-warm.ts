import type { FastifyBaseLogger } from 'fastify';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { warmUp, type WarmUpOptions } from './warm-up';

/**
 * How long the first warm-up may keep a shell server out of traffic (`/readyz` 503). Measured: loading five
 * remotes' server code and rendering the front doors takes 1–3 s on this project's machines; a remote whose server
 * hangs is given up on after its own 5 s load limit. Past this the server says it is ready anyway: a slow warm-up
 * must never keep a shop closed.
 */
export const DEFAULT_WARM_UP_MS = 20_000;
/** How often the configuration is looked at for new builds to warm (a promote, a canary, a rollback). */
const FOLLOW_MS = 1_000;
/**
 * How long after a failed warm-up the next is tried: each renders the front doors again, so a CDN that is down
 * costs a server eight renders every few seconds, not every second.
 */
const RETRY_MS = 3_000;

export interface KeepWarmOptions extends Pick<WarmUpOptions, 'render' | 'fill'> {
  config: () => RuntimeConfig;
  /** The builds whose server code may run here (live and canary, never a preview's): the ones loaded. */
  runnable: () => RuntimeConfig;
  limitMs: number;
  log: FastifyBaseLogger;
  followMs?: number;
}

/** Whether the server is warm, for `/readyz`; `note` says why not, or what was given up on (decision 057). */
export interface Warmth {
  ready: boolean;
  note?: string;
}

/**
 * Warms the server at its start, then again whenever its configuration changes (decision 048): the first shopper
 * after a deploy gets the new build's page as fast as the hundredth. A warm-up in which a remote or a page failed
 * is tried again a few seconds later (decision 057): `warmth()` says ready once one has succeeded, and until then why
 * not; past `limitMs` it says ready anyway, naming what failed, as a slow warm-up must never keep a shop closed.
 */
export function keepWarm(options: KeepWarmOptions): { warmth: () => Warmth; stop: () => void } {
  const { config, runnable, log } = options;
  const started = Date.now();
  let warmedFor: RuntimeConfig | null = null;
  let runningFor: RuntimeConfig | null = null;
  let succeeded = false;
  let lastFailure: string | undefined;
  let failedFor: RuntimeConfig | null = null;
  let retryAt = 0;
  const run = async (): Promise<void> => {
    const now = config();
    // The source gives the same object until the configuration changes. A new configuration (a deploy) is warmed
    // at once, even while the warm-up of the one before still runs: that one is for builds no shopper gets any more.
    // A failed one is tried again after `RETRY_MS`.
    if (now === runningFor || now === warmedFor || (now === failedFor && Date.now() < retryAt)) return;
    runningFor = now;
    warmedFor = now;
    let failure: string | undefined;
    try {
      const done = await warmUp({
        render: options.render,
        fill: options.fill,
        config: now,
        runnable: runnable(),
        onFailure: (error) => {
          failure ??= error instanceof Error ? error.message : String(error);
          log.warn({ err: error }, 'warm-up: a page or a remote did not render');
        },
      });
      log.info(done, 'warmed up');
    } finally {
      if (runningFor === now) runningFor = null;
      if (failure === undefined) succeeded = true;
      else {
        [lastFailure, failedFor, retryAt] = [failure, now, Date.now() + RETRY_MS];
        if (warmedFor === now) warmedFor = null;
      }
    }
  };
  void run();
  const follow = setInterval(() => void run(), options.followMs ?? FOLLOW_MS);
  follow.unref();
  const warmth = (): Warmth => {
    if (succeeded) return { ready: true };
    const why = lastFailure ? `the warm-up failed: ${lastFailure}` : 'the first warm-up is running';
    if (Date.now() - started < options.limitMs) return { ready: false, ...(lastFailure ? { note: why } : {}) };
    return { ready: true, note: `given up on after ${options.limitMs} ms (${why})` };
  };
  return { warmth, stop: () => clearInterval(follow) };
}
