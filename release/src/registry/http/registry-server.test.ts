import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashToken, type DeployGrant } from './deploy-tokens';
import type { BuildChecks } from '../verify/verify-build';
import type { CheckResult, LiveMap, RegistryDocument } from '../../shared/registry-model';
import { createRegistryServer } from './registry-server';
import { RegistryStore } from '../state/registry-store';

const CATALOG_TOKEN = 'catalog-secret';
const RELEASE_TOKEN = 'release-manager-secret';
const SHELLS_TOKEN = 'shells-secret';
const grants: DeployGrant[] = [
  { who: 'catalog-team', remotes: ['mf_catalog'], sha256: hashToken(CATALOG_TOKEN) },
  { who: 'release-managers', remotes: '*', sha256: hashToken(RELEASE_TOKEN) },
  { who: 'shells', role: 'shell', remotes: [], sha256: hashToken(SHELLS_TOKEN) },
];
const manifest = (build: string) => `https://cdn.example/mf_catalog/${build}/mf-manifest.json`;
const digest = (build: string) => `sha256:${build.padEnd(64, '0').replace(/[^0-9a-f]/g, 'f')}`;
const passed: CheckResult[] = [
  { check: 'files', passed: true, detail: '12 files' },
  { check: 'shared-versions', passed: true, detail: 'compatible' },
  { check: 'pages', passed: true, detail: '6 pages' },
];
/** What the registry's own verify finds, per build (the checks themselves are tested against a real CDN). */
const found = new Map<string, CheckResult[]>();
const checks: BuildChecks = {
  files: async () => ({ check: 'files', passed: true, detail: 'unchanged' }),
  verify: async (_remote, build) => ({ checks: found.get(build.build) ?? passed, skipped: [] }),
};

let dir: string;
let app: FastifyInstance;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-'));
  found.clear();
  app = createRegistryServer({
    store: new RegistryStore(path.join(dir, 'registry.sqlite')),
    grants,
    analysisMs: 50,
    allowedOrigins: ['https://cdn.example'],
    checks,
  });
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, body: object, token: string | null = CATALOG_TOKEN) =>
  app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const live = async () => (await app.inject({ url: '/v1/registry' })).json<LiveMap>().remotes.mf_catalog;
const status = async () => (await app.inject({ url: '/v1/status' })).json<RegistryDocument>();

const publish = (build: string, token: string | null = CATALOG_TOKEN, remote = 'mf_catalog') =>
  post(
    `/v1/remotes/${remote}/builds`,
    { build, manifest: manifest(build).replace('mf_catalog', remote), digest: digest(build) },
    token,
  );

