import type { LiveMap } from '../runtime-config/live-map';
import { tracksFrom } from './release-tracks';
import { seenShoppers } from './seen-shoppers';
import type { ForwardedSignal } from './signal-wire';
import { SHOP_METRICS, shopMetrics } from './shop-metrics';

const manifest = 'https://cdn.shop.example/mf-manifest.json';
const liveMap: LiveMap = {
  version: 3,
  remotes: {
    mf_catalog: { live: { build: 'b1', manifest }, canary: { build: 'b2', manifest, share: 10 } },
    mf_checkout: { live: { build: 'c1', manifest }, canary: null },
  },
};
const known = new Set(['mf_catalog', 'mf_checkout']);
const metricsOn = (map: LiveMap | null = liveMap, shoppersKept?: number) =>
  shopMetrics({
    trackOf: tracksFrom(() => map),
    isKnownRemote: (remote) => known.has(remote),
    ...(shoppersKept ? { shoppersKept } : {}),
  });

/** The exposition's samples (no HELP/TYPE lines), the histograms' buckets left out unless asked for. */
async function samples(metrics: ReturnType<typeof shopMetrics>, buckets = false): Promise<string[]> {
  return (await metrics.exposition())
    .split('\n')
    .filter((line) => line && !line.startsWith('#') && (buckets || !line.includes('_bucket{')));
}

