// `pnpm start`'s release environment (scripts/lib/local-release.mjs): what it runs for each remote, and the grants
// and secrets it keeps. The module is ESM, as the scripts are; it is loaded in a process of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const localRelease = path.resolve(__dirname, 'lib/local-release.mjs');

function call(expression: string): unknown {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import * as m from ${JSON.stringify(localRelease)}; console.log(JSON.stringify(${expression}));`,
    ],
    { encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout);
}

describe("pnpm start's release environment", () => {
  it('publishes, verifies and promotes each built remote that is not live, and leaves the others', () => {
    const built = [
      { remote: 'mf_catalog', build: 'c2' },
      { remote: 'mf_checkout', build: 'k1' },
      { remote: 'mf_account', build: null },
    ];
    expect(call(`m.releasePlan(${JSON.stringify(built)}, { mf_checkout: 'k1', mf_catalog: 'c1' }, true)`)).toEqual([
      {
        remote: 'mf_catalog',
        steps: [
          ['publish', 'mf_catalog'],
          ['verify', 'mf_catalog', 'c2', '--page', 'activity=/pc/active/spring-sale-2026'],
          ['promote', 'mf_catalog', 'c2', '--reason', 'pnpm start: the local build'],
        ],
      },
      { remote: 'mf_checkout', skip: 'k1 is live' },
      { remote: 'mf_account', skip: 'not built' },
    ]);
  });

  it('promotes nothing it cannot verify: without a browser every remote stays on its own server', () => {
    expect(call(`m.releasePlan([{ remote: 'mf_catalog', build: 'c2' }], {}, false)`)).toEqual([
      { remote: 'mf_catalog', skip: expect.stringContaining('no Chromium to verify its pages with') },
    ]);
  });

  it('keeps its tokens to itself and gives the registry their hashes only, the same on every start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'local-release-'));
    try {
      const first = call(`m.localSecrets(${JSON.stringify(dir)})`) as {
        tokens: Record<string, string>;
        grants: string;
      };
      const again = call(`m.localSecrets(${JSON.stringify(dir)})`) as { tokens: Record<string, string> };
      expect(again.tokens).toEqual(first.tokens);
      expect(statSync(path.join(dir, 'tokens.json')).mode & 0o777).toBe(0o600);
      const grants = readFileSync(first.grants, 'utf8');
      for (const token of Object.values(first.tokens)) expect(grants).not.toContain(token);
      expect(JSON.parse(grants)).toEqual([
        expect.objectContaining({ who: 'local-release-manager', remotes: '*' }),
        expect.objectContaining({ who: 'local-shells', role: 'shell', remotes: [] }),
        expect.objectContaining({ who: 'local-qa', role: 'qa', remotes: '*' }),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("gives a tokens file from before QA's token one, keeping the others", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'local-release-'));
    try {
      const before = { manager: 'm'.repeat(48), shells: 's'.repeat(48), signals: 'g'.repeat(48) };
      writeFileSync(path.join(dir, 'tokens.json'), JSON.stringify(before));
      const { tokens } = call(`m.localSecrets(${JSON.stringify(dir)})`) as { tokens: Record<string, string> };
      expect(tokens).toEqual({ ...before, qa: expect.stringMatching(/^[0-9a-f]{48}$/) });
      expect(call(`m.localSecrets(${JSON.stringify(dir)}).tokens`)).toEqual(tokens);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('creates the registry on the first start only: a database lost later is not made again empty', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'local-release-'));
    const argsNow = () =>
      call(
        `m.registryArgs(m.localReleaseEnv({ dir: ${JSON.stringify(dir)}, shellPort: 3000, tokens: {}, grants: '' }, {}))`,
      );
    try {
      expect(argsNow()).toEqual(['--init']);
      writeFileSync(path.join(dir, 'registry.sqlite'), '');
      expect(argsNow()).toEqual([]);
      // The database lost, the shell's copy of what it followed still there: no --init, the registry says why.
      rmSync(path.join(dir, 'registry.sqlite'));
      writeFileSync(path.join(dir, 'shell-registry-cache.json'), '{}');
      expect(argsNow()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
