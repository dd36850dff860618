import { openRegistryDatabase } from '../../state/registry-database';
import { RegistryStore } from '../../state/registry-store';
import { judgeCanary } from './canary-analysis';
import { CanaryJudgements } from '../history/canary-judgements';
import { CanaryVerdicts } from '../history/canary-verdicts';
import { canaryJudge, type PromoteCanary, type ReadVerdict } from './judge-canaries';
import type { ForwardedSignal } from '@shop/serve';
import { SignalsStore } from '../../signals/signals-store';
import { publishedBuild, VERIFIED } from '../../state/published-fixtures';

/** `n` signals of one kind, each from a shopper of its own (`shopper-0`, `shopper-1`, … after `prefix`). */
const many = (n: number, signal: Omit<ForwardedSignal, 'u' | 'r'>, prefix = signal.b): ForwardedSignal[] =>
  Array.from({ length: n }, (_, i) => ({ ...signal, r: 'mf_catalog', u: `${prefix}-${i}` }));
const views = (build: string, n: number, prefix?: string) => many(n, { k: 'view', b: build }, prefix);
/** Each failing shopper from a client network of its own, as real shoppers are. */
const errors = (build: string, n: number, prefix?: string) =>
  many(n, { k: 'render-error', b: build, n: 'page' }, prefix).map((s, i) => ({
    ...s,
    w: `net${String(i).padStart(5, '0')}`,
  }));
const lcp = (build: string, values: number[]): ForwardedSignal[] =>
  values.map((v, i) => ({ k: 'vital', r: 'mf_catalog', b: build, n: 'LCP', v, u: `${build}-${i}` }));

const memoryStore = (now: () => number = Date.now) =>
  new SignalsStore(openRegistryDatabase(':memory:'), undefined, now);

describe("shoppers' signals per build", () => {
  it('give shoppers, error rates, p75 vitals and failed calls by name, and forget what is past retention', () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const store = memoryStore(() => now);
    store.add([...views('b1', 8), ...errors('b1', 2), ...lcp('b1', [1000, 2000, 3000, 4000])]);
    store.add([{ k: 'call-error', r: 'mf_catalog', b: 'b1', n: 'cart.add', u: 'b1-0' }]);
    const b1 = store.figures(10 * 60_000).mf_catalog!.b1!;
    expect(b1).toMatchObject({
      views: 8,
      errors: 3,
      errorRate: 3 / 8,
      shoppers: 8,
      failingShoppers: 2,
      lcpP75: 3000,
      failedCalls: { 'cart.add': 1 },
    });
    now += 25 * 60 * 60_000;
    store.add(views('b2', 1));
    expect(store.figures(48 * 60 * 60_000)).toEqual({ mf_catalog: { b2: expect.objectContaining({ views: 1 }) } });
  });

  it("count one shopper's twenty errors once", () => {
    const store = memoryStore();
    store.add([
      ...views('b2', 20),
      ...Array.from({ length: 20 }, (): ForwardedSignal => ({
        k: 'render-error',
        r: 'mf_catalog',
        b: 'b2',
        u: 'b2-3',
      })),
    ]);
    expect(store.figures(60_000).mf_catalog?.b2).toMatchObject({ errors: 20, shoppers: 20, failingShoppers: 1 });
  });
});

