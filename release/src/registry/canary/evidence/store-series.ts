import type { SignalsStore } from '../../signals/signals-store';
import { failingShare } from '../statistics/canary-statistics';
import { bucketStarts, type BuildSeries, type SeriesProvider, type SeriesSpan } from './build-series';

/**
 * The registry's own figures over time (the shoppers' signals it keeps 24 hours, decision 039): each bucket's
 * figures are computed from its rows as `/v1/signals` computes a window's, so distinct shoppers and p75s are those
 * of the bucket, not averages of minutes.
 */
export class StoreSeries implements SeriesProvider {
  readonly source = "the registry's own signals";

  constructor(private readonly signals: SignalsStore) {}

  async series(remote: string, span: SeriesSpan) {
    const starts = bucketStarts(span);
    // `between` includes both ends: a bucket stops 1 ms before the next starts, so no signal counts twice.
    const buckets = starts.map((at) => ({
      at,
      builds: this.signals.between(at, at + span.stepMs - 1, remote)[remote] ?? {},
    }));
    const builds = [...new Set(buckets.flatMap(({ builds: figures }) => Object.keys(figures)))].sort();
    const line = (pick: (build: string, figures: (typeof buckets)[number]['builds']) => number | null): BuildSeries[] =>
      builds.map((build) => ({
        build,
        points: buckets.map(({ at, builds: figures }) => ({ at, value: pick(build, figures) })),
      }));
    return {
      ok: true as const,
      series: {
        failingShare: line((build, figures) => {
          const f = figures[build];
          return f && f.shoppers > 0 ? failingShare(f) : null;
        }),
        lcpP75: line((build, figures) => figures[build]?.lcpP75 ?? null),
        inpP75: line((build, figures) => figures[build]?.inpP75 ?? null),
      },
    };
  }
}
