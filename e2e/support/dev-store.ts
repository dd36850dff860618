import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORTS, portEnvName, type AppName } from '@shop/serve/ports';
import { freePort } from '@shop/serve/testing/run-server';
import { ROOT } from './workspace';

export interface RunningDevStore {
  /** The shell's dev server: the store as `pnpm dev` serves it. */
  baseURL: string;
  /** Each app's dev server, by federation name (`shell`, `mf_catalog`, …), and the backend. */
  origins: Record<AppName, string>;
  stop(): Promise<void>;
}

/** Six first compiles at once on two cores: about 40 s here, more on a busy machine. */
const STARTED_WITHIN_MS = 240_000;

/**
 * pnpm as the README runs it: the one running this process when there is one (`pnpm test`, `pnpm e2e`), otherwise
 * the workspace's own version through npx, so the journey runs `pnpm dev` itself and not an imitation of it.
 */
function pnpmCommand(): { command: string; args: string[] } {
  const running = process.env.npm_execpath;
  if (running && /pnpm/.test(path.basename(running))) return { command: process.execPath, args: [running] };
  const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    packageManager: string;
  };
  return { command: 'npx', args: ['--yes', packageManager] };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * `pnpm dev` at the workspace's root, every app on a free port of 127.0.0.1 (each app's port variable) and the
 * backend on a database of its own, answering once the backend, the shell's page and every remote's entry do.
 * `stop()` ends the whole process group (pnpm, its dev servers and the backend's watcher).
 */
export async function startDevStore(): Promise<RunningDevStore> {
  const apps = Object.keys(PORTS) as AppName[];
  const ports = Object.fromEntries(await Promise.all(apps.map(async (app) => [app, await freePort()] as const)));
  const data = mkdtempSync(path.join(tmpdir(), 'e2e-dev-store-'));
  const { command, args } = pnpmCommand();
  const child = spawn(command, [...args, 'dev'], {
    cwd: ROOT,
    // Its own process group, so stopping it stops every server it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...Object.fromEntries(apps.map((app) => [portEnvName(app), String(ports[app])])),
      PORT: undefined,
      SHOP_DB: path.join(data, 'shop.sqlite'),
      UPLOAD_DIR: path.join(data, 'uploads'),
      NODE_ENV: 'development',
    },
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (process.env.E2E_SERVER_LOGS) process.stdout.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };
  // A test run that ends any other way takes its dev servers with it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    killGroup('SIGTERM');
    const killer = setTimeout(() => killGroup('SIGKILL'), 10_000);
    await gone;
    clearTimeout(killer);
    rmSync(data, { recursive: true, force: true });
  };

  const origins = Object.fromEntries(apps.map((app) => [app, `http://127.0.0.1:${ports[app]}`])) as Record<
    AppName,
    string
  >;
  const ready = [
    `${origins.backend}/healthz`,
    `${origins.shell}/`,
    ...apps.filter((app) => app.startsWith('mf_')).map((app) => `${origins[app]}/remoteEntry.js`),
  ];
  const deadline = Date.now() + STARTED_WITHIN_MS;
  for (const url of ready) {
    while (!(await answers(url))) {
      if (exited || Date.now() > deadline) {
        await stop();
        throw new Error(`pnpm dev: ${url} did not answer${exited ? ' (pnpm dev exited)' : ''}\n${output.join('')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { baseURL: origins.shell, origins, stop };
}
