import type { FastifyInstance } from 'fastify';
import { publishedBuild, VERIFIED } from '../state/published-fixtures';
import { RegistryStore } from '../state/registry-store';
import type { ReadVerdict } from '../canary/judge/judge-canaries';
import { createRegistryServer } from './registry-server';

const METRICS_SAID =
  'worse than live (failing-shoppers): failing shoppers canary 30.0 % of 40, live 3.0 % of 400; over 60 s (metrics)';

describe('the teams page shows the judge that acts', () => {
  let app: FastifyInstance;
  let store: RegistryStore;
  let verdict: Awaited<ReturnType<ReadVerdict>>;

  beforeEach(async () => {
    store = new RegistryStore(':memory:');
    for (const build of ['b1', 'b2']) {
      store.publish(publishedBuild(build), { who: 'team' });
      store.recordVerification('mf_catalog', build, VERIFIED, { who: 'team' });
    }
    store.promote('mf_catalog', 'b1', { who: 'team' });
    // Many judgements in a row needed: the canary stays while the page is read.
    store.promote('mf_catalog', 'b2', { who: 'team' }, 10, {
      marginPct: 5,
      windowS: 300,
      minShoppers: 20,
      failuresInRow: 1000,
    });
    verdict = { action: 'rollback', reason: METRICS_SAID };
    // The registry's own figures stay empty, as they are when the shells count into Prometheus.
    app = createRegistryServer({ store, grants: [], analysisMs: 20, metrics: async () => verdict });
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  /** The page once the judge has reached the canary (a generous bound: it runs every 20 ms). */
  async function judgedPage(containing: string): Promise<string> {
    const until = Date.now() + 5_000;
    for (;;) {
      const html = (await app.inject({ method: 'GET', url: '/teams' })).body;
      if (html.includes(containing) || Date.now() > until) return html;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("says what the metrics judge found, never the registry's empty figures", async () => {
    const html = await judgedPage('failed: worse than live');
    expect(html).toContain(
      `<strong class="check-failed">failed: worse than live</strong> — ${METRICS_SAID.replace(/'/g, '&#39;')}`,
    );
    expect(html).not.toContain('waiting');
    expect(html).toContain("by the metrics engine's checks");
    expect(html).toMatch(/<dd>\d+ of 1000 say roll back<\/dd>/);
  });

  it('follows the judge: a later round that waits is what the page says then', async () => {
    await judgedPage('failed: worse than live');
    verdict = { action: 'wait', reason: 'too few shoppers to judge by: canary 3, live 40 shoppers of 20 each' };
    const html = await judgedPage('waiting: not enough to judge by yet');
    expect(html).toContain('too few shoppers to judge by: canary 3, live 40 shoppers of 20 each');
    expect(html).not.toContain('failed: worse than live');
  });

  it('shows no verdict of an earlier canary on the one started after it', async () => {
    await judgedPage('failed: worse than live');
    await app.close();
    store.endCanary('mf_catalog', { who: 'on-call' });
    store.promote('mf_catalog', 'b2', { who: 'team' }, 5, { marginPct: 5, windowS: 300, minShoppers: 20 });
    app = createRegistryServer({ store, grants: [], analysisMs: 0, metrics: async () => verdict });
    const html = (await app.inject({ method: 'GET', url: '/teams' })).body;
    expect(html).toContain('none yet: the judge has not reached this canary');
    expect(html).not.toContain('failed: worse than live');
  });
});
