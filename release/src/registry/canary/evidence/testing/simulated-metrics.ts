import { PrometheusQueryError, type PrometheusQuery } from '../prometheus-query';

/**
 * For tests: shoppers of two builds as a shell fleet would count them (distinct shoppers, failing shoppers, an LCP
 * and an INP reading each), answered to the exact PromQL the canary analysis sends, evaluated like Prometheus over
 * `[Ns]` windows ending at the query's time (`histogram_quantile`'s interpolation included). A query it does not
 * know is an error, so a wrong PromQL string fails the test that sends it.
 */

/** The shell servers' histogram boundaries in ms (shared/serve's shop-metrics, the contract's 50 … 10000). */
export const MS_BUCKETS = [50, 100, 200, 300, 500, 800, 1000, 1500, 2000, 2500, 3000, 4000, 6000, 10000];

/** A seeded generator (mulberry32): the same noise on every run, so a test of noise can fail only for a reason. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A log-normal reading (web vitals are): `median` and the spread of its logarithm. */
export function logNormal(random: () => number, median: number, sigma: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return median * Math.exp(sigma * normal);
}

export interface Population {
  /** Share of shoppers who meet an error (0.03: the live build's everyday 3 %). */
  failing: number;
  lcp: { median: number; sigma: number };
  inp: { median: number; sigma: number };
  /** Each shopper's chance of a page the shell server itself saw fail (a render that threw): 0 unless said. */
  serverFailing?: number;
  /** All of them from one client network (one address inventing shoppers); unless said, each from its own. */
  network?: string;
}

interface Shopper {
  at: number;
  remote: string;
  build: string;
  failing: boolean;
  serverFailing: boolean;
  network: string;
  lcp: number;
  inp: number;
}

const COUNTER =
  /^sum\(increase\((shop_shoppers_total|shop_failing_shoppers_total|shop_failing_networks_total|shop_server_errors_total)\{remote="(\w+)",build="([\w.-]+)"(?:,kind=~"render-failed\|chunk-404")?\}\[(\d+)s\]\)\)$/;
const QUANTILE =
  /^histogram_quantile\(0\.75, sum by \(le\) \(increase\((shop_lcp_ms|shop_inp_ms)_bucket\{remote="(\w+)",build="([\w.-]+)"\}\[(\d+)s\]\)\)\)$/;
const BUCKETS =
  /^sum by \(le\) \(increase\((shop_lcp_ms|shop_inp_ms)_bucket\{remote="(\w+)",build="([\w.-]+)"\}\[(\d+)s\]\)\)$/;

/** Prometheus' histogram_quantile over cumulative bucket counts (the first bucket starts at 0). */
export function histogramQuantile(q: number, cumulative: { le: number; count: number }[]): number | null {
  const total = cumulative.at(-1)?.count ?? 0;
  if (total === 0) return null;
  const rank = q * total;
  let lower = 0;
  let below = 0;
  for (const { le, count } of cumulative) {
    if (count >= rank) {
      if (le === Infinity) return lower;
      return lower + (le - lower) * ((rank - below) / (count - below));
    }
    lower = le;
    below = count;
  }
  return lower;
}

export class SimulatedMetrics implements PrometheusQuery {
  private readonly shoppers: Shopper[] = [];
  /** Set: every query fails as a Prometheus that is down does. */
  down = false;
  /** Every query asked, for tests of the PromQL sent. */
  readonly asked: { promql: string; atMs: number }[] = [];

  constructor(private readonly random: () => number) {}

  /** `count` shoppers of `build`, each with one page, drawn from `population`, at `atMs`. */
  visit(atMs: number, remote: string, build: string, count: number, population: Population): void {
    for (let i = 0; i < count; i += 1) {
      this.shoppers.push({
        at: atMs,
        remote,
        build,
        failing: this.random() < population.failing,
        // Drawn only when asked, so every other simulation deals the same noise as before.
        serverFailing: population.serverFailing !== undefined && this.random() < population.serverFailing,
        network: population.network ?? `network-${this.shoppers.length}`,
        lcp: logNormal(this.random, population.lcp.median, population.lcp.sigma),
        inp: logNormal(this.random, population.inp.median, population.inp.sigma),
      });
    }
  }

  private within(remote: string, build: string, windowS: string, atMs: number): Shopper[] {
    const from = atMs - Number(windowS) * 1000;
    return this.shoppers.filter((s) => s.remote === remote && s.build === build && s.at > from && s.at <= atMs);
  }

  private cumulative(seen: Shopper[], metric: string) {
    const values = seen.map((s) => (metric === 'shop_lcp_ms' ? s.lcp : s.inp));
    return [...MS_BUCKETS, Infinity].map((le) => ({ le, count: values.filter((value) => value <= le).length }));
  }

  async scalar(promql: string, atMs: number): Promise<number | null> {
    this.asked.push({ promql, atMs });
    if (this.down) throw new PrometheusQueryError('http://127.0.0.1:9 did not answer: ECONNREFUSED');
    const counter = COUNTER.exec(promql);
    if (counter) {
      const seen = this.within(counter[2]!, counter[3]!, counter[4]!, atMs);
      if (seen.length === 0) return null;
      const failing = seen.filter((s) => s.failing);
      if (counter[1] === 'shop_failing_networks_total') return new Set(failing.map((s) => s.network)).size;
      if (counter[1] === 'shop_server_errors_total') return seen.filter((s) => s.serverFailing).length;
      return counter[1] === 'shop_shoppers_total' ? seen.length : failing.length;
    }
    const quantile = QUANTILE.exec(promql);
    if (quantile) {
      return histogramQuantile(
        0.75,
        this.cumulative(this.within(quantile[2]!, quantile[3]!, quantile[4]!, atMs), quantile[1]!),
      );
    }
    throw new PrometheusQueryError(`unknown query: ${promql}`);
  }

  async vector(promql: string, atMs: number, label: string): Promise<Map<string, number>> {
    this.asked.push({ promql, atMs });
    if (this.down) throw new PrometheusQueryError('http://127.0.0.1:9 did not answer: ECONNREFUSED');
    const buckets = BUCKETS.exec(promql);
    if (!buckets || label !== 'le') throw new PrometheusQueryError(`unknown query: ${promql}`);
    const seen = this.within(buckets[2]!, buckets[3]!, buckets[4]!, atMs);
    if (seen.length === 0) return new Map();
    return new Map(
      this.cumulative(seen, buckets[1]!).map(({ le, count }) => [le === Infinity ? '+Inf' : String(le), count]),
    );
  }
}
