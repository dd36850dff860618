import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_CHECKS } from '../policy/metric-checks';
import { judgeByMetrics } from './metrics-verdict';
import { seeded, SimulatedMetrics, type Population } from '../evidence/testing/simulated-metrics';
import { publishedBuild, VERIFIED } from '../../state/published-fixtures';
import { openRegistryDatabase } from '../../state/registry-database';
import { RegistryStore } from '../../state/registry-store';
import type { HistoryEntry } from '../../../shared/registry-model';
import { CanaryJudgements } from '../history/canary-judgements';
import { CanaryVerdicts } from '../history/canary-verdicts';
import type { CanaryEvent } from '../history/canary-webhook';
import { canaryJudge } from './judge-canaries';
import { SignalsStore } from '../../signals/signals-store';

const START = Date.parse('2026-11-27T10:00:00Z');
const LIVE: Population = { failing: 0.03, lcp: { median: 1800, sigma: 0.5 }, inp: { median: 120, sigma: 0.6 } };
const POLICY = {
  marginPct: 5,
  windowS: 300,
  minShoppers: 20,
  failuresInRow: 3,
  steps: [5, 10, 25, 50],
  intervalS: 300,
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'progressive-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A registry with b1 live and b2 a progressive canary since START, judged every 10 s of a fake clock from a fake
 * metrics engine whose shoppers arrive at `perMinute`, split between the builds by the canary's share.
 */
function walk(seed: number, canaryPopulation: Population, file = ':memory:') {
  let now = START;
  const store = new RegistryStore(file, () => new Date(now));
  for (const build of ['b1', 'b2']) {
    store.publish(publishedBuild(build), { who: 'team' });
    store.recordVerification('mf_catalog', build, VERIFIED, { who: 'team' });
  }
  store.promote('mf_catalog', 'b1', { who: 'team' });
  store.promote('mf_catalog', 'b2', { who: 'team' }, 5, POLICY);
  const metrics = new SimulatedMetrics(seeded(seed));
  const events: CanaryEvent[] = [];
  const log = { info: jest.fn(), error: jest.fn() };
  const judgeOn = (on: RegistryStore) =>
    canaryJudge({
      store: on,
      signals: new SignalsStore(on.database, undefined, () => now),
      judgements: new CanaryJudgements(on.database),
      verdicts: new CanaryVerdicts(on.database),
      promote: async (remote, judged, actor) => on.promoteCanary(remote, judged, actor),
      log,
      now: () => now,
      metrics: ({ remote, liveBuild, canary, fromMs, atMs }) =>
        judgeByMetrics(metrics, DEFAULT_CHECKS, {
          remote,
          liveBuild,
          canaryBuild: canary.build,
          minShoppers: canary.policy!.minShoppers,
          fromMs,
          atMs,
        }),
      notify: (event) => events.push(event),
    });
  let judge = judgeOn(store);
  let current = store;
  const state = () => current.read().remotes.mf_catalog!;
  return {
    metrics,
    events,
    log,
    state,
    analysis: (): HistoryEntry[] => current.read().history.filter((entry) => entry.who === 'canary-analysis'),
    /** `minutes` of shoppers (`perMinute` of them), the registry judging every 10 s; stops once the canary ends. */
    async run(minutes: number, perMinute = 160) {
      for (let tick = 0; tick < minutes * 6 && state().canary; tick += 1) {
        now += 10_000;
        const share = state().canary!.share;
        const arriving = perMinute / 6;
        metrics.visit(now, 'mf_catalog', 'b2', Math.round((arriving * share) / 100), canaryPopulation);
        metrics.visit(now, 'mf_catalog', 'b1', Math.round((arriving * (100 - share)) / 100), LIVE);
        await judge();
      }
      return now;
    },
    /** The registry restarted on its database file: a new store, a new judge, nothing carried in memory. */
    restart() {
      current.database.close();
      // Started as a registry is after its first start: without --init.
      current = new RegistryStore(openRegistryDatabase(file), () => new Date(now));
      judge = judgeOn(current);
    },
  };
}

describe('a progressive canary', () => {
  it('walks 5 → 10 → 25 → 50 % while identical to live (LCP noise and all), then is promoted; every step told', async () => {
    const canary = walk(1, LIVE);
    await canary.run(4.5);
    expect(canary.state().canary).toMatchObject({ build: 'b2', share: 5 });
    await canary.run(1);
    expect(canary.state().canary).toMatchObject({ build: 'b2', share: 10, policy: { step: 1 } });
    await canary.run(30);
    expect(canary.state().canary).toBeNull();
    expect(canary.state().live?.build).toBe('b2');
    const analysis = canary.analysis();
    expect(analysis.map((entry) => entry.action)).toEqual(['canary-step', 'canary-step', 'canary-step', 'promote']);
    expect(analysis[0]!.reason).toMatch(
      /^step 1 of 4 \(5 %\) passed after 300 s: no worse than live: failing shoppers canary \d+\.\d % of \d+, live \d+\.\d % of \d+ .*p75 LCP canary \d+ ms, live \d+ ms/,
    );
    expect(analysis[3]!.reason).toMatch(/^step 4 of 4 \(50 %\) passed after 300 s/);
    expect(canary.events.map((event) => [event.action, event.share, event.step])).toEqual([
      ['canary-step', 10, { at: 2, of: 4 }],
      ['canary-step', 25, { at: 3, of: 4 }],
      ['canary-step', 50, { at: 4, of: 4 }],
      ['promote', 100, { at: 4, of: 4 }],
    ]);
    expect(canary.events[0]).toMatchObject({ remote: 'mf_catalog', build: 'b2', who: 'canary-analysis' });
  });

  it('is never rolled back in 25 whole walks of identical code, reading after reading', async () => {
    const outcomes: string[] = [];
    for (let seed = 100; seed < 125; seed += 1) {
      const canary = walk(seed, LIVE);
      await canary.run(25);
      outcomes.push(
        canary.state().live?.build === 'b2' ? 'promoted' : `not promoted: ${canary.analysis().at(-1)?.reason}`,
      );
    }
    expect(outcomes).toEqual(Array(25).fill('promoted'));
  });

  it('is rolled back at its first step when it throws for shoppers, after 3 failed readings in a row', async () => {
    const canary = walk(2, { ...LIVE, failing: 0.35 });
    await canary.run(5);
    expect(canary.state().canary).toBeNull();
    expect(canary.state().live?.build).toBe('b1');
    const [rollback] = canary.analysis();
    expect(rollback).toMatchObject({ action: 'end-canary', build: 'b2' });
    expect(rollback!.reason).toMatch(/^worse than live \(failing-shoppers\): .*; 3 judgements in a row$/);
    expect(canary.events).toEqual([
      expect.objectContaining({ action: 'rollback', share: 0, step: { at: 1, of: 4 }, reason: rollback!.reason }),
    ]);
  });

  it('neither moves nor is rolled back while it has too few shoppers, and is judged once it has them', async () => {
    const canary = walk(3, { ...LIVE, failing: 1 });
    // 5 % of 30 shoppers a minute: 1 or 2 a minute, all of them failing — but fewer than 20 to judge by.
    await canary.run(10, 30);
    expect(canary.state().canary).toMatchObject({ share: 5, policy: { step: 0 } });
    expect(canary.analysis()).toEqual([]);
    expect(canary.events).toEqual([]);
    // Shoppers come: 5 % of 600 a minute reach 20 within the step's window, and its failures are seen.
    await canary.run(3, 600);
    expect(canary.state().canary).toBeNull();
    expect(canary.analysis().map((entry) => entry.action)).toEqual(['end-canary']);
  });

  it('waits while the metrics engine is down, says so once, and goes on when it answers again', async () => {
    const canary = walk(4, LIVE);
    canary.metrics.down = true;
    await canary.run(8);
    expect(canary.state().canary).toMatchObject({ share: 5 });
    expect(canary.analysis()).toEqual([
      expect.objectContaining({
        action: 'analysis-failed',
        reason:
          'judgement failed: unknown, the metrics did not answer: http://127.0.0.1:9 did not answer: ECONNREFUSED',
      }),
    ]);
    canary.metrics.down = false;
    await canary.run(1);
    expect(canary.state().canary).toMatchObject({ share: 10 });
  });

  it('keeps its step and the time it started across a restart of the registry', async () => {
    const canary = walk(5, LIVE, path.join(dir, 'registry.sqlite'));
    await canary.run(7);
    const before = canary.state().canary;
    expect(before).toMatchObject({ share: 10, policy: { step: 1 } });
    canary.restart();
    expect(canary.state().canary).toEqual(before);
    await canary.run(4);
    expect(canary.state().canary).toMatchObject({ share: 25, policy: { step: 2 } });
  });
});
