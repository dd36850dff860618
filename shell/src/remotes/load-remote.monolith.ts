import type { RemoteModule, RemoteName } from '@shop/platform';
import type { RuntimeConfig } from './runtime-config';

/**
 * Monolith build (`webpack --env monolith`): the remotes are bundled into the shell. Each remote package that
 * exists in the workspace is listed here with a static import; a remote not built yet is unavailable, so its
 * routes show the same fallback as in the federated build. A remote's `./remote` module itself is its
 * RemoteModule (named exports), as `loadRemote` returns it in the federated build.
 */
const bundled: Partial<Record<RemoteName, () => Promise<RemoteModule>>> = {
  mf_catalog: () => import('@shop/mf-catalog/remote'),
  mf_checkout: () => import('@shop/mf-checkout/remote'),
  mf_account: () => import('@shop/mf-account/remote'),
  mf_aftersales: () => import('@shop/mf-aftersales/remote'),
  mf_publish: () => import('@shop/mf-publish/remote'),
};

export async function registerRemoteEntries(_config: RuntimeConfig): Promise<void> {
  // Nothing to register: the remotes are part of this bundle.
}

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  const load = bundled[name];
  if (!load) {
    const error = new Error(`remote ${name} is not part of this build`);
    console.error(error.message);
    throw error;
  }
  return load();
}
