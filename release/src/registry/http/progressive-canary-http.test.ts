import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { canaryAnalysisFrom } from '../canary/canary-settings';
import { seeded, SimulatedMetrics, type Population } from '../canary/evidence/testing/simulated-metrics';
import { publishedBuild, VERIFIED } from '../state/published-fixtures';
import { RegistryStore } from '../state/registry-store';
import type { RegistryDocument } from '../../shared/registry-model';
import { hashToken } from './deploy-tokens';
import { createRegistryServer } from './registry-server';

const TOKEN = 'catalog-secret';
const grants = [{ who: 'catalog-team', remotes: ['mf_catalog'], sha256: hashToken(TOKEN) }];
const LIVE: Population = { failing: 0.03, lcp: { median: 1800, sigma: 0.5 }, inp: { median: 120, sigma: 0.6 } };

/** A local HTTP server, answering what `handle` says to each request's URL and JSON body. */
async function listen(handle: (url: URL, body: string) => { status: number; json: unknown } | null) {
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const said = handle(new URL(request.url ?? '/', 'http://localhost'), body);
      if (!said) return void response.writeHead(404).end();
      response.writeHead(said.status, { 'content-type': 'application/json' }).end(JSON.stringify(said.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a progressive canary through the registry over HTTP, judged from a Prometheus query API', () => {
  let app: FastifyInstance;
  let prometheus: { url: string; close(): Promise<void> };
  let hook: Awaited<ReturnType<typeof listen>>;
  const told: { text: string; action: string; share: number }[] = [];
  const metrics = new SimulatedMetrics(seeded(9));
  let feeding: NodeJS.Timeout;

  beforeEach(async () => {
    told.length = 0;
    // The simulated shoppers answer the real client's queries (/api/v1/query at its `time`), as Prometheus' JSON.
    const server: Server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const query = url.searchParams.get('query') ?? '';
      const atMs = Number(url.searchParams.get('time')) * 1000;
      const answer = query.startsWith('sum by (le)')
        ? metrics
            .vector(query, atMs, 'le')
            .then((values) =>
              [...values].map(([le, value]) => ({ metric: { le }, value: [atMs / 1000, String(value)] })),
            )
        : metrics
            .scalar(query, atMs)
            .then((value) => (value === null ? [] : [{ metric: {}, value: [atMs / 1000, String(value)] }]));
      answer
        .then((result) => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ status: 'success', data: { resultType: 'vector', result } }));
        })
        .catch((error: Error) => {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ status: 'error', error: error.message }));
        });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    prometheus = {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
    hook = await listen((_url, body) => {
      told.push(JSON.parse(body) as (typeof told)[number]);
      return { status: 200, json: 'ok' };
    });

    const store = new RegistryStore(':memory:');
    for (const build of ['b1', 'b2']) {
      store.publish(publishedBuild(build), { who: 'team' });
      store.recordVerification('mf_catalog', build, VERIFIED, { who: 'team' });
    }
    store.promote('mf_catalog', 'b1', { who: 'team' });
    const log = { warn: jest.fn(), info: jest.fn() };
    const analysis = canaryAnalysisFrom(
      { RELEASE_METRICS_URL: prometheus.url, RELEASE_WEBHOOK_URL: `${hook.url}/hook` },
      log,
    );
    app = createRegistryServer({
      store,
      grants,
      analysisMs: 100,
      allowedOrigins: ['https://cdn.example'],
      checks: {
        files: async () => ({ check: 'files', passed: true, detail: 'unchanged' }),
        verify: async () => ({ checks: VERIFIED.checks, skipped: [] }),
      },
      ...analysis,
    });
    await app.ready();
    // Shoppers of both builds every 100 ms, split by the canary's share as the shells would split them.
    feeding = setInterval(() => {
      const share = store.state().remotes.mf_catalog?.canary?.share ?? 0;
      metrics.visit(Date.now(), 'mf_catalog', 'b2', Math.round((20 * share) / 100), LIVE);
      metrics.visit(Date.now(), 'mf_catalog', 'b1', 20 - Math.round((20 * share) / 100), LIVE);
    }, 100);
  });

  afterEach(async () => {
    clearInterval(feeding);
    await app.close();
    await prometheus.close();
    await hook.close();
  });

  const promote = (body: object) =>
    app.inject({
      method: 'POST',
      url: '/v1/remotes/mf_catalog/promote',
      payload: body,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
  const policy = { marginPct: 5, windowS: 2, minShoppers: 5, failuresInRow: 2 };

  it('refuses steps that cannot mean one thing', async () => {
    for (const [body, message] of [
      [{ canaryShare: 10, policy: { ...policy, steps: [10, 50] } }, 'policy: steps and intervalS go together'],
      [
        { canaryShare: 10, policy: { ...policy, steps: [50, 10], intervalS: 1 } },
        'policy.steps: each step above the last',
      ],
      [
        { canaryShare: 5, policy: { ...policy, steps: [10, 50], intervalS: 1 } },
        'a progressive canary starts at its first step (10 %)',
      ],
      [
        { canaryShare: 10, policy: { ...policy, steps: [10, 50], intervalS: 1, promoteAfterS: 5 } },
        'policy: a progressive canary is promoted after its last step',
      ],
    ] as const) {
      const answer = await promote({ build: 'b2', ...body });
      expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([400, message]);
    }
  });

  it('walks its steps from the figures Prometheus answers, is promoted, and tells the webhook each time', async () => {
    const started = await promote({
      build: 'b2',
      canaryShare: 10,
      policy: { ...policy, steps: [10, 50], intervalS: 1 },
    });
    expect(started.statusCode).toBe(200);
    const status = async () => (await app.inject({ url: '/v1/status' })).json<RegistryDocument>();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await status()).remotes.mf_catalog?.live?.build !== 'b2') {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const history = (await status()).history.filter((entry) => entry.who === 'canary-analysis');
    expect(history.map((entry) => entry.action)).toEqual(['canary-step', 'promote']);
    expect(history[0]!.reason).toMatch(/^step 1 of 2 \(10 %\) passed after \d s: no worse than live: failing shoppers/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(told.map((event) => [event.action, event.share])).toEqual([
      ['canary', 10],
      ['canary-step', 50],
      ['promote', 100],
    ]);
    expect(told[0]!.text).toBe(
      'mf_catalog b2: canary started (10 % of shoppers, step 1 of 2) by catalog-team — started',
    );
  });
});
