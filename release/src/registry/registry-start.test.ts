import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, runToExit } from '@shop/serve/testing/run-server';

// The registry's command as an operator starts it (tsx, from source), stopped at its start: each refusal is one
// line naming what is wrong and what to do, and nothing listens.
const releaseDir = path.resolve(__dirname, '../..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-start-'));
  writeFileSync(path.join(dir, 'grants.json'), '[]');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const start = async (env: NodeJS.ProcessEnv) =>
  runToExit('src/registry/main.ts', releaseDir, {
    NODE_OPTIONS: '--import tsx',
    RELEASE_TOKENS: path.join(dir, 'grants.json'),
    RELEASE_REGISTRY_FILE: path.join(dir, 'registry.sqlite'),
    RELEASE_REGISTRY_PORT: String(await freePort()),
    ...env,
  });

describe("the registry's start (decision 054)", () => {
  it('does not come up empty when its database is lost: it says how to restore it, in one line', async () => {
    const lost = await start({});
    expect(lost.code).toBe(1);
    expect(lost.output).toBe(
      `release registry: ${path.join(dir, 'registry.sqlite')} is missing: restore it from backup, or create an empty registry with --init (the shells keep the map they hold)\n`,
    );
  }, 30_000);

  it('stops on a duration that is not a number, naming it, before it opens anything', async () => {
    const typo = await start({ RELEASE_CANARY_CHECK_MS: '10s' });
    expect(typo.code).toBe(1);
    expect(typo.output).toBe(
      'release registry: RELEASE_CANARY_CHECK_MS must be a whole number of milliseconds from 1000 to 3600000, not "10s"\n',
    );
    const port = await start({ RELEASE_REGISTRY_PORT: '41oo' });
    expect(port.output).toBe('release registry: RELEASE_REGISTRY_PORT must be a port from 0 to 65535, not "41oo"\n');
  }, 30_000);
});
