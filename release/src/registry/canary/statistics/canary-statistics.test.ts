import {
  binomialUpperTail,
  failingSharesTest,
  fisherUpperTail,
  latencyWorse,
  serverErrorsTest,
  slowerThanLive,
} from './canary-statistics';

describe('the statistics a canary is judged by', () => {
  it("has Fisher's exact one-sided tail", () => {
    // 3 of 10 failing against 0 of 10: C(17,7) / C(20,10).
    expect(fisherUpperTail(3, 10, 0, 10)).toBeCloseTo(19448 / 184756, 9);
    expect(fisherUpperTail(0, 10, 3, 10)).toBeCloseTo(1, 9);
    expect(fisherUpperTail(0, 40, 0, 760)).toBe(1);
  });

  it('calls a share of failing shoppers worse only with evidence AND a difference of two points', () => {
    // 30 % of 80 against 3 % of 720: unmistakable.
    expect(failingSharesTest({ failing: 24, shoppers: 80 }, { failing: 22, shoppers: 720 }, 0.999, 0.02)).toMatchObject(
      { worse: true, canaryShare: 0.3 },
    );
    // 5 % of 40 against 3 %: one shopper more than live's share would be, nothing to tell.
    expect(failingSharesTest({ failing: 2, shoppers: 40 }, { failing: 22, shoppers: 720 }, 0.999, 0.02).worse).toBe(
      false,
    );
    // 3.5 % against 3 % of a hundred thousand each: real, and too small to matter.
    const tiny = failingSharesTest(
      { failing: 3500, shoppers: 100_000 },
      { failing: 3000, shoppers: 100_000 },
      0.999,
      0.02,
    );
    expect(tiny.pValue).toBeLessThan(0.001);
    expect(tiny.worse).toBe(false);
  });

  it("rounds Prometheus' extrapolated counts to shoppers and caps failing at the shoppers", () => {
    const test = failingSharesTest({ failing: 41.7, shoppers: 40.2 }, { failing: 0, shoppers: 100 }, 0.999, 0.02);
    expect(test.canaryShare).toBe(1);
  });

  /** Cumulative buckets as the metrics engine answers them, from the readings in each of 1000, 2000, 3000, +Inf. */
  const histogram = (...perBucket: number[]) => {
    const bounds = ['1000', '2000', '3000', '+Inf'];
    let sum = 0;
    return new Map(bounds.map((le, i) => [le, (sum += perBucket[i] ?? 0)]));
  };

  it('splits both builds at the bucket boundary of their p75 together, and counts each side above it', () => {
    // 80 readings together, 60 of them at or below 2000: the split is 2000 ms.
    const test = slowerThanLive(histogram(10, 20, 6, 4), histogram(20, 10, 8, 2), 0.999);
    expect(test).toMatchObject({ thresholdMs: 2000, canaryReadings: 40, liveReadings: 40 });
    expect(test.canaryShare).toBe(0.25);
    expect(test.liveShare).toBe(0.25);
    expect(test.pValue).toBeGreaterThan(0.5);
    expect(test.worse).toBe(false);
  });

  it('calls the canary slower only when it has more slow readings than live with evidence', () => {
    // 64 of 80 readings at or below 3000 ms: 15 of 40 canary readings above it against 1 of 40 of live's.
    const slower = slowerThanLive(histogram(2, 8, 15, 15), histogram(22, 14, 3, 1), 0.999);
    expect(slower.thresholdMs).toBe(3000);
    expect(slower.worse).toBe(true);
    expect(slower.pValue).toBeLessThan(0.001);
    // The same split the other way round is live's slowness, not the canary's.
    expect(slowerThanLive(histogram(22, 14, 3, 1), histogram(2, 8, 15, 15), 0.999).worse).toBe(false);
    // 8 of 20 against 3 of 20 is suggestive, not evidence at 99.9 %.
    expect(slowerThanLive(histogram(4, 8, 4, 4), histogram(9, 8, 2, 1), 0.999).worse).toBe(false);
  });

  it('has nothing to tell with no readings on a side, or with the p75 past the last boundary', () => {
    expect(slowerThanLive(new Map(), histogram(10, 10, 10, 10), 0.999)).toMatchObject({ pValue: 1, worse: false });
    expect(slowerThanLive(histogram(0, 0, 1, 39), histogram(0, 0, 1, 39), 0.999)).toMatchObject({
      thresholdMs: null,
      worse: false,
    });
  });

  it("rounds Prometheus' extrapolated bucket counts to readings", () => {
    const test = slowerThanLive(
      new Map([
        ['1000', 9.6],
        ['2000', 30.2],
        ['+Inf', 40.4],
      ]),
      histogram(10, 20, 6, 4),
      0.999,
    );
    expect(test.canaryReadings).toBe(40);
    expect(test.canaryShare).toBe(0.25);
  });

  it('calls a p75 worse only past both the relative and the absolute limit', () => {
    expect(latencyWorse(3000, 2400, { relative: 0.2, absoluteMs: 250 })).toBe(true);
    // +25 % of a fast page is 100 ms: under the absolute limit.
    expect(latencyWorse(500, 400, { relative: 0.2, absoluteMs: 250 })).toBe(false);
    // +300 ms of a slow page is 6 %: under the relative limit.
    expect(latencyWorse(5300, 5000, { relative: 0.2, absoluteMs: 250 })).toBe(false);
  });

  it('has the binomial upper tail', () => {
    expect(binomialUpperTail(3, 3, 0.2)).toBeCloseTo(0.008, 12);
    expect(binomialUpperTail(1, 2, 0.5)).toBeCloseTo(0.75, 12);
    expect(binomialUpperTail(0, 5, 0.1)).toBe(1);
    expect(binomialUpperTail(6, 5, 0.1)).toBe(0);
  });

  it("calls the servers' errors of a build worse only when more of them fall on it than its shoppers' share", () => {
    // Five server render failures of a canary with 5 of 205 shoppers, none of live's: unmistakable.
    expect(serverErrorsTest({ errors: 5, shoppers: 5 }, { errors: 0, shoppers: 200 }, 0.99)).toMatchObject({
      worse: true,
      canaryErrors: 5,
      canaryRate: 1,
    });
    // A tenth of the shoppers and a tenth of the errors: the same rate, nothing to tell.
    expect(serverErrorsTest({ errors: 10, shoppers: 100 }, { errors: 90, shoppers: 900 }, 0.99).worse).toBe(false);
    // One error is never enough, and no shoppers on either side is no evidence.
    expect(serverErrorsTest({ errors: 1, shoppers: 20 }, { errors: 0, shoppers: 400 }, 0.99).worse).toBe(false);
    expect(serverErrorsTest({ errors: 9, shoppers: 0 }, { errors: 0, shoppers: 400 }, 0.99).pValue).toBe(1);
  });
});
