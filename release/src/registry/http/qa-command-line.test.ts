import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hashToken } from './deploy-tokens';
import { createRegistryServer } from './registry-server';
import { RegistryStore } from '../state/registry-store';

// QA's verbs of `pnpm release` as QA runs them (its own process, tsx from source) against a registry listening on
// 127.0.0.1: what they print, and their exit codes (0 done, 1 refused, 2 bad arguments, 3 unreachable).
const QA = 'qa-token';
const CDN = 'https://cdn.example';
const digest = `sha256:${'a'.repeat(64)}`;
let app: FastifyInstance;
let url: string;
let store: RegistryStore;

beforeAll(async () => {
  store = new RegistryStore(':memory:', undefined, { qaRequired: ['mf_catalog'] });
  app = createRegistryServer({
    store,
    grants: [
      { who: 'catalog-qa', role: 'qa', remotes: '*', sha256: hashToken(QA) },
      { who: 'catalog-team', remotes: ['mf_catalog'], sha256: hashToken('team-token') },
    ],
    analysisMs: 0,
    allowedOrigins: [CDN],
    checks: {
      files: async () => ({ check: 'files', passed: true, detail: 'as published' }),
      verify: async () => ({ checks: [], skipped: [] }),
    },
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
  for (const [build, passed] of [
    ['b1', true],
    ['b2', false],
  ] as const) {
    const manifest = `${CDN}/mf_catalog/${build}/mf-manifest.json`;
    store.publish({ remote: 'mf_catalog', build, manifest, digest, sharedVersions: {} }, { who: 'catalog-team' });
    const checks = (['files', 'shared-versions', 'pages'] as const).map((check) => ({ check, passed, detail: '' }));
    store.recordVerification('mf_catalog', build, { checks, digest, skipped: [] }, { who: 'catalog-team' });
  }
});
afterAll(async () => app.close());

function release(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/command/release.ts', ...args],
      {
        cwd: path.resolve(__dirname, '../../..'),
        env: { PATH: process.env.PATH, HOME: process.env.HOME, RELEASE_REGISTRY_URL: url, RELEASE_TOKEN: QA, ...env },
        timeout: 30_000,
      },
      (error, out, err) => resolve({ code: error ? Number(error.code ?? 4) : 0, out, err }),
    );
  });
}

describe("QA's release verbs", () => {
  it('makes a preview, prints its key, id and until on lines of their own, lists it and ends it', async () => {
    const made = await release(['preview', 'mf_catalog', 'b1', '--for', '10m']);
    expect(made.code).toBe(0);
    const key = /^key: (mf_catalog\.[\w-]{43})$/m.exec(made.out)?.[1];
    const id = /^id: ([0-9a-f]+)$/m.exec(made.out)?.[1];
    expect(key && id).toBeTruthy();
    expect(made.out).toMatch(/^until: \d{4}-\d\d-\d\dT[\d:.]+Z$/m);
    expect(made.out).toContain('E2E_PREVIEW=<key>');
    expect(store.liveMap().remotes.mf_catalog?.previews).toHaveLength(1);
    expect((await release(['previews'])).out).toContain(`${id}  preview mf_catalog b1 until `);
    expect((await release(['end-preview', id!])).code).toBe(0);
    expect(store.liveMap().remotes.mf_catalog?.previews).toBeUndefined();
    expect((await release(['previews'])).out).toMatch(new RegExp(`^${id} .* — revoked$`, 'm'));
  }, 60_000);

  it('makes a staff key with --staff', async () => {
    const made = await release(['preview', '--staff', '--for', '1h']);
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^key: staff\.[\w-]{43}$/m);
    expect(store.liveMap().staff).toHaveLength(1);
  }, 30_000);

  it('records a verdict, and promote then names the failed run', async () => {
    const recorded = await release([
      'qa-result',
      'mf_catalog',
      'b1',
      '--failed',
      '--run',
      'ci-42',
      '--report',
      'https://ci.example/42',
    ]);
    expect(recorded.out).toContain(`QA verdict on mf_catalog b1 (${digest}): FAILED, run ci-42`);
    const promote = await release(['promote', 'mf_catalog', 'b1', '--dry-run'], { RELEASE_TOKEN: 'team-token' });
    expect(promote.code).toBe(1);
    expect(promote.err.trim()).toBe(
      'registry refused (409): QA run ci-42 failed for mf_catalog build b1 (report: https://ci.example/42)',
    );
  }, 60_000);

  it.each([
    [['preview', 'mf_catalog'], 'which build? pnpm release preview <remote> <build> (or --staff)'],
    [
      ['preview', 'mf_catalog', 'b1', '--staff'],
      'a staff key shows every canary: pnpm release preview --staff, no remote nor build',
    ],
    [
      ['preview', 'mf_catalog', 'b1', '--for', '2d'],
      '--for: a number of seconds, or with a unit: 90s, 5m, 1h, not "2d"',
    ],
    [['preview', 'mf_catalog', 'b1', '--for', '25h'], '--for: from 10 s to 24 h for a preview, not "25h"'],
    [['qa-result', 'mf_catalog', 'b1', '--passed', '--failed', '--run', 'x'], '--passed or --failed: one of them'],
    [['qa-result', 'mf_catalog', 'b1', '--passed'], '--run: the name of the run, 1 to 200 characters'],
    [
      ['qa-result', 'mf_catalog', 'b1', '--passed', '--run', 'x', '--report', 'ci/1'],
      `--report: the report's http(s) address, not "ci/1"`,
    ],
  ])(
    'refuses %j before asking anything (exit 2)',
    async (args, message) => {
      const refused = await release(args);
      expect([refused.code, refused.err.trim()]).toEqual([2, message]);
    },
    30_000,
  );

  it('exits 1 when the registry refuses (a build that failed verify) and 3 when it cannot be reached', async () => {
    const refused = await release(['preview', 'mf_catalog', 'b2']);
    expect([refused.code, refused.err]).toEqual([1, expect.stringContaining('(409)')]);
    const away = await release(['previews'], { RELEASE_REGISTRY_URL: 'http://127.0.0.1:9' });
    expect(away.code).toBe(3);
  }, 60_000);
});
