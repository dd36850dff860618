import { liveMapSchema } from '@shop/serve';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { hashToken, type DeployGrant } from './deploy-tokens';
import { createRegistryServer } from './registry-server';
import { RegistryStore } from '../state/registry-store';
import { secretSha256 } from '../state/preview-keys';
import type { BuildChecks } from '../verify/verify-build';
import type { LiveMap, QaPolicy, StatusAnswer } from '../../shared/registry-model';

const grant = (who: string, token: string, rest: Partial<DeployGrant> = {}): DeployGrant => ({
  who,
  remotes: '*',
  sha256: hashToken(token),
  ...rest,
});
const grants = [
  grant('release-manager', 'manager'),
  grant('catalog-team', 'team', { remotes: ['mf_catalog'] }),
  grant('shells', 'shells', { role: 'shell', remotes: [] }),
  grant('catalog-qa', 'qa', { role: 'qa', remotes: ['mf_catalog'] }),
  grant('checkout-qa', 'checkout-qa', { role: 'qa', remotes: ['mf_checkout'] }),
  grant('qa-lead', 'qa-lead', { role: 'qa' }),
];
const CDN = 'https://cdn.example';
const manifest = (build: string) => `${CDN}/mf_catalog/${build}/mf-manifest.json`;
const digest = (fill: string) => `sha256:${fill.repeat(64)}`;
// Every file is the content published: promote's own check passes, so what refuses is QA's gate alone.
/** What happens while promote reads the build's files back from the CDN (an await before its transaction). */
let whileFilesChecked: () => void = () => {};
const checks: BuildChecks = {
  files: async () => {
    whileFilesChecked();
    return { check: 'files', passed: true, detail: 'as published' };
  },
  verify: async () => ({ checks: [], skipped: [] }),
};

let clock: Date;
let store: RegistryStore;
let app: FastifyInstance;

