// `pnpm --filter @shop/shell start`: the shell's build on PORT (default: its port in ../ports), the API forwarded
// to API_URL (default: the backend's).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listenUntilStopped } from '../listen';
import { appPort, localOrigin } from '../ports';
import { loadRuntimeConfig } from '../runtime-config';
import { createShellServer, type ShellServerOptions } from '../serve-shell';

type RouteModule = {
  pageStatusFor: NonNullable<ShellServerOptions['pageStatus']>;
  pagePreloadsFor?: ShellServerOptions['pagePreloads'];
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, 'page-status': { type: 'string' } },
  });
  const distDir = path.resolve(values.dir);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`${distDir}/index.html is missing: build the shell first (pnpm --filter @shop/shell build)`);
  }
  const runtimeConfig = loadRuntimeConfig();
  const apiUrl = process.env.API_URL || localOrigin('backend');
  // The app's route table decides which addresses are pages (200) and which are not found (404), and what a page
  // needs first (preloaded from its HTML).
  const routes = values['page-status']
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a TypeScript module, loaded through tsx's require hook
      (require(path.resolve(values['page-status'])) as RouteModule)
    : undefined;
  const app = await createShellServer({
    distDir,
    apiUrl,
    runtimeConfig,
    pageStatus: routes?.pageStatusFor,
    pagePreloads: routes?.pagePreloadsFor,
    logger: { level: process.env.LOG_LEVEL || 'warn' },
  });
  await listenUntilStopped(app, appPort('shell'), `shell (API at ${apiUrl})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
