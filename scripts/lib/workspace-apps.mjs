// The runnable parts of the workspace: the backend, the shell and every remote package that exists (mf-*).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @typedef {{ dir: string, name: string, label: string, scripts: Record<string, string> }} App
 * @returns {App[]} backend first, then the shell, then the remotes in name order
 */
export function workspaceApps() {
  const remotes = readdirSync(root)
    .filter((entry) => entry.startsWith('mf-'))
    .sort();
  return ['backend', 'shell', ...remotes]
    .map((folder) => path.join(root, folder))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      return { dir, name: manifest.name, label: path.basename(dir), scripts: manifest.scripts ?? {} };
    });
}

/**
 * The environment of one app run among all of them (`pnpm start`, `pnpm dev`). `PORT` is the shell's there, also
 * told to the others as `SHELL_PORT` (the remotes allow that origin, the backend mails links to it); no other app
 * inherits `PORT`: each takes its own variable (`MF_CATALOG_PORT`..., the backend's `API_PORT`) or its port in
 * shared/serve/src/process/ports.ts, and the shell's default remote addresses follow the same variables. `HOST` binds the
 * shell and the remotes.
 * @param {App} app
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function envAmongAll(app, env = process.env) {
  const shellPort = env.SHELL_PORT || env.PORT;
  const shared = shellPort ? { SHELL_PORT: shellPort } : {};
  if (app.label === 'shell') return shared;
  // The backend listens on API_HOST/API_PORT only: a HOST meant to publish the store must not publish the backend.
  if (app.label === 'backend') return { ...shared, PORT: undefined, HOST: undefined };
  return { ...shared, PORT: undefined };
}

/** pnpm itself: the one running this script when there is one (`npx pnpm start`), otherwise the PATH's. */
export function pnpm(args) {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm/.test(path.basename(execPath))
    ? { command: process.execPath, args: [execPath, ...args] }
    : { command: 'pnpm', args };
}