describe('a canary judged by its signals', () => {
  const policy = { marginPct: 5, windowS: 300, minShoppers: 10, since: '2026-11-25T10:00:00Z' };
  const figures = (signals: ForwardedSignal[]) => {
    const store = memoryStore();
    store.add(signals);
    return store.figures(300_000).mf_catalog ?? {};
  };

  it('waits for enough shoppers', () => {
    const f = figures([...views('live', 50), ...views('canary', 5), ...errors('canary', 5)]);
    expect(judgeCanary(f.live, f.canary, policy, Date.now())).toMatchObject({
      action: 'wait',
      reason: '5 of 10 shoppers to judge by',
    });
  });

  it('is rolled back when its share of failing shoppers is worse by more than the margin, with the figures', () => {
    const f = figures([...views('live', 50), ...views('canary', 20), ...errors('canary', 4)]);
    const verdict = judgeCanary(f.live, f.canary, policy, Date.now());
    expect(verdict.action).toBe('rollback');
    expect(verdict.reason).toContain('canary 20 % of 20 shoppers failing (4 errors over 20 views)');
    expect(verdict.reason).toContain('live 0 % of 50 shoppers failing');
  });

  it("is not rolled back for one shopper's twenty errors", () => {
    const oneShopper = Array.from({ length: 20 }, (): ForwardedSignal => ({
      k: 'render-error',
      r: 'mf_catalog',
      b: 'canary',
      u: 'canary-0',
    }));
    const f = figures([...views('live', 50), ...views('canary', 30), ...oneShopper]);
    expect(f.canary?.errorRate).toBeGreaterThan(0.5);
    expect(judgeCanary(f.live, f.canary, policy, Date.now()).action).toBe('wait');
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

describe('the canary judge', () => {
  const start = Date.parse('2026-11-25T10:00:00Z');
  let now = start;
  const log = { info: jest.fn(), error: jest.fn() };

  /** A registry with b1 live and b2 the canary since `start`, judged with `policy`. */
  function registry(
    policy: { failuresInRow?: number; promoteAfterS?: number; minShoppers?: number } = {},
    promote?: PromoteCanary,
    metrics?: ReadVerdict,
  ) {
    const store = new RegistryStore(':memory:', () => new Date(now));
    const signals = new SignalsStore(store.database, undefined, () => now);
    for (const build of ['b1', 'b2', 'b3']) {
      store.publish(publishedBuild(build), { who: 'team' });
      store.recordVerification('mf_catalog', build, VERIFIED, { who: 'team' });
    }
    store.promote('mf_catalog', 'b1', { who: 'team' });
    now = start;
    store.promote('mf_catalog', 'b2', { who: 'team' }, 20, { marginPct: 5, windowS: 300, minShoppers: 10, ...policy });
    const judge = canaryJudge({
      store,
      signals,
      judgements: new CanaryJudgements(store.database),
      verdicts: new CanaryVerdicts(store.database),
      promote: promote ?? (async (remote, judged, actor) => store.promoteCanary(remote, judged, actor)),
      log,
      now: () => now,
      metrics,
    });
    return { store, signals, judge, canary: () => store.read().remotes.mf_catalog?.canary ?? null };
  }

  beforeEach(() => {
    now = start;
    log.info.mockClear();
    log.error.mockClear();
  });

  it('rolls back only after failuresInRow bad judgements in a row, and a good one in between starts again', async () => {
    const { signals, judge, canary, store } = registry({ failuresInRow: 3 });
    now = start + 10_000;
    signals.add([...views('b1', 40), ...views('b2', 20), ...errors('b2', 6)]);
    await judge();
    await judge();
    expect(canary()?.build).toBe('b2');
    // A judgement that waits (the bad shoppers' signals are past the window) starts the count again.
    now = start + 400_000;
    signals.add([...views('b1', 40, 'late'), ...views('b2', 20, 'late')]);
    await judge();
    signals.add(errors('b2', 6).map((s) => ({ ...s, u: `late-${s.u}` })));
    await judge();
    await judge();
    expect(canary()?.build).toBe('b2');
    await judge();
    expect(canary()).toBeNull();
    expect(store.read().history.at(-1)).toMatchObject({ action: 'end-canary', who: 'canary-analysis', build: 'b2' });
    expect(store.read().history.at(-1)?.reason).toContain('3 judgements in a row');
  });

  it("keeps the count in a row across a restart of the registry's judge", async () => {
    const { store, signals, judge, canary } = registry({ failuresInRow: 2 });
    now = start + 10_000;
    signals.add([...views('b1', 40), ...views('b2', 20), ...errors('b2', 6)]);
    await judge();
    const restarted = canaryJudge({
      store,
      signals,
      judgements: new CanaryJudgements(store.database),
      verdicts: new CanaryVerdicts(store.database),
      promote: async () => undefined,
      log,
      now: () => now,
    });
    await restarted();
    expect(canary()).toBeNull();
  });

  it('ignores signals from before the canary started', async () => {
    const { signals, judge, canary } = registry({ failuresInRow: 1 });
    // b2's bad figures from a verify run or an earlier canary, a minute before this canary started.
    now = start - 60_000;
    signals.add([...views('b2', 20, 'before'), ...errors('b2', 20, 'before')]);
    now = start + 60_000;
    signals.add([...views('b1', 40), ...views('b2', 20)]);
    await judge();
    expect(canary()?.build).toBe('b2');
  });

  it('writes a failed promote into the history, keeps the canary and does not throw', async () => {
    const refused: PromoteCanary = async () => {
      throw new Error('mf_catalog b2: page-home.js answers 404 on the CDN');
    };
    const { signals, judge, canary, store } = registry({ failuresInRow: 1, promoteAfterS: 60 }, refused);
    now = start + 120_000;
    signals.add([...views('b1', 40), ...views('b2', 20)]);
    await expect(judge()).resolves.toBeUndefined();
    await expect(judge()).resolves.toBeUndefined();
    expect(canary()?.build).toBe('b2');
    const failures = store.read().history.filter((entry) => entry.action === 'analysis-failed');
    // Once per distinct failure, not every round.
    expect(failures).toEqual([
      expect.objectContaining({
        who: 'canary-analysis',
        build: 'b2',
        reason: 'promote failed: mf_catalog b2: page-home.js answers 404 on the CDN',
      }),
    ]);
    expect(log.error).toHaveBeenCalled();
  });

  it('never promotes a canary the on-call ended while its figures were read, and writes the refusal', async () => {
    // The reproduction: the judge reads b2, awaits its metrics; meanwhile a person ends it ("checkout broken").
    let ended: () => void = () => undefined;
    const { judge, canary, store } = registry({ failuresInRow: 1 }, undefined, async () => {
      ended();
      return { action: 'promote', reason: 'no worse than live: canary 0 of 40 failing' };
    });
    ended = () => store.endCanary('mf_catalog', { who: 'on-call', reason: 'checkout broken' });
    await judge();
    expect(canary()).toBeNull();
    expect(store.read().remotes.mf_catalog?.live?.build).toBe('b1');
    expect(store.read().history.slice(-2)).toEqual([
      expect.objectContaining({ action: 'end-canary', who: 'on-call', build: 'b2' }),
      expect.objectContaining({
        action: 'analysis-refused',
        who: 'canary-analysis',
        build: 'b2',
        reason: expect.stringMatching(/^promote refused: mf_catalog's canary changed while it was judged/),
      }),
    ]);
  });

  /** A judge whose figures say roll back, and `meanwhile` done by a person while they are read. */
  function rollbackWhile(meanwhile: (store: RegistryStore) => void) {
    let during: () => void = () => undefined;
    const judged = registry({ failuresInRow: 1 }, undefined, async () => {
      during();
      return { action: 'rollback', reason: 'worse than live: canary 30 of 40 failing' };
    });
    during = () => meanwhile(judged.store);
    return judged;
  }

  it("never ends a canary started while another's figures were read", async () => {
    const { judge, canary, store } = rollbackWhile((store) => {
      store.endCanary('mf_catalog', { who: 'on-call', reason: 'a fix is ready' });
      store.promote('mf_catalog', 'b3', { who: 'team' }, 20, { marginPct: 5, windowS: 300, minShoppers: 10 });
    });
    await judge();
    expect(canary()?.build).toBe('b3');
    expect(store.read().history.at(-1)).toMatchObject({ action: 'analysis-refused', build: 'b2' });
    expect(store.read().history.at(-1)?.reason).toContain('now b3 started');
  });

  it('never ends the same build restarted as a new canary on the figures of the one before', async () => {
    const { judge, canary, store } = rollbackWhile((store) => {
      store.endCanary('mf_catalog', { who: 'on-call', reason: 'restart with a smaller share' });
      now += 1_000;
      store.promote('mf_catalog', 'b2', { who: 'team' }, 5, { marginPct: 5, windowS: 300, minShoppers: 10 });
    });
    await judge();
    expect(canary()).toMatchObject({ build: 'b2', share: 5 });
    expect(store.read().history.at(-1)?.action).toBe('analysis-refused');
  });

  it('keeps a good canary five invented shoppers from one network each failed, and writes why once', async () => {
    // The attack: one address mints five shoppers of the canary's bucket and sends an error beacon for each, as
    // often as it likes; older shells' signals (no network tag) are one network too.
    const { signals, judge, canary, store } = registry({ failuresInRow: 2, minShoppers: 5 });
    now = start + 10_000;
    const invented = errors('b2', 5, 'invented').map((s) => ({ ...s, w: 'attacker' }));
    signals.add([...views('b1', 40), ...views('b2', 5, 'invented'), ...invented]);
    for (let round = 0; round < 5; round += 1) await judge();
    expect(canary()?.build).toBe('b2');
    const kept = store.read().history.filter((entry) => entry.action === 'analysis-kept');
    expect(kept).toHaveLength(1);
    expect(kept[0]!.reason).toContain(
      'failing shoppers from 1 network (3 corroborate); servers saw no errors of this build; not corroborated, kept',
    );
    signals.add(errors('b2', 5, 'older').map(({ w: _tag, ...untagged }) => untagged));
    await judge();
    expect(canary()?.build).toBe('b2');
  });

  it('rolls back a canary whose server renders fail, its shoppers all from one network', async () => {
    const { signals, judge, canary, store } = registry({ failuresInRow: 1 });
    now = start + 10_000;
    const office = errors('b2', 5, 'office').map((s) => ({ ...s, w: 'office01' }));
    signals.add(
      [...views('b1', 40), ...views('b2', 10, 'office'), ...office],
      [{ r: 'mf_catalog', b: 'b2', k: 'render-failed', c: 5 }],
    );
    await judge();
    expect(canary()).toBeNull();
    expect(store.read().history.at(-1)).toMatchObject({ action: 'end-canary', who: 'canary-analysis' });
    expect(store.read().history.at(-1)?.reason).toMatch(
      /^failing shoppers up by more than 5 points, failing shoppers from 1 network \(3 corroborate\); servers saw 5 errors of this build .*; corroborated: canary 50 % of 10 shoppers failing/,
    );
  });

  it("never acts on the API proxy's 5xx, which anyone with a canary shopper's id can cause", async () => {
    const { signals, judge, canary } = registry({ failuresInRow: 1 });
    now = start + 10_000;
    signals.add([...views('b1', 40), ...views('b2', 10)], [{ r: 'mf_catalog', b: 'b2', k: 'api-5xx', c: 50 }]);
    await judge();
    expect(canary()?.build).toBe('b2');
  });

  it("rolls back on the servers' word alone: its shoppers never reported a thing", async () => {
    const { signals, judge, canary, store } = registry({ failuresInRow: 1 });
    now = start + 10_000;
    signals.add([...views('b1', 40), ...views('b2', 10)], [{ r: 'mf_catalog', b: 'b2', k: 'chunk-404', c: 4 }]);
    await judge();
    expect(canary()).toBeNull();
    expect(store.read().history.at(-1)?.reason).toMatch(/^servers saw 4 errors of this build .*, worse than live: /);
  });
});
