import { registerNamespace, type RemoteModule, type RemoteName } from '@shop/platform';
import type { i18n as I18n } from 'i18next';
import { loadRemoteModule } from './load-remote';

const cache = new Map<RemoteName, Promise<RemoteModule>>();

/**
 * Loads a remote once per page and registers its translation namespace before its pages render.
 * A failure is not cached, so "retry" really tries again.
 */
export function getRemote(name: RemoteName, i18n: I18n): Promise<RemoteModule> {
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemoteModule(name).then(async (module) => {
      await registerNamespace(i18n, module.namespace, module.translations);
      return module;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}
