import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  packageManager: string;
};

describe("the registry's start command, as docs/releasing.md names it (decision 057)", () => {
  it('says a failed start in one line: no lines of pnpm around it', () => {
    const doc = readFileSync(path.join(ROOT, 'docs', 'releasing.md'), 'utf8');
    const command = /Start it with `(pnpm [^`]+)`/.exec(doc)?.[1];
    expect(command).toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'registry-start-'));
    try {
      // pnpm as the README runs it (decision 001); no grants file, so the start fails.
      const [, ...args] = command!.split(' ');
      const started = spawnSync('npx', ['--yes', packageManager, ...args], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME, RELEASE_REGISTRY_FILE: path.join(dir, 'r.sqlite') },
        timeout: 60_000,
      });
      // npm's own warning about the project's .npmrc comes with every npx, failed or not: not the start's.
      const lines = `${started.stdout}${started.stderr}`
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('npm warn'));
      expect(lines).toEqual([expect.stringMatching(/^release registry: /)]);
      expect(started.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
