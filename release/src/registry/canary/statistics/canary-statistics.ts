import type { BuildFigures } from '../../../shared/registry-model';

/**
 * The comparisons a canary is judged by against its live build (decisions 049, 055). Each asks for evidence AND a
 * difference that matters: a test alone rolls back a canary for a real but tiny difference once shoppers are many,
 * a threshold alone rolls back identical code on a noisy minute when they are few.
 */

/** The share of a build's shoppers who met an error: one shopper reloading a broken page twenty times is one. */
export const failingShare = (f: BuildFigures | undefined): number =>
  f && f.shoppers > 0 ? Math.min(1, f.failingShoppers / f.shoppers) : 0;

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

/** Cumulative histogram buckets (`le` → count, `+Inf` the total) in order, counts rounded to readings. */
function cumulative(buckets: ReadonlyMap<string, number>): { le: number; count: number }[] {
  return [...buckets.entries()]
    .map(([le, count]) => ({ le: le === '+Inf' ? Infinity : Number(le), count: Math.max(0, Math.round(count)) }))
    .filter((bucket) => !Number.isNaN(bucket.le))
    .sort((a, b) => a.le - b.le);
}

const countAtMost = (bounds: { le: number; count: number }[], le: number) =>
  bounds.filter((bucket) => bucket.le <= le).at(-1)?.count ?? 0;

export interface SlowerTest {
  /** The bucket boundary at or above both builds' readings' p75 together (null: no finite boundary reaches it). */
  thresholdMs: number | null;
  /** Each side's share of readings above it. */
  canaryShare: number;
  liveShare: number;
  canaryReadings: number;
  liveReadings: number;
  /** One-sided, exact (Fisher): the chance of this many canary readings above it or more were it no slower. */
  pValue: number;
  worse: boolean;
}

/**
 * Whether more of the canary's page loads are slow than live's: both builds' readings are split at the boundary
 * where their p75 together falls, and Fisher's exact test (one-sided, at `confidence`) asks whether the canary has
 * more above it than chance would deal it. Live's own p75 is not taken as exact: with a few dozen readings a side,
 * testing the canary against it (one-sample) called identical code slower in 2 % of windows instead of 0.1 %.
 * The split is chosen from both sides alike, so for identical builds every way of dealing the readings is equally
 * likely and the test holds its level at any size; it uses whole buckets, so nothing is interpolated.
 */
export function slowerThanLive(
  canaryBuckets: ReadonlyMap<string, number>,
  liveBuckets: ReadonlyMap<string, number>,
  confidence: number,
): SlowerTest {
  const canary = cumulative(canaryBuckets);
  const live = cumulative(liveBuckets);
  const total = (bounds: { le: number; count: number }[]) => bounds.at(-1)?.count ?? 0;
  const canaryReadings = total(canary);
  const liveReadings = total(live);
  const boundaries = [...new Set([...canary, ...live].map((bucket) => bucket.le))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const pooled = canaryReadings + liveReadings;
  const thresholdMs = boundaries.find((le) => countAtMost(canary, le) + countAtMost(live, le) >= 0.75 * pooled) ?? null;
  if (thresholdMs === null || canaryReadings === 0 || liveReadings === 0) {
    return { thresholdMs, canaryShare: 0, liveShare: 0, canaryReadings, liveReadings, pValue: 1, worse: false };
  }
  // A sum of buckets scraped a moment apart may count a bucket past the total: never below zero.
  const canaryAbove = Math.max(0, canaryReadings - countAtMost(canary, thresholdMs));
  const liveAbove = Math.max(0, liveReadings - countAtMost(live, thresholdMs));
  const pValue = fisherUpperTail(canaryAbove, canaryReadings, liveAbove, liveReadings);
  return {
    thresholdMs,
    canaryShare: canaryAbove / canaryReadings,
    liveShare: liveAbove / liveReadings,
    canaryReadings,
    liveReadings,
    pValue,
    worse: pValue < 1 - confidence,
  };
}

/** P(X >= k) for X binomial (n, p), summed in logs: exact for the few thousand errors a window holds. */
export function binomialUpperTail(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n || p <= 0) return 0;
  if (p >= 1) return 1;
  let tail = 0;
  for (let x = k; x <= n; x += 1) {
    tail += Math.exp(logChoose(n, x) + x * Math.log(p) + (n - x) * Math.log(1 - p));
  }
  return Math.min(1, tail);
}

export interface ServerErrorsTest {
  /** Errors the servers saw per shopper of each build. */
  canaryRate: number;
  liveRate: number;
  canaryErrors: number;
  liveErrors: number;
  /** One-sided, exact: the chance of this many of the errors falling on the canary were its rate no higher. */
  pValue: number;
  worse: boolean;
}

/**
 * Whether the shell servers saw the canary's build fail more often than live's, per shopper of each (the exact
 * test of two Poisson rates: given both builds' errors together, the canary's are binomial with its share of the
 * shoppers as the chance). What the servers saw is not a shopper's word: a stranger cannot make a render fail or a
 * chunk go missing for one build only unless that build is broken, so a canary worse here is rolled back on it alone,
 * and it corroborates the shoppers' errors (decision 055). Counts from `increase()` are rounded to whole errors.
 */
export function serverErrorsTest(
  canary: { errors: number; shoppers: number },
  live: { errors: number; shoppers: number },
  confidence: number,
): ServerErrorsTest {
  const canaryErrors = Math.max(0, Math.round(canary.errors));
  const liveErrors = Math.max(0, Math.round(live.errors));
  const canaryShoppers = Math.max(0, canary.shoppers);
  const liveShoppers = Math.max(0, live.shoppers);
  const rate = (errors: number, shoppers: number) => (shoppers > 0 ? errors / shoppers : 0);
  const exposure = canaryShoppers + liveShoppers;
  // Without shoppers on both sides there is nothing to weigh the errors by: no evidence either way.
  const pValue =
    canaryShoppers > 0 && liveShoppers > 0
      ? binomialUpperTail(canaryErrors, canaryErrors + liveErrors, canaryShoppers / exposure)
      : 1;
  return {
    canaryRate: rate(canaryErrors, canaryShoppers),
    liveRate: rate(liveErrors, liveShoppers),
    canaryErrors,
    liveErrors,
    pValue,
    worse: canaryErrors > 0 && pValue < 1 - confidence,
  };
}
