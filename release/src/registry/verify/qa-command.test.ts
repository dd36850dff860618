import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../http/deploy-tokens';
import { createRegistryServer } from '../http/registry-server';
import { RegistryStore } from '../state/registry-store';
import { openRegistryDatabase } from '../state/registry-database';
import type { CheckResult, QaVerdict } from '../../shared/registry-model';
import type { QaCommandSettings } from './qa-command';

// RELEASE_QA_COMMAND run for real (`sh -c`, a tiny node script) by a registry listening on 127.0.0.1, after its
// verify passed: the verdict it records, and the preview key it revokes.
const TEAM = 'team-token';
const CDN = 'https://cdn.example';
const STORE = 'http://127.0.0.1:1';
const digest = `sha256:${'a'.repeat(64)}`;

/** Checks what the registry gave it, and that its preview key is in the registry's map for its build. */
const CHECKING_SCRIPT = `
const { createHash } = require('node:crypto');
const env = process.env;
const [remote, secret] = (env.E2E_PREVIEW || '').split('.');
const problems = [];
if (env.E2E_BASE_URL !== '${STORE}') problems.push('E2E_BASE_URL');
if (remote !== 'mf_catalog' || env.QA_REMOTE !== 'mf_catalog' || env.QA_BUILD !== 'b1') problems.push('remote/build');
if (env.QA_DIGEST !== '${digest}') problems.push('QA_DIGEST');
if (env.RELEASE_VERIFY_CUSTOMER !== undefined) problems.push('the registry secrets leaked');
fetch(env.E2E_QA_REGISTRY + '/v1/registry').then((r) => r.json()).then((map) => {
  const hash = createHash('sha256').update(secret || '').digest('hex');
  const previews = map.remotes.mf_catalog.previews || [];
  if (!previews.some((p) => p.build === 'b1' && p.keySha256 === hash)) problems.push('key not in the map');
  for (let i = 0; i < 100; i++) console.log('journey ' + i + ' ok');
  console.log(problems.length ? 'problems: ' + problems.join(', ') : 'all journeys passed');
  process.exit(problems.length ? 1 : 0);
});`;

let app: FastifyInstance;
let store: RegistryStore;
let url: string;
const saved = { ...process.env };

async function start(qa: Partial<QaCommandSettings>, verifyPasses = true, file = ':memory:') {
  store = new RegistryStore(file, undefined, { qaRequired: ['mf_catalog'] });
  const passed = (check: CheckResult['check']): CheckResult => ({ check, passed: verifyPasses, detail: 'fine' });
  app = createRegistryServer({
    store,
    grants: [{ who: 'catalog-team', remotes: ['mf_catalog'], sha256: hashToken(TEAM) }],
    analysisMs: 0,
    allowedOrigins: [CDN],
    checks: {
      files: async () => passed('files'),
      verify: async () => ({ checks: [passed('files'), passed('shared-versions'), passed('pages')], skipped: [] }),
    },
    qaCommand: { command: 'exit 0', store: STORE, timeoutS: 60, ...qa },
  });
  // As the registry's command does: the database closes in an onClose hook of its own, registered last.
  app.addHook('onClose', async () => store.database.close());
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.env.E2E_QA_REGISTRY = url;
  process.env.RELEASE_VERIFY_CUSTOMER = 'buyer@example.com:secret';
  const manifest = `${CDN}/mf_catalog/b1/mf-manifest.json`;
  store.publish({ remote: 'mf_catalog', build: 'b1', manifest, digest, sharedVersions: {} }, { who: 'catalog-team' });
}
afterEach(async () => {
  await app.close();
  process.env = { ...saved };
});

const post = (path: string, body: object) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${TEAM}`, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Verify b1, then wait for the command's verdict (a generous bound: the command gives up long before). */
async function verifiedAndJudged(): Promise<{ job: string; verdict: QaVerdict }> {
  const job = (await post('/v1/remotes/mf_catalog/builds/b1/verify', {})).json<{ job: string }>().job;
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const verdict = store.qaVerdict('mf_catalog', 'b1');
    const revoked = !store.liveMap().remotes.mf_catalog?.previews;
    if (verdict && revoked) return { job, verdict };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no verdict from RELEASE_QA_COMMAND');
}

describe('RELEASE_QA_COMMAND', () => {
  it('runs after a verify that passed with a preview key of the build, and records its pass as the verdict', async () => {
    await start({ command: `node -e "${CHECKING_SCRIPT.replace(/"/g, '\\"')}"` });
    const { job, verdict } = await verifiedAndJudged();
    expect(verdict).toMatchObject({ passed: true, run: `qa-command ${job}`, who: 'registry', digest });
    // The end of the output is kept, not all of it.
    expect(verdict.output?.split('\n')).toHaveLength(40);
    expect(verdict.output).toMatch(/journey 99 ok\nall journeys passed$/);
    expect(store.previewKeys()).toEqual([expect.objectContaining({ kind: 'preview', build: 'b1', revoked: true })]);
    expect((await post('/v1/remotes/mf_catalog/promote', { build: 'b1' })).statusCode).toBe(200);
  }, 40_000);

  it('records a failed verdict, with what the run said, when the command fails: promote names it', async () => {
    await start({ command: `node -e "console.error('Add to cart not found'); process.exit(1)"` });
    const { job, verdict } = await verifiedAndJudged();
    expect(verdict).toMatchObject({ passed: false, output: 'Add to cart not found' });
    const refused = await post('/v1/remotes/mf_catalog/promote', { build: 'b1' });
    expect(refused.json()).toMatchObject({ error: 'qa_failed', message: expect.stringContaining(`qa-command ${job}`) });
  }, 40_000);

  it('stops a command that runs past its time and counts it failed; the registry goes on', async () => {
    await start({ command: 'echo started; sleep 60', timeoutS: 1 });
    const { verdict } = await verifiedAndJudged();
    expect(verdict.passed).toBe(false);
    expect(verdict.output).toBe('started\nregistry: stopped after 1 s (RELEASE_QA_TIMEOUT_S)');
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  }, 40_000);

  it('stops a run when the registry closes, recorded failed with its key revoked before the database goes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'qa-command-'));
    await start({ command: 'echo started; sleep 60' }, true, path.join(dir, 'registry.sqlite'));
    await post('/v1/remotes/mf_catalog/builds/b1/verify', {});
    while (!store.previewKeys().length) await new Promise((resolve) => setTimeout(resolve, 20));
    await app.close();
    const reopened = new RegistryStore(openRegistryDatabase(store.database.name));
    expect(reopened.qaVerdict('mf_catalog', 'b1')).toMatchObject({ passed: false });
    expect(reopened.previewKeys()).toEqual([expect.objectContaining({ revoked: true })]);
    reopened.database.close();
    rmSync(dir, { recursive: true, force: true });
  }, 40_000);

  it('never runs for a verify that failed', async () => {
    await start({ command: 'exit 0' }, false);
    const job = (await post('/v1/remotes/mf_catalog/builds/b1/verify', {})).json<{ job: string }>().job;
    for (;;) {
      const state = (await app.inject({ url: `/v1/verifications/${job}` })).json<{ state: string; passed: boolean }>();
      if (state.state === 'done') break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // A run makes its key before the job is told done: none was made.
    expect(store.previewKeys()).toEqual([]);
    expect(store.qaVerdict('mf_catalog', 'b1')).toBeNull();
  });
});
