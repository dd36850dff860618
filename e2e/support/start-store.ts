import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './ports';
import { startServerProcess, waitUntilAnswering } from './server-process';
import { ROOT } from './workspace';

export interface RunningStore {
  baseURL: string;
  /** The backend itself, where its development endpoints answer (the store's origin never forwards /__dev). */
  backendURL: string;
  stop(): Promise<void>;
}

/**
 * One store on 127.0.0.1: the backend on a fresh temporary database, on a free port, and the shell's production
 * server in front of it on `shellPort`, loading the remotes from `remotes` (federation name -> manifest address).
 */
export async function startStore(options: {
  shellPort: number;
  remotes: Record<string, string>;
  shopPassword?: string;
  /** The shell build to serve, relative to shell/: `dist` (federated) or `dist/monolith` (one bundle). */
  shellDir?: string;
  /** More backend settings, e.g. SEED_PRODUCTS for the benchmark's large catalogue. */
  backendEnv?: Record<string, string>;
}): Promise<RunningStore> {
  const apiPort = await freePort();
  const baseURL = `http://127.0.0.1:${options.shellPort}`;
  const apiURL = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));

  const backend = startServerProcess(
    `backend:${apiPort}`,
    // The backend's compiled server, as deployed (`pnpm --filter @shop/backend build` writes build/server.cjs).
    ['build/server.cjs'],
    path.join(ROOT, 'backend'),
    {
      API_PORT: String(apiPort),
      SHOP_DB: path.join(dataDir, 'shop.sqlite'),
      UPLOAD_DIR: path.join(dataDir, 'uploads'),
      PUBLIC_URL: baseURL,
      PAYMENT_SETTLE_MS: '1500',
      // The journeys drive the simulated mailbox, gateway and provider: turned on here, off by default.
      SHOP_DEV_ENDPOINTS: '1',
      // Two workers registering and signing in from one address look like one busy client: 5 times the production
      // limits keep a full run clear of them (the limits have their own backend tests).
      RATE_LIMIT_SCALE: '5',
      SHOP_PASSWORD: options.shopPassword ?? '',
      ...options.backendEnv,
    },
  );
  const shell = startServerProcess(
    `shell:${options.shellPort}`,
    // The shell's compiled server, as deployed (its production build writes build/server.cjs).
    ['build/server.cjs', '--dir', options.shellDir ?? 'dist'],
    path.join(ROOT, 'shell'),
    {
      PORT: String(options.shellPort),
      API_URL: apiURL,
      RUNTIME_CONFIG: '',
      ...Object.fromEntries(
        Object.entries(options.remotes).map(([name, address]) => [`REMOTE_${name.toUpperCase()}`, address]),
      ),
    },
  );
  const stop = async () => {
    await Promise.all([shell.stop(), backend.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitUntilAnswering(`${apiURL}/shop-hapi/header`, backend),
      waitUntilAnswering(`${baseURL}/runtime-config.json`, shell),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, backendURL: apiURL, stop };
}
