// A remote's `start`: `tsx ../shared/serve/src/cli/serve-remote.ts --dir dist --port 3001`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listenUntilStopped, portFrom } from '../listen';
import { createRemoteServer } from '../serve-remote';
import { shellOrigins } from '../shell-origins';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } } });
  const distDir = path.resolve(values.dir);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir}/mf-manifest.json is missing: build the remote first`);
  }
  if (values.port === undefined && process.env.PORT === undefined) throw new Error('give --port <n> (or PORT)');
  const port = portFrom(values.port ?? process.env.PORT, 0);
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
