import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@shop/platform';
import type { RuntimeConfig } from './runtime-config';

/** Registers the remotes of the runtime configuration: no remote address is compiled into the shell. */
export function registerRemoteEntries(config: RuntimeConfig): void {
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(`${name}/remote`);
  if (!module) throw new Error(`remote ${name} did not provide ./remote`);
  return module;
}
