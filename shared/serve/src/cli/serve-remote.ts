// A remote's `start`: `node ../shared/serve/bin/serve-remote.cjs [--dir dist] [--port n]`. Without --port or PORT
// it listens on the port ../ports gives the remote its build was made for (named in dist/mf-manifest.json).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listenUntilStopped } from '../listen';
import { appPort, builtRemoteName } from '../ports';
import { createRemoteServer } from '../serve-remote';
import { shellOrigins } from '../shell-origins';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
  const distDir = path.resolve(values.dir);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir}/mf-manifest.json is missing: build the remote first`);
  }
  const port = appPort(builtRemoteName(distDir), values.port);
  const app = await createRemoteServer({
    distDir,
    allowedOrigins: shellOrigins(),
    logger: { level: process.env.LOG_LEVEL || 'warn' },
  });
  await listenUntilStopped(app, port, `remote ${path.basename(path.dirname(distDir))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
