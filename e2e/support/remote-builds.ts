import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { ROOT, type RemoteName } from './workspace';

/** Where the store loads a remote from: the folder of its manifest in the shell's runtime configuration (no end slash). */
export async function remoteBase(request: APIRequestContext, name: RemoteName): Promise<string> {
  const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
  const manifest = config.remotes[name];
  if (!manifest) throw new Error(`the runtime configuration has no ${name}`);
  // The manifest's folder: a remote may have an origin of its own or a folder of a shared CDN (the nginx store).
  return new URL('.', manifest).href.replace(/\/$/, '');
}

/** The build's precompressed files of a file changed after the build would be served instead of the change. */
export function dropEncodings(full: string): void {
  for (const suffix of ['.br', '.gz']) rmSync(full + suffix, { force: true });
}

/**
 * A new build of a remote, as a redeploy publishes it: the remote's built files in a folder of their own, with
 * one chunk under a new content hash (every reference to it rewritten), so the chunk's old file is gone and its
 * new name is known only to the new remote entry. Returns the folder and the chunk's old and new file names.
 */
export function newBuildOf(remoteDir: string, chunk: string) {
  const dist = path.join(ROOT, remoteDir, 'dist');
  const file = readdirSync(dist).find((name) => name.startsWith(`${chunk}.`) && name.endsWith('.js'));
  const hash = file?.slice(chunk.length + 1, -'.js'.length);
  if (!file || !hash || !/^[0-9a-f]{8}$/.test(hash)) throw new Error(`${remoteDir} has no hashed ${chunk} chunk`);
  const fresh = 'feedbeef';
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-redeploy-'));
  cpSync(dist, dir, { recursive: true });
  renameSync(path.join(dir, file), path.join(dir, `${chunk}.${fresh}.js`));
  dropEncodings(path.join(dir, file));
  const rewrite = (folder: string) => {
    // Listed with their types: the precompressed files removed on the way are never looked at again.
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const name = entry.name;
      const full = path.join(folder, name);
      if (entry.isDirectory()) rewrite(full);
      else if (/\.(js|json|html)$/.test(name)) {
        const text = readFileSync(full, 'utf8');
        if (text.includes(hash)) {
          writeFileSync(full, text.replaceAll(hash, fresh));
          dropEncodings(full);
        }
      }
    }
  };
  rewrite(dir);
  return { dir, oldFile: file, newFile: `${chunk}.${fresh}.js` };
}

/** From now on the page gets the remote's files from `dir` (a redeploy): a file not there answers 404. */
export async function serveRemoteFrom(page: Page, base: string, dir: string): Promise<void> {
  const folder = new URL(base).pathname;
  await page.route(`${base}/**`, async (route) => {
    const file = path.join(dir, new URL(route.request().url()).pathname.slice(folder.length));
    let exists = false;
    try {
      exists = statSync(file).isFile();
    } catch {
      exists = false;
    }
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    if (!exists) return route.fulfill({ status: 404, headers, body: 'not found' });
    return route.fulfill({ status: 200, headers, path: file });
  });
}

/**
 * Counts the documents the page loads: the first visit is one, each reload one more. Counted when each is asked
 * for, not at its DOMContentLoaded: a server-rendered page is on screen before its scripts have run, and its
 * DOMContentLoaded waits for them (decision 038).
 */
export function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}
