import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering, type ServerProcess } from './server-process';
import { ROOT } from './workspace';

export interface RunningDevServer {
  /** `http://127.0.0.1:<port>`: the app's webpack dev server. */
  origin: string;
  server: ServerProcess;
  stop(): Promise<void>;
}

/** A first compile in development takes 20–40 s on two cores; a busy CI machine gets three times that. */
const FIRST_COMPILE_MS = 150_000;

/**
 * One app's webpack dev server (`webpack serve --mode development` in its folder, as its `pnpm dev` runs it) on a
 * free port of 127.0.0.1, answering once its first compile is done. `env` is added to the server's environment
 * (`API_URL` for the backend its API proxy forwards to, `SHELL_ORIGIN` for the shells it allows).
 */
export async function startAppDevServer(
  folder: string,
  env: Record<string, string> = {},
  port?: number,
): Promise<RunningDevServer> {
  const listening = port ?? (await freePort());
  const dir = path.join(ROOT, folder);
  const cli = require.resolve('webpack-cli/bin/cli.js', { paths: [dir] });
  const server = startServerProcess(
    `${folder}-dev:${listening}`,
    [cli, 'serve', '--mode', 'development', '--port', String(listening)],
    dir,
    { ...env, NODE_ENV: 'development' },
  );
  const origin = `http://127.0.0.1:${listening}`;
  try {
    await waitUntilAnswering(`${origin}/`, server, FIRST_COMPILE_MS);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { origin, server, stop: () => server.stop() };
}