/** Asks the registry to verify a build and waits for what it found. */
async function verify(build: string) {
  const asked = await post(`/v1/remotes/mf_catalog/builds/${build}/verify`, {});
  expect(asked.statusCode).toBe(200);
  for (;;) {
    const job = (await app.inject({ url: `/v1/verifications/${asked.json<{ job: string }>().job}` })).json();
    if (job.state === 'done') return job as { passed: boolean };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function publishAndVerify(build: string) {
  expect((await publish(build)).statusCode).toBe(200);
  expect((await verify(build)).passed).toBe(true);
}

describe('the release registry', () => {
  it('publishes a build without making it live; only a verified build is promoted', async () => {
    await publish('b1');
    expect(await live()).toEqual({ live: null, canary: null, preview: null });
    const early = await post('/v1/remotes/mf_catalog/promote', { build: 'b1' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: 'not_verified' });

    found.set('b1', [{ check: 'files', passed: false, detail: 'page-product-detail.1234abcd.js: 404' }]);
    expect((await verify('b1')).passed).toBe(false);
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b1' })).statusCode).toBe(409);

    found.delete('b1');
    expect((await verify('b1')).passed).toBe(true);
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b1', reason: 'first' })).statusCode).toBe(200);
    expect(await live()).toEqual({ live: { build: 'b1', manifest: manifest('b1') }, canary: null, preview: null });
  });

  it('rolls back to the previous live build, and further back each time', async () => {
    for (const build of ['b1', 'b2', 'b3']) {
      await publishAndVerify(build);
      await post('/v1/remotes/mf_catalog/promote', { build });
    }
    await post('/v1/remotes/mf_catalog/rollback', { reason: 'errors up' });
    expect((await live())?.live?.build).toBe('b2');
    await post('/v1/remotes/mf_catalog/rollback', {});
    expect((await live())?.live?.build).toBe('b1');
    const none = await post('/v1/remotes/mf_catalog/rollback', {});
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: 'no_previous' });
    const history = (await status()).history.filter((entry) => entry.action === 'rollback');
    expect(history.map(({ build, previous, who, reason }) => ({ build, previous, who, reason }))).toEqual([
      { build: 'b2', previous: 'b3', who: 'catalog-team', reason: 'errors up' },
      { build: 'b1', previous: 'b2', who: 'catalog-team', reason: '' },
    ]);
  });

  it('gives a canary its share beside the live build; promoting it ends the canary', async () => {
    await publishAndVerify('b1');
    await post('/v1/remotes/mf_catalog/promote', { build: 'b1' });
    await publishAndVerify('b2');
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare: 150 })).statusCode).toBe(400);
    await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare: 10 });
    expect(await live()).toEqual({
      live: { build: 'b1', manifest: manifest('b1') },
      canary: { build: 'b2', manifest: manifest('b2'), share: 10 },
      preview: null,
    });
    await post('/v1/remotes/mf_catalog/promote', { build: 'b2' });
    expect(await live()).toEqual({ live: { build: 'b2', manifest: manifest('b2') }, canary: null, preview: null });
  });

  it('refuses a change without a valid token, or for a remote the token is not granted, and changes nothing', async () => {
    const before = await status();
    expect((await publish('x', null)).statusCode).toBe(401);
    expect((await publish('x', 'guess')).statusCode).toBe(401);
    expect((await publish('x', CATALOG_TOKEN, 'mf_checkout')).statusCode).toBe(403);
    expect(await status()).toEqual(before);
    expect((await publish('x', RELEASE_TOKEN, 'mf_checkout')).statusCode).toBe(200);
  });

  it('takes two promotions sent at once one after the other: both in the history, the registry consistent', async () => {
    await publishAndVerify('b1');
    await publishAndVerify('b2');
    const answers = await Promise.all([
      post('/v1/remotes/mf_catalog/promote', { build: 'b1' }),
      post('/v1/remotes/mf_catalog/promote', { build: 'b2' }, RELEASE_TOKEN),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const document = await status();
    const promotions = document.history.filter((entry) => entry.action === 'promote');
    expect(promotions).toHaveLength(2);
    expect(document.remotes.mf_catalog?.live?.build).toBe(promotions[1]!.build);
    expect(promotions[1]!.previous).toBe(promotions[0]!.build);
    expect(document.history.map((entry) => entry.seq)).toEqual(document.history.map((_, index) => index + 1));
  });

  it('answers shells with an ETag, and 304 while nothing changed', async () => {
    const first = await app.inject({ url: '/v1/registry' });
    const etag = String(first.headers.etag);
    expect((await app.inject({ url: '/v1/registry', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await publishAndVerify('b1');
    expect((await app.inject({ url: '/v1/registry', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('rolls a canary back by itself when shoppers and the servers see it fail, with the figures in the history and on the teams page', async () => {
    await publishAndVerify('b1');
    await post('/v1/remotes/mf_catalog/promote', { build: 'b1' });
    await publishAndVerify('b2');
    const policy = { marginPct: 5, windowS: 300, minShoppers: 10, failuresInRow: 2 };
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare: 20, policy })).statusCode).toBe(
      200,
    );
    const signal = (k: string, b: string, u: number) => ({ k, r: 'mf_catalog', b, n: 'page', u: `shopper-${u}` });
    const signals = [
      ...Array.from({ length: 40 }, (_, u) => signal('view', 'b1', u)),
      ...Array.from({ length: 12 }, (_, u) => signal('view', 'b2', 100 + u)),
      ...Array.from({ length: 6 }, (_, u) => signal('render-error', 'b2', 100 + u)),
    ];
    // All from one network (no tag): corroborated by what the shell servers saw themselves, six renders of b2 failing.
    const seen = [{ r: 'mf_catalog', b: 'b2', k: 'render-failed', c: 6 }];
    expect((await post('/v1/signals', { s: signals, e: seen }, SHELLS_TOKEN)).statusCode).toBe(204);
    for (let waited = 0; (await live())?.canary && waited < 2_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await live())?.canary).toBeNull();
    const last = (await status()).history.at(-1)!;
    expect(last).toMatchObject({ action: 'end-canary', who: 'canary-analysis', build: 'b2' });
    expect(last.reason).toContain('canary 50 % of 12 shoppers failing (6 errors over 12 views)');
    expect(last.reason).toContain('2 judgements in a row');
    const page = await app.inject({ url: '/teams' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h2 id="remote-0">mf_catalog</h2>');
    // The canary the analysis ended is "rolled back", with why, never a blank role.
    expect(page.body).toMatch(
      /<th scope="row">b2<\/th><td>rolled back<br><small>canary rolled back by the analysis at [^<]+: failing shoppers up by more than 5 points, failing shoppers from 1 network \(3 corroborate\); servers saw 6 errors of this build [^:<]*; corroborated: canary 50 % of 12 shoppers failing[^<]*<\/small><\/td><td>12<\/td><td>6 \(50 %\)<\/td>/,
    );
    expect(page.body).toContain('<th scope="row">canary rolled back by the analysis</th>');
    expect(page.body).toMatch(
      /No canary now\. The last one, <strong>b2<\/strong>, started [^;]+; canary rolled back by the analysis \(canary-analysis/,
    );
  });

  it('serves the teams page with a chart per figure, the builds over time from its own signals, and the history', async () => {
    await publishAndVerify('b1');
    await post('/v1/remotes/mf_catalog/promote', { build: 'b1', reason: 'first <b>release</b>' });
    await publishAndVerify('b2');
    await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare: 10 });
    const signal = (k: string, b: string, u: number, extra: object = {}) => ({
      k,
      r: 'mf_catalog',
      b,
      u: `s-${u}`,
      ...extra,
    });
    await post(
      '/v1/signals',
      {
        s: [
          ...Array.from({ length: 4 }, (_, u) => signal('view', 'b1', u)),
          signal('view', 'b2', 10),
          signal('call-error', 'b2', 10, { n: 'cart.add' }),
          signal('vital', 'b1', 1, { n: 'LCP', v: 1500 }),
        ],
      },
      SHELLS_TOKEN,
    );
    const page = await app.inject({ url: '/teams?windowS=1800' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Releases per remote, figures over the last 30 min</h1>');
    const svgs = page.body.match(/<svg [^>]*role="img"/g) ?? [];
    expect(svgs).toHaveLength(3);
    // Both builds are lines of the failing-shoppers chart; the canary's start is marked on it.
    expect(page.body).toMatch(/<g class="line" data-build="live b1">[^]*?<g class="line" data-build="canary b2">/);
    expect(page.body).toContain('canary b2</text></g>');
    expect(page.body).toContain('canary b2: last 100 %, highest 100 %');
    expect(page.body).toContain('Figures from the registry&#39;s own signals.');
    expect(page.body).toContain('<dt>judged by</dt><dd>a person: no analysis policy');
    expect(page.body).toContain('<td>first &lt;b&gt;release&lt;/b&gt;</td>');
    expect(page.body).not.toContain('<b>release</b>');
  });

  it("counts signals from the shells' token only: none without a token, none with a team's", async () => {
    const signals = { s: [{ k: 'view', r: 'mf_catalog', b: 'b1', u: 'shopper-1' }] };
    const counted = async () => (await app.inject({ url: '/v1/signals?windowS=600' })).json<object>();
    expect((await post('/v1/signals', signals, null)).statusCode).toBe(401);
    expect((await post('/v1/signals', signals, 'guess')).statusCode).toBe(401);
    const team = await post('/v1/signals', signals, RELEASE_TOKEN);
    expect(team.statusCode).toBe(403);
    expect(team.json()).toMatchObject({ error: 'forbidden' });
    expect(await counted()).toEqual({});

    const noShopper = await post('/v1/signals', { s: [{ k: 'view', r: 'mf_catalog', b: 'b1' }] }, SHELLS_TOKEN);
    expect(noShopper.statusCode).toBe(400);
    expect(await counted()).toEqual({});
    expect((await post('/v1/signals', signals, SHELLS_TOKEN)).statusCode).toBe(204);
    expect(await counted()).toEqual({ mf_catalog: { b1: expect.objectContaining({ views: 1, shoppers: 1 }) } });
  });

  it("does not let the shells' token change the registry", async () => {
    const answer = await post('/v1/remotes/mf_catalog/builds', { build: 'x', manifest: manifest('x') }, SHELLS_TOKEN);
    expect(answer.statusCode).toBe(403);
    expect((await status()).history).toEqual([]);
  });

  it("logs the shells' reads at debug and changes at info", async () => {
    const lines: { level: number; msg: string; req?: { url: string } }[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const logged = createRegistryServer({
      store: new RegistryStore(path.join(dir, 'logged.sqlite')),
      grants,
      analysisMs: 0,
      logger: { level: 'info', stream },
      allowedOrigins: ['https://cdn.example'],
    });
    try {
      for (let i = 0; i < 5; i += 1) await logged.inject({ url: '/v1/registry' });
      expect(lines).toEqual([]);
      await logged.inject({
        method: 'POST',
        url: '/v1/remotes/mf_catalog/builds',
        payload: { build: 'b1', manifest: manifest('b1'), digest: digest('b1') },
        headers: { authorization: `Bearer ${CATALOG_TOKEN}` },
      });
      expect(lines.map((line) => line.msg)).toEqual([
        'incoming request',
        'release registry changed',
        'request completed',
      ]);
    } finally {
      await logged.close();
    }
  });
});
