/**
 * Figures over time per build, for the teams page's charts, from either source the registry may have: its own
 * per-minute signals (`store-series.ts`) or Prometheus (`prometheus-series.ts`, when `RELEASE_METRICS_URL` is set).
 */

/** One time bucket: its start (ms since the epoch) and the figure over it, null when the build had none then. */
export interface SeriesPoint {
  at: number;
  value: number | null;
}

/** A build's figure over time: one point per bucket of the span. */
export interface BuildSeries {
  build: string;
  points: SeriesPoint[];
}

/** The figures the teams page draws per remote. */
export interface RemoteSeries {
  /** Share of the build's shoppers who met an error (0 … 1): what a canary is judged by. */
  failingShare: BuildSeries[];
  /** p75 LCP and INP in ms. */
  lcpP75: BuildSeries[];
  inpP75: BuildSeries[];
}

/** The span drawn: buckets of `stepMs` from `fromMs` (included) to `toMs` (excluded). */
export interface SeriesSpan {
  fromMs: number;
  toMs: number;
  stepMs: number;
}

/** The series, or why there are none (the page then says the figures are unavailable, and why). */
export type SeriesAnswer = { ok: true; series: RemoteSeries } | { ok: false; problem: string };

export interface SeriesProvider {
  /** Where the figures come from, said under the charts. */
  readonly source: string;
  series(remote: string, span: SeriesSpan): Promise<SeriesAnswer>;
}

/**
 * The span the page draws for a window: buckets of a whole number of minutes, at most `maxBuckets` of them, ending
 * with the bucket now is in, aligned on the step so a reload draws the same buckets.
 */
export function spanFor(windowMs: number, nowMs: number, maxBuckets = 60): SeriesSpan {
  const stepMs = Math.max(1, Math.ceil(windowMs / maxBuckets / 60_000)) * 60_000;
  const toMs = Math.floor(nowMs / stepMs) * stepMs + stepMs;
  return { fromMs: toMs - Math.ceil(windowMs / stepMs) * stepMs, toMs, stepMs };
}

/** The start of every bucket of a span. */
export const bucketStarts = (span: SeriesSpan): number[] =>
  Array.from({ length: Math.round((span.toMs - span.fromMs) / span.stepMs) }, (_, i) => span.fromMs + i * span.stepMs);
