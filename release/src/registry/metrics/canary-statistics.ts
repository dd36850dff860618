/**
 * The two comparisons a canary is judged by against its live build (decision 049). Both ask for evidence AND a
 * difference that matters: a test alone rolls back a canary for a real but tiny difference once shoppers are many,
 * a threshold alone rolls back identical code on a noisy minute when they are few.
 */

/** The standard normal's upper tail, P(Z > z): Abramowitz & Stegun 7.1.26 (error under 1.5e-7, plenty for a gate). */
export function upperTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erfc = poly * Math.exp(-x * x);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

export interface Proportion {
  /** Shoppers who met an error. */
  failing: number;
  /** Distinct shoppers. */
  shoppers: number;
}

export interface ProportionTest {
  canaryShare: number;
  liveShare: number;
  /** The pooled two-proportion z statistic, canary minus live (0 when neither side has a failing shopper), for people. */
  z: number;
  /** One-sided, exact (Fisher): the chance of this many failing canary shoppers or more were it no worse than live. */
  pValue: number;
  worse: boolean;
}

/** ln Γ(x) (Lanczos, g = 7): log-factorials of a few thousand shoppers without overflow. */
function logGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i += 1) sum += c[i]! / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}
const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/**
 * Fisher's exact test, one-sided: P(X >= failing of the canary) for X hypergeometric, the failing shoppers of both
 * sides dealt at random between them. Exact at any size: the z-test's normal approximation calls 6 failing of 40
 * canary shoppers against live's 3 % far less likely than it is, and rolled identical code back in simulation.
 */
export function fisherUpperTail(
  canaryFailing: number,
  canaryShoppers: number,
  liveFailing: number,
  liveShoppers: number,
): number {
  const total = canaryShoppers + liveShoppers;
  const failing = canaryFailing + liveFailing;
  const denominator = logChoose(total, canaryShoppers);
  let p = 0;
  for (let x = canaryFailing; x <= Math.min(failing, canaryShoppers); x += 1) {
    if (canaryShoppers - x > total - failing) continue;
    p += Math.exp(logChoose(failing, x) + logChoose(total - failing, canaryShoppers - x) - denominator);
  }
  return Math.min(1, p);
}

/**
 * Whether the canary's share of failing shoppers is worse than live's: one-sided, exact (Fisher) at `confidence`
 * (0.999: a canary identical to live is called worse in at most 1 reading in 1,000 by chance) AND a share higher by
 * at least `minDifference` (0.02: two points). Counts from Prometheus' `increase()` are extrapolated, so they may be
 * fractional: they are rounded to shoppers; a failing count above the shoppers (two counters scraped a moment apart)
 * is capped.
 */
export function failingSharesTest(
  canary: Proportion,
  live: Proportion,
  confidence: number,
  minDifference: number,
): ProportionTest {
  const whole = (p: Proportion) => {
    const shoppers = Math.max(0, Math.round(p.shoppers));
    return { shoppers, failing: Math.min(shoppers, Math.max(0, Math.round(p.failing))) };
  };
  const c = whole(canary);
  const l = whole(live);
  const canaryShare = c.shoppers > 0 ? c.failing / c.shoppers : 0;
  const liveShare = l.shoppers > 0 ? l.failing / l.shoppers : 0;
  const pooled = (c.failing + l.failing) / Math.max(1, c.shoppers + l.shoppers);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / Math.max(1, c.shoppers) + 1 / Math.max(1, l.shoppers)));
  // A pooled share of 0 or 1 means both sides are the same (all fine or all failing): nothing to tell apart.
  const z = se > 0 ? (canaryShare - liveShare) / se : 0;
  const pValue = c.shoppers > 0 && l.shoppers > 0 ? fisherUpperTail(c.failing, c.shoppers, l.failing, l.shoppers) : 1;
  return {
    canaryShare,
    liveShare,
    z,
    pValue,
    worse: pValue < 1 - confidence && canaryShare - liveShare >= minDifference,
  };
}

export interface LatencyLimit {
  /** How much slower the canary's p75 may be, as a share of live's (0.2: +20 %). */
  relative: number;
  /** And in milliseconds (250): both must be exceeded. */
  absoluteMs: number;
}

/**
 * Whether the canary's p75 is worse than live's by more than both limits. p75s read from histogram buckets are
 * interpolated within a bucket and move with a few slow pages; requiring both a relative and an absolute step means
 * neither a fast page's 40 ms wobble (large in per cent) nor a slow page's 10 % (large in ms) rolls it back alone.
 */
export function latencyWorse(canaryP75: number, liveP75: number, limit: LatencyLimit): boolean {
  return canaryP75 > liveP75 * (1 + limit.relative) && canaryP75 - liveP75 > limit.absoluteMs;
}

/**
 * How many of a histogram's observations lie above `threshold`, from its cumulative buckets (`le` → count, `+Inf`
 * the total), interpolated linearly inside the bucket the threshold falls in — the same assumption
 * `histogram_quantile` makes, so live's p75 read by it splits the canary's buckets consistently.
 */
export function observationsAbove(
  buckets: ReadonlyMap<string, number>,
  threshold: number,
): { above: number; total: number } {
  const bounds = [...buckets.entries()]
    .map(([le, count]) => ({ le: le === '+Inf' ? Infinity : Number(le), count }))
    .filter((bucket) => !Number.isNaN(bucket.le))
    .sort((a, b) => a.le - b.le);
  const total = bounds.at(-1)?.le === Infinity ? bounds.at(-1)!.count : (bounds.at(-1)?.count ?? 0);
  let lower = 0;
  let below = 0;
  for (const bucket of bounds) {
    if (threshold <= bucket.le) {
      const within = bucket.le === Infinity ? 0 : (bucket.count - below) * ((threshold - lower) / (bucket.le - lower));
      return { above: Math.max(0, total - below - within), total };
    }
    lower = bucket.le;
    below = bucket.count;
  }
  return { above: Math.max(0, total - below), total };
}

/**
 * Whether more of the canary's page loads are slower than live's p75 than the quarter that would be if the two were
 * the same: a one-sided binomial z-test on that share at `confidence`. A shift of a p75 read from a few dozen
 * interpolated observations is noise until enough of them say so; this is what says so.
 */
export function slowerThanLiveP75(
  above: number,
  total: number,
  confidence: number,
): { share: number; z: number; worse: boolean } {
  if (total <= 0) return { share: 0, z: 0, worse: false };
  const share = above / total;
  const z = (share - 0.25) / Math.sqrt((0.25 * 0.75) / total);
  return { share, z, worse: upperTail(z) < 1 - confidence };
}
