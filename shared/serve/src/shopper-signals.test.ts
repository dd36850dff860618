import { parseBeacon } from './shopper-signals';

describe("a page's beacon as the shell's server reads it", () => {
  it('keeps known kinds with short names and finite numbers, and drops anything else', () => {
    const body = JSON.stringify({
      s: [
        { k: 'view', r: 'mf_catalog', b: 'b1' },
        { k: 'vital', r: 'mf_catalog', b: 'b1', n: 'LCP', v: 1200 },
        { k: 'call-error', r: 'mf_checkout', b: 'c1', n: 'cart.add', extra: 'dropped' },
        { k: 'view', r: 'buyer@example.com', b: 'b1' },
        { k: 'vital', r: 'mf_catalog', b: 'b1', n: 'LCP', v: 'NaN' },
        { k: 'keylog', r: 'mf_catalog', b: 'b1' },
      ],
    });
    expect(parseBeacon(body)).toEqual([
      { k: 'view', r: 'mf_catalog', b: 'b1' },
      { k: 'vital', r: 'mf_catalog', b: 'b1', n: 'LCP', v: 1200 },
      { k: 'call-error', r: 'mf_checkout', b: 'c1', n: 'cart.add' },
    ]);
  });

  it('gives nothing for what is not a beacon', () => {
    expect(parseBeacon('not json')).toEqual([]);
    expect(parseBeacon('x'.repeat(5000))).toEqual([]);
    expect(parseBeacon({ s: 'no' })).toEqual([]);
  });
});
