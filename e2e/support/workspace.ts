import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(__dirname, '../..');

/** An app of the workspace, as scripts/lib/workspace-apps.mjs lists them. */
export interface App {
  dir: string;
  label: string;
  scripts: Record<string, string>;
}

/** The federation name of each remote the shell loads (a remote's folder is the name with a dash: mf-catalog). */
export const REMOTE_NAMES = ['mf_catalog', 'mf_checkout', 'mf_account', 'mf_aftersales', 'mf_publish'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const lib = (file: string) => pathToFileURL(path.join(ROOT, 'scripts/lib', file)).href;

async function buildableApps(): Promise<App[]> {
  const { workspaceApps } = (await import(lib('workspace-apps.mjs'))) as { workspaceApps: () => App[] };
  return workspaceApps().filter((app) => app.scripts.build);
}

/** The reference backend's package: the stores run its compiled server (build/server.cjs), as deployed. */
export async function backendApp(): Promise<App> {
  const backend = (await buildableApps()).find((app) => app.label === 'backend');
  if (!backend) throw new Error('the backend package is missing');
  return backend;
}

/** The shell and every remote package that exists, the way `pnpm start` finds them. */
export async function frontEndApps(): Promise<{ shell: App; remotes: Map<RemoteName, App> }> {
  const apps = await buildableApps();
  const shell = apps.find((app) => app.label === 'shell');
  if (!shell) throw new Error('the shell package is missing');
  const remotes = new Map<RemoteName, App>();
  for (const name of REMOTE_NAMES) {
    const app = apps.find((candidate) => candidate.label === name.replace('_', '-'));
    if (app) remotes.set(name, app);
  }
  return { shell, remotes };
}

/** The apps whose production build is missing or older than their sources (the rule `pnpm start` uses). */
export async function staleBuilds(apps: App[]): Promise<App[]> {
  const { staleBuilds: stale } = (await import(lib('stale-builds.mjs'))) as { staleBuilds: (all: App[]) => App[] };
  return stale(apps);
}
