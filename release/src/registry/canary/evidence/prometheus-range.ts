/**
 * A range query against a Prometheus-compatible HTTP API (`<base>/api/v1/query_range`, as Prometheus, Mimir, Thanos
 * and VictoriaMetrics answer it): the teams page's charts ask for a few figures per build over the window, one
 * point a step. `baseUrl` as the operator gives it in `RELEASE_METRICS_URL` (`http://prometheus:9090`).
 */

/** The query API could not answer: down, slow, refused the query, or answered something that is not a matrix. */
export class PrometheusRangeError extends Error {}

export interface RangeQuery {
  promql: string;
  /** The first and last evaluation times, and the step between them, in ms. */
  startMs: number;
  endMs: number;
  stepMs: number;
}

/** One series of the matrix: its labels, and a value per step (null where Prometheus answered NaN or ±Inf). */
export interface RangeSeries {
  metric: Record<string, string>;
  points: { at: number; value: number | null }[];
}

export interface PrometheusRange {
  queryRange(query: RangeQuery): Promise<RangeSeries[]>;
}

interface RangeAnswer {
  status?: unknown;
  error?: unknown;
  data?: { resultType?: unknown; result?: unknown };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);

function matrixOf(base: string, data: RangeAnswer['data']): RangeSeries[] {
  if (data?.resultType !== 'matrix' || !Array.isArray(data.result)) {
    throw new PrometheusRangeError(`${base} answered a ${String(data?.resultType ?? 'missing')} result, not a matrix`);
  }
  return data.result.map((entry: unknown) => {
    const { metric, values } = (entry ?? {}) as { metric?: unknown; values?: unknown };
    if (typeof metric !== 'object' || metric === null || !Array.isArray(values)) {
      throw new PrometheusRangeError(`${base} answered a matrix series without labels or values`);
    }
    return {
      metric: Object.fromEntries(Object.entries(metric).map(([key, value]) => [key, String(value)])),
      points: values.map((pair: unknown) => {
        if (!Array.isArray(pair) || typeof pair[0] !== 'number' || typeof pair[1] !== 'string') {
          throw new PrometheusRangeError(`${base} answered a sample that is not [time, "value"]`);
        }
        const value = Number(pair[1]);
        // A quantile of a bucket with no observations is NaN: no figure, not zero.
        return { at: Math.round(pair[0] * 1000), value: Number.isFinite(value) ? value : null };
      }),
    };
  });
}

/**
 * The client: each query is one POST (a long PromQL stays out of URLs and logs), with a time limit of its own and
 * the same limit asked of Prometheus (`timeout`), so a slow query is abandoned on both ends. Every failure is one
 * line naming the server: the teams page prints it in place of a chart.
 */
export function prometheusRange(
  baseUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): PrometheusRange {
  const { timeoutMs = 5_000, fetch: fetchFn = fetch } = options;
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async queryRange({ promql, startMs, endMs, stepMs }) {
      const body = new URLSearchParams({
        query: promql,
        start: (startMs / 1000).toFixed(3),
        end: (endMs / 1000).toFixed(3),
        step: `${Math.max(1, Math.round(stepMs / 1000))}s`,
        timeout: `${Math.max(1, Math.floor(timeoutMs / 1000))}s`,
      });
      let status: number;
      let answer: RangeAnswer;
      try {
        const response = await fetchFn(`${base}/api/v1/query_range`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        answer = (await response.json().catch(() => ({}))) as RangeAnswer;
      } catch (error) {
        // By name, not `instanceof`: fetch's errors may come from another realm (a test's sandbox).
        const { name, cause } = error as { name?: string; cause?: { code?: string; message?: string } };
        if (name === 'TimeoutError') throw new PrometheusRangeError(`${base} did not answer within ${timeoutMs} ms`);
        throw new PrometheusRangeError(
          `${base} did not answer: ${cause?.code ?? cause?.message ?? oneLine(String(error))}`,
        );
      }
      if (status !== 200 || answer.status !== 'success') {
        const said = typeof answer.error === 'string' ? oneLine(answer.error) : 'not a query result';
        throw new PrometheusRangeError(`${base} answered ${status}: ${said}`);
      }
      return matrixOf(base, answer.data);
    },
  };
}
