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

export interface KeepWarmOptions extends Pick<WarmUpOptions, 'render' | 'fill'> {
  config: () => RuntimeConfig;
  /** The builds whose server code may run here (live and canary, never a preview's): the ones loaded. */
  runnable: () => RuntimeConfig;
  limitMs: number;
  log: FastifyBaseLogger;
  followMs?: number;
}

/**
 * Warms the server at its start, then again whenever its configuration changes (decision 048): the first shopper
 * after a deploy gets the new build's page as fast as the hundredth. `first` settles when the first warm-up is over
 * or `limitMs` has passed.
 */
export function keepWarm(options: KeepWarmOptions): { first: Promise<void>; stop: () => void } {
  const { config, runnable, log } = options;
  let warmedFor: RuntimeConfig | null = null;
  let running = false;
  const run = async (): Promise<void> => {
    const now = config();
    // The source gives the same object until the configuration changes.
    if (running || now === warmedFor) return;
    running = true;
    warmedFor = now;
    try {
      const done = await warmUp({
        render: options.render,
        fill: options.fill,
        config: now,
        runnable: runnable(),
        onFailure: (error) => log.warn({ err: error }, 'warm-up: a page or a remote did not render'),
      });
      log.info(done, 'warmed up');
    } finally {
      running = false;
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, options.limitMs);
    timer.unref();
  });
  const first = Promise.race([run(), limit]).finally(() => clearTimeout(timer));
  const follow = setInterval(() => void run(), options.followMs ?? FOLLOW_MS);
  follow.unref();
  return { first, stop: () => clearInterval(follow) };
}
