import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering, waitUntilReady } from './server-process';
import { ROOT } from './workspace';

export interface RunningStore {
  baseURL: string;
  /** The backend itself, where its development endpoints answer (the store's origin never forwards /__dev). */
  backendURL: string;
  /** Each shell server, to restart one as an operator would (SIGTERM, then a new process). */
  shells: ShellControl[];
  stop(): Promise<void>;
}

export interface ShellControl {
  url: string;
  /** SIGTERM, as a rolling restart sends it; resolves with the exit code once the process is gone. */
  terminate(): Promise<number | null>;
  /** A new process with the same settings; resolves once its `/readyz` says 200, as a balancer waits. */
  start(): Promise<void>;
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
  /** More shell servers, on these ports, beside the one on `shellPort` (N shells behind a balancer). */
  extraShellPorts?: number[];
  /**
   * More shell settings (the release registry). With `RELEASE_REGISTRY`, the remotes' addresses are given in a
   * runtime configuration file, which the registry overrides, instead of `REMOTE_<NAME>` variables, which win over it.
   */
  shellEnv?: Record<string, string>;
  /** Settings of one shell server alone, by its place (0: the one on `shellPort`): its own metrics port. */
  shellEnvEach?: (index: number) => Record<string, string>;
  /** The backend's port, when the caller has already named it (to a proxy in front); a free one otherwise. */
  apiPort?: number;
  /**
   * The backend as a staging or production store runs it (docs/deployment.md): NODE_ENV=production, no development
   * endpoints, the production rate limits. The journeys' stores have them on otherwise.
   */
  staging?: boolean;
}): Promise<RunningStore> {
  const apiPort = options.apiPort ?? (await freePort());
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
      ...(options.staging
        ? { NODE_ENV: 'production', SHOP_DEV_ENDPOINTS: '', RATE_LIMIT_SCALE: '1' }
        : {
            // The journeys drive the simulated mailbox, gateway and provider: turned on here, off by default.
            SHOP_DEV_ENDPOINTS: '1',
            // Two workers registering and signing in from one address look like one busy client: 5 times the
            // production limits keep a full run clear of them (the limits have their own backend tests).
            RATE_LIMIT_SCALE: '5',
          }),
      SHOP_PASSWORD: options.shopPassword ?? '',
      ...options.backendEnv,
    },
  );
  let remotesEnv: Record<string, string>;
  if (options.shellEnv?.RELEASE_REGISTRY) {
    const file = path.join(dataDir, 'runtime-config.json');
    writeFileSync(file, JSON.stringify({ remotes: options.remotes }));
    remotesEnv = { RUNTIME_CONFIG: file };
  } else {
    remotesEnv = {
      RUNTIME_CONFIG: '',
      ...Object.fromEntries(
        Object.entries(options.remotes).map(([name, address]) => [`REMOTE_${name.toUpperCase()}`, address]),
      ),
    };
  }
  const startShell = (port: number, index: number) =>
    startServerProcess(
      `shell:${port}`,
      // The shell's compiled server, as deployed (its production build writes build/server.cjs).
      ['build/server.cjs', '--dir', options.shellDir ?? 'dist'],
      path.join(ROOT, 'shell'),
      {
        PORT: String(port),
        API_URL: apiURL,
        // As a deployment sets it: the pages' canonical and preview addresses on the store's own origin.
        SHOP_PUBLIC_URL: baseURL,
        ...remotesEnv,
        ...options.shellEnv,
        ...options.shellEnvEach?.(index),
      },
    );
  const shells = [options.shellPort, ...(options.extraShellPorts ?? [])].map((port, index) => ({
    port,
    server: startShell(port, index),
  }));
  const readyz = (port: number) => `http://127.0.0.1:${port}/readyz`;
  const controls = shells.map((shell, index): ShellControl => ({
    url: `http://127.0.0.1:${shell.port}`,
    async terminate() {
      await shell.server.stop();
      return shell.server.exitCode();
    },
    async start() {
      shell.server = startShell(shell.port, index);
      await waitUntilReady(readyz(shell.port), shell.server);
    },
  }));
  const stop = async () => {
    await Promise.all([...shells.map(({ server }) => server.stop()), backend.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitUntilAnswering(`${apiURL}/shop-hapi/header`, backend),
      ...shells.map(({ port, server }) => waitUntilReady(readyz(port), server)),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, backendURL: apiURL, shells: controls, stop };
}
