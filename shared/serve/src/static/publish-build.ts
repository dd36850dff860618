import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { isContentHashed } from './cache-policy';

/** What the folder served as a CDN origin remembers of the builds published into it. */
const LOG = '.published.json';

interface PublishLog {
  builds: { at: string; files: string[] }[];
}

export interface PublishOptions {
  /** How many builds' hashed files stay served, the one just published included. Default 2: it and the previous. */
  keepBuilds?: number;
  /** Folders of the build (relative to it) not published, e.g. the shell's `monolith`. */
  skip?: string[];
}

function filesOf(dir: string, skip: readonly string[]): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip.some((folder) => file.startsWith(folder + path.sep)));
}

function readLog(target: string): PublishLog {
  const file = path.join(target, LOG);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PublishLog) : { builds: [] };
}

/** Replaces a file in one step, so a reader gets the old file or the new one, never half of one. */
function replaceFile(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  const partial = `${to}.partial-${process.pid}`;
  copyFileSync(from, partial);
  renameSync(partial, to);
}

/**
 * Publishes a build into the folder a CDN (or nginx) serves, the way a remote team deploys: the content-hashed
 * files first, never overwritten (a name is its content), then the entry files (`remoteEntry.js`,
 * `mf-manifest.json`, `index.html` and their precompressed files), each replaced in one step, so no client ever
 * gets an entry that names a file not there yet. The hashed files of the previous builds stay (`keepBuilds`), so a
 * tab opened before the deploy keeps loading the chunks its old entry names; older ones are removed.
 * Returns the hashed files removed.
 */
export function publishBuild(build: string, target: string, options: PublishOptions = {}): string[] {
  const keepBuilds = Math.max(1, options.keepBuilds ?? 2);
  const files = filesOf(build, options.skip ?? []);
  const hashed = files.filter(isContentHashed);
  const entries = files.filter((file) => !isContentHashed(file));
  mkdirSync(target, { recursive: true });
  for (const file of hashed) {
    if (!existsSync(path.join(target, file))) replaceFile(path.join(build, file), path.join(target, file));
  }
  for (const file of entries) replaceFile(path.join(build, file), path.join(target, file));
  // An entry's precompressed file the new build does not have would be sent in place of the new entry.
  for (const file of entries) {
    for (const suffix of ['.br', '.gz']) {
      if (!entries.includes(file + suffix)) rmSync(path.join(target, file + suffix), { force: true });
    }
  }

  const log = readLog(target);
  log.builds = [...log.builds, { at: new Date().toISOString(), files: hashed }].slice(-keepBuilds);
  const kept = new Set(log.builds.flatMap((published) => published.files));
  const removed = filesOf(target, []).filter((file) => isContentHashed(file) && !kept.has(file));
  for (const file of removed) rmSync(path.join(target, file));
  writeFileSync(path.join(target, LOG), `${JSON.stringify(log, null, 2)}\n`);
  return removed;
}
