import type { WireSignal } from '@shop/serve';

/** A shopper's signal as the shells pass it on: the pages' wire format, checked by the shell's server. */
export type { WireSignal };

/** What is kept of one remote's build for one minute. */
interface Minute {
  views: number;
  errors: number;
  /** Failed calls by the call's name. */
  calls: Record<string, number>;
  vitals: Record<'LCP' | 'INP' | 'CLS', number[]>;
}

/** What a file keeps of the store: each remote's build's minutes (`[remote, build, minute, figures]`). */
export interface SignalsSnapshot {
  version: 1;
  minutes: [string, string, number, Minute][];
}

/** A build's figures over a window. */
export interface BuildFigures {
  views: number;
  errors: number;
  /** Errors (load, render, failed calls) per page view. */
  errorRate: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  failedCalls: Record<string, number>;
}

const MINUTE_MS = 60_000;
/** At most this many vital samples a minute a build (a sample is enough for a 75th percentile). */
const MAX_SAMPLES = 500;

const keyOf = (remote: string, build: string, minute: number): string => `${remote}\u0000${build}\u0000${minute}`;

const emptyMinute = (): Minute => ({ views: 0, errors: 0, calls: {}, vitals: { LCP: [], INP: [], CLS: [] } });

function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.75) - 1)]!;
}

/**
 * Shoppers' signals, counted per remote, build and minute, kept `retentionMs` (older minutes are dropped as new ones
 * come). Figures over any window up to that: error rate and p75 of LCP, INP and CLS per build.
 */
export class SignalsStore {
  private readonly minutes = new Map<string, Minute>();
  /** Counts what was added, so a keeper writes the file only when there is something new. */
  private added = 0;

  constructor(
    private readonly retentionMs = 24 * 60 * MINUTE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  add(signals: readonly WireSignal[]): void {
    const minute = Math.floor(this.now() / MINUTE_MS);
    for (const signal of signals) {
      const key = keyOf(signal.r, signal.b, minute);
      let kept = this.minutes.get(key);
      if (!kept) {
        kept = emptyMinute();
        this.minutes.set(key, kept);
      }
      if (signal.k === 'view') kept.views += 1;
      else if (signal.k === 'vital') {
        const samples = kept.vitals[signal.n as keyof Minute['vitals']];
        if (samples && signal.v !== undefined && samples.length < MAX_SAMPLES) samples.push(signal.v);
      } else {
        kept.errors += 1;
        if (signal.k === 'call-error' && signal.n) kept.calls[signal.n] = (kept.calls[signal.n] ?? 0) + 1;
      }
    }
    this.added += signals.length;
    this.prune();
  }

  /** How many signals were ever added: changes whenever the figures do. */
  get revision(): number {
    return this.added;
  }

  snapshot(): SignalsSnapshot {
    this.prune();
    return {
      version: 1,
      minutes: [...this.minutes].map(([key, minute]) => {
        const [remote, build, at] = key.split('\u0000') as [string, string, string];
        return [remote, build, Number(at), minute];
      }),
    };
  }

  /** Takes back what a snapshot kept (minutes past the retention are left behind); a snapshot of another form is ignored. */
  restore(snapshot: unknown): void {
    const { version, minutes } = (snapshot ?? {}) as Partial<SignalsSnapshot>;
    if (version !== 1 || !Array.isArray(minutes)) return;
    for (const [remote, build, at, minute] of minutes) {
      if (typeof remote !== 'string' || typeof build !== 'string' || !Number.isInteger(at) || !minute) continue;
      this.minutes.set(keyOf(remote, build, at), {
        views: Number(minute.views) || 0,
        errors: Number(minute.errors) || 0,
        calls: { ...minute.calls },
        vitals: {
          LCP: [...(minute.vitals?.LCP ?? [])],
          INP: [...(minute.vitals?.INP ?? [])],
          CLS: [...(minute.vitals?.CLS ?? [])],
        },
      });
    }
    this.prune();
  }

  private prune(): void {
    const oldest = Math.floor((this.now() - this.retentionMs) / MINUTE_MS);
    for (const key of this.minutes.keys()) {
      if (Number(key.split('\u0000')[2]) < oldest) this.minutes.delete(key);
    }
  }

  /** Remote -> build -> figures over the last `windowMs`. */
  figures(windowMs: number): Record<string, Record<string, BuildFigures>> {
    this.prune();
    const since = Math.floor((this.now() - windowMs) / MINUTE_MS);
    const gathered = new Map<string, Minute>();
    for (const [key, minute] of this.minutes) {
      const [remote, build, at] = key.split('\u0000');
      if (Number(at) < since) continue;
      const id = `${remote}\u0000${build}`;
      const sum = gathered.get(id) ?? emptyMinute();
      sum.views += minute.views;
      sum.errors += minute.errors;
      for (const [call, count] of Object.entries(minute.calls)) sum.calls[call] = (sum.calls[call] ?? 0) + count;
      for (const name of ['LCP', 'INP', 'CLS'] as const) sum.vitals[name].push(...minute.vitals[name]);
      gathered.set(id, sum);
    }
    const result: Record<string, Record<string, BuildFigures>> = {};
    for (const [id, sum] of gathered) {
      const [remote, build] = id.split('\u0000') as [string, string];
      (result[remote] ??= {})[build] = {
        views: sum.views,
        errors: sum.errors,
        errorRate: sum.views > 0 ? sum.errors / sum.views : sum.errors > 0 ? 1 : 0,
        lcpP75: p75(sum.vitals.LCP),
        inpP75: p75(sum.vitals.INP),
        clsP75: p75(sum.vitals.CLS),
        failedCalls: sum.calls,
      };
    }
    return result;
  }
}
