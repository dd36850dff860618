// The contract's version tied to its content (decision 064): contract.lock.json holds the package's version and a
// SHA-256 of the files that define the calls and schemas. A test fails when they changed and the version did not;
// `pnpm --filter @shop/api relock [patch|minor|major]` bumps the version (minor unless told) and writes the lock.
// The version is what every build reports it was built against, so verify sees a remote built on a newer contract.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/** The contract: the calls and their schemas, and the descriptors generated from them. Not their tests. */
export const CONTRACT_DIRS = ['src/contract', 'src/calls'];
export const LOCK_FILE = 'contract.lock.json';
export const RELOCK_COMMAND = 'pnpm --filter @shop/api relock';

const Lock = v.object({ version: v.string(), sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) });
export type Lock = v.InferOutput<typeof Lock>;
const Bump = v.picklist(['patch', 'minor', 'major']);
export type Bump = v.InferOutput<typeof Bump>;

const isTest = (file: string) => /\.test(-helper)?\.tsx?$/.test(file);

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(entry.name) && !isTest(entry.name) ? [file] : [];
  });
}

/** One hash of every contract file's path and bytes, in path order: a renamed or moved file changes it too. */
export function contractDigest(packageDir: string): string {
  const hash = createHash('sha256');
  const files = CONTRACT_DIRS.flatMap((dir) => filesUnder(path.join(packageDir, dir)))
    .map((file) => path.relative(packageDir, file).split(path.sep).join('/'))
    .sort();
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(fs.readFileSync(path.join(packageDir, file)))
      .update('\0');
  return hash.digest('hex');
}

function versionParts(version: string): [number, number, number] {
  const parts = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!parts) throw new Error(`${version} is not a plain major.minor.patch version`);
  return parts.slice(1).map(Number) as [number, number, number];
}

const isNewer = (version: string, than: string) => {
  const [a, b] = [versionParts(version), versionParts(than)];
  const differing = a.findIndex((part, i) => part !== b[i]);
  return differing >= 0 && (a[differing] ?? 0) > (b[differing] ?? 0);
};

export function nextVersion(version: string, bump: Bump): string {
  const [major, minor, patch] = versionParts(version);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));

export function readLock(packageDir: string): Lock | null {
  const file = path.join(packageDir, LOCK_FILE);
  if (!fs.existsSync(file)) return null;
  const lock = v.safeParse(Lock, readJson(file));
  return lock.success ? lock.output : null;
}

function packageVersion(packageDir: string): string {
  return v.parse(v.object({ version: v.string() }), readJson(path.join(packageDir, 'package.json'))).version;
}

/** What is wrong with the lock, in words that say how to mend it; null when it holds the contract as it is. */
export function lockProblem(packageDir: string): string | null {
  const lock = readLock(packageDir);
  const version = packageVersion(packageDir);
  const mend = `bump the version and re-lock: \`${RELOCK_COMMAND}\` (minor; \`-- major\` for a change that breaks a caller, \`-- patch\` for one no caller can see)`;
  if (!lock) return `${LOCK_FILE} is missing or unreadable: ${mend}`;
  if (lock.sha256 !== contractDigest(packageDir))
    return `The API contract (${CONTRACT_DIRS.join(', ')}) changed since it was locked at ${lock.version}: ${mend}`;
  if (lock.version !== version)
    return `package.json says ${version}, ${LOCK_FILE} says ${lock.version} for the same contract: ${mend}`;
  return null;
}

/**
 * Writes the lock for the contract as it is. A changed contract gets a new version (`bump` from the locked one, or
 * the one already written in package.json when it is newer); an unchanged one keeps its version.
 */
export function relock(packageDir: string, bump: Bump): { from: string | null; to: string } {
  const lock = readLock(packageDir);
  const digest = contractDigest(packageDir);
  const written = packageVersion(packageDir);
  const changed = !lock || lock.sha256 !== digest;
  const to = !lock
    ? written
    : !changed
      ? lock.version
      : isNewer(written, lock.version)
        ? written
        : nextVersion(lock.version, bump);
  const manifestFile = path.join(packageDir, 'package.json');
  const manifest = fs.readFileSync(manifestFile, 'utf8');
  // Only the version's line is rewritten, so the manifest keeps its layout.
  fs.writeFileSync(manifestFile, manifest.replace(/("version":\s*")[^"]*(")/, `$1${to}$2`));
  fs.writeFileSync(path.join(packageDir, LOCK_FILE), `${JSON.stringify({ version: to, sha256: digest }, null, 2)}\n`);
  return { from: lock?.version ?? null, to };
}

if (require.main === module) {
  const bump = v.safeParse(Bump, process.argv[2] ?? 'minor');
  if (!bump.success) {
    console.error(`usage: ${RELOCK_COMMAND} [patch|minor|major]`);
    process.exit(2);
  }
  const dir = path.resolve(__dirname, '..');
  const { from, to } = relock(dir, bump.output);
  console.log(`the contract is locked at ${to}${from === to ? ', unchanged' : from ? ` (was ${from})` : ''}`);
}
