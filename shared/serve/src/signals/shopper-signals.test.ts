import { parseBeacon } from './shopper-signals';

describe("a page's beacon as the shell's server reads it", () => {
  it('keeps its token, and known kinds with short names and finite numbers; drops anything else', () => {
    const body = JSON.stringify({
      t: 'token',
      s: [
        { k: 'view', r: 'mf_catalog' },
        { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 1200 },
        { k: 'call-error', r: 'mf_checkout', b: 'named-by-the-page', n: 'cart.add', extra: 'dropped' },
        { k: 'view', r: 'buyer@example.com' },
        { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 'NaN' },
        { k: 'keylog', r: 'mf_catalog' },
      ],
    });
    expect(parseBeacon(body)).toEqual({
      token: 'token',
      signals: [
        { k: 'view', r: 'mf_catalog' },
        { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 1200 },
        { k: 'call-error', r: 'mf_checkout', n: 'cart.add' },
      ],
    });
  });

  it('gives nothing for what is not a beacon', () => {
    expect(parseBeacon('not json')).toBeNull();
    expect(parseBeacon('x'.repeat(5000))).toBeNull();
    expect(parseBeacon({ s: 'no' })).toBeNull();
  });
});