function start(qaRequired: QaPolicy = []) {
  whileFilesChecked = () => {};
  clock = new Date('2026-11-28T10:00:00.000Z');
  store = new RegistryStore(':memory:', () => clock, { qaRequired });
  app = createRegistryServer({ store, grants, analysisMs: 0, allowedOrigins: [CDN], checks });
}
afterEach(async () => app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, body?: object) =>
  app.inject({
    method,
    url,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
const map = async () => v.parse(liveMapSchema, (await app.inject({ url: '/v1/registry' })).json()) as LiveMap;

/** A build published and, unless said, passed by the registry's verify (as its verify route records it). */
function published(build: string, fill: string, verified = true) {
  store.publish(
    { remote: 'mf_catalog', build, manifest: manifest(build), digest: digest(fill), sharedVersions: {} },
    { who: 'catalog-team' },
  );
  const outcome = ['files', 'shared-versions', 'pages'].map((check) => ({
    check: check as 'files',
    passed: verified,
    detail: verified ? 'fine' : 'the home page threw',
  }));
  store.recordVerification(
    'mf_catalog',
    build,
    { checks: outcome, digest: digest(fill), skipped: [] },
    { who: 'catalog-team' },
  );
}
const previewOf = (build: string, token = 'qa', body: object = {}) =>
  call('POST', `/v1/remotes/mf_catalog/builds/${build}/previews`, token, body);
const verdictOn = (build: string, body: object, token = 'qa') =>
  call('POST', `/v1/remotes/mf_catalog/builds/${build}/qa`, token, body);
const promote = (build: string, extra: object = {}) =>
  call('POST', '/v1/remotes/mf_catalog/promote', 'team', { build, ...extra });

describe("QA's grants", () => {
  beforeEach(() => {
    start();
    published('b1', 'a');
  });

  it.each([
    ["a team's deploy token, even for its own remote", 'team'],
    ["the shells' token", 'shells'],
    ["another remote's QA token", 'checkout-qa'],
  ])('refuses %s a preview and a verdict (403), and nothing is made', async (_, token) => {
    const before = await map();
    expect((await previewOf('b1', token)).statusCode).toBe(403);
    expect((await verdictOn('b1', { passed: true, run: 'ci-1' }, token)).statusCode).toBe(403);
    expect(await map()).toEqual(before);
    expect(store.qaVerdict('mf_catalog', 'b1')).toBeNull();
  });

  it('refuses every QA route without a token (401)', async () => {
    expect((await previewOf('b1', '')).statusCode).toBe(401);
    expect((await verdictOn('b1', { passed: true, run: 'ci-1' }, '')).statusCode).toBe(401);
    expect((await call('POST', '/v1/staff-keys', null, {})).statusCode).toBe(401);
    expect((await call('GET', '/v1/previews', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/v1/previews/x', null)).statusCode).toBe(401);
  });

  it("keeps a QA token from a team's changes: no publish, verify, promote nor rollback", async () => {
    for (const [url, body] of [
      ['/v1/remotes/mf_catalog/builds', { build: 'b9', manifest: manifest('b9'), digest: digest('9') }],
      ['/v1/remotes/mf_catalog/builds/b1/verify', {}],
      ['/v1/remotes/mf_catalog/promote', { build: 'b1' }],
      ['/v1/remotes/mf_catalog/rollback', {}],
    ] as const) {
      expect((await call('POST', url, 'qa', body)).statusCode).toBe(403);
    }
    expect(store.read().remotes.mf_catalog?.live).toBeNull();
  });

  it('lets a release manager make previews and record verdicts too', async () => {
    expect((await previewOf('b1', 'manager')).statusCode).toBe(201);
    expect((await verdictOn('b1', { passed: true, run: 'by-hand' }, 'manager')).statusCode).toBe(201);
  });
});

describe("QA's preview keys", () => {
  beforeEach(() => {
    start();
    published('b1', 'a');
    published('b2', 'b');
  });

  it('shows a verified build to the key, in the map by its hash only, many at once beside verify’s own', async () => {
    const version = (await map()).version;
    const first = await previewOf('b1', 'qa', { seconds: 600 });
    const second = await previewOf('b2');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const made = first.json<{
      id: string;
      key: string;
      remote: string;
      build: string;
      digest: string;
      until: string;
    }>();
    expect(made).toMatchObject({
      remote: 'mf_catalog',
      build: 'b1',
      digest: digest('a'),
      until: '2026-11-28T10:10:00.000Z',
    });
    expect(made.key).toMatch(/^mf_catalog\.[A-Za-z0-9_-]{43}$/);
    const after = await map();
    expect(after.version).toBe(version + 2);
    expect(after.remotes.mf_catalog?.previews).toEqual([
      { build: 'b1', manifest: manifest('b1'), keySha256: secretSha256(made.key.split('.')[1]!), until: made.until },
      expect.objectContaining({ build: 'b2', until: '2026-11-28T11:00:00.000Z' }),
    ]);
    // Verify's own preview is untouched, and no key appears anywhere in what is served.
    expect(after.remotes.mf_catalog?.preview).toBeNull();
    const listed = JSON.stringify((await call('GET', '/v1/previews', 'qa')).json());
    const status = JSON.stringify((await app.inject({ url: '/v1/status' })).json());
    for (const text of [JSON.stringify(after), listed, status]) expect(text).not.toContain(made.key.split('.')[1]);
  });

  it('refuses a build that has not passed verify, and one never published', async () => {
    published('b3', 'c', false);
    const refused = await previewOf('b3');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'not_verified' });
    expect((await previewOf('nope')).json()).toMatchObject({ error: 'unknown_build' });
    expect((await map()).remotes.mf_catalog?.previews).toBeUndefined();
  });

  it.each([[9], [86_401], [1.5], ['3600']])('refuses a preview lasting %p seconds', async (seconds) => {
    expect((await previewOf('b1', 'qa', { seconds })).statusCode).toBe(400);
  });

  it('leaves an expired key out of the map, and a revoked one at once with the version moved', async () => {
    const short = (await previewOf('b1', 'qa', { seconds: 60 })).json<{ id: string }>();
    const long = (await previewOf('b2')).json<{ id: string }>();
    clock = new Date('2026-11-28T10:01:00.000Z');
    expect((await map()).remotes.mf_catalog?.previews?.map((key) => key.build)).toEqual(['b2']);
    const version = (await map()).version;
    const ended = await call('DELETE', `/v1/previews/${long.id}`, 'qa');
    expect(ended.statusCode).toBe(200);
    const after = await map();
    expect(after.version).toBe(version + 1);
    expect(after.remotes.mf_catalog?.previews).toBeUndefined();
    const listed = (await call('GET', '/v1/previews', 'qa')).json<{ previews: { id: string; revoked: boolean }[] }>();
    expect(listed.previews.map(({ id, revoked }) => ({ id, revoked }))).toEqual(
      expect.arrayContaining([
        { id: short.id, revoked: false },
        { id: long.id, revoked: true },
      ]),
    );
  });

  it("keeps one remote's QA from listing or ending another's keys", async () => {
    const made = (await previewOf('b1')).json<{ id: string }>();
    expect((await call('GET', '/v1/previews', 'checkout-qa')).json()).toEqual({ previews: [] });
    expect((await call('DELETE', `/v1/previews/${made.id}`, 'checkout-qa')).statusCode).toBe(403);
    expect((await call('DELETE', '/v1/previews/unknown', 'qa')).statusCode).toBe(404);
    expect((await map()).remotes.mf_catalog?.previews).toHaveLength(1);
  });

  it('makes staff keys for a QA grant of every remote or a manager only, and puts their hash in the map', async () => {
    expect((await call('POST', '/v1/staff-keys', 'qa', {})).statusCode).toBe(403);
    expect((await call('POST', '/v1/staff-keys', 'team', {})).statusCode).toBe(403);
    const made = await call('POST', '/v1/staff-keys', 'qa-lead', {});
    expect(made.statusCode).toBe(201);
    const staff = made.json<{ id: string; key: string; until: string }>();
    expect(staff.key).toMatch(/^staff\.[A-Za-z0-9_-]{43}$/);
    expect(staff.until).toBe('2026-11-28T18:00:00.000Z');
    expect((await map()).staff).toEqual([
      { keySha256: secretSha256(staff.key.slice('staff.'.length)), until: staff.until },
    ]);
    expect((await call('POST', '/v1/staff-keys', 'manager', { seconds: 604_801 })).statusCode).toBe(400);
    expect((await call('DELETE', `/v1/previews/${staff.id}`, 'qa')).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/previews/${staff.id}`, 'manager')).statusCode).toBe(200);
    expect((await map()).staff).toBeUndefined();
  });
});

describe("QA's verdicts and the policy", () => {
  beforeEach(() => {
    start(['mf_catalog']);
    published('b1', 'a');
  });

  it('records a verdict against the build’s digest, newest first, and refuses another content’s', async () => {
    const mismatch = await verdictOn('b1', { passed: true, run: 'ci-1', digest: digest('f') });
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json()).toMatchObject({ error: 'digest_mismatch' });
    expect((await verdictOn('b1', { passed: true, run: '' })).statusCode).toBe(400);
    expect((await verdictOn('b1', { passed: true, run: 'ci-1', report: 'javascript:alert(1)' })).statusCode).toBe(400);
    const body = { passed: false, run: 'ci-1', report: 'https://ci.example/1', summary: { passed: 40, failed: 2 } };
    expect((await verdictOn('b1', body)).statusCode).toBe(201);
    clock = new Date('2026-11-28T10:05:00.000Z');
    const second = await verdictOn('b1', {
      passed: true,
      run: 'ci-2',
      digest: digest('a'),
      pages: { mf_catalog: 'b1' },
    });
    expect(second.json().verdict).toMatchObject({ passed: true, run: 'ci-2', who: 'catalog-qa', digest: digest('a') });
    const read = (await app.inject({ url: '/v1/remotes/mf_catalog/builds/b1/qa' })).json();
    expect(read.verdict).toMatchObject({ passed: true, run: 'ci-2', at: '2026-11-28T10:05:00.000Z', report: null });
    const status = (await app.inject({ url: '/v1/status' })).json<StatusAnswer>();
    expect(status.qa).toMatchObject({ required: ['mf_catalog'], verdicts: { mf_catalog: { b1: { run: 'ci-2' } } } });
  });

  it.each([
    ['promote', {}],
    ['promote --canary', { canaryShare: 10 }],
    ['canary', { canaryShare: 10, policy: { marginPct: 5, windowS: 300, minShoppers: 20 } }],
  ])(
    'refuses %s without a verdict and after a failed one, dry run or not, and lets a passing one through',
    async (_, extra) => {
      for (const dryRun of [true, false]) {
        const missing = await promote('b1', { ...extra, dryRun });
        expect(missing.statusCode).toBe(409);
        expect(missing.json()).toEqual({
          error: 'qa_required',
          message:
            "mf_catalog build b1 has no QA verdict: run QA's journeys against a preview (pnpm release preview mf_catalog b1)",
        });
      }
      await verdictOn('b1', { passed: false, run: 'nightly-7', report: 'https://ci.example/7' });
      for (const dryRun of [true, false]) {
        const failed = await promote('b1', { ...extra, dryRun });
        expect(failed.json()).toEqual({
          error: 'qa_failed',
          message: 'QA run nightly-7 failed for mf_catalog build b1 (report: https://ci.example/7)',
        });
      }
      const remote = (await map()).remotes.mf_catalog;
      expect([remote?.live, remote?.canary]).toEqual([null, null]);
      await verdictOn('b1', { passed: true, run: 'nightly-8' });
      expect((await promote('b1', { ...extra, dryRun: true })).json()).toMatchObject({ dryRun: true });
      expect((await promote('b1', extra)).statusCode).toBe(200);
    },
  );

  it('takes the verdict as it is when the change is made: a failed run posted while the files are checked refuses it', async () => {
    await verdictOn('b1', { passed: true, run: 'ci-1' });
    whileFilesChecked = () =>
      store.recordQaVerdict(
        'mf_catalog',
        'b1',
        { passed: false, run: 'ci-2', report: null, summary: null, pages: null },
        { who: 'qa' },
      );
    const refused = await promote('b1');
    expect(refused.json()).toMatchObject({
      error: 'qa_failed',
      message: expect.stringContaining('QA run ci-2 failed'),
    });
    expect((await map()).remotes.mf_catalog?.live).toBeNull();
  });

  it('asks nothing of a remote the policy does not name', async () => {
    await app.close();
    start(['mf_checkout']);
    published('b1', 'a');
    expect((await promote('b1')).statusCode).toBe(200);
  });
});
