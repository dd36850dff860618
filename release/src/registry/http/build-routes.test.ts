import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liveMapSchema } from '@shop/serve';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { BuildChecks } from '../verify/verify-build';
import { hashToken } from './deploy-tokens';
import type { CheckResult, LiveMap, RegistryDocument } from '../../shared/registry-model';
import { createRegistryServer } from './registry-server';
import { RegistryStore } from '../state/registry-store';

const TOKEN = 'catalog-secret';
const grants = [{ who: 'catalog-team', remotes: ['mf_catalog'], sha256: hashToken(TOKEN) }];
const CDN = 'https://cdn.example';
const manifest = (build: string, origin = CDN) => `${origin}/mf_catalog/${build}/mf-manifest.json`;
const digest = (fill: string) => `sha256:${fill.repeat(64)}`;

let dir: string;
let app: FastifyInstance;
/** What the CDN's files are now, per build: the files check's answer. */
let filesOk: Map<string, boolean>;
const previewed: string[] = [];
const checks: BuildChecks = {
  files: async (build): Promise<CheckResult> =>
    filesOk.get(build.build) === false
      ? { check: 'files', passed: false, detail: 'not on the CDN: page-home.1234abcd.js (404)' }
      : { check: 'files', passed: true, detail: '12 files reachable' },
  verify: async (_remote, build, request, showPreview) => {
    showPreview('b'.repeat(64));
    previewed.push(build.build);
    const checks: CheckResult[] = ['files', 'shared-versions', 'pages'].map((check) => ({
      check: check as CheckResult['check'],
      passed: true,
      detail: 'fine',
    }));
    return { checks, skipped: Object.entries(request.skip ?? {}).map(([route, reason]) => ({ route, reason })) };
  },
};

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-builds-'));
  filesOk = new Map();
  previewed.length = 0;
  app = createRegistryServer({
    store: new RegistryStore(path.join(dir, 'registry.json')),
    grants,
    analysisMs: 0,
    allowedOrigins: [CDN],
    checks,
  });
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (url: string, body: unknown, token: string | null = TOKEN) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
const status = async () => (await app.inject({ url: '/v1/status' })).json<RegistryDocument>();
const live = async () => (await app.inject({ url: '/v1/registry' })).json<LiveMap>().remotes.mf_catalog;
const publish = (build: string, fill = 'a', address = manifest(build)) =>
  post('/v1/remotes/mf_catalog/builds', { build, manifest: address, digest: digest(fill) });

