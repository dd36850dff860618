import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering, type ServerProcess } from './server-process';
import { REMOTE_NAMES, type App, type RemoteName } from './workspace';

export interface RunningRemotes {
  /** Where each remote's mf-manifest.json is, for the shells' runtime configuration. */
  addresses: Record<RemoteName, string>;
  /** The remotes actually served. */
  served: RemoteName[];
  stop(): Promise<void>;
}

/**
 * Serves each remote that has a production build once, on a free port of 127.0.0.1, for every shell origin given
 * (CORS). A remote without a package or a build gets a closed port (connections refused), so its routes show the
 * shell's fallback.
 */
export async function startRemotes(apps: Map<RemoteName, App>, shellOrigins: string[]): Promise<RunningRemotes> {
  const closedPort = await freePort();
  const addresses = {} as Record<RemoteName, string>;
  const servers: { name: RemoteName; server: ServerProcess }[] = [];
  for (const name of REMOTE_NAMES) {
    const app = apps.get(name);
    if (!app || !existsSync(path.join(app.dir, 'dist', 'mf-manifest.json'))) {
      addresses[name] = `http://127.0.0.1:${closedPort}/${name}/mf-manifest.json`;
      continue;
    }
    const port = await freePort();
    addresses[name] = `http://127.0.0.1:${port}/mf-manifest.json`;
    const server = startServerProcess(
      `${app.label}:${port}`,
      // The remote's compiled server, as deployed (its production build writes build/server.cjs).
      ['build/server.cjs', '--port', String(port)],
      app.dir,
      { SHELL_ORIGIN: shellOrigins.join(',') },
    );
    servers.push({ name, server });
  }
  const stop = async () => {
    await Promise.all(servers.map(({ server }) => server.stop()));
  };
  try {
    await Promise.all(servers.map(({ name, server }) => waitUntilAnswering(addresses[name], server)));
  } catch (error) {
    await stop();
    throw error;
  }
  return { addresses, served: servers.map(({ name }) => name), stop };
}
