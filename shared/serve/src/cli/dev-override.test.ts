import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verifyDevOverride } from '../runtime-config/dev-override';

// Decision 065: the command a developer (or whoever holds the store's secret) signs an override with.

const SECRET = 'the-stores-dev-override-secret-32+chars';
const SERVE = path.resolve(__dirname, '../..');
const TSX = require.resolve('tsx/cli', { paths: [SERVE] });
const REMOTES = { mf_catalog: 'https://cdn.shop.example/mf_catalog/c1/mf-manifest.json' };

const sign = (args: string[], env: Record<string, string> = { SHOP_DEV_OVERRIDE_SECRET: SECRET }) =>
  spawnSync(process.execPath, [TSX, 'src/cli/dev-override.ts', ...args], {
    cwd: SERVE,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });

describe('pnpm --filter @shop/serve dev-override', () => {
  it('prints a token the store takes, for the hours asked, and where to paste it', () => {
    const before = Date.now();
    const run = sign([
      '--',
      'mf_catalog',
      'http://127.0.0.1:3001',
      '--hours',
      '2',
      '--store',
      'https://staging.shop.example',
    ]);
    expect(run.status).toBe(0);
    const [token, where] = run.stdout.split('\n');
    const override = verifyDevOverride(SECRET, token, REMOTES, Date.now());
    expect(override).toMatchObject({ remote: 'mf_catalog', origin: 'http://127.0.0.1:3001' });
    expect(override!.until).toBeGreaterThanOrEqual(before + 2 * 3_600_000);
    expect(override!.until).toBeLessThanOrEqual(Date.now() + 2 * 3_600_000);
    expect(where).toContain('https://staging.shop.example/__preview');
    expect(where).toContain('SHELL_ORIGIN=https://staging.shop.example');
  });

  it('reads the secret from a file', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'dev-override-'));
    try {
      writeFileSync(path.join(folder, 'secret'), `${SECRET}\n`);
      const run = sign(['mf_catalog', 'http://localhost:3001', '--secret-file', path.join(folder, 'secret')], {});
      expect(run.status).toBe(0);
      expect(verifyDevOverride(SECRET, run.stdout.split('\n')[0], REMOTES, Date.now())?.origin).toBe(
        'http://localhost:3001',
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses, in one line and with no token, what no store would take', () => {
    for (const [args, env] of [
      [['mf_catalog', 'http://a@b'], undefined],
      [['mf_catalog', 'javascript:alert(1)'], undefined],
      [['mf_catalog', 'http://127.0.0.1:3001/path'], undefined],
      [['mf_catalog', 'http://127.0.0.1:3001', '--hours', '13'], undefined],
      [['mf_catalog'], undefined],
      [['mf_catalog', 'http://127.0.0.1:3001'], {}],
      [['mf_catalog', 'http://127.0.0.1:3001'], { SHOP_DEV_OVERRIDE_SECRET: 'short' }],
    ] as const) {
      const run = sign([...args], env);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
