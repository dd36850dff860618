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
 * The environment of one app run among all of them (`pnpm start`, `pnpm dev`): `PORT` is the shell's there, so a
 * remote does not inherit it and takes its own port from shared/serve/src/ports.ts.
 * @param {App} app
 * @returns {NodeJS.ProcessEnv}
 */
export function envAmongAll(app) {
  return app.label.startsWith('mf-') ? { PORT: undefined } : {};
}

/** pnpm itself: the one running this script when there is one (`npx pnpm start`), otherwise the PATH's. */
export function pnpm(args) {
  const execPath = process.env.npm_execpath;
  return execPath && /pnpm/.test(path.basename(execPath))
    ? { command: process.execPath, args: [execPath, ...args] }
    : { command: 'pnpm', args };
}
