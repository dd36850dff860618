import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

/** A port nothing listens on: remotes pointed here are "down" (no remote is built yet, or a test wants one down). */
export const CLOSED_PORT = 3999;

export interface StoreServers {
  baseURL: string;
  apiURL: string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
// Servers die with the test run, however it ends.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

function start(name: string, command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const log = (chunk: Buffer) => {
    if (process.env.E2E_SERVER_LOGS) process.stdout.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', log);
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`));
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A backend on a fresh temporary database and the shell's production server in front of it, on 127.0.0.1.
 * Every remote points at a closed port until remotes exist.
 */
export async function startStore(options: {
  apiPort: number;
  shellPort: number;
  shopPassword?: string;
}): Promise<StoreServers> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const backend = start(
    `backend:${options.apiPort}`,
    process.execPath,
    [require.resolve('tsx/cli', { paths: [path.join(ROOT, 'backend')] }), 'src/server.ts'],
    path.join(ROOT, 'backend'),
    {
      API_PORT: String(options.apiPort),
      SHOP_DB: path.join(dataDir, 'shop.sqlite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      PUBLIC_URL: `http://127.0.0.1:${options.shellPort}`,
      PAYMENT_SETTLE_MS: '1500',
      ...(options.shopPassword ? { SHOP_PASSWORD: options.shopPassword } : {}),
    },
  );
  const remotes = Object.fromEntries(
    ['MF_CATALOG', 'MF_CHECKOUT', 'MF_ACCOUNT', 'MF_AFTERSALES', 'MF_PUBLISH'].map((name) => [
      `REMOTE_${name}`,
      `http://127.0.0.1:${CLOSED_PORT}/${name.toLowerCase()}/mf-manifest.json`,
    ]),
  );
  const shell = start(
    `shell:${options.shellPort}`,
    process.execPath,
    ['../shared/serve/bin/serve-shell.cjs', '--page-status', 'src/routing/page-status-for.ts'],
    path.join(ROOT, 'shell'),
    { PORT: String(options.shellPort), API_URL: `http://127.0.0.1:${options.apiPort}`, ...remotes },
  );
  const baseURL = `http://127.0.0.1:${options.shellPort}`;
  await waitFor(`http://127.0.0.1:${options.apiPort}/shop-hapi/header`);
  await waitFor(`${baseURL}/runtime-config.json`);
  return {
    baseURL,
    apiURL: `http://127.0.0.1:${options.apiPort}`,
    async stop() {
      for (const child of [shell, backend]) child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
