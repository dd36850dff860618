import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishBuild } from '@shop/serve';
import { nginxConfig } from './nginx-config';
import { findNginx } from './nginx-install';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering } from './server-process';
import { startStore, type RunningStore, type ShellControl } from './start-store';
import { frontEndApps, REMOTE_NAMES, type RemoteName } from './workspace';

export interface NginxStore {
  /** The store's origin (nginx): pages, the shell's files and the API. */
  baseURL: string;
  /** The CDN's origin (nginx): each remote's files under /<federation name>/. */
  cdnURL: string;
  /** The backend itself, where its development endpoints answer. */
  backendURL: string;
  /** The folders nginx serves: the published shell, and each remote's (publish a new build into it to redeploy). */
  shellRoot: string;
  remoteRoot(name: RemoteName): string;
  /** The remotes that had a build to publish. */
  remotes: RemoteName[];
  /** Whether brotli_static is on (Debian's libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** Each shell server behind nginx, reached directly (nginx balances the store's pages over them). */
  shellURLs: string[];
  /** The same shell servers, to restart one behind nginx. */
  shells: ShellControl[];
  /** The folder the CDN serves remotes from (`<folder>/<federation name>/…`). */
  remotesRoot: string;
  stop(): Promise<void>;
}

/** Polls until nginx answers; on an early exit the error names its log. */
async function waitForNginx(url: string, server: ReturnType<typeof startServerProcess>, log: string) {
  try {
    await waitUntilAnswering(url, server, 30_000);
  } catch (error) {
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : '(no error log)';
    throw new Error(`${(error as Error).message}\nnginx's error log:\n${tail}`);
  }
}

/**
 * The production topology on 127.0.0.1, from the built folders: the shell and every built remote published into
 * a temporary site folder (as a CDN origin holds them), the backend on a fresh database and one shell server
 * (./start-store.ts), and nginx in front (./nginx-config.ts) on two free ports: the store and the CDN. Everything
 * lives in one temporary folder (config, pid, logs, site), removed by `stop`.
 */
export interface NginxStoreOptions {
  /** How many shell servers nginx balances over (default 1). */
  shells?: number;
  /**
   * More settings of the shell servers, e.g. RELEASE_REGISTRY: given, or made from the store's and the CDN's
   * addresses (chosen here), e.g. RELEASE_ALLOWED_ORIGINS.
   */
  shellEnv?: Record<string, string> | ((site: { baseURL: string; cdnURL: string }) => Record<string, string>);
  /** Settings of one shell server alone, by its place: its own metrics port. */
  shellEnvEach?: (index: number) => Record<string, string>;
  /** The backend as staging runs it: no development endpoints (`startStore`'s `staging`). */
  staging?: boolean;
}

export async function startNginxStore(options: NginxStoreOptions = {}): Promise<NginxStore> {
  const install = findNginx();
  if (!install.binary) throw new Error('nginx is not installed (see nginx-install.ts)');
  const { shell, remotes: apps } = await frontEndApps();
  const shellBuild = path.join(shell.dir, 'dist');
  if (!existsSync(path.join(shellBuild, 'index.html'))) throw new Error(`${shellBuild} has no build`);

  const prefix = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  // nginx's workers may run as another user than the one that made the folder.
  chmodSync(prefix, 0o755);
  const shellRoot = path.join(prefix, 'site', 'shell');
  const remotesRoot = path.join(prefix, 'site', 'remotes');
  const remoteRoot = (name: RemoteName) => path.join(remotesRoot, name);
  publishBuild(shellBuild, shellRoot, { skip: ['monolith'] });
  const published: RemoteName[] = [];
  for (const name of REMOTE_NAMES) {
    const build = apps.get(name) && path.join(apps.get(name)!.dir, 'dist');
    if (!build || !existsSync(path.join(build, 'mf-manifest.json'))) continue;
    publishBuild(build, remoteRoot(name), { skip: ['monolith'] });
    published.push(name);
  }

  const [storePort, cdnPort] = await Promise.all([freePort(), freePort()]);
  const shellPorts = await Promise.all(Array.from({ length: Math.max(1, options.shells ?? 1) }, () => freePort()));
  const [shellPort, ...extraShellPorts] = shellPorts as [number, ...number[]];
  const baseURL = `http://127.0.0.1:${storePort}`;
  const cdnURL = `http://127.0.0.1:${cdnPort}`;
  // A remote with no build answers 404 from the CDN: its routes show the shell's fallback.
  const addresses = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${cdnURL}/${name}/mf-manifest.json`]));
  // nginx first, as in production the CDN is there before the shell servers: a shell is ready once its warm-up has
  // loaded the remotes from it (decision 057).
  const apiPort = await freePort();
  const config = nginxConfig({
    prefix,
    asRoot: process.getuid?.() === 0,
    brotliModule: install.brotliModule,
    storePort,
    cdnPort,
    shellRoot,
    remotesRoot,
    shellServers: shellPorts.map((port) => `127.0.0.1:${port}`),
    backend: `127.0.0.1:${apiPort}`,
  });
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, config);
  const args = ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')];
  const checked = spawnSync(install.binary, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refused its configuration (${conf}):\n${checked.stderr}`);
  }
  const nginx = startServerProcess(
    `nginx:${storePort}`,
    [path.join(__dirname, 'run-nginx.cjs'), install.binary, ...args],
    prefix,
    {},
  );
  let store: RunningStore | undefined;
  const stop = async () => {
    await nginx.stop();
    await store?.stop();
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    // The CDN's answer for a folder it has no index for: nginx is up.
    await waitForNginx(`${cdnURL}/`, nginx, path.join(prefix, 'error.log'));
    store = await startStore({
      shellPort,
      extraShellPorts,
      apiPort,
      ...(options.shellEnv
        ? {
            shellEnv: typeof options.shellEnv === 'function' ? options.shellEnv({ baseURL, cdnURL }) : options.shellEnv,
          }
        : {}),
      ...(options.shellEnvEach ? { shellEnvEach: options.shellEnvEach } : {}),
      ...(options.staging ? { staging: true } : {}),
      remotes: addresses,
      shellDir: shellRoot,
      // Links the backend mails and the payment provider's return address name the store nginx publishes.
      backendEnv: { PUBLIC_URL: baseURL },
    });
    await waitForNginx(`${baseURL}/runtime-config.json`, nginx, path.join(prefix, 'error.log'));
    return {
      baseURL,
      cdnURL,
      backendURL: store.backendURL,
      shellRoot,
      remoteRoot,
      remotes: published,
      brotli: install.brotliModule !== null,
      shellURLs: shellPorts.map((port) => `http://127.0.0.1:${port}`),
      shells: store.shells,
      remotesRoot,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
