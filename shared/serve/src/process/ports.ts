import { readFileSync } from 'node:fs';
import path from 'node:path';
import { portFrom } from './listen';

/**
 * Where every app listens on a developer's machine, written once. The dev servers (@shop/build), the production
 * servers (each app's `start`), the shell's default runtime configuration, the remotes' default shell origin and
 * the backend all read it, so a new remote is one line here and nothing else.
 */
export const PORTS = {
  shell: 3000,
  mf_catalog: 3001,
  mf_checkout: 3002,
  mf_account: 3003,
  mf_aftersales: 3004,
  mf_publish: 3005,
  backend: 4000,
} as const satisfies Record<string, number>;

export type AppName = keyof typeof PORTS;

const isAppName = (name: string): name is AppName => Object.hasOwn(PORTS, name);

/**
 * The variable that moves one app when every app runs together (`pnpm start`, `pnpm dev`), where `PORT` is the
 * shell's: `SHELL_PORT`, `MF_CATALOG_PORT`, ... and the backend's `API_PORT`.
 */
export const portEnvName = (app: AppName): string => (app === 'backend' ? 'API_PORT' : `${app.toUpperCase()}_PORT`);

/** An app's port on this machine: its variable (`portEnvName`) when set, the table otherwise. */
export const localPort = (app: AppName, env: NodeJS.ProcessEnv = process.env): number =>
  portFrom(env[portEnvName(app)], PORTS[app]);

/**
 * `http://127.0.0.1:<port>` of an app on this machine, so the defaults that name another app (the shell's remote
 * addresses and API_URL, a remote's allowed shell origin, the backend's PUBLIC_URL) follow its port variable.
 */
export const localOrigin = (app: AppName, env: NodeJS.ProcessEnv = process.env): string =>
  `http://127.0.0.1:${localPort(app, env)}`;

/** The federation names of the remotes, in port order. */
export const REMOTE_APPS: readonly AppName[] = (Object.keys(PORTS) as AppName[]).filter((name) =>
  name.startsWith('mf_'),
);

/**
 * The port an app (by federation name) listens on: `--port` when given, then `PORT`, then its own variable
 * (`MF_CATALOG_PORT`...), then the table. Overriding one run never needs an edit, and an app missing from the
 * table fails loudly rather than on a guessed port.
 */
export function appPort(name: string, override?: string, env: NodeJS.ProcessEnv = process.env): number {
  if (!isAppName(name)) throw new Error(`${name} has no port: add it to PORTS in shared/serve/src/ports.ts`);
  return portFrom(override ?? env.PORT, localPort(name, env));
}

/** The federation name a remote's build was made for, from the mf-manifest.json it writes. */
export function builtRemoteName(distDir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const name = (manifest as { name?: unknown } | null)?.name;
  if (typeof name !== 'string') throw new Error(`${distDir}/mf-manifest.json names no remote`);
  return name;
}
