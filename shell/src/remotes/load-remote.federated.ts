import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@shop/platform';
import type { RuntimeConfig } from './runtime-config';

/** Registers the remotes of the runtime configuration: no remote address is compiled into the shell. */
export function registerRemoteEntries(config: RuntimeConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Readies the page for a developer's remote (decision 065) when its configuration names one: a store running
 * production React gives it the development JSX runtime it was compiled for (`development-jsx.ts`), loaded only then.
 */
export async function acceptDeveloperRemote(config: RuntimeConfig): Promise<void> {
  if (config.developer === undefined || process.env.NODE_ENV !== 'production') return;
  const { provideDevelopmentJsx } = await import(/* webpackChunkName: "shell-development-jsx" */ './development-jsx');
  provideDevelopmentJsx();
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(`${name}/remote`);
  if (!module) throw new Error(`remote ${name} did not provide ./remote`);
  return module;
}