async function verify(build: string, body: object = {}) {
  const asked = await post(`/v1/remotes/mf_catalog/builds/${build}/verify`, body);
  if (asked.statusCode !== 200) return asked;
  const job = asked.json<{ job: string }>().job;
  for (;;) {
    const state = (await app.inject({ url: `/v1/verifications/${job}` })).json<{ state: string }>();
    if (state.state === 'done') return asked;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function liveBuild(build: string) {
  expect((await publish(build)).statusCode).toBe(200);
  await verify(build);
  expect((await post('/v1/remotes/mf_catalog/promote', { build })).statusCode).toBe(200);
}

describe('the registry keeps a bad build from shoppers', () => {
  it.each([
    ['a share that was a typo (JSON has no NaN: null)', null],
    ['a share of text', '10%'],
    ['a share that is not whole', 10.5],
    ['a share of everyone', 100],
  ])('refuses %s and leaves live as it was', async (_, canaryShare) => {
    await liveBuild('b1');
    expect((await publish('b2', 'b')).statusCode).toBe(200);
    await verify('b2');
    const before = await status();
    const answer = await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/^canaryShare: /);
    expect(await status()).toEqual(before);
    expect((await live())?.live?.build).toBe('b1');
  });

  it('puts a build before staff alone with a share of 0, and refuses to judge such a canary', async () => {
    await liveBuild('b1');
    expect((await publish('b2', 'b')).statusCode).toBe(200);
    await verify('b2');
    const judged = await post('/v1/remotes/mf_catalog/promote', {
      build: 'b2',
      canaryShare: 0,
      policy: { marginPct: 5, windowS: 300, minShoppers: 20 },
    });
    expect(judged.statusCode).toBe(400);
    expect(judged.json().message).toContain('a canary for staff only (0 %) is not judged');
    expect((await live())?.canary).toBeNull();

    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare: 0 })).statusCode).toBe(200);
    // No shopper's bucket is below 0: only a staff key's browser is given the canary (shared/serve).
    expect(await live()).toMatchObject({ live: { build: 'b1' }, canary: { build: 'b2', share: 0 } });
  });

  it("answers shells with the live map they check it against (one schema, @shop/serve's)", async () => {
    await liveBuild('b1');
    const map: unknown = (await app.inject({ url: '/v1/registry' })).json();
    expect(v.is(liveMapSchema, map)).toBe(true);
  });

  it('binds a build id to its content: the same content again is nothing new, other content is refused', async () => {
    await liveBuild('b1');
    const before = await status();
    expect((await publish('b1')).statusCode).toBe(200);
    expect(await status()).toEqual(before);
    const other = await publish('b1', 'c');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'duplicate_build' });
    expect(other.json().message).toContain('build again under a new BUILD_ID');
    expect(await status()).toEqual(before);
  });

  it('re-checks the files before a build goes live, on promote and on rollback', async () => {
    await liveBuild('b1');
    expect((await publish('b2', 'b')).statusCode).toBe(200);
    await verify('b2');
    filesOk.set('b2', false);
    const promoted = await post('/v1/remotes/mf_catalog/promote', { build: 'b2', canaryShare: 1 });
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json()).toMatchObject({ error: 'files_changed' });
    expect(promoted.json().message).toContain('page-home.1234abcd.js (404)');
    expect((await live())?.canary).toBeNull();

    filesOk.set('b2', true);
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b2' })).statusCode).toBe(200);
    filesOk.set('b1', false);
    expect((await post('/v1/remotes/mf_catalog/rollback', {})).json()).toMatchObject({ error: 'files_changed' });
    expect((await live())?.live?.build).toBe('b2');
  });

  it('takes no verification from a client: the registry runs verify itself, with a preview of its own', async () => {
    expect((await publish('b1')).statusCode).toBe(200);
    const forged = await post('/v1/remotes/mf_catalog/builds/b1/verification', {
      checks: [{ check: 'files', passed: true, detail: 'trust me' }],
    });
    expect(forged.statusCode).toBe(404);
    expect((await post('/v1/remotes/mf_catalog/builds/b1/preview', { keySha256: 'a'.repeat(64) })).statusCode).toBe(
      404,
    );
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b1' })).json()).toMatchObject({
      error: 'not_verified',
    });

    await verify('b1', { skip: { activity: 'no campaign running' } });
    expect(previewed).toEqual(['b1']);
    expect((await live())?.preview).toMatchObject({ build: 'b1', keySha256: 'b'.repeat(64) });
    const verification = (await status()).remotes.mf_catalog?.builds.b1?.verification;
    expect(verification).toMatchObject({
      passed: true,
      by: 'catalog-team',
      digest: digest('a'),
      skipped: [{ route: 'activity', reason: 'no campaign running' }],
    });
  });

  it('refuses routes the remote does not own, and queues a second verify behind the first', async () => {
    expect((await publish('b1')).statusCode).toBe(200);
    expect((await publish('b2', 'b')).statusCode).toBe(200);
    const foreign = await post('/v1/remotes/mf_catalog/builds/b1/verify', { skip: { orderDetail: 'not ours' } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('mf_catalog has no route orderDetail');
    await Promise.all([verify('b1'), verify('b2')]);
    expect(previewed).toEqual(['b1', 'b2']);
  });

  it('keeps builds at the allowed origins, each in its own folder', async () => {
    const foreign = await publish('b1', 'a', manifest('b1', 'https://attacker.example'));
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().message).toContain('builds may live only at https://cdn.example (RELEASE_ALLOWED_ORIGINS)');
    const elsewhere = await publish('b1', 'a', `${CDN}/mf_checkout/b1/mf-manifest.json`);
    expect(elsewhere.statusCode).toBe(400);
    expect((await status()).remotes.mf_catalog).toBeUndefined();
  });

  it('says what a promote or a rollback would do in a dry run, and changes nothing', async () => {
    await liveBuild('b1');
    await liveBuild('b2');
    const before = await status();
    const promote = await post('/v1/remotes/mf_catalog/promote', { build: 'b1', dryRun: true });
    expect(promote.json()).toMatchObject({ dryRun: true, change: { action: 'promote', build: 'b1', previous: 'b2' } });
    const rollback = await post('/v1/remotes/mf_catalog/rollback', { dryRun: true });
    expect(rollback.json()).toMatchObject({
      dryRun: true,
      change: { action: 'rollback', build: 'b1', previous: 'b2' },
    });
    expect(await status()).toEqual(before);
  });
});
