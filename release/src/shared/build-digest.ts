import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The build's own list of its files, written by the build (`shared/build`'s chunk preloads plugin). */
export const FILES_LIST = 'mf-files.json';

/** The precompressed copies a CDN may send in place of a file: they are the build as much as the file is. */
const ENCODINGS = ['.br', '.gz'];

const sha256 = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

/**
 * One digest for a build's content: the list itself and every file it names, with their precompressed copies, each
 * by its path and SHA-256. The same bytes give the same digest wherever they are read from (the build's folder at
 * publish, the CDN at verify and promote), so a build id bound to it at publish can never be given other content.
 */
export function digestOf(hashes: ReadonlyMap<string, string>): string {
  const lines = [...hashes].map(([file, hash]) => `${file}\t${hash}`).sort();
  return `sha256:${sha256(lines.join('\n'))}`;
}

function listedFiles(list: string, where: string): string[] {
  let files: unknown;
  try {
    files = (JSON.parse(list) as { files?: unknown }).files;
  } catch {
    throw new Error(`${where} is not the build's file list (invalid JSON)`);
  }
  if (!Array.isArray(files) || files.length === 0 || !files.every((file) => typeof file === 'string')) {
    throw new Error(`${where} lists no files`);
  }
  // A name that climbs out of the build's folder is not one of its files.
  if (files.some((file: string) => file.split('/').includes('..') || file.startsWith('/'))) {
    throw new Error(`${where} names a file outside the build`);
  }
  return files as string[];
}

/** The digest of a build in a folder (`publish`): every listed file must be there. */
export function localDigest(dist: string): { digest: string; files: number } {
  const listFile = path.join(dist, FILES_LIST);
  if (!existsSync(listFile)) throw new Error(`${dist} holds no ${FILES_LIST}: build the remote first`);
  const list = readFileSync(listFile);
  const hashes = new Map([[FILES_LIST, sha256(list)]]);
  const missing: string[] = [];
  for (const file of listedFiles(list.toString('utf8'), listFile)) {
    for (const name of [file, ...ENCODINGS.map((suffix) => file + suffix)]) {
      const full = path.join(dist, name);
      if (existsSync(full)) hashes.set(name, sha256(readFileSync(full)));
      else if (name === file) missing.push(file);
    }
  }
  if (missing.length) throw new Error(`${dist} lacks files its ${FILES_LIST} names: ${missing.join(', ')}`);
  return { digest: digestOf(hashes), files: hashes.size };
}

/** How many files are asked for at once. */
const AT_ONCE = 8;

export interface CdnDigest {
  /** Null when a listed file is missing or the list cannot be read. */
  digest: string | null;
  files: number;
  /** Listed files that did not answer 200, with what they answered. */
  missing: string[];
  /** Why the list itself could not be read. */
  problem?: string;
}

async function fetchBytes(url: string): Promise<{ status: number | 'no answer'; body?: Buffer }> {
  try {
    // Identity: the file's own bytes, never a copy the CDN chose to send in its place.
    const response = await fetch(url, {
      headers: { 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return { status: response.status };
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  } catch {
    return { status: 'no answer' };
  }
}

/** The digest of a build as the CDN serves it, beside its manifest (`verify`, and again at `promote`). */
export async function cdnDigest(manifestUrl: string): Promise<CdnDigest> {
  const listUrl = new URL(FILES_LIST, manifestUrl).href;
  const list = await fetchBytes(listUrl);
  if (!list.body) {
    return { digest: null, files: 0, missing: [], problem: `${listUrl} answered ${list.status}` };
  }
  let files: string[];
  try {
    files = listedFiles(list.body.toString('utf8'), listUrl);
  } catch (error) {
    return { digest: null, files: 0, missing: [], problem: (error as Error).message };
  }
  const hashes = new Map([[FILES_LIST, sha256(list.body)]]);
  const missing: string[] = [];
  const names = files.flatMap((file) => [file, ...ENCODINGS.map((suffix) => file + suffix)]);
  for (let start = 0; start < names.length; start += AT_ONCE) {
    await Promise.all(
      names.slice(start, start + AT_ONCE).map(async (name) => {
        const answer = await fetchBytes(new URL(name, manifestUrl).href);
        if (answer.body) hashes.set(name, sha256(answer.body));
        // A precompressed copy may be absent; the file itself may not.
        else if (files.includes(name) || answer.status !== 404) missing.push(`${name} (${answer.status})`);
      }),
    );
  }
  return {
    digest: missing.length ? null : digestOf(hashes),
    files: hashes.size,
    missing: missing.sort(),
  };
}
