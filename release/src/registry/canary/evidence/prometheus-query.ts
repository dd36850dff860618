/**
 * An instant query against a Prometheus-compatible HTTP API (Prometheus, Mimir, Thanos, VictoriaMetrics all answer
 * `GET <base>/api/v1/query?query=…&time=…` the same way). The canary analysis asks a handful of scalars per round,
 * each evaluated at a time it names, so two builds are read over the same window.
 */

/** The query API could not answer: down, slow, refused the query, or answered something that is not a vector. */
export class PrometheusQueryError extends Error {}

export interface PrometheusQuery {
  /**
   * The value of a query that sums to one series (`sum(…)`, `histogram_quantile(…, sum by (le) (…))`), evaluated at
   * `atMs`: null when it has no series (nothing was counted) or is NaN (a quantile of no observations).
   */
  scalar(promql: string, atMs: number): Promise<number | null>;
  /** Every series of a query, by one label's value (`le` of `sum by (le) (…)`), evaluated at `atMs`. */
  vector(promql: string, atMs: number, label: string): Promise<Map<string, number>>;
}

interface QueryAnswer {
  status?: string;
  error?: string;
  data?: { resultType?: string; result?: { metric?: Record<string, string>; value?: [number, string] }[] };
}

/** `baseUrl` as the operator gives it (`http://prometheus:9090`, or Mimir's `…/prometheus`). */
export function prometheusQuery(
  baseUrl: string,
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): PrometheusQuery {
  const { timeoutMs = 5_000, fetch: fetchFn = fetch } = options;
  const base = baseUrl.replace(/\/+$/, '');
  const series = async (promql: string, atMs: number) => {
    const url = `${base}/api/v1/query?${new URLSearchParams({ query: promql, time: (atMs / 1000).toFixed(3) })}`;
    let answer: QueryAnswer;
    let status: number;
    try {
      const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
      status = response.status;
      answer = (await response.json().catch(() => ({}))) as QueryAnswer;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      const message = error instanceof Error ? error.message : String(error);
      throw new PrometheusQueryError(`${base} did not answer: ${cause ?? message}`);
    }
    if (status !== 200 || answer.status !== 'success') {
      throw new PrometheusQueryError(`${base} answered ${status}: ${answer.error ?? 'not a query result'}`);
    }
    const { resultType, result } = answer.data ?? {};
    if (resultType !== 'vector' || !Array.isArray(result)) {
      throw new PrometheusQueryError(`${base} answered a ${resultType ?? 'missing'} result, not a vector`);
    }
    return result;
  };
  return {
    async scalar(promql, atMs) {
      const result = await series(promql, atMs);
      if (result.length > 1) throw new PrometheusQueryError(`${promql} has ${result.length} series, not one`);
      const value = result[0]?.value?.[1];
      if (value === undefined) return null;
      const number = Number(value);
      return Number.isNaN(number) ? null : number;
    },
    async vector(promql, atMs, label) {
      const values = new Map<string, number>();
      for (const sample of await series(promql, atMs)) {
        const key = sample.metric?.[label];
        const value = Number(sample.value?.[1]);
        if (key !== undefined && !Number.isNaN(value)) values.set(key, value);
      }
      return values;
    },
  };
}

/** A label value inside double quotes in PromQL: backslashes and quotes escaped (build ids are `[\w.-]`, but still). */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** The selector of one build of one remote: `{remote="mf_catalog",build="b2"}`. */
export const buildSelector = (remote: string, build: string, kinds?: readonly string[]) =>
  `{remote=${quoted(remote)},build=${quoted(build)}${kinds ? `,kind=~${quoted(kinds.join('|'))}` : ''}}`;

/** A counter's increase over the last `windowS` seconds, summed over every shell server (of `kinds` only, if given). */
export const increaseOf = (metric: string, remote: string, build: string, windowS: number, kinds?: readonly string[]) =>
  `sum(increase(${metric}${buildSelector(remote, build, kinds)}[${windowS}s]))`;

/** A histogram's buckets over the last `windowS` seconds, every shell server's added, one series per `le`. */
export const bucketsOf = (histogram: string, remote: string, build: string, windowS: number) =>
  `sum by (le) (increase(${histogram}_bucket${buildSelector(remote, build)}[${windowS}s]))`;

/** A histogram's quantile over the last `windowS` seconds, every shell server's buckets added first. */
export const quantileOf = (q: number, histogram: string, remote: string, build: string, windowS: number) =>
  `histogram_quantile(${q}, sum by (le) (increase(${histogram}_bucket${buildSelector(remote, build)}[${windowS}s])))`;
