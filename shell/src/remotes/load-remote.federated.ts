import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModule, RemoteName } from '@shop/platform';
import type { RuntimeConfig } from './runtime-config';

/**
 * Registers the remotes of the runtime configuration: no remote address is compiled into the shell. A page with a
 * developer's remote (decision 065) in a store running production React first gives it the development JSX runtime
 * it was compiled for (`development-jsx.ts`). It is put in the preview banner's chunk, which such a page loads for
 * its banner anyway: a chunk of its own would add its name and hash to every shopper's first script.
 */
export async function registerRemoteEntries(config: RuntimeConfig): Promise<void> {
  if (config.developer && process.env.NODE_ENV === 'production') {
    await import(/* webpackChunkName: "shell-preview-banner" */ './development-jsx');
  }
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const module = await loadRemote<RemoteModule>(`${name}/remote`);
  if (!module) throw new Error(`remote ${name} did not provide ./remote`);
  return module;
}
