// A remote's server, bundled into <remote>/build/server.cjs by its production build: `node build/server.cjs
// [--dir dist] [--port n]`. Without --port or PORT it listens on the port ../ports gives the remote its build was
// made for (named in dist/mf-manifest.json), or that remote's variable (MF_CATALOG_PORT...); on HOST (127.0.0.1).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostFrom, listenUntilStopped } from '../process/listen';
import { appPort, builtRemoteName } from '../process/ports';
import { createRemoteServer } from '../static/serve-remote';
import { shellOrigins } from '../static/shell-origins';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
  const distDir = path.resolve(values.dir);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir}/mf-manifest.json is missing: build the remote first`);
  }
  const name = builtRemoteName(distDir);
  const app = await createRemoteServer({
    distDir,
    allowedOrigins: shellOrigins(),
    logger: { level: process.env.LOG_LEVEL || 'warn' },
  });
  await listenUntilStopped(app, { host: hostFrom(), port: appPort(name, values.port) }, `remote ${name}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
