import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering, type ServerProcess } from './server-process';
import { dropEncodings } from './remote-builds';
import { ROOT } from './workspace';

/** Rewrites every built script and JSON file of `dir` with `edit` (a copy of a build, never the build itself). */
function rewriteBuild(dir: string, edit: (text: string, file: string) => string): void {
  // Listed with their types: the precompressed files removed on the way are never looked at again.
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) rewriteBuild(full, edit);
    else if (/\.(js|json)$/.test(entry.name)) {
      const text = readFileSync(full, 'utf8');
      const edited = edit(text, entry.name);
      if (edited !== text) {
        writeFileSync(full, edited);
        dropEncodings(full);
      }
    }
  }
}

/**
 * Another build of a remote, as its team would publish it: a copy of `<remoteDir>/dist` changed by `edit` (a
 * visible text, say, or the shared versions it was built against). Throws when `edit` changed nothing, so a build
 * that no longer holds what the edit looks for fails loudly. The caller removes the folder.
 */
export function anotherBuildOf(remoteDir: string, edit: (text: string, file: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-another-build-'));
  cpSync(path.join(ROOT, remoteDir, 'dist'), dir, { recursive: true });
  let changed = 0;
  rewriteBuild(dir, (text, file) => {
    const edited = edit(text, file);
    if (edited !== text) changed += 1;
    return edited;
  });
  if (changed === 0) throw new Error(`the edit changed no file of ${remoteDir}/dist`);
  return dir;
}

/** The catalogue's home title, as its English texts have it. */
export const CATALOG_TITLE = 'Wholesale catalogue';

/**
 * An edit for `anotherBuildOf('mf-catalog', …)`: the home title with `suffix` added where the catalogue's English
 * texts are compiled, in its browser build (minified, double quotes) and in its build for the shell's server
 * (single quotes).
 */
export const catalogTitleWith = (suffix: string) => (text: string) =>
  text
    .replaceAll(`"${CATALOG_TITLE}"`, `"${CATALOG_TITLE}, ${suffix}"`)
    .replaceAll(`'${CATALOG_TITLE}'`, `'${CATALOG_TITLE}, ${suffix}'`);

export interface RepointableStore {
  baseURL: string;
  /**
   * Writes the runtime configuration file the running shell server reads (federation name -> manifest URL), and
   * waits until the server answers with it (it looks at the file at most once a second, decision 021): a page
   * loaded before that still gets the previous remotes, whose servers refuse this store's origin.
   */
  pointAt(remotes: Record<string, string>): Promise<void>;
  /**
   * Serves the build in `dir` with the remote's compiled server on a new origin (on `port` when given, one the
   * store's settings already name); returns the manifest URL.
   */
  serveRemote(remoteDir: string, dir: string, port?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * The shell's compiled server on its own port, with a runtime configuration file (what an operator edits), in
 * front of an existing backend. Remotes it is pointed at must allow its origin: `serveRemote` starts them so.
 */
export async function startRepointableStore(
  apiURL: string,
  remotes: Record<string, string>,
  /** More shell settings (a render budget, say). */
  env: Record<string, string> = {},
): Promise<RepointableStore> {
  const folder = mkdtempSync(path.join(tmpdir(), 'e2e-repoint-'));
  const configFile = path.join(folder, 'runtime-config.json');
  const writeConfig = (next: Record<string, string>) => {
    // Written beside, then renamed over, as a deploy tool replaces a file: the server never reads half of it.
    writeFileSync(`${configFile}.next`, JSON.stringify({ remotes: next }));
    renameSync(`${configFile}.next`, configFile);
  };
  writeConfig(remotes);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const servers: ServerProcess[] = [];
  const shell = startServerProcess(`repoint-shell:${port}`, ['build/server.cjs'], path.join(ROOT, 'shell'), {
    PORT: String(port),
    API_URL: apiURL,
    RUNTIME_CONFIG: configFile,
    ...env,
  });
  servers.push(shell);
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`${baseURL}/healthz`, shell);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseURL,
    async pointAt(next) {
      writeConfig(next);
      for (const started = Date.now(); Date.now() - started < 10_000;) {
        const answer = (await (await fetch(`${baseURL}/runtime-config.json`)).json()) as {
          remotes: Record<string, string>;
        };
        if (Object.entries(next).every(([name, url]) => answer.remotes[name] === url)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the shell at ${baseURL} did not take the new runtime configuration within 10 s`);
    },
    async serveRemote(remoteDir, dir, port) {
      const remotePort = port ?? (await freePort());
      const server = startServerProcess(
        `${remoteDir}:${remotePort}`,
        ['build/server.cjs', '--dir', dir, '--port', String(remotePort)],
        path.join(ROOT, remoteDir),
        { SHELL_ORIGIN: baseURL },
      );
      servers.push(server);
      const manifest = `http://127.0.0.1:${remotePort}/mf-manifest.json`;
      await waitUntilAnswering(manifest, server);
      return manifest;
    },
    stop,
  };
}
