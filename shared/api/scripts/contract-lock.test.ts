// The contract's version tied to its content (contract.lock.json, decision 064): a changed contract cannot keep its
// version, and the one command the failure names mends it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCK_FILE, lockProblem, nextVersion, readLock, relock, RELOCK_COMMAND } from './contract-lock';

const packageDir = path.resolve(__dirname, '..');

/**
 * A copy of the package's manifest, lock and contract, to change without touching the real one; locked as it is,
 * so these tests do not fail with the first one while the real contract waits for its relock.
 */
function scratchCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-lock-'));
  for (const entry of ['package.json', LOCK_FILE, 'src/contract', 'src/calls'])
    cpSync(path.join(packageDir, entry), path.join(dir, entry), { recursive: true });
  relock(dir, 'patch');
  return dir;
}

const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
const callsFile = (dir: string) => path.join(dir, 'src/contract/calls/orders.ts');

describe('the contract lock', () => {
  it('holds the contract as it is, at the version package.json gives every build', () => {
    // On failure this says what changed and the one command that bumps the version and re-locks.
    expect(lockProblem(packageDir)).toBeNull();
    expect(readLock(packageDir)?.version).toBe(versionOf(packageDir));
  });

  describe('on a copy of the package', () => {
    let dir: string;
    beforeEach(() => {
      dir = scratchCopy();
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it('a changed schema under the old version fails, naming the command; the command bumps and re-locks', () => {
      writeFileSync(callsFile(dir), `${readFileSync(callsFile(dir), 'utf8')}\nexport const planted = 1;\n`);
      const before = versionOf(dir);
      expect(lockProblem(dir)).toContain(`changed since it was locked at ${before}`);
      expect(lockProblem(dir)).toContain(RELOCK_COMMAND);

      expect(relock(dir, 'minor')).toEqual({ from: before, to: nextVersion(before, 'minor') });
      expect(versionOf(dir)).toBe(nextVersion(before, 'minor'));
      expect(lockProblem(dir)).toBeNull();
    });

    it('a new contract file counts; a test beside the contract does not', () => {
      writeFileSync(path.join(dir, 'src/contract/calls/orders.test.ts'), "it('plants nothing', () => {});\n");
      expect(lockProblem(dir)).toBeNull();
      writeFileSync(path.join(dir, 'src/contract/calls/wishlist.ts'), 'export const wishlist = 1;\n');
      expect(lockProblem(dir)).toContain('changed since it was locked');
    });

    it('a version written by hand is kept when newer; the lock must follow it', () => {
      writeFileSync(callsFile(dir), `${readFileSync(callsFile(dir), 'utf8')}\n// planted\n`);
      const manifest = path.join(dir, 'package.json');
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"version": "[^"]*"/, '"version": "7.0.0"'));
      expect(relock(dir, 'minor').to).toBe('7.0.0');
      expect(lockProblem(dir)).toBeNull();
    });

    it('a version moved without a change to the contract is told apart, and re-locking an unchanged one keeps it', () => {
      const manifest = path.join(dir, 'package.json');
      const locked = versionOf(dir);
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"version": "[^"]*"/, '"version": "9.9.9"'));
      expect(lockProblem(dir)).toContain(`package.json says 9.9.9, ${LOCK_FILE} says ${locked}`);
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/"version": "[^"]*"/, `"version": "${locked}"`));
      expect(relock(dir, 'major')).toEqual({ from: locked, to: locked });
    });

    it('a lock that is not a lock is read as none, never trusted', () => {
      writeFileSync(path.join(dir, LOCK_FILE), '{"version": "1.0.0", "sha256": "not a hash"}');
      expect(lockProblem(dir)).toContain(`${LOCK_FILE} is missing or unreadable`);
    });
  });

  it.each([
    ['1.4.2', 'patch', '1.4.3'],
    ['1.4.2', 'minor', '1.5.0'],
    ['1.4.2', 'major', '2.0.0'],
  ] as const)('%s, %s: %s', (version, bump, next) => {
    expect(nextVersion(version, bump)).toBe(next);
  });
});
