import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SignalsStore } from './signals-store';

export interface SignalsKeeper {
  /** Writes the figures now if anything came since the last write. */
  save(): void;
  stop(): void;
}

/**
 * Keeps a store's figures in `file` so a registry restart (a deploy of the registry itself, a crash) does not blind
 * a running canary's analysis: read once at start, written by rename every `everyMs` when something new came, and on
 * `stop`. A file that cannot be read is reported and the figures start empty — signals are a sample, never a record
 * a release depends on.
 */
export function keepSignalsIn(
  store: SignalsStore,
  file: string,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): SignalsKeeper {
  const { everyMs = 30_000, onError = () => undefined } = options;
  if (existsSync(file)) {
    try {
      store.restore(JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      onError(error);
    }
  }
  let written = store.revision;
  const save = () => {
    if (store.revision === written) return;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, JSON.stringify(store.snapshot()));
      renameSync(partial, file);
      written = store.revision;
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(save, everyMs);
  timer.unref();
  return {
    save,
    stop: () => {
      clearInterval(timer);
      save();
    },
  };
}
