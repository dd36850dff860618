import {
  failingSharesTest,
  fisherUpperTail,
  latencyWorse,
  observationsAbove,
  slowerThanLiveP75,
  upperTail,
} from './canary-statistics';

describe('the statistics a canary is judged by', () => {
  it("has the normal's upper tail to 1e-6", () => {
    expect(upperTail(0)).toBeCloseTo(0.5, 6);
    expect(upperTail(2.326348)).toBeCloseTo(0.01, 6);
    expect(upperTail(3.090232)).toBeCloseTo(0.001, 6);
    expect(upperTail(-1.959964)).toBeCloseTo(0.975, 6);
  });

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

  it("counts a histogram's readings above a value as histogram_quantile interpolates", () => {
    const buckets = new Map([
      ['1000', 10],
      ['2000', 30],
      ['3000', 36],
      ['+Inf', 40],
    ]);
    // 2500 is half way through the 2000 … 3000 bucket: 30 + 3 at or below, 7 above.
    expect(observationsAbove(buckets, 2500)).toEqual({ above: 7, total: 40 });
    expect(observationsAbove(buckets, 5000)).toEqual({ above: 4, total: 40 });
    expect(observationsAbove(new Map(), 5000)).toEqual({ above: 0, total: 0 });
  });

  it("calls the canary slower than live's p75 only when more than a quarter of its readings are, with evidence", () => {
    expect(slowerThanLiveP75(12, 40, 0.999).worse).toBe(false);
    expect(slowerThanLiveP75(25, 40, 0.999).worse).toBe(true);
    expect(latencyWorse(3000, 2400, { relative: 0.2, absoluteMs: 250 })).toBe(true);
    // +25 % of a fast page is 100 ms: under the absolute limit.
    expect(latencyWorse(500, 400, { relative: 0.2, absoluteMs: 250 })).toBe(false);
    // +300 ms of a slow page is 6 %: under the relative limit.
    expect(latencyWorse(5300, 5000, { relative: 0.2, absoluteMs: 250 })).toBe(false);
  });
});
