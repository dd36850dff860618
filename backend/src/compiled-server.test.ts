import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, runServer, runToExit } from '@shop/serve/testing/run-server';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build script is plain CommonJS
const { buildBackend } = require('../scripts/build-server.cjs') as { buildBackend(outDir: string): Promise<void> };

describe('the compiled backend', () => {
  const deployed = mkdtempSync(path.join(tmpdir(), 'shop-backend-deployed-'));
  const data = mkdtempSync(path.join(tmpdir(), 'shop-backend-data-'));

  beforeAll(async () => {
    await buildBackend(path.join(deployed, 'build'));
    // What `npm install --omit=dev` in the shipped folder provides: the one package left out of the bundle.
    mkdirSync(path.join(deployed, 'node_modules'));
    const sqlite = path.dirname(require.resolve('better-sqlite3/package.json'));
    symlinkSync(sqlite, path.join(deployed, 'node_modules', 'better-sqlite3'), 'dir');
  }, 60_000);

  afterAll(() => {
    rmSync(deployed, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  const env = (more: NodeJS.ProcessEnv) => ({
    SHOP_DB: path.join(data, 'shop.sqlite'),
    UPLOAD_DIR: path.join(data, 'uploads'),
    SEED_PRODUCTS: '50',
    ...more,
  });

  it('runs outside the source tree on HOST and PORT, migrated and seeded, with /healthz', async () => {
    const port = await freePort();
    const server = await runServer('build/server.cjs', [], deployed, env({ HOST: '127.0.0.1', PORT: String(port) }));
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', service: 'backend' });
      const header = await fetch(`http://127.0.0.1:${port}/shop-hapi/header`);
      expect(header.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('refuses to start with the development endpoints in production mode', async () => {
    const { code, output } = await runToExit(
      'build/server.cjs',
      deployed,
      env({ NODE_ENV: 'production', SHOP_DEV_ENDPOINTS: '1', PORT: String(await freePort()) }),
    );
    expect(code).not.toBe(0);
    expect(output).toContain('SHOP_DEV_ENDPOINTS=1 is refused with NODE_ENV=production');
  }, 60_000);

  it('stops its start in one line naming a number setting it cannot take (decision 054)', async () => {
    const { code, output } = await runToExit(
      'build/server.cjs',
      deployed,
      env({ PAYMENT_SETTLE_MS: '3s', PORT: String(await freePort()) }),
    );
    expect(code).not.toBe(0);
    expect(output.trim()).toBe('PAYMENT_SETTLE_MS must be a whole number of milliseconds from 0 to 86400000, not "3s"');
  }, 60_000);
});
