import { judgeCanary } from './canary-analysis';
import { SignalsStore, type WireSignal } from './signals-store';

const views = (build: string, n: number): WireSignal[] =>
  Array.from({ length: n }, () => ({ k: 'view', r: 'mf_catalog', b: build }));
const errors = (build: string, n: number): WireSignal[] =>
  Array.from({ length: n }, () => ({ k: 'render-error', r: 'mf_catalog', b: build, n: 'page' }));
const lcp = (build: string, values: number[]): WireSignal[] =>
  values.map((v) => ({ k: 'vital', r: 'mf_catalog', b: build, n: 'LCP', v }));

describe("shoppers' signals per build", () => {
  it('give error rates, p75 vitals and failed calls by name, over a window, and forget what is past retention', () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const store = new SignalsStore(60 * 60_000, () => now);
    store.add([...views('b1', 8), ...errors('b1', 2), ...lcp('b1', [1000, 2000, 3000, 4000])]);
    store.add([{ k: 'call-error', r: 'mf_catalog', b: 'b1', n: 'cart.add' }]);
    const b1 = store.figures(10 * 60_000).mf_catalog!.b1!;
    expect(b1).toMatchObject({ views: 8, errors: 3, errorRate: 3 / 8, lcpP75: 3000, failedCalls: { 'cart.add': 1 } });
    now += 2 * 60 * 60_000;
    expect(store.figures(10 * 60_000)).toEqual({});
  });
});

describe('a canary judged by its signals', () => {
  const policy = { marginPct: 5, windowS: 300, minViews: 10, since: '2026-11-25T10:00:00Z' };
  const figures = (signals: WireSignal[]) => {
    const store = new SignalsStore();
    store.add(signals);
    return store.figures(300_000).mf_catalog ?? {};
  };

  it('waits for enough views', () => {
    const f = figures([...views('live', 50), ...views('canary', 5), ...errors('canary', 5)]);
    expect(judgeCanary(f.live, f.canary, policy, Date.now()).action).toBe('wait');
  });

  it('is rolled back when its error rate is worse by more than the margin, with the figures', () => {
    const f = figures([...views('live', 50), ...views('canary', 20), ...errors('canary', 4)]);
    const verdict = judgeCanary(f.live, f.canary, policy, Date.now());
    expect(verdict.action).toBe('rollback');
    expect(verdict.reason).toContain('canary 20 % errors over 20 views');
    expect(verdict.reason).toContain('live 0 % errors over 50 views');
  });

  it('is rolled back when its p75 LCP is worse by more than the margin', () => {
    const f = figures([
      ...views('live', 20),
      ...lcp('live', [1000, 1000, 1000, 1000]),
      ...views('canary', 20),
      ...lcp('canary', [2000, 2000, 2000, 2000]),
    ]);
    expect(judgeCanary(f.live, f.canary, policy, Date.now()).reason).toContain('p75 LCP worse');
  });

  it('stays within the margin, and is promoted after the time asked', () => {
    const f = figures([...views('live', 100), ...errors('live', 2), ...views('canary', 50), ...errors('canary', 2)]);
    expect(judgeCanary(f.live, f.canary, policy, Date.now()).action).toBe('wait');
    const asked = { ...policy, promoteAfterS: 60 };
    expect(judgeCanary(f.live, f.canary, asked, Date.parse(policy.since) + 30_000).action).toBe('wait');
    expect(judgeCanary(f.live, f.canary, asked, Date.parse(policy.since) + 61_000).action).toBe('promote');
  });
});
