import { bucketStarts, type BuildSeries, type SeriesProvider, type SeriesSpan } from './build-series';
import type { PrometheusRange, RangeSeries } from './prometheus-range';

/** A label value inside a PromQL string: its quotes and backslashes escaped, so a name cannot change the query. */
const label = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/**
 * The PromQL of each chart for one remote, per build, over buckets of `step` (`[1m]`): the share of failing
 * shoppers as the increase of the two counters, p75 LCP and INP from the histograms' buckets.
 */
export function chartQueries(remote: string, stepS: number): Record<'failingShare' | 'lcpP75' | 'inpP75', string> {
  const where = `{remote=${label(remote)}}`;
  const range = `[${stepS}s]`;
  const p75 = (metric: string) =>
    `histogram_quantile(0.75, sum by (build, le) (increase(${metric}_bucket${where}${range})))`;
  return {
    failingShare:
      `sum by (build) (increase(shop_failing_shoppers_total${where}${range}))` +
      ` / sum by (build) (increase(shop_shoppers_total${where}${range}))`,
    lcpP75: p75('shop_lcp_ms'),
    inpP75: p75('shop_inp_ms'),
  };
}

/**
 * The series from Prometheus (`RELEASE_METRICS_URL`): three range queries a remote, at once. Each sample is put in
 * the page's bucket it falls in (Prometheus evaluates at the step's end, `increase` looks back over the step), and
 * a bucket without a sample has no figure. Any query failing makes the whole answer unavailable, with why: charts
 * half from one source and half missing would be read as a build with no shoppers.
 */
export class PrometheusSeries implements SeriesProvider {
  readonly source: string;

  constructor(
    private readonly client: PrometheusRange,
    baseUrl: string,
  ) {
    this.source = `Prometheus at ${baseUrl}`;
  }

  async series(remote: string, span: SeriesSpan) {
    const queries = chartQueries(remote, Math.round(span.stepMs / 1000));
    const ask = (promql: string) =>
      this.client.queryRange({ promql, startMs: span.fromMs + span.stepMs, endMs: span.toMs, stepMs: span.stepMs });
    try {
      const [failingShare, lcpP75, inpP75] = await Promise.all([
        ask(queries.failingShare),
        ask(queries.lcpP75),
        ask(queries.inpP75),
      ]);
      return {
        ok: true as const,
        series: {
          failingShare: byBuild(failingShare, span, (v) => Math.min(1, Math.max(0, v))),
          lcpP75: byBuild(lcpP75, span),
          inpP75: byBuild(inpP75, span),
        },
      };
    } catch (error) {
      return { ok: false as const, problem: error instanceof Error ? error.message : String(error) };
    }
  }
}

function byBuild(matrix: RangeSeries[], span: SeriesSpan, clamp = (v: number) => v): BuildSeries[] {
  const starts = bucketStarts(span);
  return matrix
    .filter((series) => series.metric.build !== undefined)
    .map((series) => {
      const values = new Map<number, number | null>();
      for (const { at, value } of series.points) {
        // Evaluated at a step's end, about the step before it: that bucket's start.
        const bucket = Math.ceil((at - span.fromMs) / span.stepMs) - 1;
        if (bucket >= 0 && bucket < starts.length) values.set(bucket, value === null ? null : clamp(value));
      }
      return { build: series.metric.build!, points: starts.map((at, i) => ({ at, value: values.get(i) ?? null })) };
    })
    .sort((a, b) => a.build.localeCompare(b.build));
}