describe("the shell server's Prometheus metrics", () => {
  it('turns signals into the exact exposition: views, shoppers, errors by kind, failing shoppers, vitals', async () => {
    const metrics = metricsOn();
    const signals: ForwardedSignal[] = [
      { k: 'view', r: 'mf_catalog', b: 'b1', u: 'ann' },
      { k: 'view', r: 'mf_catalog', b: 'b1', u: 'ann' },
      { k: 'view', r: 'mf_catalog', b: 'b2', u: 'bob' },
      { k: 'call-error', r: 'mf_catalog', b: 'b2', u: 'bob', n: 'cart.add' },
      { k: 'render-error', r: 'mf_catalog', b: 'b2', u: 'bob' },
      { k: 'load-error', r: 'mf_checkout', b: 'old', u: 'cid', n: 'chunk' },
      { k: 'vital', r: 'mf_catalog', b: 'b1', u: 'ann', n: 'LCP', v: 1234 },
      { k: 'vital', r: 'mf_catalog', b: 'b1', u: 'ann', n: 'CLS', v: 0.07 },
      { k: 'vital', r: 'mf_catalog', b: 'b2', u: 'bob', n: 'INP', v: 180 },
    ];
    metrics.record(signals);
    expect(await samples(metrics)).toEqual([
      'shop_page_views_total{remote="mf_catalog",build="b1",track="live"} 2',
      'shop_page_views_total{remote="mf_catalog",build="b2",track="canary"} 1',
      'shop_shoppers_total{remote="mf_catalog",build="b1",track="live"} 1',
      'shop_shoppers_total{remote="mf_catalog",build="b2",track="canary"} 1',
      'shop_shoppers_total{remote="mf_checkout",build="old",track="other"} 1',
      'shop_errors_total{remote="mf_catalog",build="b2",track="canary",kind="call"} 1',
      'shop_errors_total{remote="mf_catalog",build="b2",track="canary",kind="render"} 1',
      'shop_errors_total{remote="mf_checkout",build="old",track="other",kind="load"} 1',
      'shop_failing_shoppers_total{remote="mf_catalog",build="b2",track="canary"} 1',
      'shop_failing_shoppers_total{remote="mf_checkout",build="old",track="other"} 1',
      'shop_lcp_ms_sum{remote="mf_catalog",build="b1",track="live"} 1234',
      'shop_lcp_ms_count{remote="mf_catalog",build="b1",track="live"} 1',
      'shop_inp_ms_sum{remote="mf_catalog",build="b2",track="canary"} 180',
      'shop_inp_ms_count{remote="mf_catalog",build="b2",track="canary"} 1',
      'shop_cls_sum{remote="mf_catalog",build="b1",track="live"} 0.07',
      'shop_cls_count{remote="mf_catalog",build="b1",track="live"} 1',
    ]);
    const exposition = await metrics.exposition();
    expect(exposition).toContain('# TYPE shop_page_views_total counter\n');
    expect(exposition).toContain('# TYPE shop_lcp_ms histogram\n');
    expect(metrics.contentType).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("buckets the vitals at the contract's boundaries", async () => {
    const metrics = metricsOn();
    metrics.record([
      { k: 'vital', r: 'mf_catalog', b: 'b1', u: 'ann', n: 'LCP', v: 2400 },
      { k: 'vital', r: 'mf_catalog', b: 'b1', u: 'bob', n: 'CLS', v: 0.3 },
    ]);
    const lines = await samples(metrics, true);
    const lcp = lines.filter((line) => line.startsWith('shop_lcp_ms_bucket'));
    expect(lcp.map((line) => /le="([^"]+)"/.exec(line)![1])).toEqual([...SHOP_METRICS.msBuckets.map(String), '+Inf']);
    expect(lcp).toContain('shop_lcp_ms_bucket{le="2000",remote="mf_catalog",build="b1",track="live"} 0');
    expect(lcp).toContain('shop_lcp_ms_bucket{le="2500",remote="mf_catalog",build="b1",track="live"} 1');
    const cls = lines.filter((line) => line.startsWith('shop_cls_bucket'));
    expect(cls.map((line) => /le="([^"]+)"/.exec(line)![1])).toEqual([...SHOP_METRICS.clsBuckets.map(String), '+Inf']);
    expect(cls).toContain('shop_cls_bucket{le="0.25",remote="mf_catalog",build="b1",track="live"} 0');
    expect(cls).toContain('shop_cls_bucket{le="0.5",remote="mf_catalog",build="b1",track="live"} 1');
  });

  it('counts a shopper once per remote and build, and a failing shopper once however many errors', async () => {
    const metrics = metricsOn();
    for (let round = 0; round < 3; round += 1) {
      metrics.record([
        { k: 'view', r: 'mf_catalog', b: 'b1', u: 'ann' },
        { k: 'load-error', r: 'mf_catalog', b: 'b1', u: 'ann', n: 'chunk' },
        { k: 'view', r: 'mf_checkout', b: 'c1', u: 'ann' },
      ]);
    }
    const lines = await samples(metrics);
    expect(lines).toContain('shop_shoppers_total{remote="mf_catalog",build="b1",track="live"} 1');
    expect(lines).toContain('shop_shoppers_total{remote="mf_checkout",build="c1",track="live"} 1');
    expect(lines).toContain('shop_failing_shoppers_total{remote="mf_catalog",build="b1",track="live"} 1');
    expect(lines).toContain('shop_errors_total{remote="mf_catalog",build="b1",track="live",kind="load"} 3');
    expect(lines).toContain('shop_page_views_total{remote="mf_catalog",build="b1",track="live"} 3');
  });

  it('forgets the least recently seen shopper past its bound, who then counts again', async () => {
    const metrics = metricsOn(liveMap, 2);
    const view = (u: string): ForwardedSignal => ({ k: 'view', r: 'mf_catalog', b: 'b1', u });
    // ann is seen again before cid comes, so bob is the one forgotten.
    metrics.record([view('ann'), view('bob'), view('ann'), view('cid'), view('ann'), view('bob')]);
    expect(await samples(metrics)).toContain('shop_shoppers_total{remote="mf_catalog",build="b1",track="live"} 4');
  });

  it('drops signals of remotes the store does not have and vitals it does not know', async () => {
    const metrics = metricsOn();
    metrics.record([
      { k: 'view', r: 'mf_unknown', b: 'x', u: 'ann' },
      { k: 'vital', r: 'mf_catalog', b: 'b1', u: 'ann', n: 'FID', v: 12 },
    ]);
    expect(await samples(metrics)).toEqual([]);
  });

  it('scrapes the builds the live map names from 0 before any signal, so increase() sees their first shoppers', async () => {
    const metrics = shopMetrics({
      trackOf: tracksFrom(() => liveMap),
      isKnownRemote: (remote) => known.has(remote),
      namedBuilds: () => [
        { remote: 'mf_catalog', build: 'b1' },
        { remote: 'mf_catalog', build: 'b2' },
      ],
    });
    const before = await samples(metrics);
    expect(before).toContain('shop_failing_shoppers_total{remote="mf_catalog",build="b2",track="canary"} 0');
    expect(before).toContain('shop_shoppers_total{remote="mf_catalog",build="b2",track="canary"} 0');
    expect(before).toContain('shop_errors_total{remote="mf_catalog",build="b2",track="canary",kind="render"} 0');
    expect(before).toContain('shop_page_views_total{remote="mf_catalog",build="b1",track="live"} 0');
    // Announcing again never moves a count.
    metrics.record([{ k: 'render-error', r: 'mf_catalog', b: 'b2', u: 'shopper-1' } as ForwardedSignal]);
    const after = await samples(metrics);
    expect(after).toContain('shop_failing_shoppers_total{remote="mf_catalog",build="b2",track="canary"} 1');
    expect(after).toContain('shop_errors_total{remote="mf_catalog",build="b2",track="canary",kind="render"} 1');
  });

  it('takes the track from the live map as it is now, and the live builds without a registry', () => {
    let map: LiveMap | null = liveMap;
    const trackOf = tracksFrom(
      () => map,
      () => ({ mf_catalog: 'file-1' }),
    );
    expect([trackOf('mf_catalog', 'b1'), trackOf('mf_catalog', 'b2'), trackOf('mf_catalog', 'b0')]).toEqual([
      'live',
      'canary',
      'other',
    ]);
    map = { version: 4, remotes: { mf_catalog: { live: { build: 'b2', manifest }, canary: null } } };
    expect([trackOf('mf_catalog', 'b1'), trackOf('mf_catalog', 'b2')]).toEqual(['other', 'live']);
    map = null;
    expect([trackOf('mf_catalog', 'file-1'), trackOf('mf_catalog', 'b2')]).toEqual(['live', 'other']);
  });
});

describe('the bounded set of shoppers seen', () => {
  it('says first sighting once per key, keeps at most its limit, the least recent forgotten first', () => {
    const seen = seenShoppers(2);
    expect(seen.firstSighting('k', 'a')).toBe(true);
    expect(seen.firstSighting('k', 'a')).toBe(false);
    expect(seen.firstSighting('other', 'a')).toBe(true);
    expect(seen.firstSighting('k', 'b')).toBe(true);
    expect(seen.size).toBe(2);
    expect(seen.firstSighting('other', 'a')).toBe(false);
    expect(seen.firstSighting('k', 'a')).toBe(true);
  });
});
